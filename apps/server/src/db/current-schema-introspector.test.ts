import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabase } from '../test-support/test-platform.ts';
import { type Db, migrateToLatest, openDatabase } from './database.ts';

let db: Db;
let drop: () => Promise<void>;
const otherSchema = `other_${process.pid}_${Date.now()}`;

beforeAll(async () => {
  const database = await testDatabase();
  drop = database.drop;
  db = await openDatabase(database.location);
  await migrateToLatest(db);
  // A table of the same name in another schema, as another test file's schema would hold.
  await sql
    .raw(`CREATE SCHEMA ${otherSchema}; CREATE TABLE ${otherSchema}.users (elsewhere int)`)
    .execute(db);
});

afterAll(async () => {
  await sql.raw(`DROP SCHEMA IF EXISTS ${otherSchema} CASCADE`).execute(db);
  await db?.destroy();
  await drop?.();
});

describe('introspection of the connection’s own schema', () => {
  it('lists its tables with their columns, and none of another schema', async () => {
    const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
    const schema = rows[0]?.schema;
    const tables = await db.introspection.getTables();
    expect(tables.every((table) => table.schema === schema)).toBe(true);
    const names = tables.map((table) => table.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'orders', 'kysely_migration']));
    const users = tables.find((table) => table.name === 'users');
    const id = users?.columns.find((column) => column.name === 'id');
    expect(id).toMatchObject({ dataType: 'int8', isAutoIncrementing: true, isNullable: false });
    expect(users?.columns.some((column) => column.name === 'elsewhere')).toBe(false);
    const uid = users?.columns.find((column) => column.name === 'uid');
    expect(uid).toMatchObject({
      dataType: 'text',
      isAutoIncrementing: false,
      hasDefaultValue: false,
    });
  });

  it('names its own schema only', async () => {
    const schemas = await db.introspection.getSchemas();
    expect(schemas).toHaveLength(1);
    expect(schemas[0]?.name).not.toBe(otherSchema);
  });

  it('migrates again with nothing to do', async () => {
    await expect(migrateToLatest(db)).resolves.toBeUndefined();
  });
});
