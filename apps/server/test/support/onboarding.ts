import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { envelope } from './app.js';

/** The bearer values of a registration: the session's, and one application's once it has one. */
export interface RegTokens {
  session: string;
  ref?: string;
}

/** Posts a registration call (`Family/call`) with the registration's bearer values. */
export function regPost(
  app: FastifyInstance,
  path: string,
  body: unknown,
  tokens?: RegTokens,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/cdesk/gw/${path}`,
    payload: body as object,
    headers: {
      ...(tokens ? { authorization: `Bearer ${tokens.session}` } : {}),
      ...(tokens?.ref ? { 'x-ref-token': `Bearer ${tokens.ref}` } : {}),
      ...headers,
    },
  });
}

/** The envelope's data of a registration call that must succeed. */
export async function regData(
  app: FastifyInstance,
  path: string,
  body: unknown,
  tokens?: RegTokens,
) {
  const response = await regPost(app, path, body, tokens);
  const reply = envelope(response);
  if (response.statusCode !== 200 || !reply.isSuccess)
    throw new Error(`${path} failed: ${response.statusCode} ${reply.displayMessage}`);
  return reply.data;
}

/** The latest OTP sent to a mobile number or e-mail ID, read from the sandbox outbox. */
export async function otpSentTo(app: FastifyInstance, recipient: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/cdesk/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
  });
  const [latest] = (response.json() as { messages: { body: string }[] }).messages;
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error(`no OTP sent to ${recipient}`);
  return code;
}

/** Logs in to register with a mobile number (or an e-mail ID), as the OTP pages do. */
export async function registrationLogin(
  app: FastifyInstance,
  loginValue = '9812345670',
  extra: Record<string, unknown> = {},
): Promise<RegTokens & { login: Record<string, unknown> }> {
  const loginType = loginValue.includes('@') ? 'Email' : 'Mobile';
  await regData(app, 'LoginService/generateOtp', { loginType, loginValue, ...extra });
  const otp = await otpSentTo(app, loginValue);
  const login = await regData(app, 'LoginService/verifyOtp', {
    loginType,
    loginValue,
    otp,
    ...extra,
  });
  return { session: login.sessionRefToken as string, login };
}

/** Logs in and starts a new application; answers both bearer values and the reference number. */
export async function newApplication(
  app: FastifyInstance,
  loginValue = '9812345670',
  accountType: 'EW' | 'EMF' = 'EW',
): Promise<RegTokens & { ref: string; refNo: string }> {
  const { session } = await registrationLogin(app, loginValue, { accountType });
  const created = await regData(app, 'EwaRegService/generateRefno', { accountType }, { session });
  return { session, ref: created.refToken as string, refNo: created.refNo as string };
}
