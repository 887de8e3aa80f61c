import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isSessionOpen } from '@tp/domain/sessions';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config/config.ts';
import { marketsOpenAt, testDatabase } from '../test-support/test-platform.ts';
import { type Db, migrateToLatest, openDatabase } from './database.ts';
import { seedDefaults } from './seed.ts';
import { instrumentSeeds, SessionKind, sessionsOf } from './seed-catalogue.ts';
import { areaCodeSeeds, excludedCountryCodes } from './seed-settings.ts';

const config = { ...readConfig({}), logLevel: 'silent' };
const logosDir = resolve(import.meta.dirname, '../../../web/public/logos');

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await testDatabase();
  drop = database.drop;
  db = await openDatabase(database.location);
  await migrateToLatest(db);
  await seedDefaults(db, config);
});

afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

const count = async (table: 'categories' | 'instruments' | 'settings' | 'area_codes') =>
  (await db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow())
    .n;

describe('the seeded catalogue', () => {
  it('has the required instruments in five categories', async () => {
    const rows = await db
      .selectFrom('instruments as i')
      .innerJoin('categories as c', 'c.id', 'i.category_id')
      .select(['i.code', 'c.code as category'])
      .orderBy('i.sort')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(16);
    const codes = rows.map((r) => r.code);
    for (const code of [
      'EURUSD',
      'GBPUSD',
      'USDJPY',
      'AUDUSD',
      'USDCHF',
      'USDCAD',
      'EURGBP',
      'EURJPY',
      'XAUUSD',
      'XAGUSD',
      'USOIL',
      'US30',
      'NAS100',
      'SPX500',
      'BTCUSD',
      'ETHUSD',
    ]) {
      expect(codes).toContain(code);
    }
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(['forex', 'metals', 'energy', 'indices', 'crypto']),
    );
  });

  it('names each category in English and Traditional Chinese at least', async () => {
    const rows = await db.selectFrom('categories').select(['code', 'names']).execute();
    for (const row of rows) {
      expect(row.names.en, row.code).toBeTruthy();
      expect(row.names.hk, row.code).toBeTruthy();
    }
  });

  it('stores realistic terms', async () => {
    const eurusd = await db
      .selectFrom('instruments')
      .selectAll()
      .where('code', '=', 'EURUSD')
      .executeTakeFirstOrThrow();
    expect({
      contract: Number(eurusd.contract_size),
      min: Number(eurusd.min_lots),
      step: Number(eurusd.lot_step),
      max: Number(eurusd.max_lots),
      price: Number(eurusd.initial_price),
      volatility: Number(eurusd.annual_volatility),
      leverage: eurusd.leverage_options,
      precision: eurusd.price_precision,
      logo: eurusd.logo,
    }).toEqual({
      contract: 100000,
      min: 0.01,
      step: 0.01,
      max: 100,
      price: 1.08,
      volatility: 0.07,
      leverage: [10, 20, 50, 100, 200],
      precision: 5,
      logo: '/logos/EURUSD.svg',
    });
    const sizes = await db.selectFrom('instruments').select(['code', 'contract_size']).execute();
    const size = Object.fromEntries(sizes.map((r) => [r.code, Number(r.contract_size)]));
    expect(size).toMatchObject({
      XAUUSD: 100,
      XAGUSD: 5000,
      USOIL: 1000,
      US30: 1,
      NAS100: 1,
      SPX500: 1,
      BTCUSD: 1,
      ETHUSD: 1,
    });
  });

  it('has a fixed-margin instrument, and leverage options for every other', () => {
    expect(instrumentSeeds.filter((s) => s.marginMode === 1).map((s) => s.code)).toEqual([
      'XAGUSD',
    ]);
    for (const seed of instrumentSeeds.filter((s) => s.marginMode !== 1)) {
      expect(seed.leverageOptions.length, seed.code).toBeGreaterThan(0);
    }
  });

  it('quotes every spread and initial price at the instrument precision', () => {
    for (const seed of instrumentSeeds) {
      const places = (value: string) => value.split('.')[1]?.length ?? 0;
      expect(places(seed.spread), seed.code).toBeLessThanOrEqual(seed.pricePrecision);
      expect(places(seed.initialPrice), seed.code).toBeLessThanOrEqual(seed.pricePrecision);
      expect(Number(seed.spread), seed.code).toBeGreaterThan(0);
    }
  });

  it('opens every market on a Wednesday noon and closes forex at the weekend', () => {
    for (const kind of Object.values(SessionKind)) {
      expect(isSessionOpen({ sessions: sessionsOf(kind), at: marketsOpenAt }), kind).toBe(true);
    }
    const saturday = new Date('2026-11-21T12:00:00Z');
    expect(isSessionOpen({ sessions: sessionsOf(SessionKind.forex), at: saturday })).toBe(false);
    expect(isSessionOpen({ sessions: sessionsOf(SessionKind.crypto), at: saturday })).toBe(true);
  });

  it('ships a logo for every instrument', () => {
    for (const seed of instrumentSeeds) {
      const path = resolve(logosDir, `${seed.code}.svg`);
      expect(existsSync(path), path).toBe(true);
      expect(readFileSync(path, 'utf8')).toMatch(
        /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
      );
    }
  });
});

describe('the seeded settings and area codes', () => {
  it('has every setting the platform reads', async () => {
    const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({
      trade_fee_type: '1',
      stop_out_level: '50',
      service_link: '',
      service_link_type: '1',
      verify_reg_type: '2',
      is_show_mobile: '0',
      demo_balance: config.demoBalance,
      register_invite_required: '0',
      complaint_email: '',
      company_status: '1',
      company_type: '1',
      loss_address: '',
      default_language: 'hk',
      risk_profile: 'none',
    });
  });

  it('has every country and territory but the excluded ones, each once', async () => {
    expect(areaCodeSeeds.length).toBeGreaterThanOrEqual(225);
    for (const area of areaCodeSeeds) expect(excludedCountryCodes).not.toContain(area.code);
    expect(new Set(areaCodeSeeds.map((a) => a.code)).size).toBe(areaCodeSeeds.length);
    expect(await count('area_codes')).toBe(areaCodeSeeds.length);
  });
});

describe('seedDefaults', () => {
  it('is safe to run again and keeps the operator edits', async () => {
    await db
      .updateTable('instruments')
      .set({ fee_rate: '9', trading_enabled: false })
      .where('code', '=', 'EURUSD')
      .execute();
    await db
      .updateTable('settings')
      .set({ value: '30' })
      .where('key', '=', 'stop_out_level')
      .execute();
    await db.deleteFrom('area_codes').where('code', '=', 'FR').execute();
    const before = {
      categories: await count('categories'),
      instruments: await count('instruments'),
      settings: await count('settings'),
      areas: await count('area_codes'),
    };

    await seedDefaults(db, config);
    await seedDefaults(db, config);

    expect({
      categories: await count('categories'),
      instruments: await count('instruments'),
      settings: await count('settings'),
      areas: await count('area_codes'),
    }).toEqual(before);
    const eurusd = await db
      .selectFrom('instruments')
      .select(['fee_rate', 'trading_enabled'])
      .where('code', '=', 'EURUSD')
      .executeTakeFirstOrThrow();
    expect([Number(eurusd.fee_rate), eurusd.trading_enabled]).toEqual([9, false]);
    const level = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'stop_out_level')
      .executeTakeFirstOrThrow();
    expect(level.value).toBe('30');
  });

  it('adds a setting that a newer version introduced', async () => {
    await db.deleteFrom('settings').where('key', '=', 'is_show_mobile').execute();
    await seedDefaults(db, config);
    const row = await db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'is_show_mobile')
      .executeTakeFirst();
    expect(row?.value).toBe('0');
  });
});

describe('seeding again', () => {
  it('gives a seeded category the names of languages it lacked, and keeps the names operators gave', async () => {
    await db
      .updateTable('categories')
      .set({ names: JSON.stringify({ en: 'Currencies' }) })
      .where('code', '=', 'forex')
      .execute();
    await seedDefaults(db, config);
    const row = await db
      .selectFrom('categories')
      .select('names')
      .where('code', '=', 'forex')
      .executeTakeFirstOrThrow();
    expect(row.names).toMatchObject({ en: 'Currencies', hk: '外匯' });
  });
});

describe('the seeded instrument classes', () => {
  it('gives each instrument the class ESMA’s leverage caps read', async () => {
    const rows = await db.selectFrom('instruments').select(['code', 'instrument_class']).execute();
    const classOf = Object.fromEntries(rows.map((r) => [r.code, r.instrument_class]));
    expect(classOf).toMatchObject({
      EURUSD: 'major_fx',
      GBPJPY: 'major_fx',
      AUDUSD: 'other_fx',
      NZDUSD: 'other_fx',
      XAUUSD: 'gold',
      XAGUSD: 'other_commodity',
      USOIL: 'other_commodity',
      US30: 'major_index',
      NAS100: 'major_index',
      BTCUSD: 'crypto',
    });
  });
});
