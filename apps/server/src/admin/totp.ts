import { createHmac, randomBytes } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as authenticator apps make
 * them: HMAC-SHA-1, 6 digits, 30-second steps. Pure apart from the random secret.
 */
export const totpDigits = 6;
export const totpStepSeconds = 30;
/** Steps either side of now that still count, for clocks a little apart. */
export const totpWindowSteps = 1;
/** 160 bits, the size RFC 4226 recommends for SHA-1. */
const secretBytes = 20;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form authenticator apps take. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Reads base32 in either case, ignoring spaces and padding; undefined for anything else. */
export function base32Decode(text: string): Uint8Array | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) return undefined;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** RFC 4226: the HMAC-SHA-1 of the counter, dynamically truncated to `digits` digits. */
export function hotp(secret: Uint8Array, counter: number, digits = totpDigits): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment falls in (T in RFC 6238, with T0 = 0). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / totpStepSeconds);
}

export function totpCode(secret: Uint8Array, at: Date, digits = totpDigits): string {
  return hotp(secret, totpStep(at), digits);
}

/**
 * The step a code was made for, if it matches now or a step either side and is later than
 * `usedStep` (the step of the last accepted code): a code is good once.
 */
export function matchTotp(args: {
  secret: Uint8Array;
  code: string;
  at: Date;
  usedStep: number;
}): number | undefined {
  const code = args.code.replace(/\s/g, '');
  if (!/^\d+$/.test(code) || code.length !== totpDigits) return undefined;
  const now = totpStep(args.at);
  for (let step = now - totpWindowSteps; step <= now + totpWindowSteps; step++) {
    if (step <= args.usedStep) continue;
    if (constantTimeEqual(hotp(args.secret, step), code)) return step;
  }
  return undefined;
}

/** A fresh secret from the system's random source, in base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(secretBytes));
}

/** The `otpauth://` link an authenticator app reads from a QR code (Key Uri Format). */
export function otpauthUrl(args: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(args.issuer)}:${encodeURIComponent(args.account)}`;
  const query = new URLSearchParams({
    secret: args.secret,
    issuer: args.issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
