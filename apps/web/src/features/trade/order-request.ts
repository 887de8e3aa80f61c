import { pipsToPrice } from '@tp/domain/pips';
import type { CallParams } from '../../api/api-client.ts';
import { expiryParams } from './order-expiry-input.ts';
import { type OrderFormState, OrderMode } from './order-form-state.ts';
import { parseAmount } from './parse-amount.ts';

const wireNumber = (text: string): number | undefined => {
  const amount = parseAmount(text);
  return amount === undefined ? undefined : amount.toNumber();
};

/** The trailing distance typed in pips, as the price distance the server keeps. */
function trailingDistance(state: OrderFormState, pricePrecision: number): number | undefined {
  const pips = state.trailingOn ? parseAmount(state.trailingPips) : undefined;
  return pips ? pipsToPrice(pips, pricePrecision).toNumber() : undefined;
}

/** The submit call's parameters for a form that passed its checks. */
export function orderRequest(
  state: OrderFormState,
  instrument: { id: number; fixedMargin: boolean; pricePrecision: number },
  clientOrderId: string,
): CallParams<'submit'> {
  const { id: instrumentId, fixedMargin } = instrument;
  return {
    type: state.side,
    cont: wireNumber(state.lots) ?? 0,
    forex_id: instrumentId,
    status: state.mode,
    target_price: state.mode === OrderMode.pending ? wireNumber(state.targetPrice) : undefined,
    stop_loss_price: state.stopLossOn ? wireNumber(state.stopLoss) : undefined,
    target_profit_price: state.takeProfitOn ? wireNumber(state.takeProfit) : undefined,
    multiple: fixedMargin ? undefined : state.leverage,
    trailing_distance: trailingDistance(state, instrument.pricePrecision),
    client_order_id: clientOrderId,
    ...(state.mode === OrderMode.pending ? expiryParams(state) : {}),
  };
}
