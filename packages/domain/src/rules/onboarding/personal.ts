import { onboardingKycMessages as m } from '../../catalogue/onboarding-kyc.js';
import {
  annualIncomeBandIds,
  genderIds,
  maritalStatuses,
  netWorthBandIds,
  netWorthBandRangePaise,
  occupationIds,
  pepOptionIds,
  type NetWorthBand,
} from '../../codes/onboarding-kyc.js';
import { parseRupeesToPaise, type Paise } from '../money.js';
import { normalizeName } from '../nominee/names.js';

/**
 * The least net worth an amount may state: the spec's 50000000, in paise (Rs. 5,00,000). It is the
 * top of the lowest band, which is why a person in that band gives no amount.
 */
export const minNetWorthPaise: Paise = 50_000_000n;

/** Whether a net-worth band asks for the amount: every band above the lowest. */
export const bandNeedsAmount = (band: NetWorthBand) => band !== '01';

/** The holder's personal details of screens 13, 22, 28 and 34. */
export interface PersonalDetails {
  gender: string;
  maritalStatus: string;
  relativeKind: string;
  relativeName: string;
  occupation: string;
  annualIncome: string;
  netWorth: string;
  /** Rupees as typed, empty in the lowest band. */
  netWorthAmount: string;
  pep: string;
}

const relativeNamePattern = /^[A-Z']+(?:[ .][A-Z']+)*$/;

/** What is wrong with a net-worth amount for its band, if anything. */
export function netWorthAmountProblem(band: NetWorthBand, amount: string): string | null {
  if (!bandNeedsAmount(band)) return null;
  if (amount.trim() === '') return m.netWorthAmount;
  const paise = parseRupeesToPaise(amount);
  if (paise === null) return m.netWorthAmount;
  if (paise <= minNetWorthPaise) return m.netWorthMinimum;
  const { above, upTo } = netWorthBandRangePaise[band];
  if (paise <= above || (upTo !== null && paise > upTo)) return m.netWorthOutsideBand;
  return null;
}

/** Every problem of the personal details, by field, in the order the screen shows the fields. */
export function personalDetailsErrors(
  form: PersonalDetails,
): Partial<Record<keyof PersonalDetails, string>> {
  const errors: Partial<Record<keyof PersonalDetails, string>> = {};
  if (!(genderIds as string[]).includes(form.gender)) errors.gender = m.gender;
  if (!(maritalStatuses as readonly string[]).includes(form.maritalStatus))
    errors.maritalStatus = m.maritalStatus;
  const relative = normalizeName(form.relativeName);
  if (
    !['F', 'S'].includes(form.relativeKind) ||
    relative.length < 2 ||
    relative.length > 85 ||
    !relativeNamePattern.test(relative) ||
    (form.relativeKind === 'S' && form.maritalStatus !== 'Married')
  )
    errors.relativeName = m.relativeName;
  if (!(occupationIds as string[]).includes(form.occupation)) errors.occupation = m.occupation;
  if (!(annualIncomeBandIds as string[]).includes(form.annualIncome))
    errors.annualIncome = m.annualIncome;
  if (!(netWorthBandIds as string[]).includes(form.netWorth)) errors.netWorth = m.netWorth;
  else {
    const amount = netWorthAmountProblem(form.netWorth as NetWorthBand, form.netWorthAmount);
    if (amount) errors.netWorthAmount = amount;
  }
  if (!(pepOptionIds as string[]).includes(form.pep)) errors.pep = m.pep;
  return errors;
}

/** The first problem of the personal details, in the order the screen shows the fields. */
export function personalDetailsProblem(form: PersonalDetails): string | null {
  return Object.values(personalDetailsErrors(form))[0] ?? null;
}
