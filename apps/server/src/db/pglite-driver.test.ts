import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from './database.ts';
import { preparedStatement } from './prepared-statement.ts';

// PGlite's own driver: the PostgreSQL run would repeat this file as it is.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let db: Db;

/** A marked statement: PGlite runs it under its name, parsed and planned once. */
const upsertNote = preparedStatement(
  'test_upsert_note',
  `INSERT INTO notes (id, body, amount) SELECT id, body, amount
   FROM json_to_recordset($1::json) AS n(id integer, body text, amount numeric)
   ON CONFLICT (id) DO UPDATE SET body = excluded.body
   RETURNING id, body, amount, $2::bigint AS tag`,
);

const run = (rows: object[], tag: number | null) =>
  db.executeQuery<{ id: number; body: string; amount: string; tag: number | null }>(
    CompiledQuery.raw(upsertNote, [JSON.stringify(rows), tag]),
  );

beforeAll(async () => {
  db = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await sql`CREATE TABLE notes (id integer PRIMARY KEY, body text NOT NULL, amount numeric)`.execute(
    db,
  );
});

afterAll(async () => {
  await db.destroy();
});

describe.skipIf(onPostgres)('prepared statements on PGlite', () => {
  it('answers rows and counts on every run, with each run’s own parameters', async () => {
    const first = await run([{ id: 1, body: 'a', amount: '1.000000000000000001' }], 7);
    expect(first.rows).toEqual([{ id: 1, body: 'a', amount: '1.000000000000000001', tag: 7 }]);
    expect(first.numAffectedRows).toBe(1n);
    const second = await run(
      [
        { id: 1, body: 'b', amount: null },
        { id: 2, body: 'c', amount: '2' },
      ],
      null,
    );
    expect(second.rows.map((row) => [row.id, row.body, row.tag])).toEqual([
      [1, 'b', null],
      [2, 'c', null],
    ]);
    expect(second.numAffectedRows).toBe(2n);
  });

  it('fails a run alone: the error reaches the caller and the next run works', async () => {
    await expect(run([{ id: 3, body: null }], 1)).rejects.toThrow(/null value in column "body"/);
    const after = await run([{ id: 3, body: 'ok' }], 1);
    expect(after.rows.map((row) => row.body)).toEqual(['ok']);
  });

  it('takes part in a transaction: a rollback undoes its rows', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.executeQuery(
          CompiledQuery.raw(upsertNote, [JSON.stringify([{ id: 9, body: 'x' }]), 1]),
        );
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM notes WHERE id = 9`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });
});
