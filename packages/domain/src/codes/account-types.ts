/** Account types chosen by the server (spec 1 section 6). */
export const accountTypes = ['EW', 'EMF', 'TAC'] as const;
export type AccountType = (typeof accountTypes)[number];

export const loginMethods = ['NJACNO', 'LOGINID'] as const;
export type LoginMethod = (typeof loginMethods)[number];

export const loginMethodLabels: Record<LoginMethod, { label: string; placeholder: string }> = {
  NJACNO: { label: 'Wealth Account No.', placeholder: 'Enter your wealth account number' },
  LOGINID: { label: 'Personalised Login ID', placeholder: 'Enter your personalised login ID' },
};
