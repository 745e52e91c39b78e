import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hostLabelPattern } from '@cdesk/domain';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const onOff = z.enum(['on', 'off']);

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  DEMO_DATA: onOff.default('on'),
  PROVIDERS: z.enum(['sandbox']).default('sandbox'),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  AMFI_DIR: z.string().min(1).default(path.join(repoRoot, '../shared/data/amfi')),
  WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: onOff.default('off'),
  LOAN_HOST_LABEL: z
    .string()
    .regex(hostLabelPattern, 'must be one host-name label, e.g. loans')
    .default('loans'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string | 'memory';
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  demoData: boolean;
  providers: 'sandbox';
  secretKey: string;
  amfiDir: string | undefined;
  webDist: string | undefined;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  rateLimitPerMinute: number;
  /** Trust X-Forwarded-For from a load balancer; off, or a client could pick its own address. */
  trustProxy: boolean;
  /** The second host-name label that marks the loan variant of the desk (spec 1 section 1). */
  loanHostLabel: string;
}

export class ConfigError extends Error {}

/** Parses the environment once at start and fails fast with every problem named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZEnv.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    demoData: e.DEMO_DATA === 'on',
    providers: e.PROVIDERS,
    secretKey: e.SECRET_KEY ?? loadOrCreateSecret(dataDir),
    amfiDir: existsSync(e.AMFI_DIR) ? e.AMFI_DIR : undefined,
    webDist: existsSync(e.WEB_DIST) ? e.WEB_DIST : undefined,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    trustProxy: e.TRUST_PROXY === 'on',
    loanHostLabel: e.LOAN_HOST_LABEL.toLowerCase(),
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
    secretKey: 'test-secret-key-test-secret-key-0123456789',
    amfiDir: undefined,
    webDist: undefined,
    logLevel: 'silent',
    rateLimitPerMinute: 10_000,
    trustProxy: false,
    loanHostLabel: 'loans',
    ...overrides,
  };
}
