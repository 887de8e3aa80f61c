import { describe, expect, it } from 'vitest';
import { apiLink } from './api-link.ts';

const www = { protocol: 'https:', hostname: 'www.example.com', port: '' };
const local = { protocol: 'http:', hostname: '127.0.0.1', port: '8080' };

describe('apiLink', () => {
  it('resolves a path against the API host, not the page’s', () => {
    expect(apiLink('/api/common/image/abc', www)).toBe(
      'https://api.example.com/api/common/image/abc',
    );
    expect(apiLink('/api/common/image/abc', local)).toBe(
      'http://127.0.0.1:8080/api/common/image/abc',
    );
  });

  it('keeps an absolute http(s) link as it is', () => {
    expect(apiLink('https://cdn.example.net/a.png', www)).toBe('https://cdn.example.net/a.png');
  });

  it('shows nothing for another scheme, a host-relative link or an empty one', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example',
      'x.png',
      '',
    ]) {
      expect(apiLink(link, www), link).toBe('');
    }
  });
});
