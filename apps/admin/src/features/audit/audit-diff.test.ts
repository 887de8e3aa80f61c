import { describe, expect, it } from 'vitest';
import { auditDiff, changedKeys, shownValue } from './audit-diff.ts';

describe('auditDiff', () => {
  it('marks the keys an update changed and keeps the others', () => {
    const before = { spread: 0.0002, tradingEnabled: true, leverageOptions: [10, 100] };
    const after = { spread: 0.0005, tradingEnabled: true, leverageOptions: [10, 100] };
    expect(auditDiff(before, after)).toEqual([
      { key: 'spread', before: '0.0002', after: '0.0005', change: 'changed' },
      { key: 'tradingEnabled', before: 'true', after: 'true', change: 'same' },
      { key: 'leverageOptions', before: '[10,100]', after: '[10,100]', change: 'same' },
    ]);
  });

  it('lists a creation as every key added', () => {
    expect(auditDiff(null, { username: 'ann', role: 'finance' })).toEqual([
      { key: 'username', before: '', after: 'ann', change: 'added' },
      { key: 'role', before: '', after: 'finance', change: 'added' },
    ]);
  });

  it('shows keys that appear or disappear', () => {
    expect(auditDiff({ a: 1, gone: 'x' }, { a: 1, fresh: { z: 1, y: 2 } })).toEqual([
      { key: 'a', before: '1', after: '1', change: 'same' },
      { key: 'gone', before: 'x', after: '', change: 'removed' },
      { key: 'fresh', before: '', after: '{"y":2,"z":1}', change: 'added' },
    ]);
  });

  it('compares nested objects whatever their key order', () => {
    const rows = auditDiff(
      { names: { en: 'FX', hk: '外匯' } },
      { names: { hk: '外匯', en: 'FX' } },
    );
    expect(rows.map((row) => row.change)).toEqual(['same']);
  });

  it('compares single values as one row', () => {
    expect(auditDiff(50, 30)).toEqual([{ key: '', before: '50', after: '30', change: 'changed' }]);
    expect(auditDiff('1', '1')).toEqual([{ key: '', before: '1', after: '1', change: 'same' }]);
  });
});

describe('changedKeys', () => {
  it('names only what changed', () => {
    expect(changedKeys({ status: 0, remark: '' }, { status: 2, remark: 'blurred' })).toEqual([
      'status',
      'remark',
    ]);
    expect(changedKeys({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe('shownValue', () => {
  it('shows text as typed and the rest as JSON', () => {
    expect(shownValue('support')).toBe('support');
    expect(shownValue(false)).toBe('false');
    expect(shownValue(null)).toBe('');
    expect(shownValue([{ Day: 1, Open: 0 }])).toBe('[{"Day":1,"Open":0}]');
  });
});
