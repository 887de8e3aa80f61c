import { describe, expect, it } from 'vitest';
import { isFixedMargin, MarginMode } from './instrument.ts';

describe('instrument', () => {
  it('recognises fixed margin mode', () => {
    expect(isFixedMargin({ marginMode: MarginMode.fixed })).toBe(true);
    expect(isFixedMargin({ marginMode: MarginMode.leverage })).toBe(false);
  });
});
