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

/** Where uploads are kept; the database by default, an object store could take its place. */
export interface FileStore {
  /** Keeps the file and answers its new, unguessable id. */
  save(file: Omit<StoredFile, 'id'>): Promise<string>;
  read(id: string): Promise<StoredFile | undefined>;
  /** The owner of each id that exists. */
  owners(ids: readonly string[]): Promise<Map<string, number>>;
}
