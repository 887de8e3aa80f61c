import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const backupNamePattern = /^tp-backup-\d{8}T\d{6}Z\.tar\.gz$/;

/** `tp-backup-20261118T020000Z.tar.gz`: sorts by time, says when it was taken. */
export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `tp-backup-${stamp}.tar.gz`;
}

/**
 * Writes the file under a temporary name, flushes it to disk, then renames it, so a backup
 * file that exists is always whole.
 */
export async function writeFileWhole(path: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
  const file = await open(partial, 'wx', 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(partial, path);
}

/** Keeps the `keep` newest backups of the folder (by name: by time); answers the ones removed. */
export async function pruneBackups(folder: string, keep: number): Promise<string[]> {
  const names = (await readdir(folder)).filter((name) => backupNamePattern.test(name)).sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await rm(join(folder, name), { force: true });
  return removed;
}
