/** Constants of the purchase flow (spec 1 sections 4.6 and 9, spec 3 sections 3, 4 and 9). */
export const purchaseConstants = {
  defaultCartState: 2,
  defaultServiceType: '3',
  upiTimeoutMs: 300_000,
  upiCallbackIntervalMs: 5_000,
  upiCallbackResponseMs: 10_000,
  /** Above this a UPI payment is refused and the investor is steered to net banking. */
  upiLimitPaise: 10_000_000n,
  /** Plan types: D direct, R regular. */
  planTypes: ['D', 'R'] as const,
  /** Mutual-fund holding mode: P physical, D demat. */
  mfModes: ['P', 'D'] as const,
  maxCartItems: 10,
  segment: 'MF',
  project: 'EWA',
} as const;

/** SIP and SWP frequencies offered with a purchase. */
export const purchaseFrequencies = {
  W: { label: 'Weekly', monthsPerStep: 0, daysPerStep: 7, minInstallments: 24 },
  F: { label: 'Fortnightly', monthsPerStep: 0, daysPerStep: 14, minInstallments: 12 },
  M: { label: 'Monthly', monthsPerStep: 1, daysPerStep: 0, minInstallments: 6 },
  Q: { label: 'Quarterly', monthsPerStep: 3, daysPerStep: 0, minInstallments: 4 },
} as const;
export type PurchaseFrequencyId = keyof typeof purchaseFrequencies;
export const isPurchaseFrequency = (id: string): id is PurchaseFrequencyId =>
  Object.hasOwn(purchaseFrequencies, id);
export const purchaseFrequencyIds = [
  'W',
  'F',
  'M',
  'Q',
] as const satisfies readonly PurchaseFrequencyId[];
