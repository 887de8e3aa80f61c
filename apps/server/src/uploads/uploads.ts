import type { Config } from '../config/config.ts';
import { type DatabaseLocation, type Db, openDatabase } from '../db/database.ts';
import { BlobFileStore } from './blob-file-store.ts';
import { DbFileStore } from './db-file-store.ts';
import { DiskBlobStore } from './disk-blob-store.ts';
import type { FileStore } from './file-store.ts';
import { loadLinkSecret } from './link-secret.ts';
import { LinkSigner } from './link-signer.ts';
import { moveStoredBytes } from './move-stored-bytes.ts';
import { publicImageLink } from './public-image-link.ts';
import { UploadLimiter } from './upload-limiter.ts';
import { UploadQuota } from './upload-quota.ts';

/** The stored images, the key to their links and the bounds on uploading, for every feature that shows one. */
export type Uploads = {
  store: FileStore;
  signer: LinkSigner;
  /** The link to a published image: it does not expire. */
  publicLink: (fileId: string) => string;
  /** Turns to work on an upload, per trader and in all. */
  limiter: UploadLimiter;
  /** What each trader may send a day. */
  quota: UploadQuota;
  /** The folder that holds the images on the embedded shape; undefined when the database does. */
  folder: string | undefined;
  close: () => Promise<void>;
};

/**
 * Where the images go: on PostgreSQL, the database, through a pool of their own; on PGlite
 * (one connection, the engine's), a folder: the data folder's `uploads`, or a temporary one
 * removed on close when there is no data folder.
 */
export type UploadsLocation = { database: DatabaseLocation; folder: string | undefined };

/** Uploads waiting for a turn in all: each holds its file (at most 8 MiB) while it waits. */
const uploadsWaitingMax = 16;
/** Long enough for a few images ahead to be re-encoded; a trader then hears to try again. */
const uploadWaitMs = 10_000;
/** Connections of the uploads' pool beyond one per turn: for serving images and the quota. */
const uploadReadConnections = 2;

export async function openUploads(
  db: Db,
  config: Config,
  location: UploadsLocation,
): Promise<Uploads> {
  const signer = new LinkSigner(await loadLinkSecret(db, config), config.publicUrl ?? '');
  const publicLink = publicImageLink(config.publicUrl ?? '');
  const limiter = new UploadLimiter({
    perUserMax: config.uploadsAtOncePerUser,
    totalMax: config.uploadsAtOnce,
    waitingMax: uploadsWaitingMax,
    waitMs: uploadWaitMs,
  });
  const quotaLimits = {
    uploadsPerDayMax: config.uploadsPerDayMax,
    bytesPerDayMax: config.uploadBytesPerDayMax,
  };
  if (location.database.kind === 'postgres') {
    const filesDb = await openDatabase({
      kind: 'postgres',
      url: location.database.url,
      poolSize: config.uploadsAtOnce + uploadReadConnections,
      applicationName: 'tp-uploads',
    });
    return {
      store: new DbFileStore(filesDb),
      signer,
      publicLink,
      limiter,
      quota: new UploadQuota(filesDb, quotaLimits),
      folder: undefined,
      close: () => filesDb.destroy(),
    };
  }
  const blobs = location.folder
    ? await DiskBlobStore.open(location.folder)
    : await DiskBlobStore.temporary();
  try {
    await moveStoredBytes(db, blobs);
  } catch (error) {
    await blobs.close();
    throw error;
  }
  return {
    store: new BlobFileStore(db, blobs),
    signer,
    publicLink,
    limiter,
    quota: new UploadQuota(db, quotaLimits),
    folder: blobs.folder,
    close: () => blobs.close(),
  };
}
