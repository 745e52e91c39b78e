import type { FileKey } from '../repository.js';
import type { OnboardingStore } from '../store.js';

/**
 * What the part-2 steps save (bank details onwards), as the form, the review and the approval that
 * creates the investor read them back. Each step's service writes its record under its step key
 * (`partTwoStepKeys`) for the first holder's role F unless it says otherwise.
 */

/** Screen 16. */
export interface BankRecord {
  ifsc: string;
  micr: string;
  bankName: string;
  branch: string;
  accountNo: string;
  /** Saving, Current, OD or CC. */
  accountType: string;
  /** Verified by the penny drop, and the name the bank holds the account in. */
  verified: boolean;
  nameAtBank: string;
  /** Whether the bank offers e-mandates; without it the applicant goes on without a mandate. */
  mandateFacility: boolean;
}

/** Screen 17 (and 51, 52 for an e-mandate). */
export interface MandateRecord {
  /** An e-mandate to register; false when the applicant goes on without one. */
  emandate: boolean;
  /** NET, DEBIT, ESIGN or AADHAAROTP. */
  mandateType: string;
  /** NJ, BSE or NSE. */
  provider: string;
  /** The most a debit may take, integer paise as a decimal string. */
  upperLimitPaise: string;
  /** YYYY-MM-DD; endDate empty for until cancelled. */
  startDate: string;
  endDate: string;
  /** The provider's number for it (njEMandateNo / bseEMandateNo), once generated. */
  mandateNo: string;
  /** CAPTURED, then ESIGNED, then APPROVED when the bank authenticated it, or REJECTED. */
  status: 'CAPTURED' | 'ESIGNED' | 'APPROVED' | 'REJECTED';
}

/** Screen 35: NominationChoice (optIn, count) is what the path reads; this adds the rest. */
export interface NominationRecord {
  optIn: boolean;
  count: number;
}

/** Screens 36 to 38, one per slot (nominee1..nominee3). */
export interface NomineeRecord {
  slot: 1 | 2 | 3;
  fName: string;
  mName: string;
  lName: string;
  /** DD-MM-YYYY. */
  dob: string;
  relation: string;
  /** Whole percent, all nominees adding up to 100. */
  share: number;
  idType: string;
  idNo: string;
  mobile: string;
  email: string;
  address: { line1: string; line2: string; city: string; state: string; pincode: string };
  /** For a minor nominee. */
  guardian: null | {
    fName: string;
    mName: string;
    lName: string;
    dob: string;
    relation: string;
    idType: string;
    idNo: string;
  };
}

/** Screen 39. */
export interface WitnessRecord {
  name: string;
  /** DD-MM-YYYY. */
  dob: string;
  address: string;
}

/** One section of the account-opening form: rows of label and value, and images to show. */
export interface FormSection {
  title: string;
  rows: Array<[label: string, value: string]>;
  images?: Array<{ label: string; file: FileKey }>;
}

/** What a group of steps contributes to the form, read from the application's saved state. */
export type FormSectionSource = (store: OnboardingStore, refNo: string) => Promise<FormSection[]>;
