/** Exchange codes of spec 3 section 9. */
export const exchangeCodes = {
  BSE: '1',
  NSE: '2',
  BSE_CASH: '3',
  NSE_CASH: '4',
  ICEX: '5',
  BSE_DERIVATIVES: '6',
  NSE_DERIVATIVES: '7',
} as const;
export type ExchangeCode = (typeof exchangeCodes)[keyof typeof exchangeCodes];
export const exchangeCodeIds = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
] as const satisfies readonly ExchangeCode[];

export const exchangeNames: Record<ExchangeCode, string> = {
  '1': 'BSE',
  '2': 'NSE',
  '3': 'BSE cash',
  '4': 'NSE cash',
  '5': 'ICEX',
  '6': 'BSE derivatives',
  '7': 'NSE derivatives',
};

/** Mutual-fund orders are routed through the BSE StAR MF platform unless a scheme says otherwise. */
export const defaultMfExchange: ExchangeCode = '1';
