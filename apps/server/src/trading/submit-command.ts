import type { endpoints } from '@tp/contract/endpoints';
import { parseWireTime } from '@tp/contract/wire-time';
import type { Decimal } from '@tp/domain/decimal';
import { ExpireType, type ExpiryRequest, isExpireType } from '@tp/domain/order-expiry';
import { isSide } from '@tp/domain/side';
import type { z } from 'zod';
import { isPrintable } from '../accounts/printable.ts';
import type { PlaceOrderCommand } from '../engine/commands/place-order.ts';
import type { WithPlainIds } from '../engine/ids.ts';
import { OrderMode } from '../engine/order-record.ts';
import { ApiError } from '../http/api-error.ts';

type SubmitParams = z.output<(typeof endpoints)['submit']['params']>;

const clientOrderIdLengthMax = 64;

/** A stop price of 0 (or none) means "not set", as the order form sends it. */
export const stopPrice = (value: Decimal | undefined): Decimal | undefined =>
  value === undefined || value.isZero() ? undefined : value;

/** The idempotency id from the body, else from the `idempotency-key` header. */
export function clientOrderIdOf(
  fromBody: string | undefined,
  header: string | string[] | undefined,
): string | undefined {
  if (fromBody) {
    if (!isPrintable(fromBody)) throw new ApiError('invalidField', { field: 'client_order_id' });
    return fromBody;
  }
  const raw = (Array.isArray(header) ? header[0] : header)?.trim();
  if (!raw) return undefined;
  if (raw.length > clientOrderIdLengthMax || !isPrintable(raw)) {
    throw new ApiError('invalidField', { field: 'idempotency-key' });
  }
  return raw;
}

/** A pending order's target: required and above 0 ("enter the price" otherwise). */
function targetPriceOf(params: SubmitParams): Decimal | undefined {
  if (params.status !== OrderMode.pending) return undefined;
  const target = params.target_price;
  if (target === undefined || !target.gt(0)) throw new ApiError('targetPriceRequired');
  return target;
}

/**
 * What the trader asked for as the order's expiry (undefined: good till cancelled). A time goes
 * with a date (type 2) only; whether the expiry fits the order and the clock is the engine's to
 * decide, at the moment it places the order.
 */
function expiryOf(params: SubmitParams): ExpiryRequest | undefined {
  const type = params.expire_type ?? ExpireType.goodTillCancelled;
  if (!isExpireType(type)) throw new ApiError('invalidField', { field: 'expire_type' });
  const text = params.expire_time;
  if (type !== ExpireType.date) {
    if (text !== undefined) throw new ApiError('invalidField', { field: 'expire_time' });
    return type === ExpireType.goodTillCancelled ? undefined : { type };
  }
  if (text === undefined) return { type };
  const at = parseWireTime(text);
  if (!at) throw new ApiError('invalidField', { field: 'expire_time' });
  return { type, at };
}

/** Turns submit's parameters into an engine command: a market order, or a pending one (status 0). */
export function submitCommand(
  userId: number,
  params: SubmitParams,
  clientOrderId: string | undefined,
): WithPlainIds<PlaceOrderCommand> {
  if (!isSide(params.type)) throw new ApiError('invalidField', { field: 'type' });
  if (params.status !== OrderMode.market && params.status !== OrderMode.pending) {
    throw new ApiError('invalidField', { field: 'status' });
  }
  const targetPrice = targetPriceOf(params);
  const expiry = expiryOf(params);
  return {
    userId,
    instrumentId: params.forex_id,
    side: params.type,
    lots: params.cont,
    leverage: params.multiple === undefined || params.multiple === 0 ? undefined : params.multiple,
    stopLoss: stopPrice(params.stop_loss_price),
    takeProfit: stopPrice(params.target_profit_price),
    trailingDistance: stopPrice(params.trailing_distance),
    clientOrderId,
    ...(targetPrice ? { targetPrice } : {}),
    ...(expiry ? { expiry } : {}),
  };
}
