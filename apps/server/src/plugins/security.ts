import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config, LiveSettings } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { gatewayBase, messages } from '@cdesk/domain';
import { evotingFormOrigins } from '../providers/depository/port.js';

/**
 * The web app's index.html carries a few small inline scripts (apps/web build-plugins:
 * route-preload.ts and prerender.ts); the policy allows exactly those, by their hashes, and no
 * other inline code.
 */
export function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Powerful browser features, all off: no page of the desk uses the camera, the microphone, the
 * location, the Payment Request API or a device port, so an injected script could not either.
 */
export const permissionsPolicy = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The account-opening pages (/tradereg, /emftradereg) take the applicant's live photo with the
 * camera: their documents allow it to the desk's own origin, and nothing else changes.
 */
export const registrationPermissionsPolicy = permissionsPolicy.replace(
  'camera=()',
  'camera=(self)',
);
const registrationPage = /^\/cdesk\/(emf)?tradereg(?:[/?#]|$)/;

/**
 * Where the desk's pages may post a form besides itself: the online-trading host the investor is
 * handed over to (TRADING_HOST_URL), by its origin, and in live mode the depositories' e-voting.
 */
export function formTargets(
  config: Pick<Config, 'tradingHost'> & { live?: LiveSettings },
): string[] {
  const url = config.tradingHost?.url;
  const evoting = config.live ? evotingFormOrigins(config.live.depository.url) : [];
  if (!url || url.startsWith('/')) return evoting;
  return [new URL(url).origin, ...evoting];
}

/** Replies a route marks public (offer documents, partner pictures) carry nothing personal. */
const isPublicCache = (value: unknown) => typeof value === 'string' && /^public\b/.test(value);

/**
 * The nonce of a response's `<style>` elements: the web app's index.html carries it (a meta tag
 * the app reads for the few style elements its libraries add at run time, such as the dialogs'
 * scroll lock); nothing else may add a style element.
 */
export function styleNonceOf(raw: object): string {
  return (raw as { cdeskStyleNonce?: string }).cdeskStyleNonce ?? '';
}

/** The sandbox's pages stand in for outside systems (absent in live mode) and inline their styles. */
const sandboxPage = /^\/cdesk\/sandbox\//;

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    (reply.raw as { cdeskStyleNonce?: string }).cdeskStyleNonce =
      randomBytes(16).toString('base64');
  });
  // No page of the desk frames another (the bank, e-sign and depository pages are navigations),
  // so both frame headers say the same: never framed, not even by the desk itself.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDist)],
        // No inline style element without the response's nonce, and no 'unsafe-inline' for them;
        // style attributes (React's style props: positions, widths of bars) are allowed alone.
        styleSrc: ["'self'"],
        styleSrcElem: [
          "'self'",
          (request: IncomingMessage, response: ServerResponse) =>
            sandboxPage.test(request.url ?? '')
              ? "'unsafe-inline'"
              : `'nonce-${styleNonceOf(response)}'`,
        ],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The application form is shown from a blob: URL of the page's own making.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...formTargets(config)],
        upgradeInsecureRequests: null,
      },
    },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Sent below, and only over HTTPS: over plain HTTP a browser ignores it, and a desk reached
    // by http://localhost must not tell the browser that localhost is HTTPS only.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  app.addHook('onSend', async (request, reply) => {
    // The request's protocol: the connection's, or X-Forwarded-Proto's behind a trusted proxy.
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    reply.header(
      'permissions-policy',
      registrationPage.test(request.url) ? registrationPermissionsPolicy : permissionsPolicy,
    );
    // Gateway replies carry personal data: no browser or proxy may keep a copy.
    if (request.url.startsWith(gatewayBase) && !isPublicCache(reply.getHeader('cache-control')))
      reply.header('cache-control', 'no-store');
  });

  // Loaded only when configured: a single instance needs no Redis client at all.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());

  // An attacker could probe for valid URLs or hammer the login if 404s and failures were not limited.
  // The app's own files are not counted: one page load fetches a score of them.
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis ? { redis, skipOnError: true, nameSpace: 'cdesk-rl-' } : {}),
    allowList: (request) => request.method === 'GET' && isAppFile(request.url),
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, 'RATE_LIMITED', messages.tooManyRequests),
  });
}

function isAppFile(url: string): boolean {
  return (
    url.startsWith('/cdesk/') && !url.startsWith(gatewayBase) && !url.startsWith('/cdesk/sandbox/')
  );
}
