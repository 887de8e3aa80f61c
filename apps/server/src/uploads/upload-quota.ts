import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';

export type UploadQuotaLimits = {
  /** Uploads one trader may send in a UTC day, whatever became of them. */
  uploadsPerDayMax: number;
  /** Bytes one trader may send in a UTC day, counted as received. */
  bytesPerDayMax: number;
};

const dayMs = 86_400_000;

/** Whole UTC days since 1970-01-01: the day a count belongs to. */
export const utcDay = (at: Date): number => Math.floor(at.getTime() / dayMs);

/**
 * What each trader may send a day: a number of uploads and of bytes received, so a trader
 * who sends large files or many of them costs the platform a bounded amount, counted in the
 * database so every process of the scaled shape keeps one count. A trader already at a limit
 * is refused before the file is read; each upload is then charged, in one statement that
 * refuses it if it would pass a limit, so uploads sent together cannot pass it between them.
 */
export class UploadQuota {
  constructor(
    private readonly db: Db,
    private readonly limits: UploadQuotaLimits,
  ) {}

  /** Refuses a trader who has reached either limit today, without charging anything. */
  async check(userId: number, now: Date): Promise<void> {
    const usage = await this.usage(userId, now);
    if (usage.uploadCount >= this.limits.uploadsPerDayMax) throw this.countReached();
    if (usage.receivedBytes >= this.limits.bytesPerDayMax) throw this.bytesReached();
  }

  /** Counts an upload of `receivedBytes` against today's limits, or refuses it and counts nothing. */
  async charge(userId: number, receivedBytes: number, now: Date): Promise<void> {
    if (receivedBytes > this.limits.bytesPerDayMax) throw this.bytesReached();
    const day = utcDay(now);
    const { uploadsPerDayMax, bytesPerDayMax } = this.limits;
    const charged = await sql<{ upload_count: number }>`
      INSERT INTO upload_usage (user_id, day, upload_count, received_bytes)
      VALUES (${userId}, ${day}, 1, ${receivedBytes})
      ON CONFLICT (user_id) DO UPDATE SET
        day = excluded.day,
        upload_count = CASE WHEN upload_usage.day = excluded.day
          THEN upload_usage.upload_count + 1 ELSE 1 END,
        received_bytes = CASE WHEN upload_usage.day = excluded.day
          THEN upload_usage.received_bytes + excluded.received_bytes ELSE excluded.received_bytes END
      WHERE upload_usage.day <> excluded.day
        OR (upload_usage.upload_count < ${uploadsPerDayMax}
          AND upload_usage.received_bytes + excluded.received_bytes <= ${bytesPerDayMax})
      RETURNING upload_count
    `.execute(this.db);
    if (charged.rows.length > 0) return;
    const usage = await this.usage(userId, now);
    throw usage.uploadCount >= uploadsPerDayMax ? this.countReached() : this.bytesReached();
  }

  private async usage(
    userId: number,
    now: Date,
  ): Promise<{ uploadCount: number; receivedBytes: number }> {
    const row = await this.db
      .selectFrom('upload_usage')
      .select(['day', 'upload_count', 'received_bytes'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!row || row.day !== utcDay(now)) return { uploadCount: 0, receivedBytes: 0 };
    return { uploadCount: row.upload_count, receivedBytes: Number(row.received_bytes) };
  }

  private countReached(): ApiError {
    return new ApiError('uploadDailyCountReached', { max: this.limits.uploadsPerDayMax });
  }

  private bytesReached(): ApiError {
    const mb = Math.round((this.limits.bytesPerDayMax / 1024 / 1024) * 10) / 10;
    return new ApiError('uploadDailyBytesReached', { max: mb });
  }
}
