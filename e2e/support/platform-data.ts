import type { Platform } from '../../apps/server/src/platform-types.ts';

/** Sets an operator setting straight in the platform's database, as the back office would. */
export async function setSetting(platform: Platform, key: string, value: string): Promise<void> {
  await platform.db.updateTable('settings').set({ value }).where('key', '=', key).execute();
}

/**
 * The six-digit code of the newest message to an address in the platform's outbox, where
 * e-mails and SMS are kept when no mail server or SMS provider is set up.
 */
export async function latestCodeSentTo(platform: Platform, address: string): Promise<string> {
  const row = await platform.db
    .selectFrom('outbox_messages')
    .select(['body'])
    .where('recipient', '=', address)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${address}: ${row?.body ?? 'no message'}`);
  return code;
}
