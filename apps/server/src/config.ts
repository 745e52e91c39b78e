import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostLabelPattern } from '@cdesk/domain';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const onOff = z.enum(['on', 'off']);

/**
 * The sandbox's business day when the setting is absent: Wednesday 12-08-2026, a business day
 * inside the AMFI NAV history (which ends on 23-08-2026), so that an order paid after its cut-off
 * still finds the next business day's NAV (13-08-2026) there, and a week of history lies ahead.
 */
export const defaultSandboxDate = '2026-08-12';

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date, YYYY-MM-DD')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, 'must be a date of the calendar');

function isUrl(text: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

const httpUrl = z
  .string()
  .max(2000)
  .refine((text) => isUrl(text, ['http:', 'https:']), 'must be an http:// or https:// URL');

/** A shared secret with an outside system: as long as SECRET_KEY, since it signs as much. */
const sharedSecret = z.string().min(32, 'must be at least 32 characters');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  DEMO_DATA: onOff.optional(),
  PROVIDERS: z.enum(['sandbox', 'live']).optional(),
  SANDBOX_PUBLIC: onOff.default('off'),
  SANDBOX_DATE: calendarDate.default(defaultSandboxDate),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  AMFI_DIR: z.string().min(1).default(path.join(repoRoot, '../shared/data/amfi')),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: onOff.default('off'),
  OPENAPI_DOCS: onOff.optional(),
  LOAN_HOST_LABEL: z
    .string()
    .regex(hostLabelPattern, 'must be one host-name label, e.g. loans')
    .default('loans'),
  PUBLIC_URL: httpUrl
    .refine((text) => /^https?:\/\/[^/?#]+\/?$/.test(text), 'must be an origin with no path')
    .optional(),
  SMTP_URL: z
    .string()
    .max(2000)
    .refine((text) => isUrl(text, ['smtp:', 'smtps:']), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z
    .string()
    .max(200)
    .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an e-mail address, e.g. Client Desk <desk@example.in>')
    .optional(),
  SMS_URL: httpUrl.optional(),
  SMS_TOKEN: z
    .string()
    .max(2000)
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces')
    .optional(),
  PAYMENT_GATEWAY_URL: httpUrl.optional(),
  PAYMENT_GATEWAY_SECRET: sharedSecret.optional(),
  ESIGN_URL: httpUrl.optional(),
  ESIGN_SECRET: sharedSecret.optional(),
  ORDER_ROUTING_URL: httpUrl.optional(),
  ORDER_ROUTING_SECRET: sharedSecret.optional(),
  KYC_URL: httpUrl.optional(),
  KYC_SECRET: sharedSecret.optional(),
  DEPOSITORY_URL: httpUrl.optional(),
  DEPOSITORY_SECRET: sharedSecret.optional(),
  PENNY_DROP_URL: httpUrl.optional(),
  PENNY_DROP_SECRET: sharedSecret.optional(),
  TRADING_HOST_URL: httpUrl.optional(),
  TRADING_HOST_SECRET: sharedSecret.optional(),
});

type Env = z.infer<typeof ZEnv>;

/** What live mode cannot start without: nothing is generated or assumed for a real deployment. */
export const liveSettingNames = [
  'HOST',
  'SECRET_KEY',
  'DATABASE_URL',
  'PUBLIC_URL',
  'SMTP_URL',
  'MAIL_FROM',
  'SMS_URL',
  'SMS_TOKEN',
  'PAYMENT_GATEWAY_URL',
  'PAYMENT_GATEWAY_SECRET',
  'ESIGN_URL',
  'ESIGN_SECRET',
  'ORDER_ROUTING_URL',
  'ORDER_ROUTING_SECRET',
  'KYC_URL',
  'KYC_SECRET',
  'DEPOSITORY_URL',
  'DEPOSITORY_SECRET',
  'PENNY_DROP_URL',
  'PENNY_DROP_SECRET',
] as const satisfies readonly (keyof Env)[];

/** An outside system's HTTP API and the secret both sides sign with. */
export interface Endpoint {
  url: string;
  secret: string;
}

/** The settings of the real adapters (PROVIDERS=live). */
export interface LiveSettings {
  /** The origin investors and outside systems reach the desk at, e.g. https://desk.example.in. */
  publicUrl: string;
  mail: { smtpUrl: string; from: string };
  sms: { url: string; token: string };
  paymentGateway: Endpoint;
  esign: Endpoint;
  orderRouting: Endpoint;
  kyc: Endpoint;
  depository: Endpoint;
  /** The bank account verification (penny drop) service of account opening. */
  pennyDrop: Endpoint;
}

/**
 * The online-trading host the desk hands investors over to for stocks, bonds, loans and public
 * offers: the page the browser posts the signed token to, and the secret both sides sign with.
 */
export interface TradingHost {
  url: string;
  secret: string;
}

/** Where the sandbox's stand-in for the online-trading host receives the hand-over. */
export const sandboxTradingHostPath = '/cdesk/sandbox/trading-host';

export type ProvidersMode = 'sandbox' | 'live';

export type LogFormat = 'pretty' | 'json';

export interface Config {
  port: number;
  host: string;
  dataDir: string | 'memory';
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  demoData: boolean;
  providers: ProvidersMode;
  /** Sandbox pages for every client, not only for this machine's own (loopback) ones. */
  sandboxPublic: boolean;
  /** The business day the sandbox's clock starts on, YYYY-MM-DD (live mode runs on the real date). */
  sandboxDate: string;
  /** Present exactly when providers is 'live'. */
  live: LiveSettings | undefined;
  secretKey: string;
  amfiDir: string | undefined;
  webDist: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  /** pretty: human lines (and a progress line at start); json: one JSON object a line. */
  logFormat: LogFormat;
  rateLimitPerMinute: number;
  /** Trust X-Forwarded-For from a load balancer; off, or a client could pick its own address. */
  trustProxy: boolean;
  /** Serve the OpenAPI document at /cdesk/gw/docs: on in sandbox mode, off in live mode unless set. */
  openApiDocs: boolean;
  /** The second host-name label that marks the loan variant of the desk (spec 1 section 1). */
  loanHostLabel: string;
  /**
   * TRADING_HOST_URL and TRADING_HOST_SECRET; in sandbox mode the sandbox's page under the secret
   * key when unset. Undefined in live mode without them: the hand-over is then refused.
   */
  tradingHost: TradingHost | undefined;
}

export class ConfigError extends Error {}

/** Live in production, the sandbox anywhere else, unless PROVIDERS says otherwise. */
function modeOf(env: Record<string, string | undefined>): ProvidersMode {
  const asked = env.PROVIDERS;
  if (asked === 'live' || asked === 'sandbox') return asked;
  return env.NODE_ENV === 'production' ? 'live' : 'sandbox';
}

/**
 * Parses the environment once at start and fails fast with every problem named. LOG_FORMAT is
 * pretty by default when `terminal` (stdout is a terminal), JSON lines otherwise.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  terminal: boolean = process.stdout.isTTY === true,
): Config {
  const present: Record<string, string> = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const mode = modeOf(present);
  const parsed = ZEnv.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  if (mode === 'live') {
    for (const name of liveSettingNames)
      if (!(name in present)) problems.push(`${name}: required when PROVIDERS=live`);
    if (present.SANDBOX_PUBLIC === 'on')
      problems.push('SANDBOX_PUBLIC: live mode serves no sandbox; leave it unset');
    if (present.SANDBOX_DATE)
      problems.push('SANDBOX_DATE: live mode runs on the real date; leave it unset');
    if (!!present.TRADING_HOST_URL !== !!present.TRADING_HOST_SECRET)
      problems.push('TRADING_HOST_URL and TRADING_HOST_SECRET: set both, or neither');
    if (problems.length > 0 && !present.PROVIDERS)
      problems.unshift('PROVIDERS: live, the default under NODE_ENV=production');
  }
  if (!parsed.success || problems.length > 0)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const live = mode === 'live' ? liveSettings(e) : undefined;
  const secretKey = e.SECRET_KEY ?? loadOrCreateSecret(dataDir);
  return {
    port: e.PORT,
    host: e.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    demoData: (e.DEMO_DATA ?? (live ? 'off' : 'on')) === 'on',
    providers: mode,
    sandboxPublic: e.SANDBOX_PUBLIC === 'on',
    sandboxDate: e.SANDBOX_DATE,
    live,
    secretKey,
    amfiDir: existsSync(e.AMFI_DIR) ? e.AMFI_DIR : undefined,
    webDist: existsSync(e.WEB_DIST) ? e.WEB_DIST : undefined,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'on',
    openApiDocs: (e.OPENAPI_DOCS ?? (mode === 'live' ? 'off' : 'on')) === 'on',
    loanHostLabel: e.LOAN_HOST_LABEL.toLowerCase(),
    tradingHost: tradingHostOf(e, mode, secretKey),
  };
}

function tradingHostOf(e: Env, mode: ProvidersMode, secretKey: string): TradingHost | undefined {
  const secret = e.TRADING_HOST_SECRET ?? (mode === 'sandbox' ? secretKey : undefined);
  const url = e.TRADING_HOST_URL ?? (mode === 'sandbox' ? sandboxTradingHostPath : undefined);
  return url && secret ? { url, secret } : undefined;
}

/** Called once every live setting is known to be present. */
function liveSettings(e: Env): LiveSettings {
  const at = (name: (typeof liveSettingNames)[number]): string => {
    const value = e[name];
    if (value === undefined) throw new ConfigError(`${name}: required when PROVIDERS=live`);
    return value;
  };
  const endpoint = (
    system: 'PAYMENT_GATEWAY' | 'ESIGN' | 'ORDER_ROUTING' | 'KYC' | 'DEPOSITORY' | 'PENNY_DROP',
  ) => ({
    url: at(`${system}_URL`),
    secret: at(`${system}_SECRET`),
  });
  return {
    publicUrl: new URL(at('PUBLIC_URL')).origin,
    mail: { smtpUrl: at('SMTP_URL'), from: at('MAIL_FROM') },
    sms: { url: at('SMS_URL'), token: at('SMS_TOKEN') },
    paymentGateway: endpoint('PAYMENT_GATEWAY'),
    esign: endpoint('ESIGN'),
    orderRouting: endpoint('ORDER_ROUTING'),
    kyc: endpoint('KYC'),
    depository: endpoint('DEPOSITORY'),
    pennyDrop: endpoint('PENNY_DROP'),
  };
}

function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A configuration for tests: in-memory database, no web build, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: 'memory',
    databaseUrl: undefined,
    redisUrl: undefined,
    demoData: true,
    providers: 'sandbox',
    sandboxPublic: false,
    sandboxDate: defaultSandboxDate,
    live: undefined,
    secretKey: 'test-secret-key-test-secret-key-0123456789',
    amfiDir: undefined,
    webDist: undefined,
    logLevel: 'silent',
    logFormat: 'json',
    rateLimitPerMinute: 10_000,
    trustProxy: false,
    openApiDocs: true,
    loanHostLabel: 'loans',
    tradingHost: {
      url: sandboxTradingHostPath,
      secret: 'test-secret-key-test-secret-key-0123456789',
    },
    ...overrides,
  };
}
