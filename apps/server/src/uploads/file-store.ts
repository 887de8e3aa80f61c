/**
 * Who an image belongs to: a trader's is private, reachable only through a signed link; an
 * operator's (a news cover, a provider's logo) is public, at a link that does not expire.
 */
export type FileOwner =
  | { kind: 'trader'; userId: number }
  | { kind: 'operator'; operatorId: number };

/** An image as stored. */
export type StoredFile = {
  id: string;
  owner: FileOwner;
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
  /** The trader who owns each id that names a trader's image. */
  owners(ids: readonly string[]): Promise<Map<string, number>>;
}

/** The `stored_files` row of a file, with its bytes or, when they are kept elsewhere, none. */
export const storedFileRow = (id: string, file: Omit<StoredFile, 'id'>, bytes: Buffer | null) => ({
  id,
  owner_user_id: file.owner.kind === 'trader' ? file.owner.userId : null,
  owner_operator_id: file.owner.kind === 'operator' ? file.owner.operatorId : null,
  mime: file.mime,
  bytes,
  byte_count: file.bytes.length,
  width: file.width,
  height: file.height,
  created_at: file.createdAt,
});

/** The owner a `stored_files` row names. */
export function ownerOfRow(row: {
  owner_user_id: number | null;
  owner_operator_id: number | null;
}): FileOwner {
  if (row.owner_user_id !== null) return { kind: 'trader', userId: row.owner_user_id };
  return { kind: 'operator', operatorId: row.owner_operator_id ?? 0 };
}

/** An operator's image is published: anyone may see it. */
export const isPublicFile = (file: Pick<StoredFile, 'owner'>): boolean =>
  file.owner.kind === 'operator';
