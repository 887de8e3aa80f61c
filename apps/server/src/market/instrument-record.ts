import { Decimal } from '@tp/domain/decimal';
import { type InstrumentTerms, MarginMode } from '@tp/domain/instrument';
import type { TradingSession } from '@tp/domain/sessions';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { InstrumentsTable } from '../db/schema.ts';

/** An instrument as the server works with it: the operator's terms as decimals, sessions, switch. */
export type InstrumentRecord = {
  id: number;
  code: string;
  showCode: string;
  logo: string;
  categoryId: number;
  sort: number;
  terms: InstrumentTerms;
  sessions: TradingSession[];
  sessionKind: string;
  tradingEnabled: boolean;
};

/** What the simulation needs beyond the terms: where the price starts and how much it moves. */
export type InstrumentModel = { initialPrice: Decimal; annualVolatility: number };

type InstrumentRow = Selectable<InstrumentsTable>;

export async function loadInstruments(
  db: Db,
): Promise<{ record: InstrumentRecord; model: InstrumentModel }[]> {
  const rows = await db
    .selectFrom('instruments')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ record: instrumentRecord(row), model: instrumentModel(row) }));
}

export function instrumentRecord(row: InstrumentRow): InstrumentRecord {
  const maxLots = new Decimal(row.max_lots);
  return {
    id: row.id,
    code: row.code,
    showCode: row.show_code,
    logo: row.logo,
    categoryId: row.category_id,
    sort: row.sort,
    terms: {
      contractSize: new Decimal(row.contract_size),
      minLots: new Decimal(row.min_lots),
      lotStep: new Decimal(row.lot_step),
      // 0 in the table means no maximum.
      maxLots: maxLots.gt(0) ? maxLots : null,
      feeRate: new Decimal(row.fee_rate),
      marginMode: row.margin_mode === MarginMode.fixed ? MarginMode.fixed : MarginMode.leverage,
      leverageOptions: row.leverage_options.filter((value) => Number.isInteger(value) && value > 0),
      baseCurrency: row.base_currency,
      quoteCurrency: row.quote_currency,
      pricePrecision: row.price_precision,
      spread: new Decimal(row.spread),
    },
    sessions: row.sessions.map(({ day, open, close }) => ({ day, open, close })),
    sessionKind: row.session_kind,
    tradingEnabled: row.trading_enabled,
  };
}

function instrumentModel(row: InstrumentRow): InstrumentModel {
  return {
    initialPrice: new Decimal(row.initial_price),
    annualVolatility: Number(row.annual_volatility),
  };
}
