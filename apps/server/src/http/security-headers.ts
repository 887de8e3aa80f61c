import helmet from '@fastify/helmet';
import { apiHostname } from '@tp/contract/api-host';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Six months: long enough to matter, short enough to recover from a domain that drops HTTPS. */
const hstsMaxAgeSeconds = 15_552_000;

/**
 * Security headers on every answer (helmet: nosniff, no framing, no referrer, …), a
 * Content-Security-Policy without inline script on the apps' pages, HSTS when the request came
 * over HTTPS, and `Cache-Control: no-store` on every JSON answer: tokens, balances and orders
 * must not stay in a shared or disk cache.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  /** Where the API is reached besides the page's own host and its `api.` sibling (PUBLIC_URL). */
  apiOrigins: readonly string[],
): Promise<void> {
  await app.register(helmet, {
    // Set per page below: it names the API host the page talks to.
    contentSecurityPolicy: false,
    // Only over HTTPS, below: over plain HTTP the header means nothing and misleads.
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The app at www.example.com shows images served by api.example.com.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}`);
    }
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', appPagePolicy(request, apiOrigins));
    } else if (type.startsWith('application/json') && !hasCacheControl(reply)) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

const hasCacheControl = (reply: FastifyReply): boolean =>
  reply.hasHeader('cache-control') || reply.raw.hasHeader('cache-control');

/**
 * The policy of the trader app's and the back office's pages: scripts, styles and fonts from
 * the site only (styles may be inline: React and antd set them from script), calls and sockets
 * to the site and its API host, images also from any HTTPS host (operators' logos), frames
 * from HTTPS hosts only (the customer-service chat), and no one may frame the pages.
 */
export function appPagePolicy(request: FastifyRequest, apiOrigins: readonly string[]): string {
  const secure = request.protocol === 'https';
  const api = [...apiOrigins];
  const sibling = pageApiSibling(request);
  if (sibling) api.push(`${secure ? 'https' : 'http'}://${sibling}`);
  const sockets = api.map((origin) => origin.replace(/^http/, 'ws'));
  const ownSocket = pageHost(request);
  if (ownSocket) sockets.push(`${secure ? 'wss' : 'ws'}://${ownSocket}`);
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https: ${api.join(' ')}`,
    "font-src 'self' data:",
    `connect-src 'self' ${[...api, ...sockets].join(' ')}`,
    'frame-src https:',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    ...(secure ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.map((directive) => directive.trim()).join('; ');
}

/** The page's host as the browser addressed it, checked by the URL parser (never raw header text). */
function pageHost(request: FastifyRequest): string | undefined {
  return URL.canParse(`http://${request.host}`)
    ? new URL(`http://${request.host}`).host
    : undefined;
}

/** The API host the trader app on this page calls (DESIGN §4), when it is not the page's own. */
function pageApiSibling(request: FastifyRequest): string | undefined {
  if (!URL.canParse(`http://${request.host}`)) return undefined;
  const page = new URL(`http://${request.host}`);
  const api = apiHostname(page.hostname);
  if (api === page.hostname) return undefined;
  return page.port ? `${api}:${page.port}` : api;
}
