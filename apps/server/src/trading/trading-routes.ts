import { CloseReason } from '@tp/contract/entities';
import { ErrorCatalogue } from '@tp/contract/errors';
import { translateServerMessage } from '@tp/contract/server-messages';
import { CloseScope, isCloseScope } from '@tp/domain/close-scope';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { EngineApi } from '../engine/engine-api.ts';
import { ApiError } from '../http/api-error.ts';
import { route } from '../http/route.ts';
import type { MarketService } from '../market/market-service.ts';
import { isOrderTab, listOrders } from './order-list.ts';
import { clientOrderIdOf, stopPrice, submitCommand } from './submit-command.ts';

export type TradingDeps = { db: Db; now: () => Date; engine: EngineApi; market: MarketService };

/** Pages beyond this are refused rather than scanned. */
const pageMax = 100_000;

/** submit, my_deal, close, close_all, cancel_trade, set_stop_price and amend_trade: thin calls into the engine. */
export function registerTradingRoutes(app: FastifyInstance, deps: TradingDeps): void {
  route(app, deps, 'submit', async ({ params, user, request, setMessage }) => {
    const clientOrderId = clientOrderIdOf(
      params.client_order_id,
      request.headers['idempotency-key'],
    );
    const command = submitCommand(user.id, params, clientOrderId);
    if (!deps.market.instrument(command.instrumentId)) throw new ApiError('instrumentNotFound');
    const order = await deps.engine.placeOrder(command);
    setMessage('trade.orderPlaced');
    return order;
  });

  route(app, deps, 'myDeal', async ({ params, user }) => {
    if (!isOrderTab(params.status)) throw new ApiError('invalidField', { field: 'status' });
    const page = params.page ?? 1;
    if (page < 1 || page > pageMax) throw new ApiError('invalidField', { field: 'page' });
    return listOrders(deps, user.id, params.status, page);
  });

  route(app, deps, 'close', async ({ params, user, setMessage }) => {
    const order = await deps.engine.closePosition({
      userId: user.id,
      orderId: params.id,
      reason: CloseReason.user,
      ...(params.cont === undefined ? {} : { lots: params.cont }),
    });
    setMessage(order.ParentId === undefined ? 'order.closed' : 'order.partClosed');
    return order;
  });

  route(app, deps, 'closeAll', async ({ params, user, lang, setMessage }) => {
    if (!isCloseScope(params.scope)) throw new ApiError('invalidField', { field: 'scope' });
    const instrumentId = params.forex_id;
    if ((params.scope === CloseScope.instrument) !== (instrumentId !== undefined)) {
      throw new ApiError('invalidField', { field: 'forex_id' });
    }
    if (instrumentId !== undefined && !deps.market.instrument(instrumentId)) {
      throw new ApiError('instrumentNotFound');
    }
    const { closed, skipped } = await deps.engine.closePositions({
      userId: user.id,
      scope: params.scope,
      ...(instrumentId === undefined ? {} : { instrumentId }),
      reason: CloseReason.user,
    });
    setMessage(closed.length > 0 ? 'order.closedAll' : 'order.noneClosed');
    return {
      closed,
      skipped: skipped.map(({ order, reason }) => ({
        Id: order.Id,
        Code: ErrorCatalogue[reason].code,
        Msg: translateServerMessage(lang, ErrorCatalogue[reason].key),
      })),
    };
  });

  route(app, deps, 'cancelTrade', async ({ params, user, setMessage }) => {
    const order = await deps.engine.cancelPending({ userId: user.id, orderId: params.id });
    setMessage('order.cancelled');
    return order;
  });

  route(app, deps, 'setStopPrice', async ({ params, user, setMessage }) => {
    const order = await deps.engine.setStops({
      userId: user.id,
      orderId: params.id,
      stopLoss: stopPrice(params.stop_loss_price),
      takeProfit: stopPrice(params.target_profit_price),
      trailingDistance: stopPrice(params.trailing_distance),
    });
    setMessage('order.stopsSet');
    return order;
  });

  route(app, deps, 'amendTrade', async ({ params, user, setMessage }) => {
    const target = params.target_price;
    if (!target.gt(0)) throw new ApiError('targetPriceRequired');
    const order = await deps.engine.amendPending({
      userId: user.id,
      orderId: params.id,
      targetPrice: target,
    });
    setMessage('order.amended');
    return order;
  });
}
