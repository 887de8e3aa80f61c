/**
 * Where the bytes of uploaded images are kept, apart from the rows that say whose they are:
 * a folder on the embedded shape; an S3-compatible bucket could take its place. Every id
 * given is a file id this server made (`isFileId`), never text from a request.
 */
export interface BlobStore {
  /** Keeps the bytes under the id; a reader sees all of them or none. */
  put(id: string, bytes: Buffer): Promise<void>;
  /** The bytes kept under the id, or undefined when there are none. */
  get(id: string): Promise<Buffer | undefined>;
  delete(id: string): Promise<void>;
}
