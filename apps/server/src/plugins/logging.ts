import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { LiveLine, type TerminalOut } from '../lib/live-line.js';

/** Where log lines go instead of stdout: tests read them. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * Fields of database errors that carry what was sent with the statement: drizzle and PGlite attach
 * the statement's parameters, PostgreSQL's detail repeats the offending values ("Key (x)=(...)").
 */
const revealing = new Set(['params', 'parameters', 'queryOptions', 'detail', 'where']);
const paramsInMessage = /\n\s*params:[\s\S]*$/;
const maxCauses = 5;

interface SerializedError {
  type: string;
  message: string;
  stack: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

/** An error as the log keeps it: message, stack, code and causes, never a statement's parameters. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const message = error.message.replace(paramsInMessage, '');
  const serialized: SerializedError = {
    type: error.constructor.name,
    message,
    stack: (error.stack ?? '').replace(error.message, message),
  };
  for (const [key, value] of Object.entries(error)) {
    if (revealing.has(key) || key === 'cause' || key === 'message' || key === 'stack') continue;
    if (value === undefined || typeof value === 'function') continue;
    serialized[key] = value instanceof Error ? serializeError(value, depth + 1) : value;
  }
  if (error.cause !== undefined && depth < maxCauses)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

export function loggerOptions(
  config: Pick<Config, 'logLevel'>,
  destination?: LogDestination,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: serializeError, original: serializeError },
    ...(destination ? { stream: destination } : {}),
  };
}

/** A record's message for a person: a request's method and path, a reply's status and time. */
function humanMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const req = log.req as { method?: unknown; url?: unknown } | undefined;
  const res = log.res as { statusCode?: unknown } | undefined;
  if (req && typeof req.method === 'string') return `${message}: ${req.method} ${String(req.url)}`;
  if (res && typeof res.statusCode === 'number') {
    const time =
      typeof log.responseTime === 'number' ? ` in ${Math.round(log.responseTime)} ms` : '';
    return `${message}: ${res.statusCode}${time}`;
  }
  return message;
}

/** Where the log goes, and the terminal's live line when there is one (the start's progress). */
export interface LogOutput {
  destination: LogDestination | undefined;
  live: LiveLine | undefined;
}

/**
 * JSON lines on stdout (CI, files, containers), or with LOG_FORMAT=pretty one readable line a
 * record: time, level, message, then the fields. On a terminal the pretty lines scroll above a
 * live line that shows what the start is doing. The formatter loads only when it is used.
 */
export async function logOutput(
  config: Pick<Config, 'logFormat'>,
  destination?: LogDestination,
  out: TerminalOut & { isTTY?: boolean } = process.stdout,
): Promise<LogOutput> {
  if (destination || config.logFormat === 'json') return { destination, live: undefined };
  const { prettyFactory } = await import('pino-pretty');
  const pretty = prettyFactory({
    colorize: out.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    singleLine: true,
    // What the message already says, or says better: the request line, the stage's time.
    ignore: 'pid,hostname,req,res,responseTime,stage,ms,listening,url',
    messageFormat: (log, messageKey) => humanMessage(log, messageKey),
  });
  const live = out.isTTY ? new LiveLine(out) : undefined;
  const write = (text: string) => (live ? live.write(text) : out.write(text));
  return { destination: { write: (line) => write(pretty(line)) }, live };
}
