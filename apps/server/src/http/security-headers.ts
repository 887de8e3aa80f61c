import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiHostname } from '@tp/contract/api-host';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/** Six months: long enough to matter, short enough to recover from a domain that drops HTTPS. */
const hstsMaxAgeSeconds = 15_552_000;

/**
 * Security headers on every answer (helmet's: nosniff, no framing, no referrer, …), the ones
 * that only a page acts on (a Content-Security-Policy without inline script, the opener and
 * agent-cluster isolation, no DNS prefetch) on the apps' pages only, HSTS when the request came
 * over HTTPS, and `Cache-Control: no-store` on every JSON answer: tokens, balances and orders
 * must not stay in a shared or disk cache.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  /** Where the API is reached besides the page's own host and its `api.` sibling (PUBLIC_URL). */
  apiOrigins: readonly string[],
): void {
  // Both hooks take a callback rather than a promise: they run on every answer.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.headers(pageAnswer);
      reply.header('content-security-policy', appPagePolicy(request, apiOrigins));
    } else if (type.startsWith('application/json') && !hasCacheControl(reply)) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * The headers helmet sets, worked out once: they do not depend on the request, and setting a
 * ready object costs an answer far less than running helmet's middleware on it.
 */
const helmetHeaders = headersOf(
  helmet({
    // Set per page below: it names the API host the page talks to.
    contentSecurityPolicy: false,
    // Only over HTTPS, below: over plain HTTP the header means nothing and misleads.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // The app at www.example.com shows images served by api.example.com.
    crossOriginResourcePolicy: { policy: 'same-site' },
  }),
);

/**
 * What a browser reads only from a page it shows: an API answer, a script or an image carrying
 * them gains nothing, and each costs every answer its bytes and its share of the write.
 */
const pageOnly = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
]);

/** nosniff, no framing, no referrer, same-site resources, no cross-domain policy files. */
const everyAnswer = Object.fromEntries(
  Object.entries(helmetHeaders).filter(([name]) => !pageOnly.has(name)),
);
const pageAnswer = Object.fromEntries(
  Object.entries(helmetHeaders).filter(([name]) => pageOnly.has(name)),
);

const hsts =
  headersOf(
    helmet.strictTransportSecurity({ maxAge: hstsMaxAgeSeconds, includeSubDomains: false }),
  )['strict-transport-security'] ?? `max-age=${hstsMaxAgeSeconds}`;

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Runs a helmet middleware against a response that only records the headers it is given. */
function headersOf(middleware: Middleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let finished = false;
  middleware({} as IncomingMessage, recorder, (error) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished)
    throw new Error('helmet answered later than at once: its headers cannot be fixed in advance');
  return headers;
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
