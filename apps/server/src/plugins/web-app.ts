import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { gatewayBase, messages } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/envelope.js';
import { styleNonceOf } from './security.js';

const apiPrefixes = [gatewayBase, '/cdesk/sandbox/'];

/**
 * Serves the built React app under /cdesk/. Any other GET under /cdesk/ is a client-side route and
 * gets index.html; unknown gateway paths keep their 404 envelope.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  // index.html is sent with the response's style nonce (plugins/security.ts) in a meta tag.
  const indexHtml =
    webDist && existsSync(path.join(webDist, 'index.html'))
      ? readFileSync(path.join(webDist, 'index.html'), 'utf8')
      : undefined;
  if (webDist) {
    await app.register(fastifyStatic, {
      root: path.resolve(webDist),
      prefix: '/cdesk/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web vite.config.ts).
      preCompressed: true,
      // The cache policy below decides; the plugin's own max-age=0 would override it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/cdesk/'));

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isClientRoute =
      request.method === 'GET' &&
      (url === '/cdesk' || url.startsWith('/cdesk/')) &&
      !apiPrefixes.some((prefix) => url.startsWith(prefix));
    if (webDist && isClientRoute) {
      if (!indexHtml) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      const nonce = styleNonceOf(reply.raw);
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml.replace('</head>', `<meta property="csp-nonce" nonce="${nonce}"></head>`));
    }
    return reply.status(404).send(fail(null, messages.notFound, 'NOT_FOUND'));
  });
}
