/** A price range of the chart's scale. */
export type PriceRange = { minValue: number; maxValue: number };

/**
 * How an order line bears on the price scale: `always` widens it to the line (an entry, a
 * stop or a target the trader set and may drag), `near` only while the line is within one
 * height of the candles' own range (a stop-out level: far off, it would squash the candles
 * into a flat line, and the position's row says where it is).
 */
export type LineScale = 'always' | 'near';

/** The range the scale shows: the candles', widened for the lines that bear on it. */
export function scaledRange(
  candles: PriceRange,
  lines: readonly { price: number; scale: LineScale }[],
): PriceRange {
  const height = candles.maxValue - candles.minValue;
  let { minValue, maxValue } = candles;
  for (const { price, scale } of lines) {
    const near = price >= candles.minValue - height && price <= candles.maxValue + height;
    if (scale === 'near' && !near) continue;
    minValue = Math.min(minValue, price);
    maxValue = Math.max(maxValue, price);
  }
  return { minValue, maxValue };
}
