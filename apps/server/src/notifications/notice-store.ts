import { type Notification, noticePageSize, noticePagesMax } from '@tp/contract/notifications';
import type { Kysely } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { wireTime } from '../engine/views/wire-time.ts';
import { ApiError } from '../http/api-error.ts';
import type { NoticeDraft } from './notice-draft.ts';

/**
 * Stores the drafts (in the caller's transaction, so they exist exactly when what they tell of
 * does) and gives each its id.
 */
export async function insertNotices(
  tx: Kysely<Database>,
  drafts: readonly NoticeDraft[],
): Promise<void> {
  if (drafts.length === 0) return;
  const rows = await tx
    .insertInto('notifications')
    .values(
      drafts.map((draft) => ({
        user_id: draft.userId,
        kind: draft.body.kind,
        params: JSON.stringify(draft.body.params),
        created_at: draft.createdAt,
      })),
    )
    .returning('id')
    .execute();
  // Postgres answers a multi-row INSERT … RETURNING in the order of its VALUES.
  drafts.forEach((draft, index) => {
    draft.id = rows[index]?.id;
  });
}

/** A stored draft as the list and the NOTICE topic carry it. */
export function noticeView(draft: NoticeDraft): Notification {
  return {
    id: draft.id ?? 0,
    created_at: wireTime(draft.createdAt),
    read_at: '',
    ...draft.body,
  } as Notification;
}

const parsedParams = (params: unknown): unknown =>
  typeof params === 'string' ? JSON.parse(params) : params;

/** One page of the trader's notifications, newest first. */
export async function listNotices(
  db: Db,
  userId: number,
  page: number | undefined,
): Promise<{ data: Notification[]; total: number }> {
  const wanted = page ?? 1;
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > noticePagesMax) {
    throw new ApiError('invalidField', { field: 'page' });
  }
  const rows = await db
    .selectFrom('notifications')
    .select(['id', 'kind', 'params', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(noticePageSize)
    .offset((wanted - 1) * noticePageSize)
    .execute();
  const counted = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const data = rows.map(
    (row) =>
      ({
        id: row.id,
        kind: row.kind,
        params: parsedParams(row.params),
        created_at: wireTime(row.created_at),
        read_at: row.read_at ? wireTime(row.read_at) : '',
      }) as Notification,
  );
  return { data, total: Math.min(Number(counted.total), noticePageSize * noticePagesMax) };
}

export async function unreadNotices(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks the trader's notification read, or all of theirs. Only their own rows are touched: an
 * id of another trader's (or none at all) is answered "not found", the same either way.
 */
export async function markNoticesRead(
  db: Db,
  userId: number,
  which: { id?: number | undefined; all?: number | undefined },
  at: Date,
): Promise<void> {
  if (which.all === 1) {
    await db
      .updateTable('notifications')
      .set({ read_at: at })
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .execute();
    return;
  }
  const id = which.id;
  if (id === undefined || !Number.isSafeInteger(id) || id < 1) {
    throw new ApiError('invalidField', { field: 'id' });
  }
  const row = await db
    .selectFrom('notifications')
    .select(['id', 'read_at'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new ApiError('notFound');
  if (row.read_at !== null) return;
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute();
}
