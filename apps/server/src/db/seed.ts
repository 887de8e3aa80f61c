import { defaultInstrumentClass } from '@tp/domain/risk-profile';
import { sql } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Db } from './database.ts';
import {
  categorySeeds,
  type InstrumentSeed,
  instrumentSeeds,
  lotStep,
  minLots,
  sessionsOf,
} from './seed-catalogue.ts';
import { areaCodeSeeds, settingSeeds } from './seed-settings.ts';

/** Serialises seeding between processes starting at once on one PostgreSQL. */
const seedLockKey = 7_320_001;

/**
 * Fills what a fresh install needs: categories, instruments, settings and area codes.
 * Safe on every start: it only adds what is missing and never overwrites the operator's edits.
 */
export async function seedDefaults(db: Db, config: Config): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${seedLockKey})`.execute(tx);
    await seedCategories(tx);
    await seedInstruments(tx);
    await seedSettings(tx, config);
    await seedAreaCodes(tx);
  });
}

async function seedCategories(db: Db): Promise<void> {
  await db
    .insertInto('categories')
    .values(
      categorySeeds.map((category, index) => ({
        code: category.code,
        names: JSON.stringify(category.names),
        sort: (index + 1) * 10,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  // A category seeded before a language had its name gets that name; a name an operator gave
  // (in any language) stays as it is.
  for (const category of categorySeeds) {
    await db
      .updateTable('categories')
      .set({ names: sql`${JSON.stringify(category.names)}::jsonb || names` })
      .where('code', '=', category.code)
      .execute();
  }
}

async function seedInstruments(db: Db): Promise<void> {
  const categories = await db.selectFrom('categories').select(['id', 'code']).execute();
  const categoryIds = new Map(categories.map((c) => [c.code, c.id]));
  const rows = instrumentSeeds.map((seed, index) => {
    const categoryId = categoryIds.get(seed.category);
    if (categoryId === undefined) throw new Error(`Seed category ${seed.category} is missing`);
    return instrumentRow(seed, categoryId, (index + 1) * 10);
  });
  await db
    .insertInto('instruments')
    .values(rows)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

function instrumentRow(seed: InstrumentSeed, categoryId: number, sort: number) {
  return {
    code: seed.code,
    show_code: seed.showCode,
    logo: `/logos/${seed.code}.svg`,
    category_id: categoryId,
    base_currency: seed.baseCurrency,
    quote_currency: seed.quoteCurrency,
    price_precision: seed.pricePrecision,
    contract_size: seed.contractSize,
    min_lots: minLots,
    lot_step: lotStep,
    max_lots: seed.maxLots,
    fee_rate: seed.feeRate,
    margin_mode: seed.marginMode,
    leverage_options: JSON.stringify(seed.leverageOptions),
    spread: seed.spread,
    session_kind: seed.sessionKind,
    sessions: JSON.stringify(sessionsOf(seed.sessionKind)),
    initial_price: seed.initialPrice,
    annual_volatility: seed.annualVolatility,
    sort,
    instrument_class: defaultInstrumentClass({
      code: seed.code,
      category: seed.category,
      baseCurrency: seed.baseCurrency,
      quoteCurrency: seed.quoteCurrency,
    }),
  };
}

async function seedSettings(db: Db, config: Config): Promise<void> {
  await db
    .insertInto('settings')
    .values(Object.entries(settingSeeds(config)).map(([key, value]) => ({ key, value })))
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** Area codes are seeded only into an empty table, so codes the operator removed stay removed. */
async function seedAreaCodes(db: Db): Promise<void> {
  const existing = await db
    .selectFrom('area_codes')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  if (existing.count > 0) return;
  await db
    .insertInto('area_codes')
    .values(
      areaCodeSeeds.map((area, index) => ({
        global_code: area.globalCode,
        code: area.code,
        sort: (index + 1) * 10,
      })),
    )
    .execute();
}
