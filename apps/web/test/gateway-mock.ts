import * as domain from '@cdesk/domain';
import {
  checkEwealthAccountActivationCall,
  dematHoldingsCall,
  dematMessages,
  gatewayBase,
  getHeaderByUccCall,
  getHoldingsCall,
  listBannersCall,
  netWorthReportCall,
  type GatewayCall,
  type GatewayResource,
  type GatewayResourcePrefix,
  type TActivation,
} from '@cdesk/domain';
import { vi } from 'vitest';
import { z } from 'zod';
import { frameReplies } from './frame-fixtures';

/** One request the stubbed fetch received; `to` is what answered it. */
export interface RecordedCall {
  /** The URL without /cdesk/gw/ for the gateway's, as requested for any other. */
  path: string;
  body: unknown;
  authorization: string | null;
  to: Target | undefined;
}

export type Reply =
  | { status?: number; body: unknown; contentType?: string }
  | Error
  | ((call: RecordedCall, calls: RecordedCall[]) => Reply);

/** A reply as the gateway sends it, or the failure of the request. */
type Answer = Exclude<Reply, (call: RecordedCall, calls: RecordedCall[]) => Reply>;

/** A call or resource of the gateway, or the URL of one of the app's own files (theme, meta). */
export type Target = GatewayCall | GatewayResource | GatewayResourcePrefix | string;

export interface MockedReply {
  target: Target;
  reply: Reply;
}

/** The app's own files, fetched beside the gateway. */
export const appFiles = { themeConfig: '/theme-config.xml', meta: '/meta.json' } as const;

/** How the gateway answers `target`: an envelope, a file, an error, or a function of the call. */
export function reply(target: Target, answer: Reply): MockedReply {
  if (typeof answer !== 'function') checkContract(target, answer);
  return { target, reply: answer };
}

/**
 * Stubs fetch with the replies and records every call it receives; a later reply for the same
 * target replaces an earlier one, also one pushed after the stub is in place. A reply that is a function answers each call afresh, for servers
 * that answer differently the second time. Every envelope a call answers with is checked against
 * that call's reply contract. With `businessTime` (an ISO instant) every reply carries it, as the
 * gateway states the desk's business time.
 */
export function mockGateway(
  replies: MockedReply[],
  { businessTime }: { businessTime?: string } = {},
) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    // Read on every call: a test may add a reply later, for the server's next answer.
    const answers = new Map(replies.map(({ target, reply }) => [target, reply]));
    const url = String(input);
    const path = url.startsWith(gatewayBase) ? url.slice(gatewayBase.length) : url;
    const to = [...answers.keys()].find((target) => answersUrl(target, url));
    const headers = new Headers(init?.headers);
    const call = {
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      authorization: headers.get('Authorization'),
      to,
    };
    calls.push(call);
    let answer = to === undefined ? undefined : answers.get(to);
    while (typeof answer === 'function') answer = answer(call, calls);
    if (!answer) throw new Error(`No mocked reply for ${path}`);
    if (answer instanceof Error) throw answer;
    if (to !== undefined) checkContract(to, answer, true);
    const raw = answer.contentType !== undefined;
    return new Response(raw ? String(answer.body) : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: {
        'Content-Type': answer.contentType ?? 'application/json',
        ...(businessTime ? { 'x-cdesk-business-time': businessTime } : {}),
      },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function answersUrl(target: Target, url: string): boolean {
  if (typeof target === 'string') return url === target;
  if ('pathPrefix' in target) return url.startsWith(gatewayBase + target.pathPrefix);
  return url === gatewayBase + target.path;
}

const contractProblems: string[] = [];

/** Drift found while answering (by a reply function); the test fails with it once it ends. */
export function takeContractProblems(): string[] {
  return contractProblems.splice(0);
}

const exportNames = new Map<unknown, string>(
  Object.entries(domain).map(([name, value]) => [value, name]),
);

/**
 * An envelope's `data` must be what the call's contract says: always on success, and on a
 * refusal that carries data (the contracts include the refusal shapes). Errors of other statuses
 * carry no data of the call.
 */
function checkContract(target: Target, answer: Answer, served = false): void {
  if (typeof target === 'string' || !('response' in target) || !target.response) return;
  if (answer instanceof Error || !isEnvelope(answer.body)) return;
  const status = answer.status ?? 200;
  if (status < 200 || status > 299) return;
  const { isSuccess, data } = answer.body;
  if (!isSuccess && (data === null || data === undefined)) return;
  const parsed = target.response.safeParse(data);
  if (parsed.success) return;
  const name = exportNames.get(target) ?? 'a call';
  const problem = `The mocked reply of ${name} (${target.path}) does not match its contract:\n${z.prettifyError(parsed.error)}`;
  if (!served) throw new Error(problem);
  contractProblems.push(problem);
  throw new Error(problem);
}

function isEnvelope(body: unknown): body is { isSuccess: boolean; data: unknown } {
  return typeof body === 'object' && body !== null && 'isSuccess' in body && 'data' in body;
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
  reKycReasonId: '',
  kycUpdatedOn: '',
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
export function deskReplies(activation: TActivation = cleanFacts): MockedReply[] {
  return [
    reply(checkEwealthAccountActivationCall, { body: envelope(activation) }),
    reply(getHeaderByUccCall, { body: envelope(ashaHeader) }),
    ...emptyPortfolioReplies(),
    ...frameReplies(),
    // The dashboard's offers: none unless a test gives some.
    reply(listBannersCall, { body: envelope([]) }),
  ];
}

/** The gateway of a logged-in desk with clean facts, answering `replies` too. */
export function mockDesk(replies: MockedReply[] = [], options: { businessTime?: string } = {}) {
  return mockGateway([...deskReplies(), ...replies], options);
}

/** The dashboard's portfolio calls for an investor with nothing invested. */
export function emptyPortfolioReplies(): MockedReply[] {
  const nothing = {
    currentValuePaise: 0,
    investedPaise: 0,
    gainPaise: 0,
    gainPercent: null,
    xirrPercent: null,
  };
  return [
    reply(netWorthReportCall, (call) => ({
      body: envelope({
        ...nothing,
        acCode: 'AC5000001',
        asOnDate: (call.body as { asOnDate: string }).asOnDate,
        netWorthPaise: 0,
        navDate: null,
        byProduct: [],
        byAssetClass: [],
      }),
    })),
    reply(getHoldingsCall, {
      body: envelope({
        acCode: 'AC5000001',
        summary: { ...nothing, navDate: null },
        holdings: [],
        allocation: [],
      }),
    }),
    reply(dematHoldingsCall, {
      body: envelope({
        acCode: 'AC5000001',
        dematAccounts: [],
        holdings: [],
        totalValuePaise: 0,
        isDemoPrice: false,
        note: dematMessages.noDematAccount,
      }),
    }),
  ];
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
