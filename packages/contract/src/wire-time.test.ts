import { describe, expect, it } from 'vitest';
import { formatWireTime, parseWireTime } from './wire-time.ts';

describe('wire time', () => {
  it('reads `YYYY-MM-DD HH:mm:ss` as UTC and writes it back the same', () => {
    const at = parseWireTime('2026-11-20 08:30:05');
    expect(at).toEqual(new Date('2026-11-20T08:30:05Z'));
    expect(at && formatWireTime(at)).toBe('2026-11-20 08:30:05');
    expect(formatWireTime(new Date('2026-11-20T08:30:05.999Z'))).toBe('2026-11-20 08:30:05');
  });

  it.each([
    ['ISO with a T', '2026-11-20T08:30:05'],
    ['with a zone', '2026-11-20 08:30:05Z'],
    ['without seconds', '2026-11-20 08:30'],
    ['a day the calendar lacks', '2026-02-30 08:30:05'],
    ['an hour past 23', '2026-11-20 24:00:00'],
    ['empty', ''],
    ['words', 'tomorrow'],
  ])('refuses %s', (_name, text) => {
    expect(parseWireTime(text)).toBeUndefined();
  });
});
