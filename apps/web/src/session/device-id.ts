import { storedDeviceId } from '@tp/contract/device-id';

const demoKey = 'tp.deviceId';
const signInKey = 'tp.signInDeviceId';
const randomBytes = () => crypto.getRandomValues(new Uint8Array(16));

/** The demo account's device id: made once per browser and kept, so the same demo comes back. */
export function deviceId(storage: Storage = localStorage): string {
  return storedDeviceId(storage, demoKey, randomBytes);
}

/**
 * The id a sign-in sends so the server recognises this browser the next time and lets its owner
 * past the captcha. Kept apart from the demo id, which travels in URLs and is stored as it is,
 * while this one acts as a credential: it is only ever sent in a sign-in's body.
 */
export function signInDeviceId(storage: Storage = localStorage): string {
  return storedDeviceId(storage, signInKey, randomBytes);
}
