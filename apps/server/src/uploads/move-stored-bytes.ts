import type { Db } from '../db/database.ts';
import type { BlobStore } from './blob-store.ts';
import { isFileId } from './file-id.ts';

/**
 * Moves the bytes that earlier versions kept in `stored_files` into the blob store, one image
 * at a time, before the platform serves; answers how many moved. Each image's bytes are written
 * before its row lets go of them, so a stop half-way leaves every image readable and the next
 * start finishes the move.
 */
export async function moveStoredBytes(db: Db, blobs: BlobStore): Promise<number> {
  const rows = await db
    .selectFrom('stored_files')
    .select('id')
    .where('bytes', 'is not', null)
    .execute();
  let moved = 0;
  for (const { id } of rows) {
    // A row this server did not make cannot be served, so it is left as it is.
    if (!isFileId(id)) continue;
    const row = await db
      .selectFrom('stored_files')
      .select('bytes')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row?.bytes) continue;
    await blobs.put(id, Buffer.from(row.bytes));
    await db.updateTable('stored_files').set({ bytes: null }).where('id', '=', id).execute();
    moved += 1;
  }
  return moved;
}
