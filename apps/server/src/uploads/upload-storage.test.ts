import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileLinkPath } from '@tp/contract/endpoints';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fetchLink,
  newRealUser,
  noiseJpeg,
  type TestUser,
  testJpeg,
  uploadImage,
} from '../test-support/funds-test-kit.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Every file under the folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();
}

const idOfLink = (link: string) =>
  new URL(link, 'http://localhost').pathname.slice(fileLinkPath.length + 1);

const storedRow = (platform: TestPlatform, id: string) =>
  platform.db
    .selectFrom('stored_files')
    .select(['owner_user_id', 'mime', 'byte_count', 'width', 'height'])
    .select(sql<boolean>`bytes IS NOT NULL`.as('bytes_in_database'))
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

// On PostgreSQL the bytes stay in the database, on a pool of their own (the next block).
describe.skipIf(onPostgres)('embedded shape: uploads on disk', () => {
  let base: string;
  let folder: string;
  let platform: TestPlatform;
  let trader: TestUser;

  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'upload-storage-'));
    folder = join(base, 'uploads');
    // What a crash in the middle of a write would leave behind.
    await mkdir(join(folder, '.partial'), { recursive: true });
    await writeFile(join(folder, '.partial', 'half-written'), Buffer.alloc(100, 1));
    platform = await startTestPlatform({ rateLimitPerMinute: 100_000, uploadsDir: folder });
    trader = await newRealUser(platform);
  });

  afterAll(async () => {
    await platform?.close();
    await rm(base, { recursive: true, force: true });
  });

  it('keeps the bytes of a new upload in a file of the uploads folder, not in the database', async () => {
    const answer = await uploadImage(platform, trader.token, await noiseJpeg(320, 240));
    expect(answer.code, answer.msg).toBe(1);
    const id = idOfLink(answer.data.url);
    const served = await fetchLink(platform, answer.data.url);
    expect(served.statusCode).toBe(200);

    const files = (await filesUnder(folder)).filter((path) => path.endsWith(id));
    expect(files).toHaveLength(1);
    expect(await readFile(join(folder, files[0] ?? ''))).toEqual(served.rawPayload);
    expect(await storedRow(platform, id)).toEqual({
      owner_user_id: trader.userId,
      mime: 'image/jpeg',
      byte_count: served.rawPayload.length,
      width: 320,
      height: 240,
      bytes_in_database: false,
    });
  });

  it('clears what a crash left half-written, and leaves nothing half-written itself', async () => {
    await uploadImage(platform, trader.token, await testJpeg());
    const partial = join(folder, '.partial');
    expect(existsSync(partial) ? await readdir(partial) : []).toEqual([]);
  });

  it('names the file by its random id, whatever name the upload came with', async () => {
    const answer = await uploadImage(platform, trader.token, await testJpeg(), {
      filename: '../../escaped.jpg',
    });
    expect(answer.code).toBe(1);
    const id = idOfLink(answer.data.url);
    expect(id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect((await filesUnder(folder)).filter((path) => path.endsWith(id))).toHaveLength(1);
    expect((await filesUnder(base)).some((path) => path.includes('escaped'))).toBe(false);
    expect(existsSync(join(folder, '..', '..', 'escaped.jpg'))).toBe(false);
  });

  it('answers 404, not a failure, for a file whose bytes have gone from the folder', async () => {
    const answer = await uploadImage(platform, trader.token, await testJpeg());
    const id = idOfLink(answer.data.url);
    const [path] = (await filesUnder(folder)).filter((file) => file.endsWith(id));
    await unlink(join(folder, path ?? ''));
    const res = await fetchLink(platform, answer.data.url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1002, data: null });
  });

  it('gives an in-memory platform a temporary folder of its own, removed when it closes', async () => {
    const inMemory = await startTestPlatform();
    let own: string | undefined;
    try {
      own = inMemory.uploads?.folder;
      expect(own).toBeDefined();
      expect(own?.startsWith(tmpdir())).toBe(true);
      const user = await newRealUser(inMemory);
      const answer = await uploadImage(inMemory, user.token, await testJpeg());
      expect(
        (await filesUnder(own ?? '')).filter((path) => path.endsWith(idOfLink(answer.data.url))),
      ).toHaveLength(1);
    } finally {
      await inMemory.close();
    }
    expect(existsSync(own ?? '')).toBe(false);
  });
});

// Without PostgreSQL there is one connection, and the bytes go to disk (the block above).
describe.runIf(onPostgres)('scaled store: the database, on a pool of its own', () => {
  let platform: TestPlatform;
  let trader: TestUser;

  beforeAll(async () => {
    platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
    trader = await newRealUser(platform);
  });

  afterAll(async () => {
    await platform?.close();
  });

  it('stores and serves an upload while every connection of the platform’s pool is taken', async () => {
    // The trader's session is read once, then kept by the process.
    expect((await uploadImage(platform, trader.token, await testJpeg())).code).toBe(1);
    const image = await noiseJpeg(320, 240);

    let releasePool!: () => void;
    const released = new Promise<void>((resolve) => {
      releasePool = resolve;
    });
    let taken = 0;
    let allTaken!: () => void;
    const everyConnectionTaken = new Promise<void>((resolve) => {
      allTaken = resolve;
    });
    // The size of a test database's pool (test-support/test-platform.ts).
    const poolSize = 5;
    const holders = Array.from({ length: poolSize }, () =>
      platform.db.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        taken += 1;
        if (taken === poolSize) allTaken();
        await released;
      }),
    );
    await everyConnectionTaken;

    const stalled = 'the upload waited for a connection of the platform’s pool';
    let outcome: Awaited<ReturnType<typeof uploadImage>> | typeof stalled;
    let served: Awaited<ReturnType<typeof fetchLink>> | undefined;
    try {
      outcome = await Promise.race([
        uploadImage(platform, trader.token, image),
        new Promise<typeof stalled>((resolve) => setTimeout(() => resolve(stalled), 10_000)),
      ]);
      if (outcome !== stalled) served = await fetchLink(platform, outcome.data.url);
    } finally {
      releasePool();
      await Promise.all(holders);
    }
    if (outcome === stalled) throw new Error(stalled);
    expect(outcome.code, outcome.msg).toBe(1);
    expect(served?.statusCode).toBe(200);
    const row = await storedRow(platform, idOfLink(outcome.data.url));
    expect(row).toMatchObject({ owner_user_id: trader.userId, bytes_in_database: true });
    expect(row.byte_count).toBe(served?.rawPayload.length);
  });
});
