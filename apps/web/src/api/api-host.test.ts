import { describe, expect, it } from 'vitest';
import { apiOrigin, realtimeUrl } from './api-host.ts';

const at = (protocol: string, hostname: string, port = '') => ({ protocol, hostname, port });

describe('apiOrigin', () => {
  it('replaces the first label with api on a host with three or more labels', () => {
    expect(apiOrigin(at('https:', 'www.example.com'))).toBe('https://api.example.com');
    expect(apiOrigin(at('https:', 'm.trade.example.co.uk'))).toBe(
      'https://api.trade.example.co.uk',
    );
  });

  it('keeps the port of the page', () => {
    expect(apiOrigin(at('http:', 'app.example.com', '8443'))).toBe('http://api.example.com:8443');
  });

  it('uses the own origin on a host with fewer than three labels', () => {
    expect(apiOrigin(at('http:', 'localhost', '8080'))).toBe('http://localhost:8080');
    expect(apiOrigin(at('https:', 'example.com'))).toBe('https://example.com');
  });

  it('uses the own origin on an IP address', () => {
    expect(apiOrigin(at('http:', '192.168.1.20', '8080'))).toBe('http://192.168.1.20:8080');
    expect(apiOrigin(at('http:', '[::1]', '8080'))).toBe('http://[::1]:8080');
  });
});

describe('realtimeUrl', () => {
  it('follows the page protocol', () => {
    expect(realtimeUrl(at('https:', 'www.example.com'))).toBe('wss://api.example.com/v1/ws');
    expect(realtimeUrl(at('http:', '127.0.0.1', '8080'))).toBe('ws://127.0.0.1:8080/v1/ws');
  });
});
