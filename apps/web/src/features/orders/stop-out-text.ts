import type { AccountSummary, Order } from '@tp/contract/entities';
import { formatBalance, formatPrice } from '@tp/domain/money';
import type { TFunction } from 'i18next';
import { isolated } from './order-labels.ts';

/**
 * A holding position's stop-out price as a trader reads it: "Stop-out 1.07460", "Stop-out out of
 * reach" when no price of its instrument gets the account there; null until the live summary
 * (which works it out) has arrived.
 */
export function stopOutPriceText(t: TFunction, order: Order): string | null {
  if (order.StopOutPrice === undefined) return null;
  if (order.StopOutPrice <= 0) return t('order.stopOutNever');
  return t('order.stopOutAt', {
    price: isolated(formatPrice(order.StopOutPrice, order.ForexTradeLists.PricePrecision)),
  });
}

/** The account's equity at stop-out, or "--" without positions or a live summary. */
export const stopOutEquityText = (summary: AccountSummary | null): string =>
  summary && summary.CautionMoneyAll > 0 ? formatBalance(summary.StopOutEquity) : '--';
