import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instrumentSeeds } from '../db/seed-catalogue.ts';
import { seedTexts } from '../db/seed-texts.ts';
import { compressedAnswerMinBytes } from '../http/compressed-answer.ts';
import {
  marketsOpenAt,
  startTestPlatform,
  type TestPlatform,
} from '../test-support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
});

afterAll(async () => {
  await platform?.close();
});

type Answer = { code: number; msg: string; data: unknown };

async function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<Answer & { status: number }> {
  const response = await platform.app.inject({
    method: 'GET',
    url,
    headers: { lang: 'en', ...headers },
  });
  return { status: response.statusCode, ...(response.json() as Answer) };
}

async function data<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const answer = await get(url, headers);
  expect(answer.code, answer.msg).toBe(1);
  return answer.data as T;
}

type WireInstrument = {
  Id: number;
  Code: string;
  ShowCode: string;
  CategoryId: number;
  MarketStatus: number;
  ForexQuotations: Record<string, number>;
};
type WireCandle = {
  Time: number;
  Open: number;
  High: number;
  Low: number;
  Close: number;
  Volume: number;
};

const idOf = (code: string) => {
  const record = platform.market.instrumentByCode(code);
  if (!record) throw new Error(`no ${code}`);
  return record.id;
};
const at = (iso: string) => new Date(iso);
const unix = (iso: string) => Date.parse(iso) / 1000;

describe('GET /v1/api/forex/trade_list', () => {
  it('lists every instrument with every field of the contract', async () => {
    const list = await data<WireInstrument[]>('/v1/api/forex/trade_list');
    expect(list.map((i) => i.Code)).toEqual(instrumentSeeds.map((s) => s.code));
    const eurusd = list.find((i) => i.Code === 'EURUSD');
    const forex = (
      await data<{ Id: number; NameShowTrans: string }[]>('/v1/api/forex/getCategories')
    ).find((c) => c.NameShowTrans === 'Forex');
    expect(eurusd).toEqual({
      Id: idOf('EURUSD'),
      Code: 'EURUSD',
      ShowCode: 'EUR/USD',
      Logo: '/logos/EURUSD.svg',
      CategoryId: forex?.Id,
      MarketStatus: 1,
      PricePrecision: 5,
      Pip: 0.01,
      ForexContNum: 100000,
      ForexMinCont: 0.01,
      ForexMaxCont: 100,
      ForexFeeRate: 7,
      MarginMode: 2,
      HasForexMultiple: [
        { Value: 10 },
        { Value: 20 },
        { Value: 50 },
        { Value: 100 },
        { Value: 200 },
      ],
      ForexQuotations: {
        Open: 1.08,
        Close: 1.08,
        Change: 0,
        High: 1.08,
        Low: 1.08,
        Bid: 1.07994,
        Ask: 1.08006,
      },
      Spread: 0.00012,
      BaseCurrency: 'EUR',
      QuoteCurrency: 'USD',
      Sessions: [
        { Day: 0, Open: 1320, Close: 1440 },
        { Day: 1, Open: 0, Close: 1440 },
        { Day: 2, Open: 0, Close: 1440 },
        { Day: 3, Open: 0, Close: 1440 },
        { Day: 4, Open: 0, Close: 1440 },
        { Day: 5, Open: 0, Close: 1320 },
      ],
    });
  });

  it('shows a fixed-margin instrument without leverage options', async () => {
    const list = await data<
      (WireInstrument & { MarginMode: number; HasForexMultiple: unknown[] })[]
    >('/v1/api/forex/trade_list?searchCurrency=XAG');
    expect(list.map((i) => [i.Code, i.MarginMode, i.HasForexMultiple])).toEqual([
      ['XAGUSD', 1, []],
    ]);
  });

  it('quotes the live price with the day open, high, low and change in percent', async () => {
    platform.prices.push('GBPUSD', '1.27000');
    platform.prices.push('GBPUSD', '1.25730');
    platform.prices.push('GBPUSD', '1.28270');
    const [gbpusd] = await data<WireInstrument[]>('/v1/api/forex/trade_list?searchCurrency=GBPUSD');
    expect(gbpusd?.ForexQuotations).toEqual({
      Open: 1.27,
      Close: 1.2827,
      Change: 1,
      High: 1.2827,
      Low: 1.2573,
      Bid: 1.28262,
      Ask: 1.28278,
    });
  });

  it('finds instruments by code or show code, ignoring case', async () => {
    const codes = async (search: string) =>
      (
        await data<WireInstrument[]>(
          `/v1/api/forex/trade_list?searchCurrency=${encodeURIComponent(search)}`,
        )
      ).map((i) => i.Code);
    expect(await codes('eur')).toEqual(['EURUSD', 'EURGBP', 'EURJPY']);
    expect(await codes('eur/usd')).toEqual(['EURUSD']);
    expect(await codes('Btc')).toEqual(['BTCUSD']);
    expect(await codes('wti')).toEqual(['USOIL']);
    expect(await codes('nothing-like-it')).toEqual([]);
    expect(await codes('')).toHaveLength(instrumentSeeds.length);
  });

  it('filters by category', async () => {
    const categories = await data<{ Id: number; NameShowTrans: string }[]>(
      '/v1/api/forex/getCategories',
    );
    const metals = categories.find((c) => c.NameShowTrans === 'Metals');
    const list = await data<WireInstrument[]>(`/v1/api/forex/trade_list?category_id=${metals?.Id}`);
    expect(list.map((i) => i.Code)).toEqual(['XAUUSD', 'XAGUSD']);
    expect(await data(`/v1/api/forex/trade_list?category_id=9999`)).toEqual([]);
  });

  it('shows a market closed at the weekend, crypto still open', async () => {
    platform.clock.set(at('2026-11-21T12:00:00Z'));
    try {
      const list = await data<WireInstrument[]>('/v1/api/forex/trade_list');
      const status = Object.fromEntries(list.map((i) => [i.Code, i.MarketStatus]));
      expect(status).toMatchObject({ EURUSD: 0, XAUUSD: 0, US30: 0, BTCUSD: 1, ETHUSD: 1 });
    } finally {
      platform.clock.set(marketsOpenAt);
    }
  });

  it('answers a clear message for bad parameters, never a 500', async () => {
    const tooLong = await get(`/v1/api/forex/trade_list?searchCurrency=${'x'.repeat(40)}`);
    expect([tooLong.status, tooLong.code, tooLong.msg]).toEqual([
      200,
      1001,
      'Invalid value for searchCurrency',
    ]);
    const notANumber = await get('/v1/api/forex/trade_list?category_id=metals');
    expect([notANumber.status, notANumber.code, notANumber.msg]).toEqual([
      200,
      1001,
      'Invalid value for category_id',
    ]);
    const twice = await get('/v1/api/forex/trade_list?category_id=1&category_id=2');
    expect([twice.status, twice.code]).toEqual([200, 1001]);
  });
});

describe('GET /v1/api/forex/getCategories', () => {
  const names = async (headers: Record<string, string>) =>
    (await data<{ NameShowTrans: string }[]>('/v1/api/forex/getCategories', headers)).map(
      (c) => c.NameShowTrans,
    );

  it('names the categories in the request language', async () => {
    expect(await names({ lang: 'en' })).toEqual(['Forex', 'Metals', 'Energy', 'Indices', 'Crypto']);
    expect(await names({ lang: 'hk' })).toEqual(['外匯', '貴金屬', '能源', '指數', '加密貨幣']);
    expect(await names({ lang: 'tw' })).toEqual(['外匯', '貴金屬', '能源', '指數', '加密貨幣']);
  });

  it('names the seeded categories in every language, as seeded', async () => {
    expect(await names({ lang: 'th' })).toEqual(['ฟอเร็กซ์', 'โลหะ', 'พลังงาน', 'ดัชนี', 'คริปโต']);
    expect(await names({ lang: 'de' })).toEqual(
      Object.values(seedTexts.de?.categories ?? {}).slice(0, 5),
    );
  });

  it('falls back to English for a language without names, and to hk without a lang header', async () => {
    const forex = await platform.db
      .selectFrom('categories')
      .select(['id', 'names'])
      .where('code', '=', 'forex')
      .executeTakeFirstOrThrow();
    const { th: _, ...withoutThai } = forex.names;
    await platform.db
      .updateTable('categories')
      .set({ names: JSON.stringify(withoutThai) })
      .where('id', '=', forex.id)
      .execute();
    expect((await names({ lang: 'th' }))[0]).toBe('Forex');
    await platform.db
      .updateTable('categories')
      .set({ names: JSON.stringify(forex.names) })
      .where('id', '=', forex.id)
      .execute();
    const response = await platform.app.inject({
      method: 'GET',
      url: '/v1/api/forex/getCategories',
    });
    expect((response.json() as { data: { NameShowTrans: string }[] }).data[0]?.NameShowTrans).toBe(
      '外匯',
    );
  });
});

describe('GET /v1/api/forex/kline', () => {
  it('answers candles oldest first with the forming one last', async () => {
    const id = idOf('AUDUSD');
    platform.clock.set(at('2026-11-18T12:00:05Z'));
    platform.prices.push('AUDUSD', '0.66000', undefined, 2);
    platform.prices.push('AUDUSD', '0.66100', undefined, 3);
    platform.clock.set(at('2026-11-18T12:01:10Z'));
    platform.prices.push('AUDUSD', '0.65900', undefined, 1);
    platform.clock.set(at('2026-11-18T12:05:00Z'));
    platform.prices.push('AUDUSD', '0.65950', undefined, 4);
    platform.clock.set(marketsOpenAt);

    expect(await data(`/v1/api/forex/kline?forex_id=${id}&period=1min`)).toEqual([
      {
        Time: unix('2026-11-18T12:00:00Z'),
        Open: 0.66,
        High: 0.661,
        Low: 0.66,
        Close: 0.661,
        Volume: 5,
      },
      {
        Time: unix('2026-11-18T12:01:00Z'),
        Open: 0.659,
        High: 0.659,
        Low: 0.659,
        Close: 0.659,
        Volume: 1,
      },
      {
        Time: unix('2026-11-18T12:05:00Z'),
        Open: 0.6595,
        High: 0.6595,
        Low: 0.6595,
        Close: 0.6595,
        Volume: 4,
      },
    ]);
    expect(await data(`/v1/api/forex/kline?forex_id=${id}&period=5min`)).toEqual([
      {
        Time: unix('2026-11-18T12:00:00Z'),
        Open: 0.66,
        High: 0.661,
        Low: 0.659,
        Close: 0.659,
        Volume: 6,
      },
      {
        Time: unix('2026-11-18T12:05:00Z'),
        Open: 0.6595,
        High: 0.6595,
        Low: 0.6595,
        Close: 0.6595,
        Volume: 4,
      },
    ]);
    expect(await data(`/v1/api/forex/kline?forex_id=${id}&period=1day`)).toEqual([
      {
        Time: unix('2026-11-18T00:00:00Z'),
        Open: 0.66,
        High: 0.661,
        Low: 0.659,
        Close: 0.6595,
        Volume: 10,
      },
    ]);

    // The same answer once everything is written to the table.
    await platform.market.flush();
    const stored = await platform.db
      .selectFrom('candles')
      .select(['time', 'close'])
      .where('instrument_id', '=', id)
      .where('period', '=', '1min')
      .orderBy('time')
      .execute();
    expect(stored.map((row) => [Number(row.time), Number(row.close)])).toEqual([
      [unix('2026-11-18T12:00:00Z'), 0.661],
      [unix('2026-11-18T12:01:00Z'), 0.659],
      [unix('2026-11-18T12:05:00Z'), 0.6595],
    ]);
  });

  it('pages with limit and before', async () => {
    const id = idOf('AUDUSD');
    const times = async (query: string) =>
      (await data<WireCandle[]>(`/v1/api/forex/kline?forex_id=${id}&period=1min&${query}`)).map(
        (c) => c.Time,
      );
    expect(await times('limit=2')).toEqual([
      unix('2026-11-18T12:01:00Z'),
      unix('2026-11-18T12:05:00Z'),
    ]);
    expect(await times(`before=${unix('2026-11-18T12:05:00Z')}`)).toEqual([
      unix('2026-11-18T12:00:00Z'),
      unix('2026-11-18T12:01:00Z'),
    ]);
    expect(await times(`before=${unix('2026-11-18T12:01:00Z')}&limit=1000`)).toEqual([
      unix('2026-11-18T12:00:00Z'),
    ]);
    expect(await times(`before=${unix('2026-11-18T12:00:00Z')}`)).toEqual([]);
  });

  it('answers an empty chart for an instrument that has not traded', async () => {
    expect(await data(`/v1/api/forex/kline?forex_id=${idOf('NZDUSD')}&period=60min`)).toEqual([]);
  });

  it('answers instrumentNotFound for an unknown instrument', async () => {
    const answer = await get('/v1/api/forex/kline?forex_id=99999&period=1min');
    expect([answer.status, answer.code, answer.msg, answer.data]).toEqual([
      200,
      2001,
      'Instrument not found',
      null,
    ]);
  });

  it.each([
    ['period=1min', 'forex_id'],
    ['forex_id=abc&period=1min', 'forex_id'],
    ['forex_id=1&period=2min', 'period'],
    ['forex_id=1', 'period'],
    ['forex_id=1&period=1min&limit=0', 'limit'],
    ['forex_id=1&period=1min&limit=1001', 'limit'],
    ['forex_id=1&period=1min&limit=ten', 'limit'],
    ['forex_id=1&period=1min&before=soon', 'before'],
    ['forex_id=1&forex_id=2&period=1min', 'forex_id'],
  ])('answers invalidField for %s', async (query, field) => {
    const answer = await get(`/v1/api/forex/kline?${query}`);
    expect([answer.status, answer.code, answer.msg]).toEqual([
      200,
      1001,
      `Invalid value for ${field}`,
    ]);
  });

  it('translates the message', async () => {
    const answer = await get('/v1/api/forex/kline?forex_id=99999&period=1min', { lang: 'hk' });
    expect([answer.code, answer.msg]).toEqual([2001, '找不到該產品']);
  });

  it('answers a malformed query with a clear message, never a 500', async () => {
    for (const query of [
      'forex_id=1e400&period=1min',
      'forex_id=%E0%A4%A&period=1min',
      'forex_id=1&period=%00',
    ]) {
      const answer = await get(`/v1/api/forex/kline?${query}`);
      expect(answer.status).toBe(200);
      expect([1000, 1001]).toContain(answer.code);
      expect(answer.msg).toMatch(/^(Invalid value for \w+|The request could not be read)$/);
    }
  });
});

describe('GET /v1/api/forex/abbreviated_cache_kline', () => {
  it('answers the last 24 hourly closes of one instrument', async () => {
    const id = idOf('ETHUSD');
    const start = Date.parse('2026-11-17T00:30:00Z');
    for (let hour = 0; hour < 30; hour++) {
      platform.clock.set(new Date(start + hour * 3_600_000));
      platform.prices.push('ETHUSD', 3400 + hour);
    }
    platform.clock.set(marketsOpenAt);
    const [line] = await data<{ ForexId: number; Code: string; Points: number[] }[]>(
      `/v1/api/forex/abbreviated_cache_kline?forex_id=${id}`,
    );
    expect(line).toEqual({
      ForexId: id,
      Code: 'ETHUSD',
      Points: Array.from({ length: 24 }, (_, i) => 3406 + i),
    });
  });

  it('answers a line for every instrument, the current price for one without history', async () => {
    const lines = await data<{ Code: string; Points: number[] }[]>(
      '/v1/api/forex/abbreviated_cache_kline',
    );
    expect(lines.map((l) => l.Code)).toEqual(instrumentSeeds.map((s) => s.code));
    expect(lines.find((l) => l.Code === 'US30')?.Points).toEqual([39000]);
    expect(lines.find((l) => l.Code === 'ETHUSD')?.Points).toHaveLength(24);
  });

  it('answers instrumentNotFound or invalidField for a bad id', async () => {
    expect((await get('/v1/api/forex/abbreviated_cache_kline?forex_id=99999')).code).toBe(2001);
    expect((await get('/v1/api/forex/abbreviated_cache_kline?forex_id=x')).code).toBe(1001);
  });
});

describe('large answers on a phone’s network', () => {
  it('sends a read’s long answer compressed as the browser accepts, and short ones as they are', async () => {
    const url = '/v1/api/forex/trade_list';
    const plain = await platform.app.inject({ method: 'GET', url, headers: { lang: 'en' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressedAnswerMinBytes);
    const expected = plain.json();

    const brotli = await platform.app.inject({
      method: 'GET',
      url,
      headers: { lang: 'en', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(expected);

    const gzip = await platform.app.inject({
      method: 'GET',
      url,
      headers: { lang: 'en', 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);

    // A forged or refusing header gets the answer as it is.
    for (const forged of ['br;q=0, gzip;q=0', 'x'.repeat(5_000), 'identity']) {
      const res = await platform.app.inject({
        method: 'GET',
        url,
        headers: { lang: 'en', 'accept-encoding': forged },
      });
      expect(res.headers['content-encoding'], forged.slice(0, 20)).toBeUndefined();
      expect(res.json()).toEqual(expected);
    }

    // A short answer goes as it is.
    const short = await platform.app.inject({
      method: 'GET',
      url: '/api/no/such/route',
      headers: { lang: 'en', 'accept-encoding': 'br' },
    });
    expect(short.headers['content-encoding']).toBeUndefined();
  });
});
