import { type CloseAllResult, CloseReason, type Order, OrderStatus } from '@tp/contract/entities';
import { ErrorCatalogue, ResultCode } from '@tp/contract/errors';
import { formatWireTime } from '@tp/contract/wire-time';
import { Decimal } from '@tp/domain/decimal';
import { expect } from 'vitest';
import { LedgerType } from '../../engine/ledger-type.ts';
import type { SeededRandom } from '../../market/seeded-random.ts';
import type { AdminTestClient } from '../admin-test-client.ts';
import { callApi } from '../api-test-client.ts';
import type { TestPlatform } from '../test-platform.ts';
import type { OrderRow } from './simulation-invariants.ts';
import {
  type Answer,
  decimalText,
  expectClosed,
  expectOrderAnswer,
  expectOwnOrder,
  expectSubmitAnswer,
  IdempotencyKeys,
  isOpen,
  refused,
  type StepFacts,
  type Trader,
} from './simulation-judges.ts';
import {
  pickFrom,
  priceText,
  type SimulatedMarket,
  type Traded,
  traded,
} from './simulation-market.ts';

export type Judge = (facts: StepFacts) => Promise<void> | void;

/**
 * A move once answered: its result code, whether it only repeated an earlier request (a
 * replayed idempotency key), and the check of its answer against the step's facts.
 */
export type Played = { code: number; replay: boolean; judge: Judge };

/** One request, or a tick or a clock move, and how to judge what came of it. */
export type Move = { label: string; play: () => Promise<Played> };

/** A move that is not a request: it always "succeeds" and has nothing to judge. */
export function action(label: string, act: () => void | Promise<void>): Move {
  return {
    label,
    play: async () => {
      await act();
      return { code: ResultCode.ok, replay: false, judge: () => undefined };
    },
  };
}

/** A request: sent when played, its answer judged once the step has settled. */
function request(
  label: string,
  send: () => Promise<Answer>,
  judge: (answer: Answer, facts: StepFacts) => Promise<void> | void,
  replay = false,
): Move {
  return {
    label,
    play: async () => {
      const answer = await send();
      return { code: answer.code, replay, judge: (facts) => judge(answer, facts) };
    },
  };
}

/**
 * The back office as one administrator uses it. The clock a run moves ends operator sessions
 * (12 hours), so the operator signs in again when told 999, each time from an address of its
 * own: sign-ins are limited per address and minute of real time, and a run signs in often.
 */
export class Operator {
  private session: Promise<string> | undefined;
  private signIns = 0;

  constructor(private readonly admin: AdminTestClient) {}

  async call<T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) {
    const token = this.token();
    const answer = await this.admin.call<T>(method, url, { token: await token, body });
    if (answer.code !== ResultCode.notLoggedIn) return answer;
    // One sign-in for every call that found the session over (a TOTP code signs in once).
    if (this.session === token) this.session = undefined;
    return this.admin.call<T>(method, url, { token: await this.token(), body });
  }

  private token(): Promise<string> {
    this.session ??= this.signIn();
    return this.session;
  }

  private async signIn(): Promise<string> {
    this.signIns += 1;
    // The first sign-in enrols the authenticator if this platform's operator has none yet.
    if (this.signIns === 1) return this.admin.token();
    const address = `10.77.${(this.signIns >> 8) & 255}.${this.signIns & 255}`;
    const answer = await this.admin.login('admin', 'admin', this.admin.code('admin'), address);
    if (answer.code !== ResultCode.ok) throw new Error(`operator sign-in: ${answer.msg}`);
    return answer.data.token;
  }
}

/** Lets the event loop turn a few times, so a tick lands among requests already under way. */
async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
}

export type MoveMakerOptions = {
  platform: TestPlatform;
  operator: Operator;
  market: SimulatedMarket;
  random: SeededRandom;
};

/**
 * Builds the moves of traders and the operator. Every random choice is made when a move is
 * built, before any is played, so a seed draws the same numbers however requests interleave.
 */
export class MoveMaker {
  private readonly keys = new IdempotencyKeys();
  private adjustments = 0;

  constructor(private readonly opts: MoveMakerOptions) {}

  private get random(): SeededRandom {
    return this.opts.random;
  }

  private get app() {
    return this.opts.platform.app;
  }

  private pick<T>(items: readonly T[]): T {
    return pickFrom(this.random, items);
  }

  /** A market (1) or pending (0) order, sometimes with stops, its key in the body or the header. */
  submit(trader: Trader, mode: 0 | 1): Move {
    const params = this.orderParams(this.pick(traded), mode);
    return this.submitWith(
      trader,
      params,
      this.keys.fresh(trader.userId),
      this.random.next() < 0.3,
    );
  }

  /**
   * An earlier key sent again: with its first parameters (a retry, answered with the order it
   * made then, whatever the market or a freeze), or with others (a reuse, refused).
   */
  replay(trader: Trader): Move | undefined {
    const keys = this.keys.keysOf(trader.userId);
    if (keys.length === 0) return undefined;
    const key = this.pick(keys);
    const retry = this.random.next() < 0.5 ? this.keys.paramsOf(trader.userId, key) : undefined;
    const params = retry ?? this.orderParams(this.pick(traded), this.pick([0, 1] as const));
    return this.submitWith(trader, params, key, this.random.next() < 0.5);
  }

  /** The same new order sent twice at once, its key once in the body and once in the header. */
  twice(trader: Trader): Move[] {
    const params = this.orderParams(this.pick(traded), this.pick([0, 1] as const));
    const key = this.keys.fresh(trader.userId);
    return [
      this.submitWith(trader, params, key, false),
      this.submitWith(trader, params, key, true),
    ];
  }

  close(trader: Trader, order: OrderRow): Move {
    const label = `close ${order.id} by user ${trader.userId}`;
    const send = () => callApi(this.app, 'close', { id: order.id }, trader);
    return request(label, send, (answer, facts) => {
      if (!expectOwnOrder(label, answer, order, trader)) return;
      const status = OrderStatus.holding;
      expectOrderAnswer({ label, answer, order, facts, status, marketMatters: true });
      if (answer.code !== ResultCode.ok) return;
      expectClosed({ label, order, facts, reason: CloseReason.user, answer: answer.data });
    });
  }

  /**
   * Part of a position: a whole number of 0.01-lot steps below its lots, or now and then lots
   * it cannot close on its own (off the step, all of them, more than it holds).
   */
  partialClose(trader: Trader, order: OrderRow): Move {
    const steps = Math.round(Number(order.lots) * 100);
    const valid = steps > 1 && this.random.next() < 0.6;
    const cont = valid
      ? (1 + Math.floor(this.random.next() * (steps - 1))) / 100
      : this.pick([0.005, steps / 100, (steps + 1) / 100]);
    const label = `close ${cont} of ${order.id} by user ${trader.userId}`;
    const send = () => callApi(this.app, 'close', { id: order.id, cont }, trader);
    return request(label, send, (answer, facts) => {
      if (!expectOwnOrder(label, answer, order, trader)) return;
      const lotsMoved =
        facts.before.get(order.id)?.lots !== order.lots ||
        facts.after.get(order.id)?.lots !== order.lots;
      const otherRefusals = valid && !lotsMoved ? [] : [refused.partialCloseLots];
      const status = OrderStatus.holding;
      expectOrderAnswer({
        label,
        answer,
        order,
        facts,
        status,
        marketMatters: true,
        otherRefusals,
      });
      if (answer.code !== ResultCode.ok) return;
      const part = answer.data as Order;
      if (part.ParentId === undefined) {
        // Every lot it held: a full close.
        expectClosed({ label, order, facts, reason: CloseReason.user, answer: part });
        return;
      }
      const row = facts.after.get(part.Id);
      expect(
        { parent: row?.parent_id, lots: Number(row?.lots), status: row?.status },
        `${label}: the part stored`,
      ).toEqual({ parent: order.id, lots: cont, status: OrderStatus.closed });
      expectClosed({ label, order: row ?? order, facts, reason: CloseReason.user, answer: part });
    });
  }

  /** One command that closes a trader's positions: all, winners, losers or one instrument's. */
  closeAll(trader: Trader, market: Traded): Move {
    const instrumentId = this.opts.platform.market.instrumentByCode(market.code)?.id ?? 0;
    const scope = this.pick([0, 1, 2, 3] as const);
    const params = scope === 3 ? { scope, forex_id: instrumentId } : { scope };
    const label = `close all (scope ${scope}) by user ${trader.userId}`;
    const send = () => callApi(this.app, 'closeAll', params, trader);
    return request(label, send, (answer, facts) => {
      expect(answer.code, `${label}: ${answer.msg}`).toBe(ResultCode.ok);
      const result = answer.data as CloseAllResult;
      for (const closed of result.closed) {
        const order = facts.before.get(closed.Id) ?? facts.after.get(closed.Id);
        expect(order?.user_id, `${label}: closed ${closed.Id}, its own`).toBe(trader.userId);
        if (!order) continue;
        if (scope === 3) expect(order.instrument_id, `${label}: its instrument`).toBe(instrumentId);
        if (scope === 1) expect(closed.FactProfits, `${label}: a winner`).toBeGreaterThanOrEqual(0);
        if (scope === 2) expect(closed.FactProfits, `${label}: a loser`).toBeLessThanOrEqual(0);
        expectClosed({ label, order, facts, reason: CloseReason.user, answer: closed });
      }
      for (const skipped of result.skipped) {
        const order = facts.before.get(skipped.Id) ?? facts.after.get(skipped.Id);
        expect(order?.user_id, `${label}: left ${skipped.Id}, its own`).toBe(trader.userId);
        if (skipped.Code === refused.marketClosed && order) {
          expect(
            facts.closedAtSomePoint.has(order.instrument_id),
            `${label}: left open as its market was closed`,
          ).toBe(true);
        } else {
          expect(skipped.Code, `${label}: left open for no price`).toBe(
            ErrorCatalogue.noPrice.code,
          );
        }
      }
    });
  }

  operatorClose(order: OrderRow): Move {
    const label = `operator close ${order.id}`;
    const send = () =>
      this.opts.operator.call('POST', '/admin-api/orders/close', {
        orderId: order.id,
        reason: 'simulation: operator close',
      });
    return request(label, send, (answer, facts) => {
      const status = OrderStatus.holding;
      expectOrderAnswer({ label, answer, order, facts, status, marketMatters: true });
      if (answer.code !== ResultCode.ok) return;
      expectClosed({ label, order, facts, reason: CloseReason.operator });
    });
  }

  cancel(trader: Trader, order: OrderRow): Move {
    const label = `cancel ${order.id} by user ${trader.userId}`;
    const send = () => callApi(this.app, 'cancelTrade', { id: order.id }, trader);
    return request(label, send, (answer, facts) => {
      if (!expectOwnOrder(label, answer, order, trader)) return;
      // Cancelling buys and sells nothing, so it is allowed while the market is closed.
      const status = OrderStatus.pending;
      expectOrderAnswer({ label, answer, order, facts, status, marketMatters: false });
      if (answer.code !== ResultCode.ok) return;
      const stored = facts.after.get(order.id)?.status;
      expect(stored, `${label}: stored as cancelled`).toBe(OrderStatus.cancelled);
      const answered = (answer.data as Order).Status;
      expect(answered, `${label}: answered as cancelled`).toBe(OrderStatus.cancelled);
    });
  }

  /** Levels either side of the mark: the wrong side is refused with its message, the right set. */
  setStops(trader: Trader, order: OrderRow): Move {
    const mark = this.opts.market.midOf(order.instrument_id);
    const away = (share: number) => priceText(mark * (1 + share));
    const lossDir = order.side === 1 ? -1 : 1;
    // A third of the calls ask for a trailing stop too, a distance of 0.2 % to 3 % of the mark.
    const trailing =
      this.random.next() < 0.35 ? priceText(mark * this.random.between(0.002, 0.03)) : 0;
    const params = {
      id: order.id,
      stop_loss_price: away(lossDir * this.random.between(-0.02, 0.1)),
      target_profit_price:
        this.random.next() < 0.2 ? 0 : away(-lossDir * this.random.between(-0.02, 0.1)),
      trailing_distance: trailing,
    };
    const label = `set_stop_price by user ${trader.userId} ${JSON.stringify(params)}`;
    const send = () => callApi(this.app, 'setStopPrice', params, trader);
    return request(label, send, (answer, facts) => {
      if (!expectOwnOrder(label, answer, order, trader)) return;
      const otherRefusals = [
        refused.invalidStopLoss,
        refused.invalidTakeProfit,
        refused.invalidTrailingDistance,
      ];
      const status = OrderStatus.holding;
      expectOrderAnswer({
        label,
        answer,
        order,
        facts,
        status,
        marketMatters: false,
        otherRefusals,
      });
      const row = facts.after.get(order.id);
      if (answer.code !== ResultCode.ok || row?.status !== OrderStatus.holding) return;
      const takeProfit = params.target_profit_price === 0 ? null : params.target_profit_price;
      expect(
        {
          takeProfit: decimalText(row.take_profit),
          trailing: decimalText(row.trailing_distance),
        },
        `${label}: levels stored`,
      ).toEqual({
        takeProfit: decimalText(takeProfit),
        trailing: decimalText(trailing === 0 ? null : trailing),
      });
      const asked = new Decimal(params.stop_loss_price);
      const stored = new Decimal(row.stop_loss ?? 0);
      // A trail may only have set the stop tighter than the one asked for, never looser.
      if (trailing === 0)
        expect(decimalText(row.stop_loss), `${label}: stop-loss stored`).toBe(
          decimalText(params.stop_loss_price),
        );
      else
        expect(
          order.side === 1 ? stored.gte(asked) : stored.lte(asked),
          `${label}: stop-loss ${stored} at least as tight as ${asked}`,
        ).toBe(true);
    });
  }

  /** resetForexDemoAccount: every order open before it ends, the balance is the demo balance again. */
  reset(trader: Trader): Move {
    const label = `reset demo account of user ${trader.userId}`;
    const send = () => callApi(this.app, 'resetDemo', {}, trader);
    return request(label, send, (answer, facts) => {
      expect(answer.code, `${label}: ${answer.msg}`).toBe(ResultCode.ok);
      expect(answer.data, `${label}: answered`).toEqual({
        balance: facts.demoBalance.toNumber(),
        lock_balance: 0,
      });
      const stillOpen = [...facts.before.values()].filter(
        (o) => o.user_id === trader.userId && isOpen(o) && isOpen(facts.after.get(o.id)),
      );
      expect(
        stillOpen.map((o) => o.id),
        `${label}: orders open before it`,
      ).toEqual([]);
    });
  }

  /** An operator's credit, or a debit that may be more than the free margin and then refused. */
  adjust(trader: Trader): Move {
    const credit = this.random.next() < 0.5;
    const cents = Math.floor(this.random.between(100, credit ? 300_000 : 1_200_000));
    const amount = new Decimal(cents).div(credit ? 100 : -100);
    this.adjustments += 1;
    const reason = `simulation adjustment ${this.adjustments}`;
    const label = `adjust user ${trader.userId} by ${amount}`;
    const send = () =>
      this.opts.operator.call('POST', '/admin-api/users/adjust-balance', {
        userId: trader.userId,
        amount: amount.toNumber(),
        reason,
      });
    return request(label, send, async (answer, facts) => {
      const allowed = credit ? [ResultCode.ok] : [ResultCode.ok, refused.adjustmentTooLarge];
      expect(allowed, `${label}: ${answer.msg}`).toContain(answer.code);
      const booked = await facts.db
        .selectFrom('ledger_entries')
        .select(['amount'])
        .where('user_id', '=', trader.userId)
        .where('memo', '=', reason)
        .where('type', '=', LedgerType.adjustment)
        .execute();
      const expected = answer.code === ResultCode.ok ? [amount.toString()] : [];
      expect(
        booked.map((e) => decimalText(e.amount)),
        `${label}: booked`,
      ).toEqual(expected);
    });
  }

  freeze(trader: Trader, frozen: boolean): Move {
    const label = `${frozen ? 'freeze' : 'unfreeze'} trading of user ${trader.userId}`;
    const send = () =>
      this.opts.operator.call('POST', '/admin-api/users/freeze', {
        userId: trader.userId,
        tradingFrozen: frozen,
      });
    return request(label, send, (answer, facts) => {
      expect(answer.code, `${label}: ${answer.msg}`).toBe(ResultCode.ok);
      expect(facts.frozenAfter.has(trader.userId), `${label}: stored`).toBe(frozen);
    });
  }

  /** The operator's switch: trading on the instrument off (its market closed) or back on. */
  switchMarket(market: Traded, enabled: boolean): Move {
    const label = `switch ${market.code} ${enabled ? 'on' : 'off'}`;
    const id = this.opts.market.instrumentId(market);
    const send = async () => {
      const { operator } = this.opts;
      const list = await operator.call<{ id: number }[]>('GET', '/admin-api/config/instruments');
      const config = list.data.find((i) => i.id === id);
      return operator.call('POST', '/admin-api/config/instruments/save', {
        ...config,
        tradingEnabled: enabled,
      });
    };
    return request(label, send, (answer, facts) => {
      expect(answer.code, `${label}: ${answer.msg}`).toBe(ResultCode.ok);
      if (!enabled) expect(facts.closedAtSomePoint.has(id), `${label}: closed`).toBe(true);
    });
  }

  /** A tick pushed while the step's requests are under way, after a random number of turns. */
  tick(market: Traded, gapChance: number): Move {
    const wait = Math.floor(this.random.between(0, 4));
    const gap = this.random.next() < gapChance;
    return action(`tick ${market.code}${gap ? ' (gap)' : ''}`, async () => {
      await turns(wait);
      this.opts.market.move(market, gap ? 1 : 0);
    });
  }

  private orderParams(market: Traded, mode: 0 | 1): Record<string, unknown> {
    const mid = this.opts.market.mid(market);
    const side = this.pick([1, 2] as const);
    const lots = Math.floor(this.random.between(1, market.lotsMax * 100 + 1));
    const params: Record<string, unknown> = {
      type: side,
      cont: new Decimal(lots).div(100).toString(),
      forex_id: this.opts.market.instrumentId(market),
      status: mode,
      multiple: this.pick(market.leverage),
    };
    const entry = mode === 0 ? mid * (1 + this.random.between(-0.05, 0.05)) : mid;
    if (mode === 0) params.target_price = priceText(entry);
    if (mode === 0) Object.assign(params, this.expiryParams());
    if (this.random.next() < 0.5) {
      const dir = side === 1 ? -1 : 1;
      params.stop_loss_price = priceText(entry * (1 + dir * this.random.between(0.001, 0.1)));
      params.target_profit_price = priceText(entry * (1 - dir * this.random.between(0.001, 0.1)));
    }
    return params;
  }

  /**
   * Some pending orders rest until cancelled, some to the end of the day, some until a time
   * from half an hour to a day ahead: the clock the run moves brings many of them to expire.
   */
  private expiryParams(): Record<string, unknown> {
    const roll = this.random.next();
    if (roll < 0.5) return {};
    if (roll < 0.7) return { expire_type: 1 };
    const now = this.opts.platform.clock.now().getTime();
    const ahead = Math.floor(this.random.between(30, 24 * 60)) * 60_000;
    return { expire_type: 2, expire_time: formatWireTime(new Date(now + ahead)) };
  }

  private submitWith(
    trader: Trader,
    params: Record<string, unknown>,
    key: string,
    viaHeader: boolean,
  ): Move {
    const label = `submit by user ${trader.userId} key ${key}${viaHeader ? ' (header)' : ''} ${JSON.stringify(params)}`;
    const replayOf = this.keys.orderOf(trader.userId, key);
    const retry = replayOf !== undefined && this.keys.isRetry(trader.userId, key, params);
    const send = () =>
      viaHeader
        ? callApi(this.app, 'submit', params, {
            token: trader.token,
            headers: { 'idempotency-key': key },
          })
        : callApi(this.app, 'submit', { ...params, client_order_id: key }, trader);
    const judge = (answer: Answer, facts: StepFacts) => {
      if (retry) {
        // Whatever the market or the freeze: the first answer again.
        expect(answer.code, `${label}: a retry answers: ${answer.msg}`).toBe(ResultCode.ok);
      } else if (replayOf !== undefined) {
        expect(answer.code, `${label}: a reuse answers: ${answer.msg}`).toBe(
          ErrorCatalogue.clientOrderIdReused.code,
        );
        return;
      }
      expectSubmitAnswer({ label, answer, params, key, trader, facts, keys: this.keys });
    };
    return request(label, send, judge, replayOf !== undefined);
  }
}
