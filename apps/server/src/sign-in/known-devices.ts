import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { knownDevicesPerOwnerMax } from './sign-in-policy.ts';

/** Whose devices: a trader's (`users`) or an operator's (`operators`). */
export type SignInRealm = 'trader' | 'operator';

/** What is stored of a device's random id: its hash, so the table hands no one a device. */
export const deviceHash = (deviceId: string): string =>
  createHash('sha256').update(`sign-in-device\u0000${deviceId}`).digest('hex');

/** True when one of `ownerIds` has signed in from the device before. */
export async function isKnownDevice(
  db: Db,
  realm: SignInRealm,
  ownerIds: readonly number[],
  hash: string,
): Promise<boolean> {
  if (ownerIds.length === 0) return false;
  const row = await db
    .selectFrom('known_devices')
    .select('owner_id')
    .where('realm', '=', realm)
    .where('owner_id', 'in', ownerIds)
    .where('device_hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers a device the owner has just signed in from; keeps the most recently used few. */
export async function rememberDevice(
  db: Db,
  realm: SignInRealm,
  ownerId: number,
  hash: string,
  now: Date,
): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ realm, owner_id: ownerId, device_hash: hash, last_signed_in_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['realm', 'owner_id', 'device_hash'])
        .doUpdateSet({ last_signed_in_at: now }),
    )
    .execute();
  await db
    .deleteFrom('known_devices')
    .where('realm', '=', realm)
    .where('owner_id', '=', ownerId)
    .where('device_hash', 'not in', (kept) =>
      kept
        .selectFrom('known_devices')
        .select('device_hash')
        .where('realm', '=', realm)
        .where('owner_id', '=', ownerId)
        .orderBy('last_signed_in_at', 'desc')
        .orderBy('device_hash')
        .limit(knownDevicesPerOwnerMax),
    )
    .execute();
}

/** After a password change or reset no device is trusted any more: it may have been a thief's. */
export async function forgetDevices(db: Db, realm: SignInRealm, ownerId: number): Promise<void> {
  await db
    .deleteFrom('known_devices')
    .where('realm', '=', realm)
    .where('owner_id', '=', ownerId)
    .execute();
}
