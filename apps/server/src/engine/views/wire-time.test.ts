import { describe, expect, it } from 'vitest';
import { wireTime } from './wire-time.ts';

describe('wireTime', () => {
  it('writes each time to its own second, in UTC', () => {
    const times = [
      '2026-11-18T12:00:00.000Z',
      '2026-11-18T12:00:00.999Z',
      '2026-11-18T12:00:01.000Z',
      '2026-11-18T12:00:00.500Z',
      '1969-12-31T23:59:59.500Z',
      '1970-01-01T00:00:00.000Z',
    ].map((text) => wireTime(new Date(text)));
    expect(times).toEqual([
      '2026-11-18 12:00:00',
      '2026-11-18 12:00:00',
      '2026-11-18 12:00:01',
      '2026-11-18 12:00:00',
      '1969-12-31 23:59:59',
      '1970-01-01 00:00:00',
    ]);
  });
});
