import type { Db } from '../db/database.ts';
import type { Mailer } from './mailer.ts';
import type { SmsProvider } from './sms-provider.ts';

export type MessageChannel = 'email' | 'sms';
export type OutgoingMessage = {
  channel: MessageChannel;
  to: string;
  /** Empty for an SMS. */
  subject: string;
  body: string;
};
export type DeliveryStatus = 'outbox' | 'sent' | 'failed';
export type Posted = { id: number; delivery: Promise<DeliveryStatus> };

export type OutboxDeps = {
  db: Db;
  now: () => Date;
  mailer?: Mailer | undefined;
  sms?: SmsProvider | undefined;
};

const errorLengthMax = 500;

/**
 * Every e-mail and SMS the platform sends is first written here, then handed to the provider
 * of its channel in the background; the row records the outcome. With no provider configured
 * the row stays 'outbox', where the back office reads it: a fresh install works without a
 * mail server or an SMS gateway.
 */
export class Outbox {
  private readonly inFlight = new Set<Promise<DeliveryStatus>>();

  constructor(private readonly deps: OutboxDeps) {}

  /** Writes the message and starts its delivery; `delivery` never rejects. */
  async post(message: OutgoingMessage): Promise<Posted> {
    const row = await this.deps.db
      .insertInto('outbox_messages')
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.body,
        created_at: this.deps.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const send = this.sender(message);
    if (!send) return { id: row.id, delivery: Promise.resolve('outbox') };
    const delivery = this.deliver(row.id, send);
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
    return { id: row.id, delivery };
  }

  /** Waits for the deliveries under way (before the database closes). */
  async idle(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.deps.mailer?.close();
  }

  private sender(message: OutgoingMessage): (() => Promise<void>) | undefined {
    const { mailer, sms } = this.deps;
    if (message.channel === 'email' && mailer) {
      return () => mailer.send({ to: message.to, subject: message.subject, text: message.body });
    }
    if (message.channel === 'sms' && sms) {
      return () => sms.send({ to: message.to, text: message.body });
    }
    return undefined;
  }

  private async deliver(id: number, send: () => Promise<void>): Promise<DeliveryStatus> {
    let status: DeliveryStatus = 'sent';
    let error = '';
    try {
      await send();
    } catch (failure) {
      status = 'failed';
      error = (failure instanceof Error ? failure.message : String(failure)).slice(
        0,
        errorLengthMax,
      );
    }
    try {
      await this.deps.db
        .updateTable('outbox_messages')
        .set({ status, error, sent_at: status === 'sent' ? this.deps.now() : null })
        .where('id', '=', id)
        .execute();
    } catch {
      // The outcome could not be recorded (database closing): the message itself went or failed.
    }
    return status;
  }
}
