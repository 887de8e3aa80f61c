import { createHmac } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 (no padding needed, spaces and case ignored) to bytes. */
export function base32Bytes(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/**
 * The 6-digit code an authenticator app shows at `timeMs` for a base32 secret: RFC 6238 with
 * SHA-1 and 30-second steps, the truncation of RFC 4226.
 */
export function totpCode(secret: string, timeMs: number, stepSeconds = 30, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(timeMs / 1000 / stepSeconds)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

const totpStepMs = 30_000;

/**
 * An authenticator app holding one secret, on the platform's clock: each code it gives is of a
 * later 30-second step than the one before, as the platform accepts a code only once.
 */
export class Authenticator {
  private lastCodeAtMs = 0;

  constructor(
    readonly secret: string,
    private readonly nowMs: () => number,
  ) {}

  nextCode(): string {
    const at = Math.max(this.nowMs(), this.lastCodeAtMs + totpStepMs);
    this.lastCodeAtMs = at;
    return totpCode(this.secret, at);
  }
}
