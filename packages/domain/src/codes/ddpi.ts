import type { Paise } from '../rules/money.js';

/**
 * The stamp duty on a DDPI (Demat Debit and Pledge Instruction), paid before it is signed: the
 * instruction is an agreement executed on non-judicial stamp paper of ₹100.
 */
export const ddpiStampDutyPaise: Paise = 10_000n;

/** DDPI stamp duty is paid by UPI only (pay mode 8). */
export const ddpiPayModes = ['8'] as const;

/** Where a DDPI request stands: consent, the stamp-duty payment, the e-sign, done. */
export const ddpiSteps = ['CONSENT', 'PAYMENT', 'ESIGN', 'DONE'] as const;
export type DdpiStep = (typeof ddpiSteps)[number];

/** The account's DDPI: in the distributor's favour, a request on its way, or none. */
export const ddpiStates = ['ACTIVE', 'IN_PROGRESS', 'NONE', 'NO_DEMAT'] as const;
export type DdpiState = (typeof ddpiStates)[number];

/** The e-sign languages offered for the DDPI's terms and conditions. */
export const ddpiTncLanguages = [
  { LANG_ID: 'EN', LANGUAGE: 'English' },
  { LANG_ID: 'HI', LANGUAGE: 'Hindi' },
  { LANG_ID: 'MR', LANGUAGE: 'Marathi' },
] as const;

/**
 * What a DDPI lets the distributor's depository participant do with the investor's demat
 * account, as SEBI's DDPI format lists it.
 */
export const ddpiAuthorities = [
  'Transfer of securities held in your demat account towards stock exchange related deliveries and settlement obligations arising out of trades executed by you.',
  'Pledging or re-pledging of securities in favour of the trading member for meeting your margin requirements.',
  'Mutual fund transactions executed through the stock exchange order entry platforms, including redemption of mutual fund units held in demat mode.',
  'Tendering of shares in open offers through the stock exchange platforms.',
] as const;
