import { codeResendSeconds } from '@tp/contract/endpoints';

/** Limits on verification codes; the resend wait is the contract's (spec §9). */
export const codePolicy = {
  digits: 6,
  validMs: 10 * 60_000,
  triesMax: 5,
  resendMs: codeResendSeconds * 1000,
  /** Codes one address may be sent in a day, whatever the purpose. */
  sendsPerAddressPerDayMax: 10,
  /** Codes one client address may ask for in an hour, to any number of addresses. */
  sendsPerIpPerHourMax: 30,
  /** Rows older than this are deleted: every limit looks back a day at most. */
  keptMs: 2 * 86_400_000,
} as const;
