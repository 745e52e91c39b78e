/** Pay modes of spec 3 section 9: only 1 (net banking) and 8 (UPI) are named there. */
export const payModes = {
  NET_BANKING: '1',
  MANDATE: '3',
  CHEQUE: '5',
  NEFT_RTGS: '7',
  UPI: '8',
} as const;
export type PayMode = (typeof payModes)[keyof typeof payModes];
export const payModeIds = ['1', '3', '5', '7', '8'] as const satisfies readonly PayMode[];

export const payModeLabels: Record<PayMode, string> = {
  '1': 'Net Banking',
  '3': 'One Time Mandate',
  '5': 'Cheque',
  '7': 'NEFT/RTGS',
  '8': 'UPI',
};

/** Modes an investor can choose when placing a purchase online; 5 is never usable. */
export const purchasePayModes = ['1', '3', '7', '8'] as const satisfies readonly PayMode[];

/** Payment states of an order group. */
export const paymentStatuses = [
  'INITIATED',
  'AWAITING_FUNDS',
  'SUCCESS',
  'DECLINED',
  'CANCELLED',
  'FAILED',
  'REJECTED',
  'NO_RESPONSE',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Order states, from placement to allotment. */
export const orderStatuses = [
  'PAYMENT_PENDING',
  'PAID',
  'ALLOTTED',
  'PAYMENT_FAILED',
  'REJECTED',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
