import { envelopeSchema, ZErrorEnvelope } from '@cdesk/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

export interface GatewayRoute<B extends z.ZodType, D extends z.ZodType> {
  path: string;
  tag: string;
  summary: string;
  body: B;
  data: D;
  /** Runs before the handler, e.g. the session guard. */
  preHandler?: preHandlerAsyncHookHandler;
  bodyLimit?: number;
}

const errorResponses = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  417: ZErrorEnvelope,
};

/** Declares a POST call of the gateway: its body contract, its envelope and its OpenAPI entry. */
export function postRoute<B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  route: GatewayRoute<B, D>,
  handler: (
    request: FastifyRequest & { body: z.output<B> },
    reply: FastifyReply,
  ) => Promise<ReturnType<typeof envelopeSchema<D>>['_output']>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: route.path,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    ...(route.preHandler ? { preHandler: route.preHandler } : {}),
    schema: {
      tags: [route.tag],
      summary: route.summary,
      body: route.body,
      response: { 200: envelopeSchema(route.data), ...errorResponses },
      ...(route.preHandler ? { security: [{ bearer: [] }] } : {}),
    },
    // The envelope schema above checks the reply; the cast only bridges the generic handler type.
    handler: ((request: FastifyRequest, reply: FastifyReply) =>
      handler(request as FastifyRequest & { body: z.output<B> }, reply)) as never,
  });
}
