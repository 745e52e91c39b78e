import {
  defaultTextPolicy,
  findTextIssue,
  textIssueMessage,
  textPolicyOf,
  type TextPolicy,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';

const policies = new WeakMap<object, TextPolicy>();

/** A route's schema read once: which of its fields may span lines and how long each may be. */
function policyOf(schema: unknown): TextPolicy {
  if (schema === null || typeof schema !== 'object') return defaultTextPolicy;
  let policy = policies.get(schema);
  if (!policy) {
    policy = textPolicyOf(schema);
    policies.set(schema, policy);
  }
  return policy;
}

function check(part: string, value: unknown, schema: unknown): void {
  const issue = findTextIssue(value, policyOf(schema));
  if (!issue) return;
  const message = textIssueMessage(issue);
  throw new AppError(400, 'VALIDATION', message, `${part}/${issue.field}: ${message}`);
}

/**
 * Holds every string a client sends, in the body, the query string or the path, to the domain's
 * text rule before any schema or handler sees it: a NUL or another control character would
 * otherwise reach the database, which refuses it with an error rather than a 400.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema;
    check('body', request.body, schema?.body);
    check('query', request.query, schema?.querystring);
    check('params', request.params, schema?.params);
  });
}
