import { describe, expect, it } from 'vitest';
import { originAllowed } from './origin-check.ts';

const listed = new Set(['https://partner.example.net']);

describe('origin check', () => {
  it.each([
    ['no Origin', undefined, 'api.example.com'],
    ['the same host', 'https://api.example.com', 'api.example.com'],
    ['the same host, any scheme', 'http://localhost:8080', 'localhost:8080'],
    ['the page whose API host this is', 'https://www.example.com', 'api.example.com'],
    [
      'the page whose API host this is, with a port',
      'http://m.example.com:8443',
      'api.example.com:8443',
    ],
    ['a default port written out in Host', 'https://www.example.com', 'api.example.com:443'],
    ['a listed origin', 'https://partner.example.net', 'api.example.com'],
    ['a page on an IP address', 'http://192.168.1.20:8080', '192.168.1.20:8080'],
    ['upper-case letters', 'https://WWW.Example.com', 'API.example.COM'],
    ['a deeper domain', 'https://www.broker.co.uk', 'api.broker.co.uk'],
  ])('allows %s', (_name, origin, host) => {
    expect(originAllowed(origin, host, listed)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example.org', 'api.example.com'],
    ['a look-alike suffix', 'https://www.example.com.evil.org', 'api.example.com'],
    ['another port', 'https://www.example.com:8443', 'api.example.com'],
    ['a page of a two-label host for api.', 'https://evil.com', 'api.com'],
    ['an opaque origin', 'null', 'api.example.com'],
    ['a file page', 'file:///home/trader/page.html', 'api.example.com'],
    ['something that is not an origin', 'not a url', 'api.example.com'],
    ['a page when the request names no host', 'https://www.example.com', undefined],
    ['a listed origin with another scheme', 'http://partner.example.net', 'api.example.com'],
    ['the parent domain', 'https://example.com', 'api.example.com'],
    ['localhost on another port', 'http://localhost:5173', 'localhost:8080'],
    ['another address', 'http://10.0.0.2:8080', '127.0.0.1:8080'],
  ])('refuses %s', (_name, origin, host) => {
    expect(originAllowed(origin, host, listed)).toBe(false);
  });
});
