import { z } from 'zod';
import { defineCall } from '../call.js';
import { boundedText } from '../common.js';
import { ZNextScreen } from './common.js';

const ZOption = z.object({ code: z.string(), label: z.string() });
const digits = (max: number) => z.string().trim().max(max);

/** The bank details as the applicant types them (screen 16). */
export const ZBankForm = z.object({
  ifsc: z.string().trim().toUpperCase().max(11),
  micr: digits(9),
  branch: boundedText(80),
  accountNo: digits(18),
  /** The account number typed a second time; it must match. */
  accountNoAgain: digits(18),
  /** Saving, Current, OD or CC. */
  accountType: z.string().trim().max(10),
});
export type TBankForm = z.infer<typeof ZBankForm>;

/** What the IFSC names: the bank (from the bundled list of banks and branch codes). */
export const ZBankOfIfsc = z.object({
  ifsc: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  /** The branch's MICR where the IFSC data holds it, else empty (the applicant may add it). */
  micr: z.string(),
  /** Whether the bank takes e-mandates; without one the applicant goes on without a mandate. */
  mandateFacility: z.boolean(),
  message: z.string(),
});

/** The penny drop's answer: the account exists, and the name the bank holds it in. */
export const ZBankVerification = z.object({
  verified: z.boolean(),
  nameAtBank: z.string(),
  /** Whether that name is the first holder's. */
  nameMatches: z.boolean(),
  message: z.string(),
});

/** Screen 16: the saved bank details, the account types and the verify prompt. */
export const loadBankDetailCall = defineCall(
  'BankDetailService/loadBankDetail',
  z.object({}),
  z.object({
    form: ZBankForm,
    bank: ZBankOfIfsc.nullable(),
    verification: ZBankVerification.nullable(),
    accountTypes: z.array(ZOption),
    holderName: z.string(),
    /** 'For auto processing of account opening kindly click on Verify Bank button.' */
    prompt: z.string(),
  }),
);

/** The bank an IFSC belongs to; 400 when the IFSC is not a bank branch. */
export const fetchBankDetailCall = defineCall('BankDetailService/fetchBankDetail', z.object({ ifsc: z.string().trim().toUpperCase().max(11) }), ZBankOfIfsc);

/** Verifies the account by a penny drop and compares the name at the bank with the first holder's. */
export const verifyBankDetailCall = defineCall('BankDetailService/verifyBankDetail', ZBankForm, ZBankVerification);

/** Saves the verified bank details; answers the next screen (mandate details). */
export const saveDataBankDetailCall = defineCall('BankDetailService/saveDataBankDetail', ZBankForm, ZNextScreen);

/** The mandate as the applicant chooses it (screen 17). Dates DD-MM-YYYY, the limit in rupees. */
export const ZMandateForm = z.object({
  /** Y to register an e-mandate, N to go on without one. */
  emandate: z.enum(['Y', 'N'], { error: 'Please choose whether to register a mandate.' }),
  mandateType: z.string().trim().max(12).default(''),
  provider: z.string().trim().max(4).default(''),
  upperLimit: z.string().trim().max(20).default(''),
  startDate: z.string().trim().max(10).default(''),
  endDate: z.string().trim().max(10).default(''),
});
export type TMandateForm = z.infer<typeof ZMandateForm>;

/** Screen 17: the bank it is on, the saved choice, the types, providers and limits. */
export const loadMandateDetailCall = defineCall(
  'BankDetailService/loadMandateDetail',
  z.object({}),
  z.object({
    bank: z.object({
      bankName: z.string(),
      branch: z.string(),
      accountNoMasked: z.string(),
      accountType: z.string(),
      nameAtBank: z.string(),
    }),
    mandateFacility: z.boolean(),
    /** The no-mandate-facility message, when the bank has none. */
    message: z.string(),
    form: ZMandateForm,
    mandateNo: z.string(),
    mandateTypes: z.array(ZOption),
    providers: z.array(ZOption),
    /** The limits in rupees as text: the least is exclusive, the most inclusive. */
    lowerLimit: z.string(),
    maxLimit: z.string(),
    /** The desk's business date (YYYY-MM-DD): a mandate starts on it or later. */
    today: z.string(),
  }),
);

/** Saves the mandate (or none); answers the next screen and the mandate's number. */
export const saveDataMandateDetailCall = defineCall('BankDetailService/saveDataMandateDetail', ZMandateForm, ZNextScreen.extend({ mandateNo: z.string() }));
