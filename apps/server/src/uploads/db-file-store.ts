import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { FileStore, StoredFile } from './file-store.ts';

/** 144 random bits, URL-safe: 24 characters. */
export const newFileId = (): string => randomBytes(18).toString('base64url');
export const isFileId = (text: string): boolean => /^[A-Za-z0-9_-]{24}$/.test(text);

/**
 * Files in the `stored_files` table (bytea): every process on the same database serves the
 * same files, and a backup of the database holds them too.
 */
export class DbFileStore implements FileStore {
  constructor(private readonly db: Db) {}

  async save(file: Omit<StoredFile, 'id'>): Promise<string> {
    const id = newFileId();
    await this.db
      .insertInto('stored_files')
      .values({
        id,
        owner_user_id: file.ownerUserId,
        mime: file.mime,
        bytes: file.bytes,
        byte_count: file.bytes.length,
        width: file.width,
        height: file.height,
        created_at: file.createdAt,
      })
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
    if (!row) return undefined;
    return {
      id: row.id,
      ownerUserId: row.owner_user_id,
      mime: row.mime,
      bytes: Buffer.from(row.bytes),
      width: row.width,
      height: row.height,
      createdAt: row.created_at,
    };
  }

  async owners(ids: readonly string[]): Promise<Map<string, number>> {
    const valid = ids.filter(isFileId);
    if (valid.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('stored_files')
      .select(['id', 'owner_user_id'])
      .where('id', 'in', valid)
      .execute();
    return new Map(rows.map((row) => [row.id, row.owner_user_id]));
  }
}
