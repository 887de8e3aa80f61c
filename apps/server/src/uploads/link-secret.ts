import { randomBytes } from 'node:crypto';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';

/** Settings key of the generated signing key; never among the public settings. */
export const linkSecretSettingKey = 'upload_link_secret';

/**
 * The key that signs file links: UPLOAD_LINK_SECRET, or one generated on the first start and
 * kept in the settings table, so links stay valid across restarts and across processes.
 */
export async function loadLinkSecret(db: Db, config: Config): Promise<Buffer> {
  if (config.uploadLinkSecret) return Buffer.from(config.uploadLinkSecret, 'utf8');
  // Processes starting at once insert their own candidate; the first one wins for all.
  await db
    .insertInto('settings')
    .values({ key: linkSecretSettingKey, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', linkSecretSettingKey)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
