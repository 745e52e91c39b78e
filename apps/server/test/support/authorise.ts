import { encodeMappingCredential, type TPartnerPlacement } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { demoPin } from '../../src/seed/demo-data.js';
import { envelope, post } from './app.js';

export const mfauth = (call: string) => `/cdesk/gw/mfauth/${call}`;

/** What the sandbox partner page answers for a JSON placement. */
export interface Placed {
  trxnId: string;
  trnType: string;
  njAcNo: string;
  marsTarNo: string;
  d: string;
  path: string;
  link: string;
  expiresAt: string;
  isNew: boolean;
}

/** Places a transaction for authorisation as the partner would (the sandbox JSON placement). */
export async function place(app: FastifyInstance, placement: TPartnerPlacement): Promise<Placed> {
  const response = await app.inject({
    method: 'POST',
    url: '/cdesk/sandbox/partner/place',
    payload: placement,
  });
  const reply = envelope(response);
  expect(response.statusCode, reply.displayMessage).toBe(200);
  return reply.data as Placed;
}

/** The placement refused, with its status and message. */
export async function placeRefused(app: FastifyInstance, placement: unknown) {
  const response = await app.inject({
    method: 'POST',
    url: '/cdesk/sandbox/partner/place',
    payload: placement as object,
  });
  const reply = envelope(response);
  expect(reply.isSuccess).toBe(false);
  return { status: response.statusCode, message: reply.displayMessage, errCode: reply.errCode };
}

/** The PIN login of an authorisation link (an AUTHORISATION session). */
export async function pinLogin(app: FastifyInstance, njAcNo: string): Promise<string> {
  const response = await post(app, '/cdesk/gw/ewamftrxnsws/login/authenticateAuthorization', {
    loginId: njAcNo,
    password: encodeMappingCredential(demoPin),
    authType: 'online',
    reqFrom: 'WEB',
  });
  const reply = envelope(response);
  if (!reply.isSuccess) throw new Error(`PIN login failed: ${reply.displayMessage}`);
  return reply.data.token as string;
}

/** An mfauth call with a token: the status and the envelope. */
export async function call(app: FastifyInstance, name: string, body: object, token?: string) {
  const response = await post(app, mfauth(name), body, token);
  return { status: response.statusCode, ...envelope(response) };
}

let keys = 0;
/** A fresh onAuthorize sessionId. */
export const authKey = () => `auth-${Date.now().toString(36)}-${(keys += 1)}`;
