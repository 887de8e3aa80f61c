import { describe, expect, it } from 'vitest';
import { trustProxyFrom } from './trust-proxy.ts';

describe('trustProxyFrom', () => {
  it('trusts no proxy unless told', () => {
    for (const value of [undefined, '', ' ', '0', 'false'])
      expect(trustProxyFrom(value)).toBe(false);
  });

  it('reads a number of hops', () => {
    expect(trustProxyFrom('1')).toBe(1);
    expect(trustProxyFrom(' 2 ')).toBe(2);
  });

  it('reads addresses, CIDR ranges and the named private ranges', () => {
    expect(trustProxyFrom('10.0.0.0/8, 192.168.1.7,fd00::/8 ,loopback,uniquelocal')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
      'uniquelocal',
    ]);
  });

  it.each([
    'true',
    'TRUE',
    '11',
    '10.0.0.0/33',
    '::1/129',
    'proxy.example.com',
    '10.0.0.1/8/2',
    'any',
  ])('refuses %s', (value) => {
    expect(() => trustProxyFrom(value)).toThrow(/TRUST_PROXY/);
  });
});
