import { describe, expect, it } from 'vitest';
import { accountDetailFixture } from '../funds/test-support/funds-fixtures.ts';
import { walletFigures } from './wallet-figures.ts';

describe('wallet figures', () => {
  it('shows frozen, net value, free margin and withdrawing at 2 decimals, half up', () => {
    const figures = walletFigures(
      accountDetailFixture({
        lock_balance: 50,
        equity: 1250.125,
        free_margin: -0.001,
        withdrawing: 0,
      }),
    );
    expect(figures.map((figure) => [figure.key, figure.value])).toEqual([
      ['lock-balance', '50.00'],
      ['equity', '1250.13'],
      ['free-margin', '0.00'],
      ['withdrawing', '0.00'],
    ]);
  });
});
