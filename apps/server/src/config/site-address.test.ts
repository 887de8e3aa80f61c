import { describe, expect, it } from 'vitest';
import { allowedOriginsFrom, publicUrlFrom } from './site-address.ts';

describe('allowedOriginsFrom', () => {
  it('reads a comma-separated list of origins', () => {
    expect(allowedOriginsFrom(' https://a.example.com, http://localhost:3000/ ,')).toEqual([
      'https://a.example.com',
      'http://localhost:3000',
    ]);
    expect(allowedOriginsFrom(undefined)).toEqual([]);
  });

  it.each(['a.example.com', 'https://a.example.com/path', 'ftp://a.example.com', '*'])(
    'refuses %s',
    (entry) => {
      expect(() => allowedOriginsFrom(entry)).toThrow(/ALLOWED_ORIGINS/);
    },
  );
});

describe('publicUrlFrom', () => {
  it('reads an origin, with or without its slash', () => {
    expect(publicUrlFrom('https://api.example.com/')).toBe('https://api.example.com');
    expect(publicUrlFrom('http://localhost:8080')).toBe('http://localhost:8080');
    expect(publicUrlFrom('')).toBeUndefined();
    expect(publicUrlFrom(undefined)).toBeUndefined();
  });

  it.each([
    'api.example.com',
    'https://api.example.com/v1',
    'javascript:alert(1)',
    'https://u:p@a.com',
  ])('refuses %s', (value) => {
    expect(() => publicUrlFrom(value)).toThrow(/PUBLIC_URL/);
  });
});
