import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../db/database.ts';
import { down, up } from '../db/migrations/0014-company-directory.ts';
import { testDatabase } from '../test-support/test-platform.ts';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await testDatabase();
  drop = database.drop;
  db = await openDatabase(database.location);
  await migrateToLatest(db);
});

afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const fileId = (letter: string) => letter.repeat(24);

it('keeps a logo stored as a link only when it names a published image, and tells duplicate names apart', async () => {
  // The directory as it stood before: logos as links, names free to repeat.
  await down(db as unknown as Kysely<unknown>);
  const [operator] = (
    await sql<{ id: number }>`
      INSERT INTO operators (username, password_hash, role)
      VALUES ('migration-operator', 'x', 'administrator') RETURNING id`.execute(db)
  ).rows;
  await sql`
    INSERT INTO stored_files (id, owner_operator_id, mime, byte_count, width, height, created_at)
    VALUES (${fileId('P')}, ${operator?.id}, 'image/png', 1, 1, 1, now())`.execute(db);
  await sql`
    INSERT INTO companies (name, logo) VALUES
      ('Published Logo', ${`https://api.example.com/api/common/image/${fileId('P')}`}),
      ('Outside Logo', 'https://cdn.example.net/logo.png'),
      ('Unknown Image', ${`/api/common/image/${fileId('U')}`}),
      ('Twin Name', ''),
      ('TWIN NAME', '')`.execute(db);

  await up(db as unknown as Kysely<unknown>);

  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name', 'logo_file_id'])
    .orderBy('id')
    .execute();
  const twin = rows.find((row) => row.name.startsWith('TWIN'));
  expect(rows.map(({ name, logo_file_id }) => [name, logo_file_id])).toEqual([
    ['Published Logo', fileId('P')],
    ['Outside Logo', null],
    ['Unknown Image', null],
    ['Twin Name', null],
    [`TWIN NAME (${twin?.id})`, null],
  ]);
  await expect(
    db.insertInto('companies').values({ name: 'published logo' }).execute(),
  ).rejects.toMatchObject({ code: '23505' });
});
