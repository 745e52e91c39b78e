import { messages } from '@cdesk/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { fail } from '../lib/envelope.js';
import { AppError } from '../lib/app-error.js';

interface Issue {
  path: string;
  code: string;
  message: string;
  received?: unknown;
}

// zod's own wording ("Invalid input: expected string...") is for developers, not investors.
const zodDefaultWording = /^(Invalid|Too (small|big)|Expected|Unrecognized)/;

export function issueMessage(issue: Issue): string {
  const field = issue.path.replace(/^\//, '').replace(/\//g, '.') || 'Request';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return messages.emptyField(field);
  }
  if (zodDefaultWording.test(issue.message)) return messages.invalidField(field);
  return issue.message;
}

function statusMessage(error: FastifyError): { status: number; message: string; code: string } {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: messages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 415,
        message: 'Please send the request as JSON.',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: messages.malformedJson, code: 'BAD_JSON' };
  }
  // A schema check inside a handler is still the client's mistake, never a server fault.
  if (error instanceof ZodError)
    return { status: 400, message: messages.badRequest, code: 'BAD_REQUEST' };
  if (error instanceof SyntaxError)
    return { status: 400, message: messages.malformedJson, code: 'BAD_JSON' };
  if (status === 429) return { status, message: messages.tooManyRequests, code: 'RATE_LIMITED' };
  if (status < 500) return { status, message: messages.badRequest, code: 'BAD_REQUEST' };
  return { status: 500, message: messages.common, code: 'INTERNAL' };
}

/** One handler turns every failure into the envelope; stacks and SQL stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    try {
      return toEnvelope(error, request, reply);
    } catch (handlerError) {
      request.log.error({ err: handlerError, original: error }, 'error handler failed');
      return reply.status(500).send(fail(null, messages.common, 'INTERNAL'));
    }
  });
}

function toEnvelope(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply
      .status(error.statusCode)
      .send(fail(null, error.displayMessage, error.errCode, error.techMessage));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath,
      code: v.keyword,
      message: v.message ?? '',
    }));
    const first = issues[0];
    const display = first ? issueMessage(first) : messages.badRequest;
    return reply
      .status(400)
      .send(
        fail(
          null,
          display,
          'VALIDATION',
          issues.map((i) => `${i.path || '/'}: ${issueMessage(i)}`).join('; '),
        ),
      );
  }
  const { status, message, code } = statusMessage(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: error.code, status }, 'request rejected');
  return reply.status(status).send(fail(null, message, code));
}
