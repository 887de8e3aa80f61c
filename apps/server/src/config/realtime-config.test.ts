import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('the realtime socket’s settings', () => {
  it('default to no other origin and 200 sockets per client address', () => {
    const config = readConfig({});
    expect(config.allowedOrigins).toEqual([]);
    expect(config.socketsPerAddressMax).toBe(200);
  });

  it('read ALLOWED_ORIGINS as origins in their normal form', () => {
    const config = readConfig({
      ALLOWED_ORIGINS:
        ' https://WWW.Example.com , http://localhost:5173/,https://app.example.com:443',
    });
    expect(config.allowedOrigins).toEqual([
      'https://www.example.com',
      'http://localhost:5173',
      'https://app.example.com',
    ]);
  });

  it.each([
    'www.example.com',
    'https://www.example.com/app',
    'https://www.example.com?x=1',
    'ftp://files.example.com',
    'null',
  ])('refuse %s in ALLOWED_ORIGINS', (entry) => {
    expect(() => readConfig({ ALLOWED_ORIGINS: entry })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('refuse a socket limit below one', () => {
    expect(readConfig({ SOCKETS_PER_ADDRESS_MAX: '20' }).socketsPerAddressMax).toBe(20);
    expect(() => readConfig({ SOCKETS_PER_ADDRESS_MAX: '0' })).toThrow();
    expect(() => readConfig({ SOCKETS_PER_ADDRESS_MAX: 'many' })).toThrow();
  });
});
