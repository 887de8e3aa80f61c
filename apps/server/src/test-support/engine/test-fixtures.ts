import { OrderStatus } from '@tp/contract/entities';
import { Decimal } from '@tp/domain/decimal';
import { MarginMode } from '@tp/domain/instrument';
import { quoteFromMid } from '@tp/domain/quote';
import { Side } from '@tp/domain/side';
import { orderIdOf, userIdOf } from '../../engine/ids.ts';
import type { MarketView } from '../../engine/market-view.ts';
import { OrderMode, type OrderRecord } from '../../engine/order-record.ts';
import type { InstrumentRecord, LiveQuote, MarketService } from '../../market/market-service.ts';

/** EURUSD as seeded: 100 000 units a lot, leverage 10–200, 5 decimals. */
export const eurusd: InstrumentRecord = {
  id: 1,
  code: 'EURUSD',
  showCode: 'EUR/USD',
  logo: '',
  categoryId: 1,
  sort: 10,
  terms: {
    contractSize: new Decimal(100000),
    minLots: new Decimal('0.01'),
    lotStep: new Decimal('0.01'),
    maxLots: new Decimal(100),
    feeRate: new Decimal(7),
    marginMode: MarginMode.leverage,
    leverageOptions: [10, 20, 50, 100, 200],
    baseCurrency: 'EUR',
    quoteCurrency: 'USD',
    pricePrecision: 5,
    spread: new Decimal('0.0002'),
  },
  sessions: [],
  sessionKind: 'forex',
  tradingEnabled: true,
  instrumentClass: 'major_fx',
  leverageCap: undefined,
};

/** A market of fixed instruments whose mid prices the test sets. */
export function fakeMarket(instruments: InstrumentRecord[] = [eurusd]) {
  const mids = new Map<number, Decimal>();
  const view: MarketView & Pick<MarketService, 'instrumentByCode'> = {
    instrument: (id) => instruments.find((i) => i.id === id),
    instrumentByCode: (code) => instruments.find((i) => i.code === code),
    quote: (id): LiveQuote | undefined => {
      const instrument = instruments.find((i) => i.id === id);
      const mid = mids.get(id);
      if (!instrument || !mid) return undefined;
      const { spread, pricePrecision } = instrument.terms;
      return {
        ...quoteFromMid({ mid, spread, pricePrecision }),
        instrumentId: id,
        at: new Date(0),
      };
    },
    quoteToUsd: (ccy) => (ccy === 'USD' ? new Decimal(1) : undefined),
    isOpen: () => true,
  };
  return { view, setMid: (id: number, mid: Decimal.Value) => mids.set(id, new Decimal(mid)) };
}

/** An order's fields to set; its ids as plain numbers, as a test writes them. */
export type OrderOverrides = Partial<Omit<OrderRecord, 'id' | 'userId'>> & {
  id?: number;
  userId?: number;
};

export function holdingOrder({
  id = 1,
  userId = 7,
  ...overrides
}: OrderOverrides = {}): OrderRecord {
  return {
    id: orderIdOf(id),
    userId: userIdOf(userId),
    instrumentId: eurusd.id,
    clientOrderId: null,
    requestFingerprint: null,
    side: Side.buy,
    mode: OrderMode.market,
    status: OrderStatus.holding,
    lots: new Decimal(1),
    leverage: 100,
    requestedPrice: new Decimal('1.1'),
    openPrice: new Decimal('1.1'),
    closePrice: null,
    margin: new Decimal(1100),
    fee: new Decimal(7),
    stopLoss: null,
    takeProfit: null,
    realisedPnl: new Decimal(0),
    closeReason: 0,
    createdAt: new Date('2026-11-18T12:00:00Z'),
    openedAt: new Date('2026-11-18T12:00:00Z'),
    closedAt: null,
    expiresAt: null,
    parentId: null,
    trailingDistance: null,
    ...overrides,
  };
}
