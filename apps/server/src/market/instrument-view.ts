import type { Candle, Category, Instrument, Sparkline } from '@tp/contract/entities';
import type { Language } from '@tp/contract/languages';
import type { MarketQuote } from '@tp/contract/realtime';
import type { Decimal } from '@tp/domain/decimal';
import type { Quote } from '@tp/domain/quote';
import type { CandleBar } from './candles.ts';
import type { InstrumentRecord } from './instrument-record.ts';

/** The one place where market records become wire entities with the spec's field names. */

/** The trading day so far: from the newest daily candle, or flat at the current price before any. */
export type DayStats = {
  open: Decimal;
  high: Decimal;
  low: Decimal;
  volume: number;
  changePct: Decimal;
};

export type InstrumentSnapshot = {
  record: InstrumentRecord;
  quote: Quote;
  day: DayStats;
  isOpen: boolean;
};

export const MarketStatus = { open: 1, closed: 0 } as const;

export function instrumentView({ record, quote, day, isOpen }: InstrumentSnapshot): Instrument {
  const { terms } = record;
  return {
    Id: record.id,
    Code: record.code,
    ShowCode: record.showCode,
    Logo: record.logo,
    CategoryId: record.categoryId,
    MarketStatus: isOpen ? MarketStatus.open : MarketStatus.closed,
    PricePrecision: terms.pricePrecision,
    Pip: terms.lotStep.toNumber(),
    ForexContNum: terms.contractSize.toNumber(),
    ForexMinCont: terms.minLots.toNumber(),
    ForexMaxCont: terms.maxLots?.toNumber() ?? 0,
    ForexFeeRate: terms.feeRate.toNumber(),
    MarginMode: terms.marginMode,
    HasForexMultiple: terms.leverageOptions.map((value) => ({ Value: value })),
    ForexQuotations: {
      Open: day.open.toNumber(),
      Close: quote.mid.toNumber(),
      Change: day.changePct.toNumber(),
      High: day.high.toNumber(),
      Low: day.low.toNumber(),
      Bid: quote.bid.toNumber(),
      Ask: quote.ask.toNumber(),
    },
    Spread: terms.spread.toNumber(),
    BaseCurrency: terms.baseCurrency,
    QuoteCurrency: terms.quoteCurrency,
    Sessions: record.sessions.map((s) => ({ Day: s.day, Open: s.open, Close: s.close })),
  };
}

export function marketQuoteView({ record, quote, day, isOpen }: InstrumentSnapshot): MarketQuote {
  return {
    id: record.id,
    symbol: record.code,
    status: isOpen ? MarketStatus.open : MarketStatus.closed,
    quotation: {
      open: day.open.toNumber(),
      close: quote.mid.toNumber(),
      high: day.high.toNumber(),
      low: day.low.toNumber(),
      change: day.changePct.toNumber(),
      volume: day.volume,
      bid: quote.bid.toNumber(),
      ask: quote.ask.toNumber(),
    },
  };
}

export function candleView(bar: CandleBar): Candle {
  return {
    Time: bar.time,
    Open: bar.open.toNumber(),
    High: bar.high.toNumber(),
    Low: bar.low.toNumber(),
    Close: bar.close.toNumber(),
    Volume: bar.volume,
  };
}

export function sparklineView(record: InstrumentRecord, closes: readonly Decimal[]): Sparkline {
  return { ForexId: record.id, Code: record.code, Points: closes.map((close) => close.toNumber()) };
}

/** A category's name in the request's language, else English, else its code. */
export function categoryView(
  row: { id: number; code: string; names: Record<string, string> },
  lang: Language,
): Category {
  return { Id: row.id, NameShowTrans: row.names[lang] || row.names.en || row.code };
}
