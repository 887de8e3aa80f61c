import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers smaller than this go as they are: compressing them would save a packet at most. */
export const compressedAnswerMinBytes = 1_024;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });
const brotli = promisify(brotliCompress);
const gzipText = promisify(gzip);

/**
 * A read's answer compressed as the browser accepts, when it is large enough to be worth it (a
 * chart's history, the instruments, a page of orders): on a phone's network 46 KiB of candles
 * become 8. Done off the main thread (zlib's pool) at a fast level, so the process that runs the
 * engine is not held by it. Commands' answers are small and are never compressed.
 */
export async function compressedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' || payload.length < compressedAnswerMinBytes) return payload;
  if (reply.getHeader('content-encoding')) return payload;
  const accepted = request.headers['accept-encoding'];
  const encoding =
    typeof accepted === 'string' && accepted.length <= 1_024
      ? encodings.negotiate(accepted.toLowerCase())
      : null;
  varyByEncoding(reply);
  if (!encoding) return payload;
  const body =
    encoding === 'br'
      ? await brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : await gzipText(payload, { level: 5 });
  reply.header('content-encoding', encoding);
  return body;
}

function varyByEncoding(reply: FastifyReply): void {
  const named = String(reply.getHeader('vary') ?? '');
  if (
    named
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes('accept-encoding')
  )
    return;
  reply.header('vary', named ? `${named}, accept-encoding` : 'accept-encoding');
}
