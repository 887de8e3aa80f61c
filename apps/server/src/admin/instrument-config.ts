import type { InstrumentConfig } from '@tp/contract/admin-operations';
import { Decimal } from '@tp/domain/decimal';
import { MarginMode } from '@tp/domain/instrument';
import { InstrumentClass, isInstrumentClass } from '@tp/domain/risk-profile';
import { minutesPerDay } from '@tp/domain/sessions';
import type { Selectable } from 'kysely';
import type { InstrumentsTable } from '../db/schema.ts';

type InstrumentRow = Selectable<InstrumentsTable>;

export function instrumentConfigView(row: InstrumentRow): InstrumentConfig {
  return {
    id: row.id,
    code: row.code,
    showCode: row.show_code,
    categoryId: row.category_id,
    baseCurrency: row.base_currency,
    quoteCurrency: row.quote_currency,
    pricePrecision: row.price_precision,
    contractSize: Number(row.contract_size),
    minLots: Number(row.min_lots),
    lotStep: Number(row.lot_step),
    maxLots: Number(row.max_lots),
    feeRate: Number(row.fee_rate),
    marginMode: row.margin_mode,
    leverageOptions: row.leverage_options,
    spread: Number(row.spread),
    sessions: row.sessions.map(({ day, open, close }) => ({ Day: day, Open: open, Close: close })),
    tradingEnabled: row.trading_enabled,
    sort: row.sort,
    instrumentClass: isInstrumentClass(row.instrument_class)
      ? row.instrument_class
      : InstrumentClass.otherCommodity,
  };
}

/** The columns a save writes, numbers as exact decimal text. */
export function instrumentColumns(config: InstrumentConfig) {
  return {
    show_code: config.showCode.trim(),
    category_id: config.categoryId,
    base_currency: config.baseCurrency,
    quote_currency: config.quoteCurrency,
    price_precision: config.pricePrecision,
    contract_size: exact(config.contractSize),
    min_lots: exact(config.minLots),
    lot_step: exact(config.lotStep),
    max_lots: exact(config.maxLots),
    fee_rate: exact(config.feeRate),
    margin_mode: config.marginMode,
    leverage_options: JSON.stringify(config.leverageOptions),
    spread: exact(config.spread),
    sessions: JSON.stringify(
      [...config.sessions]
        .sort((a, b) => a.Day - b.Day || a.Open - b.Open)
        .map((s) => ({ day: s.Day, open: s.Open, close: s.Close })),
    ),
    trading_enabled: config.tradingEnabled,
    sort: config.sort,
    instrument_class: config.instrumentClass,
  };
}

/** A JSON number as the decimal text it was written as (no binary float noise). */
const exact = (value: number): string => new Decimal(String(value)).toFixed();

/** What a save is checked against besides the new values themselves. */
export type InstrumentCheckContext = {
  current: InstrumentRow;
  categoryExists: boolean;
  /** Open or pending orders on the instrument, whose margin and P&L hang on its terms. */
  hasOpenOrders: boolean;
  /** Whether the current prices convert an amount in this currency to USD. */
  convertsToUsd: (currency: string) => boolean;
};

/** The translation key of why the configuration cannot be saved, or null when it can. */
export function instrumentConfigError(
  config: InstrumentConfig,
  ctx: InstrumentCheckContext,
): string | null {
  const { current } = ctx;
  if (config.code !== current.code) return 'admin.instrumentCodeFixed';
  const showCode = config.showCode.trim();
  if (showCode.length === 0 || showCode.length > 32) return 'admin.instrumentShowCode';
  if (!ctx.categoryExists) return 'admin.instrumentCategoryMissing';
  if (![config.baseCurrency, config.quoteCurrency].every((c) => /^[A-Z]{3}$/.test(c))) {
    return 'admin.instrumentCurrencyCode';
  }
  const termsChange =
    config.baseCurrency !== current.base_currency ||
    config.quoteCurrency !== current.quote_currency ||
    !new Decimal(String(config.contractSize)).eq(current.contract_size);
  if (termsChange && ctx.hasOpenOrders) return 'admin.instrumentOpenPositions';
  if (!ctx.convertsToUsd(config.quoteCurrency)) return 'admin.instrumentQuoteCurrency';
  const minLots = new Decimal(String(config.minLots));
  if (new Decimal(String(config.lotStep)).gt(minLots)) return 'admin.instrumentLotStep';
  if (config.maxLots > 0 && new Decimal(String(config.maxLots)).lt(minLots)) {
    return 'admin.instrumentMaxLots';
  }
  if (config.marginMode !== MarginMode.fixed && config.marginMode !== MarginMode.leverage) {
    return 'admin.instrumentMarginMode';
  }
  if (config.marginMode !== MarginMode.fixed && config.leverageOptions.length === 0) {
    return 'admin.instrumentLeverage';
  }
  if (new Set(config.leverageOptions).size !== config.leverageOptions.length) {
    return 'admin.instrumentLeverageRepeated';
  }
  if (!sessionsValid(config.sessions)) return 'admin.instrumentSessions';
  return null;
}

function sessionsValid(sessions: InstrumentConfig['sessions']): boolean {
  if (sessions.some((s) => s.Open >= s.Close || s.Close > minutesPerDay)) return false;
  const sorted = [...sessions].sort((a, b) => a.Day - b.Day || a.Open - b.Open);
  return sorted.every((s, i) => {
    const previous = sorted[i - 1];
    return !previous || previous.Day !== s.Day || previous.Close <= s.Open;
  });
}
