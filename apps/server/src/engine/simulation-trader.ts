import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { expect } from 'vitest';
import { SeededRandom } from '../market/seeded-random.ts';
import type { TestPlatform } from '../test-support/test-platform.ts';
import { callApi, newDemoUser } from '../trading/api-test-client.ts';
import { expectBooksOf } from './simulation-invariants.ts';

/** The instruments the simulation trades, their opening mid and configured leverages. */
const traded = [
  { code: 'EURUSD', mid: 1.1, leverage: [10, 100, 200] },
  { code: 'USDJPY', mid: 150, leverage: [10, 100, 200] },
  { code: 'BTCUSD', mid: 65000, leverage: [2, 5, 10] },
] as const;

type Trader = { token: string; userId: number };

/** What a refusal may be: a bad stop, not enough margin. Anything else fails the run. */
const refusals = [2105, 2106, 2107];

const priceText = (value: number): string => new Decimal(value).toSignificantDigits(6).toString();

/** One seeded run: a few demo traders and a random price path with gaps, checked every step. */
export class Simulation {
  private readonly random: SeededRandom;
  private readonly mids: number[] = traded.map((m) => m.mid);
  private traders: Trader[] = [];
  /** How many submits were taken and refused: a run that trades nothing proves nothing. */
  readonly tally = { accepted: 0, refused: 0 };

  constructor(
    private readonly platform: TestPlatform,
    seed: number,
  ) {
    this.random = new SeededRandom(seed);
  }

  async run(steps: number): Promise<void> {
    this.traders = [];
    for (let i = 0; i < 3; i++) this.traders.push(await newDemoUser(this.platform.app));
    traded.forEach((m, i) => {
      this.platform.prices.push(m.code, priceText(this.mids[i] ?? m.mid));
    });
    await this.platform.engine.settled();
    for (let step = 0; step < steps; step++) {
      await this.step();
      await this.platform.engine.settled();
      for (const trader of this.traders) {
        await expectBooksOf(this.platform.db, trader.userId, this.platform.engine);
      }
    }
  }

  private pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random.next() * items.length)];
    if (item === undefined) throw new Error('nothing to pick from');
    return item;
  }

  private async step(): Promise<void> {
    const roll = this.random.next();
    if (roll < 0.3) return this.movePrice();
    const trader = this.pick(this.traders);
    if (roll < 0.5) return this.open(trader, 1);
    if (roll < 0.65) return this.open(trader, 0);
    if (roll < 0.78) return this.closeOne(trader);
    if (roll < 0.86) return this.cancelOne(trader);
    return this.setStops(trader);
  }

  /** Mostly small moves, sometimes a gap of 10–40 % either way that jumps over levels. */
  private async movePrice(): Promise<void> {
    const index = Math.floor(this.random.next() * traded.length);
    const mid = this.mids[index];
    const market = traded[index];
    if (mid === undefined || !market) return;
    const gap = this.random.next() < 0.1;
    const move = gap
      ? this.random.between(0.1, 0.4) * this.pick([-1, 1])
      : this.random.normal() * 0.01;
    const next = Math.max(mid * (1 + move), market.mid / 20);
    this.mids[index] = next;
    this.platform.prices.push(market.code, priceText(next));
  }

  /** A market (1) or pending (0) order, sometimes with a stop-loss and take-profit. */
  private async open(trader: Trader, mode: 0 | 1): Promise<void> {
    const index = Math.floor(this.random.next() * traded.length);
    const market = traded[index];
    const mid = this.mids[index];
    if (!market || mid === undefined) return;
    const side = this.pick([1, 2] as const);
    const params: Record<string, unknown> = {
      type: side,
      cont: new Decimal(Math.floor(this.random.between(1, 200))).div(100).toString(),
      forex_id: this.instrumentId(market.code),
      status: mode,
      multiple: this.pick(market.leverage),
      client_order_id: `sim-${this.random.next().toString(36).slice(2)}`,
    };
    const entry = mode === 0 ? mid * (1 + this.random.between(-0.05, 0.05)) : mid;
    if (mode === 0) params.target_price = priceText(entry);
    if (this.random.next() < 0.5) {
      const dir = side === 1 ? -1 : 1;
      params.stop_loss_price = priceText(entry * (1 + dir * this.random.between(0.001, 0.1)));
      params.target_profit_price = priceText(entry * (1 - dir * this.random.between(0.001, 0.1)));
    }
    const answer = await callApi(this.platform.app, 'submit', params, trader);
    if (answer.code === 1) this.tally.accepted++;
    else this.tally.refused++;
    expect([1, ...refusals], `submit ${JSON.stringify(params)}: ${answer.msg}`).toContain(
      answer.code,
    );
  }

  private async ordersOf(trader: Trader, status: number) {
    const list = await callApi(this.platform.app, 'myDeal', { status }, trader);
    expect(list.code).toBe(1);
    return list.data.data;
  }

  private async closeOne(trader: Trader): Promise<void> {
    const orders = await this.ordersOf(trader, OrderStatus.holding);
    if (orders.length === 0) return;
    const order = this.pick(orders);
    const answer = await callApi(this.platform.app, 'close', { id: order.Id }, trader);
    expect(answer.code, `close ${order.Id}: ${answer.msg}`).toBe(1);
    expect(answer.data.Status).toBe(OrderStatus.closed);
  }

  private async cancelOne(trader: Trader): Promise<void> {
    const orders = await this.ordersOf(trader, OrderStatus.pending);
    if (orders.length === 0) return;
    const order = this.pick(orders);
    const answer = await callApi(this.platform.app, 'cancelTrade', { id: order.Id }, trader);
    expect(answer.code, `cancel ${order.Id}: ${answer.msg}`).toBe(1);
    expect(answer.data.Status).toBe(OrderStatus.cancelled);
  }

  /** Levels either side of the mark: the wrong side is refused with its message, the right set. */
  private async setStops(trader: Trader): Promise<void> {
    const orders = await this.ordersOf(trader, OrderStatus.holding);
    if (orders.length === 0) return;
    const order = this.pick(orders);
    const away = (pct: number) => priceText(order.UpdatePrice * (1 + pct));
    const lossDir = order.OrderType === 1 ? -1 : 1;
    const params = {
      id: order.Id,
      stop_loss_price: away(lossDir * this.random.between(-0.02, 0.1)),
      target_profit_price:
        this.random.next() < 0.2 ? 0 : away(-lossDir * this.random.between(-0.02, 0.1)),
    };
    const answer = await callApi(this.platform.app, 'setStopPrice', params, trader);
    expect([1, 2105, 2106], `set_stop_price ${JSON.stringify(params)}: ${answer.msg}`).toContain(
      answer.code,
    );
  }

  private instrumentId(code: string): number {
    const found = this.platform.market.instrumentByCode(code);
    if (!found) throw new Error(`${code} is not seeded`);
    return found.id;
  }
}
