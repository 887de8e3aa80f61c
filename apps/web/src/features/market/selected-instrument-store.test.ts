import type { Instrument } from '@tp/contract/entities';
import { describe, expect, it } from 'vitest';
import { instrumentToShow } from './selected-instrument-store.ts';

const instrument = (Id: number, MarketStatus: number) => ({ Id, MarketStatus }) as Instrument;

describe('instrument to show', () => {
  const list = [instrument(1, 0), instrument(2, 0), instrument(17, 1)];

  it('is the chosen one, open or not', () => {
    expect(instrumentToShow(list, 2)?.Id).toBe(2);
  });

  it('is the first open one until one is chosen, or when the chosen one is gone', () => {
    expect(instrumentToShow(list, null)?.Id).toBe(17);
    expect(instrumentToShow(list, 99)?.Id).toBe(17);
  });

  it('is the first when every market is closed, and none before the list loads', () => {
    expect(instrumentToShow([instrument(1, 0), instrument(2, 0)], null)?.Id).toBe(1);
    expect(instrumentToShow(undefined, 1)).toBeUndefined();
    expect(instrumentToShow([], null)).toBeUndefined();
  });
});
