import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { testConfig, type Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import type { Clock } from '../../src/lib/clock.js';
import type { LogDestination } from '../../src/plugins/logging.js';

/** A fixed clock that tests move by hand; business time and wall time are one. */
export class FixedClock implements Clock {
  /** How far the business time is from the real one, as the sandbox clock page moves it. */
  private businessOffsetMs = 0;
  constructor(private current: Date) {}
  realNow(): Date {
    return new Date(this.current);
  }
  businessNow(): Date {
    return new Date(this.current.getTime() + this.businessOffsetMs);
  }
  /** Moves the business time to an instant; the real time stays where it is. */
  setBusiness(instant: Date): void {
    this.businessOffsetMs = instant.getTime() - this.current.getTime();
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  /**
   * Runs work at a later instant, then comes back: a registrar's run once the NAVs it needs are
   * published (11 pm of their date), while the test goes on at the time it placed its orders.
   */
  async during<T>(instant: Date, work: () => Promise<T>): Promise<T> {
    const before = this.current;
    if (instant.getTime() > before.getTime()) this.current = new Date(instant);
    try {
      return await work();
    } finally {
      this.current = before;
    }
  }
}

export async function startApp(
  database: Database,
  options: { clock?: Clock; config?: Partial<Config>; logDestination?: LogDestination } = {},
): Promise<FastifyInstance> {
  const { app } = await buildApp(testConfig(options.config), {
    database,
    backgroundJobs: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logDestination ? { logDestination: options.logDestination } : {}),
  });
  return app;
}

/** Log lines kept in memory, for tests that read what the server wrote. */
export class LogLines implements LogDestination {
  readonly lines: string[] = [];
  write(line: string): void {
    this.lines.push(line);
  }
  clear(): void {
    this.lines.length = 0;
  }
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
  const loginWith = /^\d+$/.test(loginId) ? 'NJACNO' : 'LOGINID';
  const response = await post(app, '/cdesk/gw/login/v2/authenticate', {
    loginId,
    password,
    loginWith,
  });
  const body = envelope(response);
  if (!body.isSuccess) throw new Error(`login failed: ${body.displayMessage}`);
  return { token: body.data.token as string, userData: body.data.userData[0] };
}

/** Draws a captcha for the login ID and reads its answer from the sandbox, as a tester would. */
export async function solveCaptcha(app: FastifyInstance, loginId: string): Promise<string> {
  const image = await app.inject({
    method: 'POST',
    url: '/cdesk/gw/captcha/image',
    payload: { loginId },
  });
  if (image.statusCode !== 200) throw new Error(`captcha image failed: ${image.body}`);
  const answer = await app.inject({
    method: 'GET',
    url: `/cdesk/sandbox/captcha?loginId=${encodeURIComponent(loginId)}`,
  });
  return (answer.json() as { text: string }).text;
}

export async function outbox(app: FastifyInstance, njAcNo: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/cdesk/sandbox/outbox?njAcNo=${njAcNo}`,
  });
  return (
    response.json() as {
      messages: { channel: string; recipient: string; subject: string; body: string }[];
    }
  ).messages;
}

export async function latestOtp(app: FastifyInstance, njAcNo: string): Promise<string> {
  const [latest] = await outbox(app, njAcNo);
  const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
  if (!code) throw new Error('no OTP in the outbox');
  return code;
}
