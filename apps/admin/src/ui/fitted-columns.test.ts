import { describe, expect, it } from 'vitest';
import { columnPx, fittedScrollX } from './fitted-columns.ts';

describe('a table’s scroll width', () => {
  it('is the sum of its columns’ widths, 100 px for one without', () => {
    expect(fittedScrollX([{ width: 56 }, { width: 150 }, {}])).toBe(306);
    expect(fittedScrollX([])).toBe(0);
  });

  it('fits a deposit queue waiting for decisions beside the menu at 1280 px', () => {
    // ID, user, type, amount, channel, proof, status, remark, created, actions.
    const deposits = [
      columnPx.id,
      columnPx.user,
      columnPx.kind,
      columnPx.amount,
      columnPx.channel,
      columnPx.image,
      columnPx.status,
      columnPx.remark,
      columnPx.time,
      columnPx.actions,
    ].map((width) => ({ width }));
    // 1280 less the menu (220) and the content's padding (2 × 24).
    expect(fittedScrollX(deposits)).toBeLessThanOrEqual(1280 - 220 - 48);
  });
});
