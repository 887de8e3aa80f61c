import { type Kysely, sql } from 'kysely';

/**
 * The engine's epoch: one row that each engine moves forward when it takes over, before it
 * reads the books. Every batch an engine writes checks, inside its own statement, that the
 * epoch is still its own and holds the row while it commits; so an engine that has been
 * replaced (its process hung, its lock lost) can never commit after its successor has read
 * the books: either its batch commits first and the successor waits for it, or the batch
 * fails. `engine_epoch_check` raises SQLSTATE TP001 when the epoch has moved on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE engine_epoch (
      id integer PRIMARY KEY CHECK (id = 1),
      epoch bigint NOT NULL,
      claimed_at timestamptz NOT NULL
    );
    INSERT INTO engine_epoch (id, epoch, claimed_at) VALUES (1, 0, now());

    CREATE FUNCTION engine_epoch_check(expected bigint) RETURNS bigint LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM engine_epoch WHERE id = 1 AND epoch = expected FOR SHARE;
      IF NOT FOUND THEN
        RAISE EXCEPTION 'engine epoch % was superseded', expected USING ERRCODE = 'TP001';
      END IF;
      RETURN expected;
    END;
    $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP FUNCTION engine_epoch_check(bigint);
    DROP TABLE engine_epoch;
  `.execute(db);
}
