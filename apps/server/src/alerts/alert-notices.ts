import { NoticeKind } from '@tp/contract/notifications';
import { Decimal } from '@tp/domain/decimal';
import type { InstrumentRecord } from '../market/instrument-record.ts';
import type { NoticeDraft } from '../notifications/notice-draft.ts';
import type { StoredMarginAlert } from './margin-alert-store.ts';
import type { StoredPriceAlert } from './price-alert-store.ts';

/** A price alert that fired, with the price that crossed its level, both in the instrument's precision. */
export function priceAlertNotice(
  alert: StoredPriceAlert,
  price: Decimal,
  instrument: InstrumentRecord | undefined,
  at: Date,
): NoticeDraft {
  const precision = instrument?.terms.pricePrecision ?? alert.level.decimalPlaces();
  return {
    userId: alert.userId,
    createdAt: at,
    body: {
      kind: NoticeKind.priceAlert,
      params: {
        alert_id: alert.id,
        symbol: instrument?.showCode || instrument?.code || '',
        direction: alert.direction,
        level: alert.level.toFixed(precision),
        price: price.toFixed(precision),
        repeat: alert.repeat ? 1 : 0,
      },
    },
  };
}

/** The risk rate fell under the trader's level: both in percent, to 2 decimals as FOREX_TRADE shows it. */
export function marginAlertNotice(
  alert: StoredMarginAlert,
  riskRatePct: Decimal,
  at: Date,
): NoticeDraft {
  return {
    userId: alert.userId,
    createdAt: at,
    body: {
      kind: NoticeKind.marginAlert,
      params: {
        level: alert.levelPct.toFixed(2),
        risk_rate: riskRatePct.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
      },
    },
  };
}
