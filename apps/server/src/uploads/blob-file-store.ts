import type { Db } from '../db/database.ts';
import type { BlobStore } from './blob-store.ts';
import { isFileId, newFileId } from './file-id.ts';
import { fileOwners } from './file-owners.ts';
import { type FileStore, ownerOfRow, type StoredFile, storedFileRow } from './file-store.ts';

/**
 * Images whose bytes are kept in a blob store (a folder on the embedded shape) and whose row
 * in `stored_files` says only whose each is and what it is: the forms that name an image refer
 * to that row, and no image's bytes pass through the database.
 */
export class BlobFileStore implements FileStore {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
  ) {}

  /** The bytes first, then the row: a row never names bytes that are not there yet. */
  async save(file: Omit<StoredFile, 'id'>): Promise<string> {
    const id = newFileId();
    await this.blobs.put(id, file.bytes);
    try {
      await this.db
        .insertInto('stored_files')
        .values(storedFileRow(id, file, null))
        .execute();
    } catch (error) {
      await this.blobs.delete(id);
      throw error;
    }
    return id;
  }

  async read(id: string): Promise<StoredFile | undefined> {
    if (!isFileId(id)) return undefined;
    const row = await this.db
      .selectFrom('stored_files')
      .select(['id', 'owner_user_id', 'owner_operator_id', 'mime', 'width', 'height', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const bytes = await this.blobs.get(id);
    if (!bytes) return undefined;
    return {
      id: row.id,
      owner: ownerOfRow(row),
      mime: row.mime,
      bytes,
      width: row.width,
      height: row.height,
      createdAt: row.created_at,
    };
  }

  owners(ids: readonly string[]): Promise<Map<string, number>> {
    return fileOwners(this.db, ids);
  }
}
