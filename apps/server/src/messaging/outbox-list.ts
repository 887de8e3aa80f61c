import { type OutboxPage, outboxPageSize } from '@tp/contract/admin-endpoints';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { MessageChannel } from './outbox.ts';

export type OutboxQuery = { page: number; channel?: MessageChannel; to?: string };

/** `%` and `_` in the operator's search are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The outbox newest first, by channel and part of the address. */
export async function listOutbox(db: Db, query: OutboxQuery): Promise<OutboxPage> {
  let base = db.selectFrom('outbox_messages');
  if (query.channel) base = base.where('channel', '=', query.channel);
  if (query.to) base = base.where('recipient', 'ilike', likePattern(query.to));
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(outboxPageSize)
      .offset((query.page - 1) * outboxPageSize)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      channel: row.channel === 'sms' ? 'sms' : 'email',
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      status: row.status === 'sent' || row.status === 'failed' ? row.status : 'outbox',
      error: row.error,
      createdAt: row.created_at.toISOString(),
    })),
    total: total.n,
  };
}
