import type { DelaySchedule } from './delay-schedule.ts';

/**
 * Failures from one client address, to any accounts: enough free tries for a family or an
 * office behind one address, then a wait that never passes a minute, since the owner of an
 * account shares those waits whenever a guesser shares the address.
 */
export const addressSchedule: DelaySchedule = {
  freeFailures: 10,
  firstDelayMs: 1_000,
  delayMsMax: 60_000,
  forgetAfterMs: 60 * 60_000,
};

/**
 * Failures on one account from one source: one client address, or one device the account
 * knows. The guesser who keeps at one account waits longer than the address's ceiling.
 */
export const sourceSchedule: DelaySchedule = {
  freeFailures: 3,
  firstDelayMs: 2_000,
  delayMsMax: 5 * 60_000,
  forgetAfterMs: 60 * 60_000,
};

/** Failures on an account (from anywhere) after which devices it does not know need a captcha. */
export const captchaAfterFailures = 3;
/** An account's failures are kept a day, so a slow guesser cannot wait for a fresh count. */
export const accountFailuresForgetMs = 24 * 60 * 60_000;
/** Devices remembered per trader or operator: the least recently used go first. */
export const knownDevicesPerOwnerMax = 10;
