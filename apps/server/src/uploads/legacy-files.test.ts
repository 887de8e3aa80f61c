import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { fetchLink, newRealUser, noiseJpeg } from '../test-support/funds-test-kit.ts';
import { restartablePlatform } from '../test-support/restartable-platform.ts';
import { loadLinkSecret } from './link-secret.ts';
import { LinkSigner } from './link-signer.ts';

const start = restartablePlatform('legacy-files');
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

it('still serves images an earlier version kept in stored_files, and serves them from disk after a restart on the embedded shape', async () => {
  const bytes = await noiseJpeg(200, 150);
  const ids = [randomBytes(18).toString('base64url'), randomBytes(18).toString('base64url')];

  const earlier = await start();
  try {
    const trader = await newRealUser(earlier);
    // As earlier versions wrote every upload: the bytes in the row.
    for (const id of ids) {
      await earlier.db
        .insertInto('stored_files')
        .values({
          id,
          owner_user_id: trader.userId,
          mime: 'image/jpeg',
          bytes,
          byte_count: bytes.length,
          width: 200,
          height: 150,
          created_at: earlier.clock.now(),
        })
        .execute();
    }
  } finally {
    await earlier.close();
  }

  const later = await start();
  try {
    const signer = new LinkSigner(await loadLinkSecret(later.db, later.config));
    for (const id of ids) {
      const served = await fetchLink(later, signer.link(id, later.clock.now()));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.rawPayload).toEqual(bytes);
    }
    const rows = await later.db
      .selectFrom('stored_files')
      .select(['id', sql<boolean>`bytes IS NOT NULL`.as('bytes_in_database')])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    // On PostgreSQL the bytes belong in the database; on the embedded shape they move to disk.
    expect(rows.map((row) => row.bytes_in_database)).toEqual([onPostgres, onPostgres]);
    if (!onPostgres) {
      const folder = later.uploads?.folder ?? '';
      const files = await readdir(folder, { recursive: true });
      for (const id of ids) {
        const path = files.find((file) => file.endsWith(id));
        expect(path).toBeDefined();
        expect(await readFile(join(folder, path ?? ''))).toEqual(bytes);
      }
    }
  } finally {
    await later.close();
  }
});
