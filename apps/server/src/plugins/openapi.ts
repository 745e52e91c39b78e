import { docsResource, gatewayUrl } from '@cdesk/domain';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the zod contracts each route declares. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Client Desk gateway',
        description:
          'Every reply is the envelope { isSuccess, data, displayMessage, techMessage, errCode }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
}

export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get(gatewayUrl(docsResource), { schema: { hide: true } }, async () => app.swagger());
}
