import {
  comparisonFieldLabels,
  differences,
  displayDate,
  type HolderRole,
  onboardingKycMessages as m,
  type TKycIdentity,
} from '@cdesk/domain';
import { AppError } from '../../../lib/app-error.js';
import type { OnboardingStore } from '../store.js';

/** What the applicant entered for a holder, as the comparison fields name it. */
export interface EnteredPerson {
  fname: string;
  mname: string;
  lname: string;
  /** DD-MM-YYYY. */
  dob: string;
  pan: string;
}

/** The step keys under which the KYC, personal, FATCA and preference screens keep their data. */
export const kycStepKeys = {
  kra: 'kra',
  ckyc: 'ckyc',
  digiLocker: 'digilocker',
  address: 'address',
  personal: 'personal',
  fatca: 'fatca',
  preference: 'preference',
} as const;

/** A holder of the application with the PAN and date of birth its KYC is looked up by. */
export async function enteredHolder(
  store: OnboardingStore,
  refNo: string,
  role: HolderRole,
): Promise<EnteredPerson> {
  const holder = await store.holder(refNo, role);
  if (!holder?.pan || !holder.dob) throw new AppError(400, 'HOLDER_MISSING', m.holderMissing);
  return {
    fname: (holder.firstName ?? '').toUpperCase(),
    mname: (holder.middleName ?? '').toUpperCase(),
    lname: (holder.lastName ?? '').toUpperCase(),
    dob: displayDate(String(holder.dob)),
    pan: holder.pan.toUpperCase(),
  };
}

export const fullNameOf = (p: { fname: string; mname: string; lname: string }) =>
  [p.fname, p.mname, p.lname].filter(Boolean).join(' ');

/** Where a source's record differs from the entry, labelled for the screen. */
export function labelledDifferences(entered: EnteredPerson, identity: TKycIdentity) {
  return differences(entered, identity).map((d) => ({
    ...d,
    label: comparisonFieldLabels[d.field],
  }));
}

export const refuse = (code: string, message: string) => new AppError(400, code, message);
