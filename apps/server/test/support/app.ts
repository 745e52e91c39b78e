import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { testConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import type { Clock } from '../../src/lib/clock.js';

export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export async function startApp(
  database: Database,
  options: { clock?: Clock; config?: Partial<Config> } = {},
): Promise<FastifyInstance> {
  const { app } = await buildApp(testConfig(options.config), {
    database,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return app;
}

export function post(app: FastifyInstance, url: string, body: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function envelope(response: LightMyRequestResponse) {
  return response.json() as {
    isSuccess: boolean;
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
    displayMessage: string;
    techMessage: string;
    errCode: string;
  };
}

export async function login(app: FastifyInstance, loginId = '5000001', password = 'Demo@1234') {
  const response = await post(app, '/cdesk/gw/login/v2/authenticate', {
    loginId,
    password,
    loginWith: 'NJACNO',
  });
  const body = envelope(response);
  if (!body.isSuccess) throw new Error(`login failed: ${body.displayMessage}`);
  return { token: body.data.token as string, userData: body.data.userData[0] };
}
