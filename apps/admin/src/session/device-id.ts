import { storedDeviceId } from '@tp/contract/device-id';

const storageKey = 'tp-admin-device';

/**
 * The back office's random id in this browser, sent with every sign-in: an operator who has
 * signed in here before is let past the captcha that strangers' failures on the name bring.
 */
export function backOfficeDeviceId(storage: Storage = localStorage): string {
  return storedDeviceId(storage, storageKey, () => crypto.getRandomValues(new Uint8Array(16)));
}
