/** `to` is the full number: calling code and national number (`+85291234567`). */
export type SmsMessage = { to: string; text: string };

/** Sends one SMS; rejects when the provider refuses it or cannot be reached. */
export type SmsProvider = { send: (message: SmsMessage) => Promise<void> };
