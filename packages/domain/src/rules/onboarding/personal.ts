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

/** The first problem of the personal details, in the order the screen shows the fields. */
export function personalDetailsProblem(form: PersonalDetails): string | null {
  if (!(genderIds as string[]).includes(form.gender)) return m.gender;
  if (!(maritalStatuses as readonly string[]).includes(form.maritalStatus)) return m.maritalStatus;
  const relative = normalizeName(form.relativeName);
  if (
    !['F', 'S'].includes(form.relativeKind) ||
    relative.length < 2 ||
    relative.length > 85 ||
    !relativeNamePattern.test(relative)
  )
    return m.relativeName;
  if (form.relativeKind === 'S' && form.maritalStatus !== 'Married') return m.relativeName;
  if (!(occupationIds as string[]).includes(form.occupation)) return m.occupation;
  if (!(annualIncomeBandIds as string[]).includes(form.annualIncome)) return m.annualIncome;
  if (!(netWorthBandIds as string[]).includes(form.netWorth)) return m.netWorth;
  const amount = netWorthAmountProblem(form.netWorth as NetWorthBand, form.netWorthAmount);
  if (amount) return amount;
  if (!(pepOptionIds as string[]).includes(form.pep)) return m.pep;
  return null;
}
