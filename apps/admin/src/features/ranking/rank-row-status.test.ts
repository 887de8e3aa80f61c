import { describe, expect, it } from 'vitest';
import { rankRowStatus } from './rank-row-status.ts';

describe('rankRowStatus', () => {
  it.each([
    [{ hidden: false, listed: true }, 'shown'],
    [{ hidden: false, listed: false }, 'notListed'],
    [{ hidden: true, listed: true }, 'hidden'],
    [{ hidden: true, listed: false }, 'hidden'],
  ] as const)('%o → %s', (row, status) => {
    expect(rankRowStatus(row)).toBe(status);
  });
});
