import { gatewayUrl, type GatewayResource } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok } from './envelope.js';

/** A provider's signed answer: the payload and its signature. */
export const ZSigned = z.object({ data: z.string().max(4000), sig: z.string().max(200) });
export type Signed = z.infer<typeof ZSigned>;

const formBodyLimit = 8 * 1024;

export interface SignedReturns<T> {
  /** The provider's server-to-server answer. */
  callback: GatewayResource;
  /** The browser's return from the provider's page, posted there as a form. */
  browserReturn: GatewayResource;
  /** Verifies and applies the answer once; null when it is not genuine. */
  apply(signed: Signed): Promise<T | null>;
  /** What the callback answers once applied. */
  callbackData(applied: T): unknown;
  /** Where the browser goes once applied. */
  redirectTo(applied: T): string;
}

/**
 * The two ways a provider (a bank, a payment gateway) sends back a signed answer: a server-to-server
 * callback, and the browser's return from its page as a form post, so the signed result stays out
 * of addresses where history, logs and Referer headers would keep it. Both apply it once; a
 * forged or damaged answer is a 400.
 */
export function signedReturnRoutes<T>(app: FastifyInstance, returns: SignedReturns<T>): void {
  const applied = async (body: unknown) => {
    const parsed = ZSigned.safeParse(body ?? {});
    return parsed.success ? returns.apply(parsed.data) : null;
  };
  const refused = fail(null, 'Invalid callback', 'BAD_SIGNATURE');

  app.post(gatewayUrl(returns.callback), { schema: { hide: true } }, async (request, reply) => {
    const result = await applied(request.body);
    if (result === null) return reply.status(400).send(refused);
    return ok(returns.callbackData(result));
  });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      gatewayUrl(returns.browserReturn),
      { schema: { hide: true, body: ZSigned } },
      async (request, reply) => {
        const result = await applied(request.body);
        if (result === null) return reply.status(400).send(refused);
        return reply.redirect(returns.redirectTo(result), 303);
      },
    );
  });
}
