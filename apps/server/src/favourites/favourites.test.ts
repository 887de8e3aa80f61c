import { ErrorCatalogue } from '@tp/contract/errors';
import { favouritesMax } from '@tp/contract/favourites';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../http/auth.ts';
import { callApi, newDemoUser } from '../test-support/api-test-client.ts';
import { realTrader } from '../test-support/back-office-fixtures.ts';
import { startTestPlatform, type TestPlatform } from '../test-support/test-platform.ts';

let platform: TestPlatform;
let ids: { EURUSD: number; XAUUSD: number; US30: number };

const code = (name: keyof typeof ErrorCatalogue) => ErrorCatalogue[name].code;

async function realToken(): Promise<string> {
  const trader = await realTrader(platform);
  return createSession(platform.db, trader.userId, platform.clock.now());
}

const list = (token: string) => callApi(platform.app, 'favouriteList', {}, { token });
const add = (token: string, forexId: number, lang = 'en') =>
  callApi(platform.app, 'favouriteAdd', { forex_id: forexId }, { token, headers: { lang } });
const remove = (token: string, forexId: number) =>
  callApi(platform.app, 'favouriteRemove', { forex_id: forexId }, { token });

beforeAll(async () => {
  platform = await startTestPlatform({ rateLimitPerMinute: 100_000 });
  const id = (code: string) => {
    const record = platform.market.instrumentByCode(code);
    if (!record) throw new Error(`no ${code}`);
    return record.id;
  };
  ids = { EURUSD: id('EURUSD'), XAUUSD: id('XAUUSD'), US30: id('US30') };
});

afterAll(async () => {
  await platform?.close();
});

describe('favourites', () => {
  it('are added, listed oldest first and removed for a real account', async () => {
    const token = await realToken();
    expect((await list(token)).data).toEqual({ forex_ids: [], max: favouritesMax });

    expect((await add(token, ids.XAUUSD)).data.forex_ids).toEqual([ids.XAUUSD]);
    platform.clock.advance(1_000);
    const second = await add(token, ids.EURUSD);
    expect(second.code).toBe(1);
    expect(second.data.forex_ids).toEqual([ids.XAUUSD, ids.EURUSD]);
    // Adding one already there keeps its place and adds nothing.
    expect((await add(token, ids.XAUUSD)).data.forex_ids).toEqual([ids.XAUUSD, ids.EURUSD]);

    expect((await remove(token, ids.XAUUSD)).data.forex_ids).toEqual([ids.EURUSD]);
    // Removing one not there changes nothing.
    expect((await remove(token, ids.US30)).data.forex_ids).toEqual([ids.EURUSD]);
    expect((await list(token)).data.forex_ids).toEqual([ids.EURUSD]);
  });

  it('are kept for a demo account too, apart from every other trader’s', async () => {
    const demo = await newDemoUser(platform.app);
    const real = await realToken();
    await add(demo.token, ids.US30);
    await add(real, ids.EURUSD);
    expect((await list(demo.token)).data.forex_ids).toEqual([ids.US30]);
    expect((await list(real)).data.forex_ids).toEqual([ids.EURUSD]);
    // Removing from one's own list never touches another's.
    await remove(real, ids.US30);
    expect((await list(demo.token)).data.forex_ids).toEqual([ids.US30]);
  });

  it('need a signed-in trader', async () => {
    expect((await callApi(platform.app, 'favouriteList', {})).code).toBe(999);
    expect((await callApi(platform.app, 'favouriteAdd', { forex_id: ids.EURUSD })).code).toBe(999);
    expect((await callApi(platform.app, 'favouriteRemove', { forex_id: ids.EURUSD })).code).toBe(
      999,
    );
  });

  it('refuse an instrument not in the catalogue, in the trader’s language, and store nothing', async () => {
    const token = await realToken();
    expect(await add(token, 999_999)).toEqual({
      code: code('instrumentNotFound'),
      msg: 'Instrument not found',
      data: null,
    });
    const german = await add(token, -1, 'de');
    expect(german.code).toBe(code('instrumentNotFound'));
    expect(german.msg).not.toBe('Instrument not found');
    expect(
      (await callApi(platform.app, 'favouriteAdd', { forex_id: 'EURUSD' }, { token })).code,
    ).toBe(code('invalidField'));
    expect((await list(token)).data.forex_ids).toEqual([]);
    const rows = await platform.db
      .selectFrom('favourites')
      .select('instrument_id')
      .where('instrument_id', 'in', [999_999, -1])
      .execute();
    expect(rows).toEqual([]);
  });

  it('hold at most favouritesMax, the next refused with a translated message naming the limit', async () => {
    // The seeded catalogue is smaller than the limit: the operator adds instruments.
    await sql`
      INSERT INTO instruments (code, show_code, logo, category_id, base_currency, quote_currency,
        price_precision, contract_size, min_lots, lot_step, max_lots, fee_rate, margin_mode,
        leverage_options, spread, session_kind, sessions, initial_price, annual_volatility)
      SELECT 'FAV' || n, 'FAV/' || n, logo, category_id, base_currency, quote_currency,
        price_precision, contract_size, min_lots, lot_step, max_lots, fee_rate, margin_mode,
        leverage_options, spread, session_kind, sessions, initial_price, annual_volatility
      FROM instruments, generate_series(1, ${favouritesMax}) AS n WHERE code = 'EURUSD'
    `.execute(platform.db);
    await platform.market.reloadInstruments();
    const added = platform.market
      .instruments()
      .filter((record) => record.code.startsWith('FAV'))
      .map((record) => record.id);
    expect(added).toHaveLength(favouritesMax);

    const token = await realToken();
    for (const id of added) expect((await add(token, id)).code).toBe(1);
    expect(await add(token, ids.EURUSD)).toEqual({
      code: code('favouritesFull'),
      msg: `At most ${favouritesMax} favourites: remove one to add another`,
      data: null,
    });
    const german = await add(token, ids.EURUSD, 'de');
    expect(german.msg).toBe(
      `Höchstens ${favouritesMax} Favoriten: Entfernen Sie einen, um einen weiteren hinzuzufügen`,
    );
    const full = (await list(token)).data.forex_ids;
    expect(full).toEqual(added);
    // One already there is still no change, and a removal makes room again.
    expect((await add(token, added[0] as number)).code).toBe(1);
    await remove(token, added[0] as number);
    platform.clock.advance(1_000);
    expect((await add(token, ids.EURUSD)).data.forex_ids).toEqual([...added.slice(1), ids.EURUSD]);
  });

  it('hold the limit when adds arrive at once', async () => {
    const token = await realToken();
    const candidates = platform.market.instruments().map((record) => record.id);
    expect(candidates.length).toBeGreaterThan(favouritesMax);
    const answers = await Promise.all(candidates.map((id) => add(token, id)));
    expect(answers.filter((answer) => answer.code === 1)).toHaveLength(favouritesMax);
    expect((await list(token)).data.forex_ids).toHaveLength(favouritesMax);
  });
});
