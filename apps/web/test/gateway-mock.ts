import type { TActivation } from '@cdesk/domain';
import { vi } from 'vitest';

export interface GatewayCall {
  path: string;
  body: unknown;
  authorization: string | null;
}

export type Reply =
  | { status?: number; body: unknown; contentType?: string }
  | Error
  | ((call: GatewayCall, calls: GatewayCall[]) => Reply);

/**
 * Stubs fetch with one reply per path and records every call it receives. Gateway paths are
 * given without /cdesk/gw/; other URLs (theme-config.xml, meta.json) as requested. A reply may be
 * a function of the call, for servers that answer differently the second time.
 */
export function mockGateway(replies: Record<string, Reply>) {
  const calls: GatewayCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/cdesk\/gw\//, '');
    const headers = new Headers(init?.headers);
    const call = {
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      authorization: headers.get('Authorization'),
    };
    calls.push(call);
    let reply = replies[path];
    while (typeof reply === 'function') reply = reply(call, calls);
    if (!reply) throw new Error(`No mocked reply for ${path}`);
    if (reply instanceof Error) throw reply;
    const raw = reply.contentType !== undefined;
    return new Response(raw ? String(reply.body) : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': reply.contentType ?? 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function envelope(data: unknown, isSuccess = true, displayMessage = '', errCode?: string) {
  return {
    isSuccess,
    data,
    displayMessage,
    techMessage: '',
    errCode: errCode ?? (isSuccess ? '' : 'E'),
  };
}

export const paths = {
  authenticate: 'login/v2/authenticate',
  getCaptcha: 'login/getcaptcha',
  captchaImage: 'captcha/image',
  sendOtp: 'login/loginsendotp',
  validateOtp: 'login/loginotpValidate',
  activation: 'login/checkEwealthAccountActivation',
  header: 'ewatraderegws/api/profileoperations/getHeaderByUCC',
  logout: 'ewaportfoliows/logout',
  askMeLater: 'login/askMeLater',
  panAadhaar: 'login/panAadhaarSeeding',
  checkFatca: 'login/checkFatcaDeclaration',
  saveFatca: 'login/saveFatcaDeclaration',
  dpChargesUrl: 'ewaportfoliows/api/dpcharges/getDpChargesUrl',
  loginIdAvailability: 'login/checkLoginIdAvailability',
  saveLoginId: 'login/savePersonalisedLoginId',
  changePassword: 'login/changePassword',
  investorName: 'mergerdemerger/getInvestorName',
  authoriseWithPin: 'ewamftrxnsws/login/authenticateAuthorization',
  mappingRequest: 'ewamftrxnsws/mapping/getMappingRequest',
  decideMapping: 'ewamftrxnsws/mapping/decideMapping',
  recoveryStart: 'login/forgot/start',
  recoveryVerify: 'login/forgot/verify',
  resetPin: 'login/forgot/resetPin',
  themeConfig: '/theme-config.xml',
  meta: '/meta.json',
  netWorth: 'ewadashboardws/api/rest/NetworthReport/netWorthReport',
  holdings: 'ewaportfoliows/api/portfolio/getHoldings',
} as const;

export const ashaUserData = {
  loginId: 'asha.verma',
  njAcNo: '5000001',
  name: 'Asha Verma',
  isAskPersonalizedLogin: 'N',
  chnagePassWord: 'N',
  isPasswordExpired: 'N',
  ucc_dtl: [{ ucc: 'UCC5000001', acCode: 'AC5000001', name: 'Asha Verma' }],
  accType: 'EW',
  isFromForgotPassword: 'N',
} as const;

export const ashaHeader = {
  headerBean: {
    name: 'Asha Verma',
    ucc: 'UCC5000001',
    njAcNo: '5000001',
    acCode: 'AC5000001',
    accType: 'EW',
    email: 'asha@example.in',
    mobile: '98XXXXXX10',
    dpPath: '',
    appName: 'Client Desk',
  },
  ModuleList: [],
};

/** An account with nothing pending: the chain goes home (or to a stored deep link). */
export const cleanFacts: TActivation = {
  isPanWithAadharSeeding: 'N',
  isPanWithAadharDeactive: 'N',
  panAahaarSeedingHtml: '',
  fatcaDeclarationPending: 'N',
  fatcaHtml: '',
  dpChargesPending: 'N',
  optionalDpChargesPending: 'N',
  dpChargesPendingNote: '',
  dpChargesURL: '',
  emailVerified: 'Y',
  isReKyc: 'N',
  reKycLink: '',
  isRekycMandatory: 'N',
  isAskPersonalizedLogin: 'N',
  chnagePassWord: 'N',
  isPasswordExpired: 'N',
  deferredSteps: [],
  hostname: 'localhost',
};

export function facts(overrides: Partial<TActivation> = {}): TActivation {
  return { ...cleanFacts, ...overrides };
}

/** What a logged-in desk needs from the gateway: the activation facts and the header. */
export function deskReplies(activation: TActivation = cleanFacts): Record<string, Reply> {
  return {
    [paths.activation]: { body: envelope(activation) },
    [paths.header]: { body: envelope(ashaHeader) },
    ...emptyPortfolioReplies(),
  };
}

/** The dashboard's portfolio calls for an investor with nothing invested. */
export function emptyPortfolioReplies(): Record<string, Reply> {
  const nothing = {
    currentValuePaise: 0,
    investedPaise: 0,
    gainPaise: 0,
    gainPercent: null,
    xirrPercent: null,
  };
  return {
    [paths.netWorth]: (call) => ({
      body: envelope({
        ...nothing,
        acCode: 'AC5000001',
        asOnDate: (call.body as { asOnDate: string }).asOnDate,
        netWorthPaise: 0,
        navDate: null,
        byProduct: [],
        bySchemeType: [],
      }),
    }),
    [paths.holdings]: {
      body: envelope({
        acCode: 'AC5000001',
        summary: { ...nothing, navDate: null },
        holdings: [],
        allocation: [],
      }),
    },
  };
}

export function loginSuccess(userData: object = ashaUserData, token = 'tok-123') {
  return {
    body: envelope({
      userData: [userData],
      token,
      message: '',
      attemptCount: 0,
      isCaptchaValidate: false,
    }),
  };
}

/** What the app has in local storage after Asha logged in earlier (as after a reload). */
export function seedLoggedIn(token = 'tok-asha', extra: Record<string, unknown> = {}) {
  localStorage.setItem('x-token', token);
  localStorage.setItem(
    'cdesk:access',
    JSON.stringify({
      login_with: 'NJACNO',
      is_login: true,
      loginid: 'asha.verma',
      njacno: '5000001',
      token,
      ucc_dtl: ashaUserData.ucc_dtl,
      accType: 'EW',
      ...extra,
    }),
  );
}
