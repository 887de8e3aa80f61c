import { describe, expect, it } from 'vitest';
import { isSiteOrigin } from './site-origins.ts';

const none = new Set<string>();

describe('isSiteOrigin', () => {
  it.each([
    ['the API host itself', 'https://api.example.com', 'api.example.com'],
    ['the app beside the API', 'https://www.example.com', 'api.example.com'],
    ['another first label beside the API', 'https://m.example.com', 'api.example.com'],
    ['a deeper domain', 'https://www.broker.co.uk', 'api.broker.co.uk'],
    ['the same port', 'https://www.example.com:8443', 'api.example.com:8443'],
    ['localhost with its port', 'http://localhost:5173', 'localhost:5173'],
    ['an address with its port', 'http://127.0.0.1:8080', '127.0.0.1:8080'],
    ['a host in capitals', 'https://WWW.Example.com', 'API.example.com'],
  ])('accepts %s', (_, origin, host) => {
    expect(isSiteOrigin(origin, host, none)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example', 'api.example.com'],
    ['a look-alike domain', 'https://www.example.com.evil.example', 'api.example.com'],
    ['a parent domain', 'https://example.com', 'api.example.com'],
    ['another port', 'https://www.example.com:9443', 'api.example.com'],
    ['localhost on another port', 'http://localhost:5173', 'localhost:8080'],
    ['a null origin (sandboxed frame, file:)', 'null', 'api.example.com'],
    ['a file origin', 'file://', 'localhost:8080'],
    ['nonsense', 'not a url', 'api.example.com'],
    ['a sibling of an address', 'http://10.0.0.2:8080', '127.0.0.1:8080'],
  ])('refuses %s', (_, origin, host) => {
    expect(isSiteOrigin(origin, host, none)).toBe(false);
  });

  it('accepts the configured origins on any host', () => {
    const configured = new Set(['https://app.example.net']);
    expect(isSiteOrigin('https://app.example.net', 'api.example.com', configured)).toBe(true);
    expect(isSiteOrigin('https://app.example.net:444', 'api.example.com', configured)).toBe(false);
  });
});
