import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
} from './totp.ts';

/** The secret of RFC 4226 appendix D and RFC 6238 appendix B (SHA-1). */
const rfcSecret = new TextEncoder().encode('12345678901234567890');

describe('base32', () => {
  it('encodes the RFC secret as authenticator apps expect', () => {
    expect(base32Encode(rfcSecret)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('follows the RFC 4648 test vectors, without padding', () => {
    const vectors = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ] as const;
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(new TextEncoder().encode(plain))).toBe(encoded);
      expect(new TextDecoder().decode(base32Decode(`${encoded}====`))).toBe(plain);
    }
  });

  it('reads lower case and spaces, and refuses other characters', () => {
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(rfcSecret);
    expect(base32Decode('GEZ1')).toBeUndefined();
  });

  it('round-trips fresh secrets of 160 bits', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)?.length).toBe(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('HOTP (RFC 4226 appendix D)', () => {
  it('gives the published codes for counters 0 to 9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(rfcSecret, counter))).toEqual(expected);
  });
});

describe('TOTP (RFC 6238 appendix B, SHA-1)', () => {
  const vectors = [
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ] as const;

  it('gives the published 8-digit codes', () => {
    for (const [seconds, code] of vectors) {
      expect(totpCode(rfcSecret, new Date(seconds * 1000), 8)).toBe(code);
    }
  });

  it('gives their last six digits as the 6-digit code', () => {
    for (const [seconds, code] of vectors) {
      expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(code.slice(2));
    }
  });
});

describe('matchTotp', () => {
  const at = new Date(1111111111 * 1000);
  const step = totpStep(at);
  const codeAt = (offsetSteps: number) => hotp(rfcSecret, step + offsetSteps);

  it('accepts the current code and one step either side, answering its step', () => {
    for (const offset of [-1, 0, 1]) {
      expect(matchTotp({ secret: rfcSecret, code: codeAt(offset), at, usedStep: 0 })).toBe(
        step + offset,
      );
    }
  });

  it('refuses codes two steps away, wrong codes and malformed codes', () => {
    for (const code of [codeAt(-2), codeAt(2), '000000', '12345', '1234567', 'abcdef', '']) {
      expect(matchTotp({ secret: rfcSecret, code, at, usedStep: 0 }), code).toBeUndefined();
    }
  });

  it('takes a code with a space in the middle, as apps show it', () => {
    const code = codeAt(0);
    expect(
      matchTotp({
        secret: rfcSecret,
        code: `${code.slice(0, 3)} ${code.slice(3)}`,
        at,
        usedStep: 0,
      }),
    ).toBe(step);
  });

  it('refuses a code whose step was used already, and earlier ones', () => {
    expect(matchTotp({ secret: rfcSecret, code: codeAt(0), at, usedStep: step })).toBeUndefined();
    expect(matchTotp({ secret: rfcSecret, code: codeAt(-1), at, usedStep: step })).toBeUndefined();
    expect(matchTotp({ secret: rfcSecret, code: codeAt(1), at, usedStep: step })).toBe(step + 1);
  });
});

describe('otpauthUrl', () => {
  it('builds the Key Uri Format link', () => {
    expect(otpauthUrl({ issuer: 'Back office', account: 'admin', secret: 'ABC' })).toBe(
      'otpauth://totp/Back%20office:admin?secret=ABC&issuer=Back+office&algorithm=SHA1&digits=6&period=30',
    );
  });
});
