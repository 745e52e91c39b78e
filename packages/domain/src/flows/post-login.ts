import { authTransactionTypes, authRouteSegment } from '../codes/authorisation.js';

/**
 * The post-login chain of spec 1 section 4.1, as a state machine: given what the server says about
 * the account and what the investor has put off in this session, which screen comes next. Screens
 * only render a step and send events; the next screen is always computed here.
 */
export const postLoginSteps = [
  'CHANGE_PASSWORD',
  'PAN_AADHAAR',
  'FATCA',
  'DP_CHARGES',
  'REKYC',
  'PERSONALISED_LOGIN',
  'VERIFY_EMAIL',
  'DEEP_LINK',
  'HOME',
] as const;
export type PostLoginStep = (typeof postLoginSteps)[number];

export interface PostLoginFacts {
  chnagePassWord: 'Y' | 'N';
  isPasswordExpired: 'Y' | 'N';
  isPanWithAadharSeeding: 'Y' | 'N';
  isPanWithAadharDeactive: 'Y' | 'N';
  fatcaDeclarationPending: 'Y' | 'N';
  dpChargesPending: 'Y' | 'N';
  optionalDpChargesPending: 'Y' | 'N';
  isRekycMandatory: 'Y' | 'N';
  reKycLink: string;
  isAskPersonalizedLogin: 'Y' | 'N';
  emailVerified: 'Y' | 'N';
  deferredSteps: readonly string[];
}

export interface DeepLink {
  kind: DeepLinkKind;
  /** Path under the app's base, with its query, e.g. /transact/authorize/detail?d=...&rf=al */
  path: string;
}

export type DeepLinkKind =
  'AUTHORISE' | 'MAPPING' | 'BANNER' | 'BANK_MANDATE' | 'LOAN_PROCESS' | 'PRODUCT_LOGIN';

export interface PostLoginTarget {
  step: PostLoginStep;
  /** The in-app path to show: every step has a screen of the desk, re-KYC too (it explains, then sends). */
  path: string;
}

const Y = 'Y';

/** Whether the investor may put this step off for the session (Ask me Later / Remind me later). */
export function isDeferrable(step: PostLoginStep, facts: PostLoginFacts): boolean {
  switch (step) {
    case 'PAN_AADHAAR':
      return facts.isPanWithAadharDeactive !== Y;
    case 'DP_CHARGES':
      return facts.dpChargesPending === Y && facts.optionalDpChargesPending === Y;
    case 'VERIFY_EMAIL':
      return true;
    default:
      return false;
  }
}

function isPending(step: PostLoginStep, facts: PostLoginFacts): boolean {
  switch (step) {
    case 'CHANGE_PASSWORD':
      return facts.chnagePassWord === Y || facts.isPasswordExpired === Y;
    case 'PAN_AADHAAR':
      return facts.isPanWithAadharSeeding === Y;
    case 'FATCA':
      return facts.fatcaDeclarationPending === Y;
    case 'DP_CHARGES':
      return facts.dpChargesPending === Y;
    case 'REKYC':
      return facts.isRekycMandatory === Y;
    case 'PERSONALISED_LOGIN':
      return facts.isAskPersonalizedLogin === Y;
    case 'VERIFY_EMAIL':
      return facts.emailVerified !== Y;
    default:
      return false;
  }
}

const stepPaths: Record<Exclude<PostLoginStep, 'DEEP_LINK'>, string> = {
  CHANGE_PASSWORD: '/settings?tab=change-password',
  PAN_AADHAAR: '/panAadhaarSeeding',
  FATCA: '/fatcadeclaration',
  DP_CHARGES: '/deactivateducc',
  // Spec 1 section 4.1 step 4 sends the investor to the re-KYC link: the desk's /rekyc explains
  // what re-KYC is and why it is due first, and sends them from there.
  REKYC: '/rekyc',
  PERSONALISED_LOGIN: '/ask-peronalised',
  VERIFY_EMAIL: '/verifyemail',
  HOME: '/',
};

/** The next screen of the chain, in the spec's strict priority order. */
export function nextPostLoginStep(
  facts: PostLoginFacts,
  deepLink: DeepLink | null,
): PostLoginTarget {
  for (const step of postLoginSteps) {
    if (step === 'DEEP_LINK' || step === 'HOME') break;
    if (!isPending(step, facts)) continue;
    if (facts.deferredSteps.includes(step) && isDeferrable(step, facts)) continue;
    return { step, path: stepPaths[step] };
  }
  if (deepLink) return { step: 'DEEP_LINK', path: deepLink.path };
  return { step: 'HOME', path: '/' };
}

/** Paths a pending step still lets the investor open (the step's own screen and what it links to). */
const allowedWhilePending: Partial<Record<PostLoginStep, readonly string[]>> = {
  CHANGE_PASSWORD: ['/settings', '/changePwdPin/2fa'],
  PAN_AADHAAR: ['/panAadhaarSeeding'],
  FATCA: ['/fatcadeclaration'],
  DP_CHARGES: ['/deactivateducc', '/dpcharges'],
  REKYC: ['/rekyc'],
  PERSONALISED_LOGIN: ['/ask-peronalised'],
  VERIFY_EMAIL: ['/verifyemail', '/help-and-support'],
};

/** Whether the chain still holds the investor on a forced step (the desk is not usable yet). */
export function hasPendingSteps(facts: PostLoginFacts): boolean {
  return nextPostLoginStep(facts, null).step !== 'HOME';
}

/**
 * Where a logged-in investor who typed `pathname` must go instead, or null when the path may show.
 * Until the chain reaches the deep link or home, only the current step's screens are reachable.
 */
export function guardPostLoginPath(target: PostLoginTarget, pathname: string): string | null {
  if (target.step === 'HOME' || target.step === 'DEEP_LINK') return null;
  const allowed = allowedWhilePending[target.step] ?? [];
  if (allowed.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`)))
    return null;
  return target.path;
}

const loanProcessTypes = ['tld', 'bfd', 'cld'];

/** The authorise link's own pages: /transact/authorize/detail and /transact/authorize/{type}. */
const authoriseLinkPaths = new Set([
  '/transact/authorize/detail',
  ...authTransactionTypes.map((type) => `/transact/authorize/${authRouteSegment(type)}`),
]);

/** Recognises the deep links of spec 1 section 2.3 that must survive a login. */
export function deepLinkOf(pathname: string, search: string): DeepLink | null {
  const params = new URLSearchParams(search);
  const path = `${pathname}${search}`;
  if (authoriseLinkPaths.has(pathname) && params.get('d')) return { kind: 'AUTHORISE', path };
  if ((pathname === '/mapping-unmapping' || pathname === '/acc-map-unmap') && params.get('rid')) {
    return { kind: 'MAPPING', path };
  }
  if (
    (pathname === '/transact/banner/banner' && params.get('BI')) ||
    pathname === '/transact/banner/prodlogin'
  ) {
    return { kind: 'BANNER', path };
  }
  if (
    pathname === '/profile/banks-Mandate' ||
    (pathname === '/profile' && params.get('key') === 'banks-Mandate') ||
    pathname === '/emandateReq' ||
    pathname === '/banks-mandate-auth' ||
    (pathname === '/mandate-response' && params.get('mandateId'))
  ) {
    return { kind: 'BANK_MANDATE', path };
  }
  if (pathname === '/transact/loan/processloan') {
    const type = (params.get('type') ?? params.get('prodType') ?? '').toLowerCase();
    return loanProcessTypes.includes(type) ? { kind: 'LOAN_PROCESS', path } : null;
  }
  if (pathname === '/prodlogin' && params.get('prodType')) return { kind: 'PRODUCT_LOGIN', path };
  return null;
}
