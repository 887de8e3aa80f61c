import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, open, readFile, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BlobStore } from './blob-store.ts';
import { isFileId } from './file-id.ts';

/** Where a write is made before it is renamed into place; no id can name it (ids have no dot). */
const partialFolderName = '.partial';

/**
 * Image bytes as files in a folder: `{folder}/{first two characters of the id}/{id}`, so no
 * folder holds more than a few thousand files. A file is written under a temporary name in
 * `.partial`, flushed to disk, then renamed into place, so a reader never meets half a file;
 * what a crash leaves in `.partial` is cleared on open. Only ids this server made name files,
 * never anything a request sent.
 */
export class DiskBlobStore implements BlobStore {
  private constructor(
    readonly folder: string,
    private readonly temporary: boolean,
  ) {}

  /** The store in the folder, made if missing, with what a crash left half-written cleared. */
  static async open(folder: string): Promise<DiskBlobStore> {
    await rm(join(folder, partialFolderName), { recursive: true, force: true });
    await mkdir(join(folder, partialFolderName), { recursive: true, mode: 0o700 });
    return new DiskBlobStore(folder, false);
  }

  /** A store in a new temporary folder, removed by `close` (for platforms without a data folder). */
  static async temporary(): Promise<DiskBlobStore> {
    const folder = await mkdtemp(join(tmpdir(), 'tp-uploads-'));
    await mkdir(join(folder, partialFolderName), { mode: 0o700 });
    return new DiskBlobStore(folder, true);
  }

  async put(id: string, bytes: Buffer): Promise<void> {
    const path = this.pathOf(id);
    const partial = join(this.folder, partialFolderName, `${id}.${randomBytes(6).toString('hex')}`);
    try {
      const file = await open(partial, 'wx', 0o600);
      try {
        await file.writeFile(bytes);
        // On disk before the rename, so a crash cannot leave an empty file under the id.
        await file.sync();
      } finally {
        await file.close();
      }
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(id: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(id));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(id: string): Promise<void> {
    await rm(this.pathOf(id), { force: true });
  }

  /** Removes the folder if it is a temporary one; a data folder's files stay. */
  async close(): Promise<void> {
    if (this.temporary) await rm(this.folder, { recursive: true, force: true });
  }

  private pathOf(id: string): string {
    if (!isFileId(id)) throw new Error('not a file id');
    return join(this.folder, id.slice(0, 2), id);
  }
}
