import { describe, expect, it } from 'vitest';
import { languages, resolveLanguage } from './languages.ts';

describe('resolveLanguage', () => {
  it.each([
    ['tw', 'hk'],
    ['TW', 'hk'],
    ['en', 'en'],
    ['spa', 'spa'],
    [' ar ', 'ar'],
    ['xx', 'hk'],
    ['', 'hk'],
    [undefined, 'hk'],
  ])('maps %j to %s', (code, expected) => {
    expect(resolveLanguage(code)).toBe(expected);
  });

  it('offers the 18 languages of the specification', () => {
    expect(languages).toHaveLength(18);
    expect(new Set(languages).size).toBe(18);
  });
});
