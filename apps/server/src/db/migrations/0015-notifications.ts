import { type Kysely, sql } from 'kysely';

/**
 * Notifications: what the server did to a trader's account on its own (a pending order filled,
 * a stop, a stop-out, a deposit, withdrawal or identity check decided). The kind and its figures
 * are stored, never a sentence, so the apps write it in the reader's language. Read newest first
 * per trader; the unread ones are counted from their own index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE notifications (
      id bigserial PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users(id),
      kind text NOT NULL,
      params jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      read_at timestamptz
    );
    CREATE INDEX notifications_by_user ON notifications (user_id, id DESC);
    CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
  `.execute(db);
}
