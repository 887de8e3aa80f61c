import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  laneKeyOfPort,
  laneOf,
  laneOfSlot,
  laneSlotAtOrAfterMs,
  slotAt,
  slotStartMs,
} from './push-lanes.ts';

const grid = { intervalMs: 500, lanes: 10 };

describe('push lanes', () => {
  it('cuts the clock into slots owned by the lanes in turn', () => {
    expect(slotAt(1_000_049.9, grid)).toBe(20_000);
    expect(slotAt(1_000_050, grid)).toBe(20_001);
    expect(slotStartMs(20_001, grid)).toBe(1_000_050);
    expect(laneOfSlot(20_001, grid)).toBe(1);
    expect([49_152, 49_153, -3, 7.9].map((key) => laneOf(key, 10))).toEqual([2, 3, 7, 7]);
  });

  it('spreads client ports over the lanes evenly, even ports of one parity', () => {
    for (const step of [1, 2]) {
      const counts = Array.from({ length: 10 }, () => 0);
      for (let port = 32_768; port < 32_768 + 10_000 * step; port += step) {
        const lane = laneOf(laneKeyOfPort(port), 10);
        counts[lane] = (counts[lane] ?? 0) + 1;
      }
      expect(Math.min(...counts), `ports ${step} apart`).toBeGreaterThan(900);
      expect(Math.max(...counts), `ports ${step} apart`).toBeLessThan(1_100);
    }
  });

  it("finds a lane's first slot at or after a moment", () => {
    expect(laneSlotAtOrAfterMs(1_000_000, 0, grid)).toBe(1_000_000);
    expect(laneSlotAtOrAfterMs(1_000_000.5, 0, grid)).toBe(1_000_500);
    expect(laneSlotAtOrAfterMs(1_000_000.5, 1, grid)).toBe(1_000_050);
    expect(laneSlotAtOrAfterMs(1_000_460, 9, grid)).toBe(1_000_950);
  });

  it('gives every moment and lane a slot of that lane within one interval', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 2e12, noNaN: true }),
        fc.integer({ min: 0, max: 9 }),
        (atMs, lane) => {
          const slotMs = laneSlotAtOrAfterMs(atMs, lane, grid);
          const slot = Math.round(slotMs / 50);
          return (
            slotMs >= atMs && slotMs - atMs <= grid.intervalMs && laneOfSlot(slot, grid) === lane
          );
        },
      ),
    );
  });
});
