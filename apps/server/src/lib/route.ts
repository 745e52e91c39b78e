import { envelopeSchema, gatewayUrl, ZErrorEnvelope, type GatewayCall } from '@cdesk/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** How the gateway documents and guards one call; its path and schemas come from the call. */
export interface RouteOptions {
  tag: string;
  summary: string;
  /** Runs before the handler, e.g. the session guard. */
  preHandler?: preHandlerAsyncHookHandler;
  /** Runs before the body is validated: a guard whose refusal does not depend on the body. */
  preValidation?: preHandlerAsyncHookHandler;
  bodyLimit?: number;
}

/** The handler of a call: the parsed body in, the envelope of the call's data out. */
export type CallHandler<C extends GatewayCall> = (
  request: FastifyRequest & { body: z.output<C['request']> },
  reply: FastifyReply,
) => Promise<ReturnType<typeof envelopeSchema<C['response']>>['_output']>;

const errorResponses = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  417: ZErrorEnvelope,
};

/** Declares a POST call of the gateway: its body contract, its envelope and its OpenAPI entry. */
export function postRoute<C extends GatewayCall>(
  app: FastifyInstance,
  call: C,
  options: RouteOptions,
  handler: CallHandler<C>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: gatewayUrl(call),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    schema: {
      tags: [options.tag],
      summary: options.summary,
      body: call.request,
      response: { 200: envelopeSchema(call.response), ...errorResponses },
      ...(options.preHandler || options.preValidation ? { security: [{ bearer: [] }] } : {}),
    },
    // The envelope schema above checks the reply; the cast only bridges the generic handler type.
    handler: ((request: FastifyRequest, reply: FastifyReply) =>
      handler(request as FastifyRequest & { body: z.output<C['request']> }, reply)) as never,
  });
}
