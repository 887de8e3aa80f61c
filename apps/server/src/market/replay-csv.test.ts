import { describe, expect, it } from 'vitest';
import { parseReplayCsv, parseTime } from './replay-csv.ts';

const plainRows = (text: string, known?: Set<string>) => {
  const parsed = parseReplayCsv(text, known);
  return {
    format: parsed.format,
    rows: parsed.rows.map((r) => ({
      line: r.line,
      timeMs: r.timeMs,
      code: r.code,
      prices: r.prices.map(String),
      volume: r.volume,
    })),
    problems: parsed.problems,
  };
};

describe('parseTime', () => {
  it('reads unix seconds and ISO-8601, UTC unless an offset is given', () => {
    expect(parseTime('1714564800')).toBe(Date.parse('2024-05-01T12:00:00Z'));
    expect(parseTime('1714564800.5')).toBe(Date.parse('2024-05-01T12:00:00.500Z'));
    expect(parseTime('2024-05-01T12:00:00Z')).toBe(Date.parse('2024-05-01T12:00:00Z'));
    expect(parseTime('2024-05-01T12:00:00')).toBe(Date.parse('2024-05-01T12:00:00Z'));
    expect(parseTime('2024-05-01T20:00:00+08:00')).toBe(Date.parse('2024-05-01T12:00:00Z'));
    expect(parseTime('2024-05-01')).toBe(Date.parse('2024-05-01T00:00:00Z'));
  });

  it('rejects anything else', () => {
    expect(parseTime('yesterday')).toBeUndefined();
    expect(parseTime('')).toBeUndefined();
    expect(parseTime('2024-13-45T99:00:00Z')).toBeUndefined();
    expect(parseTime('-5')).toBeUndefined();
  });
});

describe('parseReplayCsv', () => {
  it('reads a tick file, volume optional, comments and blank lines skipped', () => {
    const text = [
      '# recorded ticks',
      'time,code,price,volume',
      '1714564800,EURUSD,1.07123,3',
      '',
      '2024-05-01T12:00:01Z,eurusd,1.07125,',
    ].join('\n');
    expect(plainRows(text)).toEqual({
      format: 'ticks',
      rows: [
        { line: 3, timeMs: 1714564800000, code: 'EURUSD', prices: ['1.07123'], volume: 3 },
        { line: 5, timeMs: 1714564801000, code: 'EURUSD', prices: ['1.07125'], volume: 1 },
      ],
      problems: [],
    });
  });

  it('reads a candle file with its columns in any order', () => {
    const text =
      'code,time,open,high,low,close\r\nXAUUSD,1714564800,2300.5,2302,2299.1,2301.25\r\n';
    expect(plainRows(text)).toEqual({
      format: 'candles',
      rows: [
        {
          line: 2,
          timeMs: 1714564800000,
          code: 'XAUUSD',
          prices: ['2300.5', '2302', '2299.1', '2301.25'],
          volume: 1,
        },
      ],
      problems: [],
    });
  });

  it('reports each bad row with its line number and keeps the good ones', () => {
    const text = [
      'time,code,price',
      '1714564800,EURUSD,1.07',
      'noon,EURUSD,1.07',
      '1714564801,EURUSD,-1',
      '1714564802,,1.07',
      '1714564803,EURUSD,abc',
      '1714564804,ZZZ,1.07',
      '1714564805,EURUSD,1.08',
    ].join('\n');
    const parsed = plainRows(text, new Set(['EURUSD']));
    expect(parsed.rows.map((r) => r.line)).toEqual([2, 8]);
    expect(parsed.problems).toEqual([
      { line: 3, message: 'unreadable time "noon"' },
      { line: 4, message: 'price must be a positive number, got "-1"' },
      { line: 5, message: 'the code is empty' },
      { line: 6, message: 'price must be a positive number, got "abc"' },
      { line: 7, message: 'unknown instrument ZZZ' },
    ]);
  });

  it('rejects a candle whose high or low is not the extreme, and a negative volume', () => {
    const text = [
      'time,code,open,high,low,close,volume',
      '1,BTCUSD,100,99,98,99.5,1',
      '2,BTCUSD,100,101,98,99,-4',
    ].join('\n');
    expect(plainRows(text).problems).toEqual([
      {
        line: 2,
        message: 'high must be the largest and low the smallest of open, high, low, close',
      },
      { line: 3, message: 'volume must be a number ≥ 0, got "-4"' },
    ]);
  });

  it('requires a header row', () => {
    const parsed = plainRows('1714564800,EURUSD,1.07\n1714564801,EURUSD,1.08');
    expect(parsed.format).toBeUndefined();
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0]?.line).toBe(1);
    expect(parsed.problems[0]?.message).toContain('header');
  });

  it('reports an empty file', () => {
    expect(plainRows('').problems[0]?.message).toContain('header');
  });
});
