/**
 * The account-opening steps of spec 2 section 2.3 as a machine over numbered screens. A screen id
 * is a string; each names a step and, where the step repeats per holder, the holder it is for.
 * The order of the screens is computed from the application's facts (holders, minor, the KYC
 * source found per holder), on the web and on the server alike.
 */

import { type FormSigning, nominationNeedsWitness } from '../rules/onboarding/witness.js';

/** Holder roles (spec 2 section 3): first applicant, second, third, guardian of a minor. */
export const holderRoles = ['F', 'S', 'T', 'G'] as const;
export type HolderRole = (typeof holderRoles)[number];

export const onboardingSteps = [
  'processcomplete',
  'flowend',
  'login',
  'verifyotp',
  'underprocess',
  'centrepartner',
  'holdertaxstatus',
  'selectacctype',
  'holdersPanDob',
  'loadmobemail',
  'vrfymobemail',
  'loaddigilocker',
  'loaddigilockervrfy',
  'personaldetails',
  'fatca',
  'preference',
  'bankdetails',
  'mandatedetails',
  'nomineeselection',
  'nomineedetails',
  'witnessdetails',
  'livephoto',
  'uploaddocuments',
  'signature',
  'viewewealthform',
  'esign',
  'dcmandate',
  'mandateesign',
  'kradownload',
  'addresscomfirmation',
  'ckycdownload',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** Where a KYC record of a holder was found: the branch its screens took. */
export type KycSource = 'KRA' | 'CKYC' | 'DIGILOCKER' | 'NONE';

export interface OnboardingFacts {
  /** F always; S and T for joint holding; G for a minor's guardian. */
  holders: HolderRole[];
  minor: boolean;
  kyc: Partial<Record<HolderRole, KycSource>>;
  /** Nominees chosen at nomination (part 2); one details screen each, at most three. */
  nominees?: number;
  /** False when the applicant opted out of nomination: no nominee or witness screens. */
  nominate?: boolean;
  /** True when an e-mandate was chosen at mandate details: its submission and e-sign follow the form's e-sign. */
  mandate?: boolean;
  /** How the form is signed; the online form is e-signed (screen 50) unless said otherwise. */
  signing?: FormSigning;
}

/**
 * Screen ids per step: one for every holder (F, S, T, G order), or one for all. For
 * nomineedetails the four places are the first, second and third nominee slots.
 */
const screenTable: Record<OnboardingStep, string | readonly [string, string, string, string]> = {
  processcomplete: '-1',
  flowend: '0',
  login: '1',
  verifyotp: '2',
  underprocess: '3',
  centrepartner: '4',
  holdertaxstatus: '5',
  selectacctype: '6',
  holdersPanDob: ['7', '7', '7', '8'],
  loadmobemail: ['9', '18', '24', '30'],
  vrfymobemail: ['10', '19', '25', '31'],
  loaddigilocker: ['11', '20', '26', '32'],
  loaddigilockervrfy: ['12', '21', '27', '33'],
  personaldetails: ['13', '22', '28', '34'],
  fatca: ['14', '23', '29', '65'],
  preference: '15',
  bankdetails: '16',
  mandatedetails: '17',
  nomineeselection: '35',
  nomineedetails: ['36', '37', '38', '38'],
  witnessdetails: '39',
  livephoto: ['40', '41', '42', '43'],
  uploaddocuments: ['44', '46', '47', '48'],
  signature: '45',
  viewewealthform: '49',
  esign: '50',
  dcmandate: '51',
  mandateesign: '52',
  kradownload: ['53', '54', '55', '56'],
  addresscomfirmation: ['57', '58', '59', '60'],
  ckycdownload: ['61', '62', '63', '64'],
};

const roleIndex = (role: HolderRole) => holderRoles.indexOf(role);

/** Whether a step repeats per holder (has a screen id of its own for each). */
export function isPerHolderStep(step: OnboardingStep): boolean {
  return typeof screenTable[step] !== 'string';
}

export function isOnboardingStep(value: string): value is OnboardingStep {
  return (onboardingSteps as readonly string[]).includes(value);
}

export function isHolderRole(value: string): value is HolderRole {
  return (holderRoles as readonly string[]).includes(value);
}

/** The screen id of a step for a holder; the first holder by default, login for an unknown step. */
export function screenIdFor(step: string, holder: HolderRole = 'F'): string {
  if (!isOnboardingStep(step)) return screenTable.login as string;
  const ids = screenTable[step];
  return typeof ids === 'string' ? ids : (ids[roleIndex(holder)] ?? ids[0]);
}

const screenIndex = new Map<string, { step: OnboardingStep; holder: HolderRole }>();
for (const step of onboardingSteps) {
  const ids = screenTable[step];
  if (typeof ids === 'string') screenIndex.set(ids, { step, holder: 'F' });
  else
    holderRoles.forEach((holder, i) => {
      const id = ids[i];
      if (id !== undefined && !screenIndex.has(id)) screenIndex.set(id, { step, holder });
    });
}

/** Every screen id of 2.3. */
export const onboardingScreenIds: readonly string[] = [...screenIndex.keys()];

/** The step and holder of a screen id; login (first holder) when the id is unknown. */
export function stepForScreen(screenId: string): { step: OnboardingStep; holder: HolderRole } {
  return screenIndex.get(String(screenId).trim()) ?? { step: 'login', holder: 'F' };
}

const beforeAccountSteps: readonly OnboardingStep[] = [
  'processcomplete',
  'flowend',
  'login',
  'verifyotp',
  'underprocess',
];

/** Steps hidden from the create-account step indicator (2.3). */
const indicatorHidden: readonly OnboardingStep[] = [
  'loadmobemail',
  'vrfymobemail',
  'loaddigilocker',
  'dcmandate',
  'mandateesign',
];

/** Steps without a Back button (2.3). */
const noBack: readonly OnboardingStep[] = [
  'loaddigilockervrfy',
  'esign',
  'dcmandate',
  'mandateesign',
];

/** Steps on which the holder popup detail is hidden (2.3). */
const popupHidden: readonly OnboardingStep[] = [
  'loadmobemail',
  'vrfymobemail',
  'loaddigilocker',
  'loaddigilockervrfy',
  'kradownload',
  'ckycdownload',
  'addresscomfirmation',
  'viewewealthform',
  'esign',
  'dcmandate',
  'mandateesign',
];

/** Steps before any holder is named (no holder details to show yet). */
const beforeHolders: readonly OnboardingStep[] = [
  ...beforeAccountSteps,
  'centrepartner',
  'holdertaxstatus',
  'selectacctype',
];

/** Whether the create-account step indicator is shown on a screen. */
export function showsStepIndicator(screenId: string): boolean {
  const { step } = stepForScreen(screenId);
  return !beforeAccountSteps.includes(step) && !indicatorHidden.includes(step);
}

/** Whether a screen has a Back button: not on the 2.3 list, and not on login, resume or the ends. */
export function hasBackButton(screenId: string): boolean {
  const { step } = stepForScreen(screenId);
  if (noBack.includes(step)) return false;
  return !['processcomplete', 'flowend', 'login', 'underprocess'].includes(step);
}

/** Whether the holder popup detail is shown on a screen. */
export function showsHolderPopup(screenId: string): boolean {
  const { step } = stepForScreen(screenId);
  return !beforeHolders.includes(step) && !popupHidden.includes(step);
}

/** The holders that have screens of their own, in the 2.3 order F, S, T, G. */
export function orderedHolders(facts: OnboardingFacts): HolderRole[] {
  const present = new Set<HolderRole>(['F', ...facts.holders]);
  if (!facts.minor) present.delete('G');
  return holderRoles.filter((role) => present.has(role));
}

/** Contacts and KYC of one holder: KRA, then CKYC, then DigiLocker, as far as each found nothing. */
function kycScreens(facts: OnboardingFacts, role: HolderRole): string[] {
  const id = (step: OnboardingStep) => screenIdFor(step, role);
  const screens = [id('loadmobemail'), id('vrfymobemail'), id('kradownload')];
  const source = facts.kyc[role];
  if (source !== 'KRA') {
    screens.push(id('ckycdownload'));
    if (source !== 'CKYC') screens.push(id('loaddigilocker'), id('loaddigilockervrfy'));
  }
  screens.push(id('addresscomfirmation'));
  return screens;
}

function holderScreens(facts: OnboardingFacts, role: HolderRole): string[] {
  const id = (step: OnboardingStep) => screenIdFor(step, role);
  // A minor first holder uses the guardian's contacts and KYC; its own details and FATCA remain.
  const ownKyc = !(role === 'F' && facts.minor);
  return [...(ownKyc ? kycScreens(facts, role) : []), id('personaldetails'), id('fatca')];
}

/** The screens of an application in order, from login to process complete. */
export function onboardingSequence(facts: OnboardingFacts): string[] {
  const holders = orderedHolders(facts);
  const sequence = ['1', '2', '3', '4', '5', '6', '7'];
  if (facts.minor) sequence.push('8');
  for (const role of holders) sequence.push(...holderScreens(facts, role));
  sequence.push('15', '16', '17', '35');
  if (facts.nominate !== false) {
    const nominees = Math.min(Math.max(facts.nominees ?? 1, 1), 3);
    for (let slot = 0; slot < nominees; slot += 1) sequence.push(String(36 + slot));
    if (nominationNeedsWitness(facts.signing ?? 'ESIGN')) sequence.push('39');
  }
  for (const role of holders) sequence.push(screenIdFor('livephoto', role));
  for (const role of holders) sequence.push(screenIdFor('uploaddocuments', role));
  sequence.push('45', '49', '50');
  if (facts.mandate) sequence.push('51', '52');
  sequence.push('-1');
  return sequence;
}

/** Screens that are passed through going forward but never returned to with Back. */
const transitSteps: readonly OnboardingStep[] = ['verifyotp', 'vrfymobemail', 'loaddigilockervrfy'];

export function isTransitScreen(screenId: string): boolean {
  return transitSteps.includes(stepForScreen(screenId).step);
}

/** The screen after this one for the application, or null at the end or off its path. */
export function nextScreen(facts: OnboardingFacts, screenId: string): string | null {
  const sequence = onboardingSequence(facts);
  const at = sequence.indexOf(String(screenId));
  if (at < 0 || at === sequence.length - 1) return null;
  return sequence[at + 1] ?? null;
}

/**
 * The screen Back leads to: the one before, passing over verification screens (which only make
 * sense right after their send); null where the screen has no Back button.
 */
export function backScreen(facts: OnboardingFacts, screenId: string): string | null {
  if (!hasBackButton(screenId)) return null;
  const sequence = onboardingSequence(facts);
  let at = sequence.indexOf(String(screenId)) - 1;
  if (at < -1) return null;
  while (at >= 0 && isTransitScreen(sequence[at] ?? '')) at -= 1;
  return at >= 0 ? (sequence[at] ?? null) : null;
}

/** Where a step's page lives, relative to the area root (/tradereg or /emftradereg). */
export function stepRoute(step: OnboardingStep): string {
  switch (step) {
    case 'login':
      return 'createlogin/generate-otp';
    case 'verifyotp':
      return 'createlogin/verify-otp';
    case 'underprocess':
      return 'createlogin/search-login';
    case 'holdersPanDob':
      return 'createlogin/holdersPanDob';
    case 'selectacctype':
      return 'createlogin/selectacctype';
    case 'processcomplete':
      return 'process-complete';
    default:
      return `createaccount/${step}`;
  }
}

/** The page of a screen id, relative to the area root, with `?holder=` for a holder after F. */
export function screenRoute(screenId: string): string {
  const { step, holder } = stepForScreen(screenId);
  const path = stepRoute(step);
  return isPerHolderStep(step) && holder !== 'F' && step !== 'nomineedetails'
    ? `${path}?holder=${holder}`
    : path;
}

/** The facts of an application before any holder is known. */
export const initialOnboardingFacts: OnboardingFacts = { holders: ['F'], minor: false, kyc: {} };
