import { Decimal } from './decimal.ts';

export const accountCurrency = 'USD';

/**
 * The factor that turns an amount in `quoteCurrency` into USD: 1 for USD, the mid of
 * XXXUSD, or 1 / the mid of USDXXX; undefined when no USD pair is priced.
 */
export const quoteToUsd = ({
  quoteCurrency,
  midOf,
}: {
  quoteCurrency: string;
  midOf: (pairCode: string) => Decimal | undefined;
}): Decimal | undefined => {
  const ccy = quoteCurrency.toUpperCase();
  if (ccy === accountCurrency) return new Decimal(1);
  const direct = midOf(`${ccy}${accountCurrency}`);
  if (direct?.gt(0)) return direct;
  const inverse = midOf(`${accountCurrency}${ccy}`);
  if (inverse?.gt(0)) return new Decimal(1).div(inverse);
  return undefined;
};
