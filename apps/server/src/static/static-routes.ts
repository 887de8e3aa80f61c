import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { BootData } from '@tp/contract/app-page';
import { ErrorCatalogue } from '@tp/contract/errors';
import { type Language, resolveLanguage } from '@tp/contract/languages';
import { translateServerMessage } from '@tp/contract/server-messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { acceptedEncoding, addVary, compressText, type Encoding } from '../http/encoding.ts';
import { requestLanguage } from '../http/route.ts';
import { appPage, cookieLanguage } from './app-page.ts';

/** Paths that belong to the APIs and the socket: never answered with an app's HTML. */
const apiPrefixes = ['/api', '/v1', '/admin-api'] as const;
const adminPrefix = '/admin';
/** Vite puts content-hashed files here; they never change under the same name. */
const hashedAssetsFolder = `${sep}assets${sep}`;

type BuiltApp = { prefix: string; dist: string; built: boolean };

/** What the trader app's page carries as the server sends it (`app-page.ts`). */
export type TraderPageData = {
  /** The instruments as trade_list answers them now, for the pages that open on prices. */
  tradeList?: () => BootData['tradeList'];
};

/**
 * Serves the built trader app at `/` and the operator app at `/admin/`. Any other GET that is
 * not an API path and not a file answers the app's index.html, so deep links survive a reload.
 * The trader app's page names the trader's language's texts (the language cookie) and, at `/` and
 * `/trade`, carries the instruments with their prices.
 */
export async function registerStatic(
  app: FastifyInstance,
  config: Pick<Config, 'webDist' | 'adminDist'>,
  traderPage: TraderPageData = {},
): Promise<void> {
  const web = builtApp('/', config.webDist);
  const admin = builtApp(`${adminPrefix}/`, config.adminDist);
  const traderPages = new TraderPages(web.dist, traderPage);
  let decorated = false;
  for (const served of [admin, web]) {
    if (!served.built) continue;
    const decorateReply = !decorated;
    await app.register(async (files) => {
      // Only the files' routes: the answer of a text file depends on the encodings accepted.
      files.addHook('onSend', (_request, reply, payload, done) => {
        if (compressedTypes.test(String(reply.getHeader('content-type') ?? '')))
          addVary(reply, 'accept-encoding');
        done(null, payload);
      });
      await files.register(fastifyStatic, {
        root: served.dist,
        prefix: served.prefix,
        decorateReply,
        cacheControl: false,
        // The build writes each text file also as .br and .gz: sent as the browser accepts them.
        preCompressed: true,
        setHeaders: setCacheHeaders,
      });
    });
    decorated = true;
  }
  app.get(adminPrefix, (_request, reply) => reply.redirect(`${adminPrefix}/`));
  // The trader app's page at `/` is written as it is sent, like its other routes' (not the file).
  if (web.built) {
    app.get('/', (request, reply) => answerUnmatched(request, reply, { web, admin }, traderPages));
  }
  app.setNotFoundHandler((request, reply) =>
    answerUnmatched(request, reply, { web, admin }, traderPages),
  );
}

/** Without the apps (API-only processes and tests), an unknown path still answers the envelope. */
export function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));
}

function builtApp(prefix: string, dist: string): BuiltApp {
  return { prefix, dist, built: existsSync(join(dist, 'index.html')) };
}

/** The kinds of file the build also wrote compressed (`.br`, `.gz`). */
const compressedTypes = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg)/;

function setCacheHeaders(
  response: { setHeader(name: string, value: string): unknown },
  filePath: string,
): void {
  response.setHeader(
    'cache-control',
    filePath.includes(hashedAssetsFolder) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
}

const encodingFileEnding = { br: '.br', gzip: '.gz' } as const;

/** A route of one plain segment (`/trade`) whose page the build may have written (`trade.html`). */
const routePagePath = /^\/([a-z][a-z-]{0,31})$/;

/**
 * The page the build wrote for a route of its own (`trade.html` for `/trade`: the app's page with
 * that screen's code announced), else the app's index.html.
 */
function pageFor(path: string, dist: string): string {
  const name = routePagePath.exec(path)?.[1];
  return name && existsSync(join(dist, `${name}.html`)) ? `${name}.html` : 'index.html';
}

/**
 * The app's page for a route the browser loads directly (`/trade`), in the encoding the browser
 * prefers of those the build wrote beside it, else as it is.
 */
async function sendIndexPage(
  request: FastifyRequest,
  reply: FastifyReply,
  dist: string,
  page: string,
): Promise<FastifyReply> {
  const encoding = acceptedEncoding(request);
  reply.header('cache-control', 'no-cache');
  addVary(reply, 'accept-encoding');
  reply.type('text/html; charset=utf-8');
  if (encoding) {
    const file = join(dist, `${page}${encodingFileEnding[encoding]}`);
    if (existsSync(file)) {
      return reply.header('content-encoding', encoding).send(await readFile(file));
    }
  }
  return reply.send(await readFile(join(dist, page), 'utf8'));
}

async function answerUnmatched(
  request: FastifyRequest,
  reply: FastifyReply,
  apps: { web: BuiltApp; admin: BuiltApp },
  traderPages: TraderPages,
): Promise<FastifyReply> {
  const path = request.url.split('?')[0] ?? '/';
  const isPage = request.method === 'GET' || request.method === 'HEAD';
  if (!isPage || isApiPath(path) || looksLikeFile(path)) return sendNotFound(request, reply);
  const served = isUnder(path, adminPrefix) ? apps.admin : apps.web;
  if (!served.built) return sendNotBuilt(request, reply);
  const page = pageFor(path, served.dist);
  if (served === apps.admin) return sendIndexPage(request, reply, served.dist, page);
  const encoding = acceptedEncoding(request);
  const sent = await traderPages.page({
    page,
    lang: cookieLanguage(request.headers.cookie),
    withPrices: pagesWithPrices.has(path),
    encoding,
  });
  reply.header('cache-control', 'no-cache');
  addVary(reply, 'accept-encoding');
  addVary(reply, 'cookie');
  reply.type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(sent);
}

/** The routes whose first screen draws the instruments' prices. */
const pagesWithPrices: ReadonlySet<string> = new Set(['/', '/trade']);

/** How long a written page is sent again as it is: the prices in it are this old at most. */
const traderPageReuseMs = 1_000;

/**
 * The trader app's pages as sent: the build's page with the language's files and the prices,
 * compressed as the browser accepts. Each is written at most once a second per language and
 * encoding, however many browsers ask, so a flood of page loads costs no more than that.
 */
class TraderPages {
  /** Each page as last written (or being written: those who ask meanwhile wait for the same one). */
  private readonly written = new Map<string, { at: number; body: Promise<Buffer> }>();

  constructor(
    private readonly dist: string,
    private readonly data: TraderPageData,
  ) {}

  async page(wanted: {
    page: string;
    lang: Language;
    withPrices: boolean;
    encoding: Encoding | null;
  }): Promise<Buffer> {
    const key = `${wanted.page}|${wanted.lang}|${wanted.withPrices}|${wanted.encoding}`;
    const now = Date.now();
    const reused = this.written.get(key);
    if (reused && now - reused.at < traderPageReuseMs) return reused.body;
    const body = this.write(wanted);
    this.written.set(key, { at: now, body });
    // A page that could not be written is tried again by the next request.
    body.catch(() => this.written.delete(key));
    return body;
  }

  private async write(wanted: {
    page: string;
    lang: Language;
    withPrices: boolean;
    encoding: Encoding | null;
  }): Promise<Buffer> {
    const html = await readFile(join(this.dist, wanted.page), 'utf8');
    const tradeList = wanted.withPrices ? this.data.tradeList?.() : undefined;
    const text = appPage(html, {
      preload: (await this.localeChunks())[wanted.lang] ?? [],
      boot: tradeList ? { tradeList } : undefined,
    });
    return wanted.encoding ? compressText(text, wanted.encoding) : Buffer.from(text);
  }

  /** The build's list of each language's files; none when the build has no such list. */
  private async localeChunks(): Promise<Record<string, string[]>> {
    try {
      const parsed: unknown = JSON.parse(await readFile(join(this.dist, localeChunksFile), 'utf8'));
      return typeof parsed === 'object' && parsed !== null
        ? (parsed as Record<string, string[]>)
        : {};
    } catch {
      return {};
    }
  }
}

/** Written by the trader app's build (`apps/web/build/route-pages.ts`). */
const localeChunksFile = 'locale-chunks.json';

export function isApiPath(path: string): boolean {
  return apiPrefixes.some((prefix) => isUnder(path, prefix));
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** A last segment with an extension names a file (a missing asset), not an app route. */
function looksLikeFile(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1);
  return /\.[a-z0-9]+$/i.test(last);
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { code, key } = ErrorCatalogue.notFound;
  const msg = translateServerMessage(requestLanguage(request), key);
  return reply.status(404).send({ code, msg, data: null });
}

function sendNotBuilt(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = pageLanguage(request);
  const message = translateServerMessage(lang, 'public.appNotBuilt');
  const html = `<!doctype html><html lang="${lang === 'hk' ? 'zh-Hant' : 'en'}"><meta charset="utf-8"><title>${message}</title><p>${message}</p></html>`;
  return reply
    .status(503)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** A browser sends no `lang` header: fall back to its Accept-Language, Chinese to hk, else English. */
function pageLanguage(request: FastifyRequest): Language {
  if (request.headers.lang) return requestLanguage(request);
  const primary = request.headers['accept-language']?.split(/[-,;]/)[0]?.trim().toLowerCase();
  if (primary === 'zh') return 'hk';
  const resolved = resolveLanguage(primary);
  return resolved === primary ? resolved : 'en';
}
