import type { Db } from '../db/database.ts';
import { isFileId, newFileId } from './file-id.ts';
import { fileOwners } from './file-owners.ts';
import { type FileStore, ownerOfRow, type StoredFile, storedFileRow } from './file-store.ts';

/**
 * Images kept whole in the `stored_files` table (bytea): every process on the same database
 * serves the same files, and a backup of the database holds them too. The scaled shape gives
 * it a pool of its own (`uploads.ts`), so image bytes never wait for, or hold up, a connection
 * the engine or the gateway's other calls use.
 */
export class DbFileStore implements FileStore {
  constructor(private readonly db: Db) {}

  async save(file: Omit<StoredFile, 'id'>): Promise<string> {
    const id = newFileId();
    await this.db
      .insertInto('stored_files')
      .values(storedFileRow(id, file, file.bytes))
      .execute();
    return id;
  }

  async read(id: string): Promise<StoredFile | undefined> {
    if (!isFileId(id)) return undefined;
    const row = await this.db
      .selectFrom('stored_files')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row?.bytes) return undefined;
    return {
      id: row.id,
      owner: ownerOfRow(row),
      mime: row.mime,
      bytes: Buffer.from(row.bytes),
      width: row.width,
      height: row.height,
      createdAt: row.created_at,
    };
  }

  owners(ids: readonly string[]): Promise<Map<string, number>> {
    return fileOwners(this.db, ids);
  }
}
