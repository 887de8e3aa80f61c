import { join } from 'node:path';
import type { Db } from '../db/database.ts';
import type { PeriodicJob } from '../jobs/periodic-job.ts';
import { backupFileName, pruneBackups, writeFileWhole } from './backup-files.ts';
import { snapshotEmbedded } from './embedded-snapshot.ts';

export const backupJobName = 'backup';

export type BackupSchedule = { folder: string; everyHours: number; keep: number };

/**
 * The embedded database's scheduled backup (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP): a
 * snapshot written whole into the folder, then only the newest `keep` kept.
 */
export function backupJob(
  db: Db,
  schedule: BackupSchedule,
  log: { info: (details: object, message: string) => void },
): PeriodicJob {
  return {
    name: backupJobName,
    intervalMs: schedule.everyHours * 3_600_000,
    run: async (now) => {
      const file = join(schedule.folder, backupFileName(now));
      const snapshot = await snapshotEmbedded(db);
      await writeFileWhole(file, snapshot);
      const removed = await pruneBackups(schedule.folder, schedule.keep);
      log.info({ file, bytes: snapshot.byteLength, removed }, 'backup written');
    },
  };
}
