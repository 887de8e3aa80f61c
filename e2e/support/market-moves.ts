import type { Decimal } from '@tp/domain/decimal';
import { expect } from 'vitest';
import type { ManualPriceSource } from '../../apps/server/src/market/price-source.ts';
import type { E2ePlatform } from './e2e-platform.ts';

/** The instrument's mid as the platform holds it now. */
export function midOf(env: E2ePlatform, code: string): Decimal {
  const instrument = env.platform.market.instrumentByCode(code);
  const quote = instrument ? env.platform.market.quote(instrument.id) : undefined;
  if (!quote) throw new Error(`${code} has no quote`);
  return quote.mid;
}

/** Moves the instrument's mid to `price` through the test's own source and waits until the market holds it. */
export async function moveMid(
  env: E2ePlatform,
  prices: ManualPriceSource,
  code: string,
  price: Decimal,
): Promise<void> {
  prices.push(code, price);
  await expect.poll(() => midOf(env, code).toFixed()).toBe(price.toFixed());
}
