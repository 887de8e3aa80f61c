import { hash } from 'node:crypto';
import type { Decimal } from '@tp/domain/decimal';
import type { ExpiryRequest } from '@tp/domain/order-expiry';
import type { Side } from '@tp/domain/side';

/** The terms of an order as the trader asked for them: what its fingerprint is made of. */
export type OrderRequest = {
  instrumentId: number;
  side: Side;
  lots: Decimal;
  leverage: number | undefined;
  stopLoss?: Decimal;
  takeProfit?: Decimal;
  targetPrice?: Decimal;
  expiry?: ExpiryRequest;
  trailingDistance?: Decimal | undefined;
};

const decimalText = (value: Decimal | undefined): string => (value ? value.toString() : '');

/**
 * What a submit asked for, reduced to a short hash: the instrument, side, lots, leverage, stops
 * and target, each written canonically (1.10 and 1.1 are the same lots). An idempotency id
 * repeated with the same fingerprint is a retry; with another, a different order that reused it.
 * Stops changed later do not change the order's fingerprint, so a late retry still matches.
 * An expiry and a trailing stop are added only when asked for, so an order without them keeps
 * the fingerprint it had before they existed.
 */
export function orderRequestFingerprint(cmd: OrderRequest): string {
  const fields = [
    cmd.instrumentId,
    cmd.side,
    decimalText(cmd.lots),
    cmd.leverage ?? 0,
    decimalText(cmd.stopLoss),
    decimalText(cmd.takeProfit),
    decimalText(cmd.targetPrice),
  ];
  if (cmd.expiry) fields.push(`expiry:${cmd.expiry.type}:${cmd.expiry.at?.getTime() ?? ''}`);
  if (cmd.trailingDistance) fields.push(`trail:${decimalText(cmd.trailingDistance)}`);
  return hash('sha256', fields.join('|'), 'base64url').slice(0, 22);
}
