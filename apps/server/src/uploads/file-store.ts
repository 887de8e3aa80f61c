/** An image as stored: private to its owner, reachable only through a signed link. */
export type StoredFile = {
  id: string;
  ownerUserId: number;
  mime: string;
  bytes: Buffer;
  width: number;
  height: number;
  createdAt: Date;
};

/**
 * Where uploads are kept, off the engine's connection: a folder on the embedded shape
 * (`BlobFileStore` over `DiskBlobStore`), the database through a pool of its own on PostgreSQL
 * (`DbFileStore`); an S3-compatible bucket could be another `BlobStore`. Every image has its row
 * in `stored_files`, which the forms that name it refer to.
 */
export interface FileStore {
  /** Keeps the file and answers its new, unguessable id. */
  save(file: Omit<StoredFile, 'id'>): Promise<string>;
  read(id: string): Promise<StoredFile | undefined>;
  /** The owner of each id that exists. */
  owners(ids: readonly string[]): Promise<Map<string, number>>;
}

/** The `stored_files` row of a file, with its bytes or, when they are kept elsewhere, none. */
export const storedFileRow = (id: string, file: Omit<StoredFile, 'id'>, bytes: Buffer | null) => ({
  id,
  owner_user_id: file.ownerUserId,
  mime: file.mime,
  bytes,
  byte_count: file.bytes.length,
  width: file.width,
  height: file.height,
  created_at: file.createdAt,
});
