import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest, openDatabase } from '../db/database.ts';
import { testDatabase } from '../test-support/test-platform.ts';
import { createSession, forgetSession, tokenFromHeader, userForToken } from './auth.ts';

let db: Db;
let drop: () => Promise<void>;
let userId: number;
const start = new Date('2026-11-18T12:00:00Z');
const days = (n: number) => new Date(start.getTime() + n * 86_400_000);

beforeAll(async () => {
  const database = await testDatabase();
  drop = database.drop;
  db = await openDatabase(database.location);
  await migrateToLatest(db);
  const user = await db
    .insertInto('users')
    .values({ uid: '10000001', is_demo: true, invite_code: 'INV1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = user.id;
});

afterAll(async () => {
  await db.destroy();
  await drop();
});

describe('sessions', () => {
  it('finds the user of a fresh token, with or without a Bearer prefix', async () => {
    const token = await createSession(db, userId, start);
    const header = tokenFromHeader(`Bearer ${token}`);
    expect(header).toBe(token);
    expect((await userForToken(db, header, start))?.id).toBe(userId);
    expect((await userForToken(db, token, start))?.uid).toBe('10000001');
  });

  it('refuses an expired session even while it is remembered', async () => {
    const token = await createSession(db, userId, start);
    expect(await userForToken(db, token, days(1))).not.toBeNull();
    expect(await userForToken(db, token, days(31))).toBeNull();
  });

  it('refuses unknown and forgotten tokens', async () => {
    expect(await userForToken(db, 'no-such-token', start)).toBeNull();
    expect(await userForToken(db, undefined, start)).toBeNull();
    const token = await createSession(db, userId, start);
    expect(await userForToken(db, token, start)).not.toBeNull();
    await db.deleteFrom('user_sessions').execute();
    forgetSession(db, token);
    expect(await userForToken(db, token, start)).toBeNull();
  });

  it('reads no header that is empty or too long', () => {
    expect(tokenFromHeader(undefined)).toBeUndefined();
    expect(tokenFromHeader('   ')).toBeUndefined();
    expect(tokenFromHeader('x'.repeat(257))).toBeUndefined();
  });
});
