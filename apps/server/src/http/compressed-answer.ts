import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, addVary, compressText } from './encoding.ts';

/** Answers smaller than this go as they are: compressing them would save a packet at most. */
export const compressedAnswerMinBytes = 1_024;

/**
 * A read's answer compressed as the browser accepts, when it is large enough to be worth it (a
 * chart's history, the instruments, a page of orders): on a phone's network 46 KiB of candles
 * become 7. Commands' answers are small and are never compressed.
 */
export async function compressedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (typeof payload !== 'string' || payload.length < compressedAnswerMinBytes) return payload;
  if (reply.getHeader('content-encoding')) return payload;
  addVary(reply, 'accept-encoding');
  const encoding = acceptedEncoding(request);
  if (!encoding) return payload;
  const body = await compressText(payload, encoding);
  reply.header('content-encoding', encoding);
  return body;
}
