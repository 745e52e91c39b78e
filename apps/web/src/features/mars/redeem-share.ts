export const shares = [
  { value: '25', label: '25%' },
  { value: '50', label: '50%' },
  { value: '100', label: 'All' },
  { value: 'other', label: 'Other' },
] as const;
export type Share = (typeof shares)[number]['value'];

export type Phase = 'choose' | 'preview' | 'warning' | 'otp';

/** The percentage asked, or null when it is not a whole number from 1 to 100. */
export function percentOf(share: Share, other: string): number | null {
  const text = share === 'other' ? other.trim() : share;
  if (!/^\d{1,3}$/.test(text)) return null;
  const percent = Number(text);
  return percent >= 1 && percent <= 100 ? percent : null;
}
