import { vi } from 'vitest';

export interface GatewayCall {
  path: string;
  body: unknown;
  authorization: string | null;
}

type Reply = { status?: number; body: unknown } | Error;

/** Stubs fetch with one reply per gateway path and records every call it receives. */
export function mockGateway(replies: Record<string, Reply>) {
  const calls: GatewayCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/cdesk\/gw\//, '');
    const headers = new Headers(init?.headers);
    calls.push({
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      authorization: headers.get('Authorization'),
    });
    const reply = replies[path];
    if (!reply) throw new Error(`No mocked reply for ${path}`);
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function envelope(data: unknown, isSuccess = true, displayMessage = '') {
  return { isSuccess, data, displayMessage, techMessage: '', errCode: isSuccess ? '' : 'E' };
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

/** What the app has in local storage after Asha logged in earlier (as after a reload). */
export function seedLoggedIn(token = 'tok-asha') {
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
    }),
  );
}
