import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

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
