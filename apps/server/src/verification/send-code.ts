import type { Language } from '@tp/contract/languages';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { DeliveryStatus, Outbox } from '../messaging/outbox.ts';
import { codeMessage } from './code-message.ts';
import { type CodeTarget, cancelCodeSend, recordCodeSend } from './verification-codes.ts';

/**
 * How long a code request waits for the provider. A refusal within it answers sendFailed and
 * the send is forgotten (the address may ask again at once); a slower provider does not hold
 * the answer: the message goes on in the background and its outcome is in the outbox.
 */
export const deliveryWaitMs = 3_000;

export type SendCodeDeps = { db: Db; now: () => Date; outbox: Outbox };

async function settleWithin(
  delivery: Promise<DeliveryStatus>,
  ms: number,
): Promise<DeliveryStatus | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<'pending'>((resolve) => {
    timer = setTimeout(() => resolve('pending'), ms);
  });
  try {
    return await Promise.race([delivery, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** Checks the limits, records the send and posts the message (with a code when `withCode`). */
export async function sendCode(
  deps: SendCodeDeps,
  send: { target: CodeTarget; withCode: boolean; ip: string; lang: Language },
): Promise<void> {
  const { id, code } = await recordCodeSend(deps.db, {
    target: send.target,
    ip: send.ip,
    now: deps.now(),
    withCode: send.withCode,
  });
  let status: DeliveryStatus | 'pending';
  try {
    const posted = await deps.outbox.post(codeMessage(send.target, code, send.lang));
    status = await settleWithin(posted.delivery, deliveryWaitMs);
  } catch (error) {
    await cancelCodeSend(deps.db, id);
    throw error;
  }
  if (status === 'failed') {
    await cancelCodeSend(deps.db, id);
    throw new ApiError('sendFailed');
  }
}
