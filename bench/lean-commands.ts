/**
 * A measuring device, not a server path: `bench:orders --lean` puts this handler in front of the
 * platform's Fastify on the benchmark's own server, answering the two commands the benchmark sends
 * (submit and close) with Node's HTTP alone: the body read, the contract's schema, the session held
 * in memory, the engine, the envelope and the security headers of an API answer, and nothing else
 * (no rate limit, no hooks, no logging, no metrics). Every other request goes to Fastify. What a
 * command costs with it, beside what it costs through Fastify, is what Fastify and its plugins add
 * to a command: the ceiling of any leaner HTTP path for the engine's commands.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CatalogueError } from '@tp/contract/catalogue-error';
import { endpoints } from '@tp/contract/endpoints';
import { CloseReason } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { resolveLanguage } from '@tp/contract/languages';
import { translateServerMessage } from '@tp/contract/server-messages';
import { heldUserForToken, tokenFromHeader, userForToken } from '../apps/server/src/http/auth.ts';
import type { Platform } from '../apps/server/src/platform-types.ts';
import { clientOrderIdOf, submitCommand } from '../apps/server/src/trading/submit-command.ts';

/** An API answer's headers as `http/security-headers.ts` sets them, and the JSON's. */
const answerHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'cross-origin-resource-policy': 'same-site',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
};

export function installLeanCommands(platform: Platform, now: () => Date): void {
  const server = platform.app.server;
  const [fastify] = server.listeners('request') as ((
    request: IncomingMessage,
    response: ServerResponse,
  ) => void)[];
  if (!fastify) throw new Error('the platform has no request handler to put the lean one before');
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '';
    if (request.method === 'POST' && url === endpoints.submit.path) {
      void answer(request, response, (params, userId) => submit(platform, params, userId, request));
    } else if (request.method === 'POST' && url === endpoints.close.path) {
      void answer(request, response, (params, userId) => close(platform, params, userId));
    } else {
      fastify(request, response);
    }
  });

  async function answer(
    request: IncomingMessage,
    response: ServerResponse,
    run: (params: unknown, userId: number) => Promise<{ data: unknown; key: string }>,
  ): Promise<void> {
    const header = request.headers.lang;
    const lang = resolveLanguage(Array.isArray(header) ? header[0] : header);
    const body = await new Promise<string>((resolve, reject) => {
      let text = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        text += chunk;
      });
      request.once('end', () => resolve(text));
      request.once('error', reject);
    });
    let code = 1;
    let key = 'public.success';
    let values: CatalogueError['values'] = {};
    let data: unknown = null;
    try {
      const token = tokenFromHeader(request.headers.authorization);
      const held = heldUserForToken(platform.db, token, now());
      const user = held === undefined ? await userForToken(platform.db, token, now()) : held;
      if (!user) throw ErrorCatalogue.notLoggedIn;
      const done = await run(JSON.parse(body), user.id);
      data = done.data;
      key = done.key;
    } catch (error) {
      const refusal = error as Partial<CatalogueError>;
      code = typeof refusal.code === 'number' ? refusal.code : 1001;
      key = refusal.key ?? ErrorCatalogue.internal.key;
      values = refusal.values ?? {};
    }
    const text = JSON.stringify({ code, msg: translateServerMessage(lang, key, values), data });
    response.writeHead(200, { ...answerHeaders, 'content-length': Buffer.byteLength(text) });
    response.end(text);
  }
}

async function submit(platform: Platform, raw: unknown, userId: number, request: IncomingMessage) {
  const params = endpoints.submit.params.parse(raw);
  const clientOrderId = clientOrderIdOf(params.client_order_id, request.headers['idempotency-key']);
  const data = await platform.engine.placeOrder(submitCommand(userId, params, clientOrderId));
  return { data, key: 'trade.orderPlaced' };
}

async function close(platform: Platform, raw: unknown, userId: number) {
  const params = endpoints.close.params.parse(raw);
  const data = await platform.engine.closePosition({
    userId,
    orderId: params.id,
    reason: CloseReason.user,
    ...(params.cont === undefined ? {} : { lots: params.cont }),
  });
  return { data, key: data.ParentId === undefined ? 'order.closed' : 'order.partClosed' };
}
