import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The encodings the server compresses text in, best first. */
export type Encoding = 'br' | 'gzip';

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** The encoding the browser prefers of those the server has; none for a missing or forged header. */
export function acceptedEncoding(request: FastifyRequest): Encoding | null {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string' || accepted.length > 1_024) return null;
  return encodings.negotiate(accepted.toLowerCase()) as Encoding | null;
}

/** Names one more request header the answer depends on, keeping those named before (`Origin`). */
export function addVary(reply: FastifyReply, header: string): void {
  const named = String(reply.getHeader('vary') ?? '');
  const names = named.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes(header)) return;
  reply.header('vary', named ? `${named}, ${header}` : header);
}

const brotli = promisify(brotliCompress);
const gzipText = promisify(gzip);

/**
 * Text compressed as it is sent, at a fast level, in zlib's thread pool: the process that runs
 * the engine is not held by it.
 */
export function compressText(text: string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : gzipText(text, { level: 5 });
}
