import { isSuccessBody, parseEnvelope, request } from './http.js';

export const paths = {
  health: '/cdesk/gw/health',
  ready: '/cdesk/gw/ready',
  authenticate: '/cdesk/gw/login/v2/authenticate',
  headerByUcc: '/cdesk/gw/ewatraderegws/api/profileoperations/getHeaderByUCC',
} as const;

export const demoPassword = 'Demo@1234';

export const loginBody = (loginId: string) => ({
  loginId,
  password: demoPassword,
  loginWith: 'NJACNO',
});

export const headerBody = (ucc: string) => ({ ucc, calledFrom: 'WEB' });

interface LoginData {
  token?: string;
  userData?: { ucc_dtl?: { ucc?: string }[] }[];
}

/** Logs in and returns the bearer token and the first UCC of the account. */
export async function login(
  baseUrl: string,
  loginId: string,
): Promise<{ token: string; ucc?: string }> {
  const reply = await request(baseUrl + paths.authenticate, { body: loginBody(loginId) });
  const data = parseEnvelope(reply.body)?.data as LoginData | undefined;
  if (reply.status !== 200 || !isSuccessBody(reply.body) || !data?.token) {
    throw new Error(`login ${loginId} failed: HTTP ${reply.status} ${reply.body.slice(0, 300)}`);
  }
  return { token: data.token, ucc: data.userData?.[0]?.ucc_dtl?.[0]?.ucc };
}

/** Fails loudly before a load run if the call does not succeed at all. */
export async function expectSuccess(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<void> {
  const reply = await request(url, { body, headers });
  if (reply.status !== 200 || !isSuccessBody(reply.body)) {
    throw new Error(`${url}: HTTP ${reply.status} ${reply.body.slice(0, 300)}`);
  }
}

/** Sequential calls, so the run does not measure JIT warm-up; returns each call's latency in ms. */
export async function warmUp(
  url: string,
  options: { body?: unknown; headers?: Record<string, string> },
  count = 20,
): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await request(url, options);
    latencies.push(performance.now() - started);
  }
  return latencies;
}
