import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import { DbFileStore } from './db-file-store.ts';
import type { FileStore } from './file-store.ts';
import { loadLinkSecret } from './link-secret.ts';
import { LinkSigner } from './link-signer.ts';

/** The stored images and the key to their links, shared by every feature that shows one. */
export type Uploads = { store: FileStore; signer: LinkSigner };

export async function openUploads(db: Db, config: Config): Promise<Uploads> {
  return {
    store: new DbFileStore(db),
    signer: new LinkSigner(await loadLinkSecret(db, config), config.publicUrl ?? ''),
  };
}
