import { Decimal } from '@tp/domain/decimal';
import { type InstrumentTerms, MarginMode } from '@tp/domain/instrument';
import {
  cappedLeverageOptions,
  InstrumentClass,
  isInstrumentClass,
  isRiskProfile,
  leverageCap,
  RiskProfile,
} from '@tp/domain/risk-profile';
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
  instrumentClass: InstrumentClass;
  /**
   * The most leverage the operator's risk profile allows (undefined: no cap). The terms'
   * leverage options are already those under it, so the app offers and the engine accepts
   * nothing above it.
   */
  leverageCap: number | undefined;
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
  const profile = await riskProfileOf(db);
  return rows.map((row) => ({
    record: instrumentRecord(row, profile),
    model: instrumentModel(row),
  }));
}

/** The risk_profile setting; none when unset or unknown. */
export async function riskProfileOf(db: Db): Promise<RiskProfile> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'risk_profile')
    .executeTakeFirst();
  return isRiskProfile(row?.value) ? row.value : RiskProfile.none;
}

export function instrumentRecord(
  row: InstrumentRow,
  profile: RiskProfile = RiskProfile.none,
): InstrumentRecord {
  const maxLots = new Decimal(row.max_lots);
  const instrumentClass = isInstrumentClass(row.instrument_class)
    ? row.instrument_class
    : InstrumentClass.otherCommodity;
  const cap = leverageCap({ profile, instrumentClass });
  const options = row.leverage_options.filter((value) => Number.isInteger(value) && value > 0);
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
      leverageOptions: cappedLeverageOptions({ options, cap }),
      baseCurrency: row.base_currency,
      quoteCurrency: row.quote_currency,
      pricePrecision: row.price_precision,
      spread: new Decimal(row.spread),
    },
    sessions: row.sessions.map(({ day, open, close }) => ({ day, open, close })),
    sessionKind: row.session_kind,
    tradingEnabled: row.trading_enabled,
    instrumentClass,
    leverageCap: row.margin_mode === MarginMode.fixed ? undefined : cap,
  };
}

function instrumentModel(row: InstrumentRow): InstrumentModel {
  return {
    initialPrice: new Decimal(row.initial_price),
    annualVolatility: Number(row.annual_volatility),
  };
}
