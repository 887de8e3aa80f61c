import type { Instrument } from '@tp/contract/entities';
import { dec } from '@tp/domain/decimal';
import { type InstrumentTerms, MarginMode } from '@tp/domain/instrument';

/** The domain's terms from the wire's trade-list item (spec field names stay at this edge). */
export function instrumentTerms(instrument: Instrument): InstrumentTerms {
  return {
    contractSize: dec(instrument.ForexContNum),
    minLots: dec(instrument.ForexMinCont),
    lotStep: dec(instrument.Pip),
    maxLots: instrument.ForexMaxCont > 0 ? dec(instrument.ForexMaxCont) : null,
    feeRate: dec(instrument.ForexFeeRate),
    marginMode: instrument.MarginMode === MarginMode.fixed ? MarginMode.fixed : MarginMode.leverage,
    leverageOptions: instrument.HasForexMultiple.map((option) => option.Value),
    baseCurrency: instrument.BaseCurrency,
    quoteCurrency: instrument.QuoteCurrency,
    pricePrecision: instrument.PricePrecision,
    spread: dec(instrument.Spread),
  };
}
