/** What an investor can write to help and support about (the category list of sendQuery). */
export const helpQueryCategories = [
  { code: 'TRANSACTION', label: 'Transactions and orders' },
  { code: 'SYSTEMATIC', label: 'SIP, SWP and STP' },
  { code: 'PORTFOLIO', label: 'Portfolio and reports' },
  { code: 'PAYMENT', label: 'Payments and mandates' },
  { code: 'PROFILE', label: 'Profile, bank and nominee' },
  { code: 'KYC', label: 'KYC and FATCA' },
  { code: 'LOGIN', label: 'Login and security' },
  { code: 'OTHER', label: 'Something else' },
] as const;
export type HelpQueryCategory = (typeof helpQueryCategories)[number]['code'];
export const helpQueryCategoryCodes = helpQueryCategories.map((c) => c.code) as [
  HelpQueryCategory,
  ...HelpQueryCategory[],
];

export function helpQueryCategoryLabel(code: string): string {
  return helpQueryCategories.find((c) => c.code === code)?.label ?? code;
}

export const helpQueryStatuses = ['OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;
export type HelpQueryStatus = (typeof helpQueryStatuses)[number];

export const helpQueryLimits = {
  subjectMin: 5,
  subjectMax: 120,
  messageMin: 20,
  messageMax: 2000,
  /** Queries an investor may raise in one India day; each one sends an SMS and an e-mail. */
  perDay: 10,
} as const;
