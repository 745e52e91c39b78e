/** Scheme types of spec 3 section 9. */
export const schemeTypes = ['EQUITY', 'DEBT', 'LIQUID', 'CASH', 'OTHERS'] as const;
export type SchemeType = (typeof schemeTypes)[number];

export const plans = ['DIRECT', 'REGULAR'] as const;
export type Plan = (typeof plans)[number];

export const schemeOptions = ['GROWTH', 'IDCW'] as const;
export type SchemeOption = (typeof schemeOptions)[number];

/** A stored scheme type as one of the five; anything else reads as OTHERS. */
export function toSchemeType(text: string): SchemeType {
  const upper = text.trim().toUpperCase();
  return (schemeTypes as readonly string[]).includes(upper) ? (upper as SchemeType) : 'OTHERS';
}
