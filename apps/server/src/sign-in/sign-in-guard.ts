import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { CaptchaStore } from '../verification/captcha-store.ts';
import { AddressWaits } from './address-waits.ts';
import { failuresCounted, waitMs } from './delay-schedule.ts';
import { type Claim, type ClaimResult, FailureCounts, failureKey } from './failure-counts.ts';
import { deviceHash, isKnownDevice, rememberDevice, type SignInRealm } from './known-devices.ts';
import {
  accountFailuresForgetMs,
  addressSchedule,
  captchaAfterFailures,
  sourceSchedule,
} from './sign-in-policy.ts';

export type SignInAttempt = {
  /** The account as typed, normalised: its failures count under this name, known or not. */
  account: string;
  /** Who the account may be: their known devices are recognised. Empty for a stranger. */
  ownerIds: readonly number[];
  address: string;
  /** The browser's random sign-in id, if it sent one. */
  deviceId: string | undefined;
  /** The picture code's id and the characters typed, if the client sent them. */
  captcha: { key: string; code: string } | undefined;
};

/** A try let through to the password check, with the failures counted for it in advance. */
export type Admission = {
  addressClaim: Claim;
  sourceClaim: Claim;
  accountKey: string;
  sourceKey: string;
  deviceHash: string | undefined;
  knownDevice: boolean;
};

export type SignInGuardDeps = {
  db: Db;
  now: () => Date;
  captchas: CaptchaStore;
  realm: SignInRealm;
};

const refuseWait = (delayMs: number): ApiError =>
  new ApiError('signInDelayed', { seconds: Math.max(1, Math.ceil(delayMs / 1_000)) });

/**
 * Slows a guesser without handing anyone a switch that shuts the owner out (DESIGN §8).
 * The client address and the source (this address, or a device the account knows, on this
 * account) wait longer after each failure, up to a ceiling; an account that has failed a few
 * times asks devices it does not know for a captcha, checked before any password; a device
 * the account has signed in from skips the captcha and the waits of the account.
 */
export class SignInGuard {
  private readonly counts: FailureCounts;
  private readonly addressWaits = new AddressWaits();

  constructor(private readonly deps: SignInGuardDeps) {
    this.counts = new FailureCounts(deps.db, deps.now);
  }

  /**
   * Refuses at once a try from an address this process knows must still wait: called before
   * anything is read, so such a try costs no database work at all.
   */
  refuseWaitingAddress(address: string): void {
    const key = failureKey('address', address);
    const remainingMs = this.addressWaits.remainingMs(key, this.deps.now().getTime());
    if (remainingMs > 0) throw refuseWait(remainingMs);
  }

  /** Lets the try through to the password check, or refuses it with a wait or a captcha. */
  async admit(attempt: SignInAttempt): Promise<Admission> {
    const { realm } = this.deps;
    this.refuseWaitingAddress(attempt.address);
    const addressKey = failureKey('address', attempt.address);
    const hash = attempt.deviceId === undefined ? undefined : deviceHash(attempt.deviceId);
    const knownDevice =
      hash !== undefined && (await isKnownDevice(this.deps.db, realm, attempt.ownerIds, hash));
    const accountKey = failureKey('account', realm, attempt.account);
    const sourceKey = knownDevice
      ? failureKey('device', realm, attempt.account, hash ?? '')
      : failureKey('pair', realm, attempt.account, attempt.address);
    const seen = await this.counts.read([addressKey, accountKey, sourceKey]);
    const now = this.deps.now();
    const addressWaitMs = waitMs(addressSchedule, seen.get(addressKey), now);
    this.addressWaits.remember(addressKey, addressWaitMs, now.getTime());
    const waitingMs = Math.max(addressWaitMs, waitMs(sourceSchedule, seen.get(sourceKey), now));
    // Before the captcha, so that a picture the person solved is not spent on a refusal.
    if (waitingMs > 0) throw refuseWait(waitingMs);
    if (!knownDevice) {
      const accountFailures = failuresCounted(seen.get(accountKey), accountFailuresForgetMs, now);
      if (accountFailures >= captchaAfterFailures) await this.checkCaptcha(attempt);
    }
    const address = await this.counts.claim(addressKey, seen.get(addressKey), addressSchedule);
    if (!('claim' in address)) {
      this.addressWaits.remember(addressKey, address.waitMs, this.deps.now().getTime());
      throw refuseWait(address.waitMs);
    }
    let source: ClaimResult;
    try {
      source = await this.counts.claim(sourceKey, seen.get(sourceKey), sourceSchedule);
    } catch (error) {
      await this.counts.release(address.claim);
      throw error;
    }
    if (!('claim' in source)) {
      await this.counts.release(address.claim);
      throw refuseWait(source.waitMs);
    }
    return {
      addressClaim: address.claim,
      sourceClaim: source.claim,
      accountKey,
      sourceKey,
      deviceHash: hash,
      knownDevice,
    };
  }

  /** The password (or the second factor) was wrong: the try stays counted, on the account too. */
  async failed(admission: Admission): Promise<void> {
    await this.counts.add(admission.accountKey, accountFailuresForgetMs);
  }

  /**
   * The password was right but the sign-in stops short (a second factor to come, an account
   * that may not sign in): the try costs nothing, and nothing is forgotten or remembered.
   */
  async passed(admission: Admission): Promise<void> {
    await this.counts.release(admission.addressClaim);
    await this.counts.release(admission.sourceClaim);
  }

  /**
   * Signed in: the try costs nothing, the account's failures and this source's are forgotten,
   * and the device is remembered. The address keeps its count: signing in to an account of
   * one's own must not buy more guesses at others.
   */
  async succeeded(admission: Admission, ownerId: number): Promise<void> {
    await this.counts.release(admission.addressClaim);
    await this.counts.clear([admission.accountKey, admission.sourceKey]);
    if (admission.deviceHash !== undefined) {
      await rememberDevice(
        this.deps.db,
        this.deps.realm,
        ownerId,
        admission.deviceHash,
        this.deps.now(),
      );
    }
  }

  /** A missing or wrong answer is refused before any password is checked. */
  private async checkCaptcha(attempt: SignInAttempt): Promise<void> {
    if (!attempt.captcha) throw new ApiError('captchaRequired');
    const right = await this.deps.captchas.check(attempt.captcha.key, attempt.captcha.code);
    if (!right) throw new ApiError('wrongCaptcha');
  }
}
