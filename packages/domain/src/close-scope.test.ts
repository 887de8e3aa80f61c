import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CloseScope, inCloseScope, isCloseScope } from './close-scope.ts';
import { dec } from './decimal.ts';

const position = (instrumentId: number, pnl: string | undefined) => ({
  instrumentId,
  pnl: pnl === undefined ? undefined : dec(pnl),
});

describe('inCloseScope', () => {
  it.each([
    [CloseScope.all, position(1, '-3'), true],
    [CloseScope.all, position(1, undefined), true],
    [CloseScope.winners, position(1, '0.000001'), true],
    [CloseScope.winners, position(1, '0'), false],
    [CloseScope.winners, position(1, undefined), false],
    [CloseScope.losers, position(1, '-0.000001'), true],
    [CloseScope.losers, position(1, '0'), false],
    [CloseScope.losers, position(1, '5'), false],
  ])('scope %s takes %o: %s', (scope, p, expected) => {
    expect(inCloseScope({ scope, position: p })).toBe(expected);
  });

  it('takes one instrument’s positions, whatever their P&L', () => {
    expect(
      inCloseScope({ scope: CloseScope.instrument, instrumentId: 7, position: position(7, '-1') }),
    ).toBe(true);
    expect(
      inCloseScope({ scope: CloseScope.instrument, instrumentId: 7, position: position(8, '1') }),
    ).toBe(false);
  });

  it('winners and losers never share a position, and with the flat ones make up all', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (micros) => {
        const p = position(1, dec(micros).div(1_000_000).toString());
        const winner = inCloseScope({ scope: CloseScope.winners, position: p });
        const loser = inCloseScope({ scope: CloseScope.losers, position: p });
        expect(winner && loser).toBe(false);
        expect(winner || loser || micros === 0).toBe(true);
      }),
    );
  });

  it('knows its scopes and no others', () => {
    expect([0, 1, 2, 3].every(isCloseScope)).toBe(true);
    expect([-1, 4, 1.5].some(isCloseScope)).toBe(false);
  });
});
