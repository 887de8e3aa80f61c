import type { Decimal } from './decimal.ts';

export const MarginMode = { fixed: 1, leverage: 2 } as const;
export type MarginMode = (typeof MarginMode)[keyof typeof MarginMode];

/** What the operator sets per instrument and every trading rule reads. */
export type InstrumentTerms = {
  contractSize: Decimal;
  minLots: Decimal;
  lotStep: Decimal;
  maxLots: Decimal | null;
  feeRate: Decimal;
  marginMode: MarginMode;
  leverageOptions: readonly number[];
  baseCurrency: string;
  quoteCurrency: string;
  pricePrecision: number;
  spread: Decimal;
};

export const isFixedMargin = (terms: Pick<InstrumentTerms, 'marginMode'>): boolean =>
  terms.marginMode === MarginMode.fixed;
