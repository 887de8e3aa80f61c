import { OrderStatus } from '@tp/contract/entities';
import { accountCurrency } from '@tp/domain/conversion';
import { Side } from '@tp/domain/side';
import type { MarketService } from '../../market/market-service.ts';
import type { AccountState, EngineState } from '../engine-state.ts';
import type { UserId } from '../ids.ts';
import type { MarketView } from '../market-view.ts';
import { Cross, TriggerIndex, type TriggerLevel, Watch } from '../trigger-index.ts';
import { type FloatHeadroom, numberOf, type TickPrices } from './stop-out-screen.ts';

/** Bands spend this share of an account's headroom; the rest absorbs rounding in their prices. */
const headroomShare = 0.999;
/** A band nearer the price than this share of it would fire at once: such an account is checked on every tick. */
const bandRatioMin = 1e-9;

type Band = { userId: UserId; at: TriggerLevel };

/**
 * Which accounts a tick may have brought to the stop-out level, found without valuing every
 * holder of the moved instrument. An account found clear of the level rests in bands: for each
 * instrument and side it holds, the bid (its buys) or the ask (its sells) at which that exposure
 * alone would have lost its share of the account's headroom. While none of its bands is crossed
 * the account cannot be at the level, since its losses stay below the headroom in total (gains
 * only add to it). A crossed band, or any change of the account, brings it back to be checked on
 * every tick of its instruments until it is found clear again. Its instruments are those it
 * holds and, for a quote currency other than USD, the pairs that convert its P&L to USD: a tick
 * of USDJPY alone moves a EURJPY position's loss in USD.
 */
export class StopOutWatch {
  private readonly bands = new TriggerIndex<Band>();
  private readonly bandsOf = new Map<UserId, Band[]>();
  /** Per instrument: accounts checked on every one of its ticks. */
  private readonly everyTick = new Map<number, Set<UserId>>();
  /** Per account: the instruments whose every tick checks it. */
  private readonly everyTickOn = new Map<UserId, Set<number>>();
  /** The instrument records the bands were worked out with: new terms invalidate them. */
  private readonly records = new Map<number, unknown>();

  constructor(
    private readonly state: EngineState,
    private readonly market: MarketView & Pick<MarketService, 'instrumentByCode'>,
  ) {}

  /** The account changed (a command, a reload) or left memory: its bands no longer hold. */
  changed(userId: UserId): void {
    this.forget(userId);
    const account = this.state.account(userId);
    if (account) this.checkEveryTick(account);
  }

  /**
   * Accounts to check after a tick of the instrument: those checked on its every tick and those
   * whose bands it crossed (which are checked on every tick of their instruments from now on).
   */
  toCheck(instrumentId: number, prices: TickPrices): UserId[] {
    this.termsUnchanged(instrumentId);
    const users = new Set(this.everyTick.get(instrumentId));
    const quote = prices.quote(instrumentId);
    if (quote) {
      for (const band of this.bands.fired(instrumentId, quote)) {
        this.changed(band.userId);
        users.add(band.userId);
      }
    }
    return [...users];
  }

  /** The account was checked at this tick and is clear of the level: it rests in bands if it can. */
  clear(account: AccountState, prices: TickPrices, figures: FloatHeadroom): void {
    const bands = this.bandsFor(account, prices, figures);
    if (!bands) return;
    this.forget(account.userId);
    for (const band of bands) this.bands.add(band.at, band);
    this.bandsOf.set(account.userId, bands);
  }

  /** Accounts resting in bands and accounts checked on every tick (for tests and benchmarks). */
  counts(): { banded: number; everyTick: number } {
    return { banded: this.bandsOf.size, everyTick: this.everyTickOn.size };
  }

  private checkEveryTick(account: AccountState): void {
    const instruments = new Set<number>();
    for (const order of account.orders.values()) {
      if (order.status !== OrderStatus.holding) continue;
      instruments.add(order.instrumentId);
      const quoteCurrency = this.market.instrument(order.instrumentId)?.terms.quoteCurrency;
      for (const pair of this.usdPairsOf(quoteCurrency)) instruments.add(pair.id);
    }
    // Without a position there is nothing to stop out; opening one changes the account.
    if (instruments.size === 0) return;
    this.everyTickOn.set(account.userId, instruments);
    for (const instrumentId of instruments) {
      let users = this.everyTick.get(instrumentId);
      if (!users) {
        users = new Set();
        this.everyTick.set(instrumentId, users);
      }
      users.add(account.userId);
    }
  }

  private forget(userId: UserId): void {
    for (const band of this.bandsOf.get(userId) ?? []) this.bands.remove(band.at, band);
    this.bandsOf.delete(userId);
    for (const instrumentId of this.everyTickOn.get(userId) ?? []) {
      const users = this.everyTick.get(instrumentId);
      users?.delete(userId);
      if (users?.size === 0) this.everyTick.delete(instrumentId);
    }
    this.everyTickOn.delete(userId);
  }

  /**
   * New terms for an instrument (e.g. its contract size): every holder is worked out again. An
   * instrument not seen before has no bands worked out with its terms, so nobody is.
   */
  private termsUnchanged(instrumentId: number): void {
    const record = this.market.instrument(instrumentId);
    const known = this.records.get(instrumentId);
    if (known === record) return;
    this.records.set(instrumentId, record);
    if (known === undefined) return;
    for (const userId of [...this.state.holdersOn(instrumentId)]) this.changed(userId);
  }

  /**
   * Each exposure (instrument and side) gets an equal share of the headroom and bands that keep
   * its loss below that share: on the bid of its buys or the ask of its sells and, for a quote
   * currency other than USD, on the mid of the pair that converts it (see exposureBands).
   * Undefined when the account cannot rest.
   */
  private bandsFor(
    account: AccountState,
    prices: TickPrices,
    { headroom, tolerance }: FloatHeadroom,
  ): Band[] | undefined {
    const spendable = headroom - tolerance;
    if (!(spendable > 0)) return undefined;
    const exposures = new Map<string, Exposure>();
    for (const order of account.orders.values()) {
      if (order.status !== OrderStatus.holding) continue;
      const instrument = this.market.instrument(order.instrumentId);
      const quote = prices.quote(order.instrumentId);
      if (!instrument || !quote || order.openPrice === null) return undefined;
      const conversion = this.conversionOf(instrument.terms.quoteCurrency, prices);
      if (!conversion) return undefined;
      this.records.set(order.instrumentId, instrument);
      const key = `${order.instrumentId}:${order.side}`;
      const units = numberOf(order.lots) * numberOf(instrument.terms.contractSize);
      const price = order.side === Side.buy ? quote.bid : quote.ask;
      // How far the price is on the position's side of its entry, in USD.
      const distance = Math.abs(price - numberOf(order.openPrice)) * units * conversion.rate;
      const exposure = exposures.get(key);
      if (exposure) {
        exposure.units += units;
        exposure.distance += distance;
      } else {
        exposures.set(key, {
          instrumentId: order.instrumentId,
          side: order.side,
          price,
          units,
          distance,
          conversion,
        });
      }
    }
    const share = (spendable * headroomShare) / exposures.size;
    const bands: Band[] = [];
    for (const exposure of exposures.values()) {
      const resting = exposureBands(account.userId, exposure, share);
      if (!resting) return undefined;
      bands.push(...resting);
    }
    return bands;
  }

  /** The catalogue's pairs of the currency with USD (XXXUSD, then USDXXX); none for USD itself. */
  private usdPairsOf(currency: string | undefined): { id: number; inverse: boolean }[] {
    const ccy = currency?.toUpperCase();
    if (ccy === undefined || ccy === accountCurrency) return [];
    const pairs: { id: number; inverse: boolean }[] = [];
    const direct = this.market.instrumentByCode(`${ccy}${accountCurrency}`);
    if (direct) pairs.push({ id: direct.id, inverse: false });
    const inverse = this.market.instrumentByCode(`${accountCurrency}${ccy}`);
    if (inverse) pairs.push({ id: inverse.id, inverse: true });
    return pairs;
  }

  /** The rate that turns the currency into USD now and the pair it comes from, as quoteToUsd finds it. */
  private conversionOf(currency: string, prices: TickPrices): Conversion | undefined {
    const ccy = currency.toUpperCase();
    const rate = prices.quoteToUsd(ccy);
    if (rate === undefined || !(rate > 0)) return undefined;
    if (ccy === accountCurrency) return { rate, pair: undefined };
    // quoteToUsd takes the direct pair when it has a price, else the inverse one.
    const pair = this.usdPairsOf(ccy).find(
      ({ id, inverse }) => inverse || this.market.quote(id)?.mid.gt(0),
    );
    return pair && { rate, pair: { instrumentId: pair.id, inverse: pair.inverse } };
  }
}

/** How a quote currency becomes USD: the rate now, and the pair whose mid sets it (none for USD). */
type Conversion = { rate: number; pair: { instrumentId: number; inverse: boolean } | undefined };

/** Positions of one account on one instrument and side, summed. */
type Exposure = {
  instrumentId: number;
  side: Side;
  /** The bid (buys) or ask (sells) now. */
  price: number;
  /** Lots × contract size. */
  units: number;
  /** Σ |price − entry| × units × rate: what a change of the rate acts on. */
  distance: number;
  conversion: Conversion;
};

/** A conversion band allows the rate to move by at most this share either way. */
const rateMoveMax = 0.05;

/**
 * Bands within which the exposure loses less than `share` (USD). With the rate q moving by a
 * share ρ (|ρ| ≤ r) and the price moving against the positions by δ, the P&L changes by
 * −units·q·δ·(1+ρ) + ρ·(distance-sized term) ≥ −(units·q·δ·(1+r) + r·distance): r takes at most
 * half the share and δ the rest. A direct pair's mid is the rate; an inverse pair's mid m gives
 * 1/m, within ±r while m stays within [m₀/(1+r), m₀(1+2r)/(1+r)]. The mid is watched through the
 * bid (it is at least the bid) and the ask (it is at most the ask).
 */
function exposureBands(userId: UserId, exposure: Exposure, share: number): Band[] | undefined {
  const { instrumentId, side, price, units, distance, conversion } = exposure;
  const rate = conversion.pair
    ? Math.min(rateMoveMax, distance > 0 ? share / 2 / distance : rateMoveMax)
    : 0;
  const move = (share - rate * distance) / (units * conversion.rate * (1 + rate));
  if (!(units > 0) || !(move > bandRatioMin * Math.abs(price))) return undefined;
  const bands: Band[] = [
    {
      userId,
      at:
        side === Side.buy
          ? { instrumentId, watch: Watch.bid, cross: Cross.atOrBelow, level: price - move }
          : { instrumentId, watch: Watch.ask, cross: Cross.atOrAbove, level: price + move },
    },
  ];
  const pair = conversion.pair;
  if (!pair) return bands;
  if (!(rate > 0)) return undefined;
  const mid = pair.inverse ? 1 / conversion.rate : conversion.rate;
  const low = pair.inverse ? mid / (1 + rate) : mid * (1 - rate);
  const high = pair.inverse ? (mid * (1 + 2 * rate)) / (1 + rate) : mid * (1 + rate);
  const id = pair.instrumentId;
  bands.push(
    { userId, at: { instrumentId: id, watch: Watch.bid, cross: Cross.atOrBelow, level: low } },
    { userId, at: { instrumentId: id, watch: Watch.ask, cross: Cross.atOrAbove, level: high } },
  );
  return bands;
}
