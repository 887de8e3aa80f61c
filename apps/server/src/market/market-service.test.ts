import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { klineMessage, serverMessage } from '@tp/contract/realtime';
import { dec } from '@tp/domain/decimal';
import { type Logger, pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessBus } from '../realtime/bus.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';
import {
  dayMarketPublishMs,
  klinePublishMs,
  type LiveQuote,
  MarketService,
} from './market-service.ts';
import { ManualPriceSource } from './price-source.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform?.close();
});

const idOf = (code: string) => {
  const record = platform.market.instrumentByCode(code);
  if (!record) throw new Error(`no ${code}`);
  return record.id;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const plainQuote = (quote: LiveQuote | undefined) =>
  quote && { mid: quote.mid.toString(), bid: quote.bid.toString(), ask: quote.ask.toString() };

describe('MarketService catalogue and quotes', () => {
  it('loads the seeded instruments with their terms as decimals', () => {
    const xauusd = platform.market.instrumentByCode('XAUUSD');
    expect(xauusd).toMatchObject({
      code: 'XAUUSD',
      showCode: 'XAU/USD',
      sessionKind: 'commodity',
      tradingEnabled: true,
    });
    expect(xauusd?.terms.contractSize.toString()).toBe('100');
    expect(xauusd?.terms.maxLots?.toString()).toBe('50');
    expect(xauusd?.terms.leverageOptions).toEqual([10, 20, 50, 100]);
    expect(platform.market.instrument(xauusd?.id ?? 0)).toBe(xauusd);
    expect(platform.market.instrument(99999)).toBeUndefined();
    expect(platform.market.instrumentByCode('NOPE')).toBeUndefined();
  });

  it('quotes every instrument from the start, at its seeded price', () => {
    for (const record of platform.market.instruments()) {
      expect(platform.market.quote(record.id), record.code).toBeDefined();
    }
    expect(plainQuote(platform.market.quote(idOf('USDJPY')))).toEqual({
      mid: '150',
      bid: '149.993',
      ask: '150.007',
    });
    expect(plainQuote(platform.market.quote(idOf('BTCUSD')))).toEqual({
      mid: '65000',
      bid: '64987.5',
      ask: '65012.5',
    });
  });

  it('applies a pushed price as mid, bid and ask, with its time', () => {
    platform.prices.push('XAUUSD', '2411.37');
    const quote = platform.market.quote(idOf('XAUUSD'));
    expect(plainQuote(quote)).toEqual({ mid: '2411.37', bid: '2411.22', ask: '2411.52' });
    expect(quote?.at).toEqual(marketsOpenAt);
    expect(quote?.instrumentId).toBe(idOf('XAUUSD'));
  });

  it('ignores a price for an unknown code or a price that is not positive', () => {
    const before = plainQuote(platform.market.quote(idOf('USOIL')));
    platform.prices.push('NOPE', '1');
    platform.prices.push('USOIL', '0');
    platform.prices.push('USOIL', '-5');
    expect(plainQuote(platform.market.quote(idOf('USOIL')))).toEqual(before);
  });

  it('tells listeners synchronously after each batch, until they unsubscribe', () => {
    const seen: string[] = [];
    const unsubscribe = platform.market.onQuotes((quotes) => {
      seen.push(...quotes.map((q) => `${q.instrumentId}:${q.mid}`));
      // The listener sees the state already applied.
      expect(platform.market.quote(q0(quotes).instrumentId)?.mid.eq(q0(quotes).mid)).toBe(true);
    });
    platform.prices.push('USDCAD', '1.3612');
    expect(seen).toEqual([`${idOf('USDCAD')}:1.3612`]);
    unsubscribe();
    platform.prices.push('USDCAD', '1.3613');
    expect(seen).toHaveLength(1);
  });

  it('keeps feeding when a listener throws', () => {
    const unsubscribe = platform.market.onQuotes(() => {
      throw new Error('listener failure');
    });
    platform.prices.push('USDCAD', '1.3620');
    expect(platform.market.quote(idOf('USDCAD'))?.mid.toString()).toBe('1.362');
    unsubscribe();
  });
});

const q0 = (quotes: readonly LiveQuote[]) => {
  const first = quotes[0];
  if (!first) throw new Error('empty batch');
  return first;
};

describe('MarketService open and closed', () => {
  it('follows each instrument sessions at the clock time', () => {
    const open = (code: string) => platform.market.isOpen(idOf(code));
    try {
      expect([open('EURUSD'), open('XAUUSD'), open('US30'), open('BTCUSD')]).toEqual([
        true,
        true,
        true,
        true,
      ]);
      platform.clock.set(new Date('2026-11-18T21:30:00Z'));
      expect([open('EURUSD'), open('XAUUSD'), open('US30'), open('BTCUSD')]).toEqual([
        true,
        false,
        false,
        true,
      ]);
      platform.clock.set(new Date('2026-11-21T12:00:00Z'));
      expect([open('EURUSD'), open('XAUUSD'), open('US30'), open('BTCUSD')]).toEqual([
        false,
        false,
        false,
        true,
      ]);
      platform.clock.set(new Date('2026-11-22T22:00:00Z'));
      expect([open('EURUSD'), open('XAUUSD'), open('US30'), open('BTCUSD')]).toEqual([
        true,
        true,
        false,
        true,
      ]);
      expect(platform.market.isOpen(99999)).toBe(false);
    } finally {
      platform.clock.set(marketsOpenAt);
    }
  });

  it('closes an instrument the operator switched off, once the catalogue is reloaded', async () => {
    const id = idOf('NZDUSD');
    await platform.db
      .updateTable('instruments')
      .set({ trading_enabled: false })
      .where('id', '=', id)
      .execute();
    await platform.market.reloadInstruments();
    expect(platform.market.isOpen(id)).toBe(false);
    expect(platform.market.instrument(id)?.tradingEnabled).toBe(false);
    await platform.db
      .updateTable('instruments')
      .set({ trading_enabled: true })
      .where('id', '=', id)
      .execute();
    await platform.market.reloadInstruments();
    expect(platform.market.isOpen(id)).toBe(true);
  });
});

describe('MarketService conversion to USD', () => {
  it('converts through the direct or the inverse USD pair at the current mid', () => {
    platform.prices.push('USDJPY', '160');
    platform.prices.push('GBPUSD', '1.25');
    expect(platform.market.quoteToUsd('USD')?.toString()).toBe('1');
    expect(platform.market.quoteToUsd('JPY')?.toString()).toBe('0.00625');
    expect(platform.market.quoteToUsd('GBP')?.toString()).toBe('1.25');
    expect(platform.market.quoteToUsd('CHF')?.toFixed(6)).toBe(dec(1).div('0.88').toFixed(6));
    expect(platform.market.quoteToUsd('XYZ')).toBeUndefined();
  });
});

describe('MarketService pushes', () => {
  it('publishes DAY_MARKET with every instrument, conflated', async () => {
    const messages: unknown[] = [];
    const unsubscribe = platform.bus.subscribe('DAY_MARKET', (message) => messages.push(message));
    await sleep(dayMarketPublishMs + 50);
    // The 20 prices below go as one or two (the first at once unless a publication of earlier
    // prices is still due, the rest conflated into one when the interval ends).
    messages.length = 0;
    for (let i = 0; i < 20; i++) platform.prices.push('SPX500', 5300 + i);
    await sleep(dayMarketPublishMs + 100);
    unsubscribe();
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(messages.length).toBeLessThanOrEqual(2);
    const last = serverMessage.parse(messages.at(-1));
    if (last.type !== 'DAY_MARKET') throw new Error('expected DAY_MARKET');
    expect(last.data).toHaveLength(platform.market.instruments().length);
    expect(last.data.find((q) => q.symbol === 'SPX500')).toEqual({
      id: idOf('SPX500'),
      symbol: 'SPX500',
      status: 1,
      quotation: {
        open: 5300,
        close: 5319,
        high: 5319,
        low: 5300,
        change: 0.36,
        volume: 20,
        bid: 5318.7,
        ask: 5319.3,
      },
    });
  });

  it('publishes KLINE.{code} with the forming candle of every period, conflated', async () => {
    const messages: unknown[] = [];
    const unsubscribe = platform.bus.subscribe('KLINE.NAS100', (message) => messages.push(message));
    // The first at once (unless one of earlier prices is still due), the others conflated.
    platform.prices.push('NAS100', '18000', undefined, 2);
    platform.prices.push('NAS100', '18010.5', undefined, 3);
    platform.prices.push('NAS100', '17990', undefined, 1);
    await sleep(klinePublishMs * 3);
    unsubscribe();
    expect(messages.length).toBeGreaterThanOrEqual(1);
    expect(messages.length).toBeLessThanOrEqual(2);
    const last = klineMessage.parse(messages.at(-1));
    expect(last.type).toBe('KLINE.NAS100');
    const minute = Date.parse('2026-11-18T12:00:00Z') / 1000;
    expect(last.data.code).toBe('NAS100');
    expect(last.data.candles['1min']).toEqual({
      Time: minute,
      Open: 18000,
      High: 18010.5,
      Low: 17990,
      Close: 17990,
      Volume: 6,
    });
    expect(last.data.candles['1day'].Time).toBe(Date.parse('2026-11-18T00:00:00Z') / 1000);
    expect(platform.market.formingCandles('NAS100')).toEqual(last.data);
  });

  it('answers flat forming candles at the current price for an instrument without any', () => {
    const candles = platform.market.formingCandles('EURGBP');
    expect(candles?.candles['60min']).toEqual({
      Time: Date.parse('2026-11-18T12:00:00Z') / 1000,
      Open: 0.85,
      High: 0.85,
      Low: 0.85,
      Close: 0.85,
      Volume: 0,
    });
    expect(platform.market.formingCandles('NOPE')).toBeUndefined();
  });

  it('answers dayMarket snapshots without a tick', () => {
    const eurgbp = platform.market.dayMarket().find((q) => q.symbol === 'EURGBP');
    expect(eurgbp).toEqual({
      id: idOf('EURGBP'),
      symbol: 'EURGBP',
      status: 1,
      quotation: {
        open: 0.85,
        close: 0.85,
        high: 0.85,
        low: 0.85,
        change: 0,
        volume: 0,
        bid: 0.84993,
        ask: 0.85007,
      },
    });
  });
});

describe('MarketService after a restart', () => {
  it('starts from the last stored close and carries on the current candles', async () => {
    platform.prices.push('EURJPY', '163.250', undefined, 4);
    platform.prices.push('EURJPY', '163.100', undefined, 1);
    await platform.market.flush();
    const prices = new ManualPriceSource();
    const restarted = await MarketService.create({
      db: platform.db,
      clock: platform.clock,
      config: platform.config,
      bus: new InProcessBus(),
      source: prices,
      backfill: false,
    });
    const id = idOf('EURJPY');
    expect(restarted.quote(id)?.mid.toString()).toBe('163.1');
    restarted.start();
    prices.push('EURJPY', '163.400', undefined, 2);
    expect(restarted.formingCandles('EURJPY')?.candles['1min']).toEqual({
      Time: Date.parse('2026-11-18T12:00:00Z') / 1000,
      Open: 163.25,
      High: 163.4,
      Low: 163.1,
      Close: 163.4,
      Volume: 7,
    });
    restarted.stop();
    await restarted.flush();
  });
});

describe('MarketService price sources', () => {
  const create = (config: Partial<TestPlatform['config']>, log?: Logger) =>
    MarketService.create({
      db: platform.db,
      clock: platform.clock,
      config: { ...platform.config, ...config },
      bus: new InProcessBus(),
      backfill: false,
      log,
    });

  it('runs the simulated feed by default: open markets move', async () => {
    const service = await create({});
    const before = service.instruments().map((r) => service.quote(r.id)?.mid.toString());
    service.start();
    await sleep(1_200);
    service.stop();
    await service.flush();
    const after = service.instruments().map((r) => service.quote(r.id)?.mid.toString());
    // Every market ticks within a second; a quiet one may still round to the same price.
    const moved = service
      .instruments()
      .filter((_, i) => after[i] !== before[i])
      .map((r) => r.code);
    expect(moved).toEqual(expect.arrayContaining(['BTCUSD', 'ETHUSD', 'XAUUSD', 'US30', 'NAS100']));
    expect(moved.length).toBeGreaterThanOrEqual(after.length / 2);
  });

  it('replays the configured file and logs its bad rows with their line numbers', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'market-replay-'));
    const file = join(dir, 'prices.csv');
    writeFileSync(
      file,
      ['time,code,price', '1714564800,USOIL,81.25', 'later,USOIL,82', '1714564801,ZZZ,1'].join(
        '\n',
      ),
    );
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const service = await create({ replayFile: file }, log);
    try {
      service.start();
      await sleep(100);
      expect(service.quote(idOf('USOIL'))?.mid.toString()).toBe('81.25');
      const warnings = lines
        .map((line) => JSON.parse(line) as { msg: string })
        .map((entry) => entry.msg);
      expect(warnings).toContain('replay file line 3: unreadable time "later"');
      expect(warnings).toContain('replay file line 4: unknown instrument ZZZ');
    } finally {
      service.stop();
      await service.flush();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
