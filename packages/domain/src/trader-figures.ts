import { Decimal } from './decimal.ts';
import { growthPath, type Movement } from './growth-path.ts';
import { maxDrawdown } from './max-drawdown.ts';
import { effectiveLeverage } from './position-exposure.ts';
import { rankScore } from './rank-score.ts';
import { type Exposure, riskScore } from './risk-score.ts';
import { winRate } from './win-rate.ts';

/** A position closed within the period, as the board counts it. */
export type PeriodPosition = {
  /** The instrument's code. */
  instrument: string;
  /** The leverage chosen; 0 on a fixed-margin instrument. */
  leverage: number;
  /** What it controlled in USD (see bookedNotional); undefined when the books cannot tell. */
  notional: Decimal | undefined;
  margin: Decimal;
  pnl: Decimal;
  fee: Decimal;
  annualVolatility: Decimal;
};

export type TraderFigures = {
  /** Time-weighted return over the period, as a fraction. */
  rate: Decimal;
  /** What trading added over the period: realised P&L less fees. */
  profit: Decimal;
  /** Largest fall of the period's growth, as a fraction (0–1). */
  maxDrawdown: Decimal;
  /** Share of the period's closed positions that won (0–1). */
  winRate: Decimal;
  /** Time-weighted return since the account's first entry. */
  totalRate: Decimal;
  /** 1–10 from leverage and the volatility of what was traded. */
  riskScore: number;
  /** The leverage used on most positions (ties: the higher); 0 with none. */
  leverage: number;
  /** The instrument traded most often (ties: the first by code); empty with none. */
  instrument: string;
  closedPositions: number;
  /** The board's order (higher first): return less the drawdown's weight. */
  score: Decimal;
};

/** The leverage a position used: as chosen, or its notional over its margin when fixed. */
const leverageUsed = (position: PeriodPosition): number | undefined => {
  if (position.leverage > 0) return position.leverage;
  const effective = position.notional
    ? effectiveLeverage({ notional: position.notional, margin: position.margin })
    : undefined;
  return effective?.gt(0) ? effective.toDecimalPlaces(0).toNumber() : undefined;
};

/** The most frequent value; ties go to the one `better` prefers. */
function mostFrequent<T>(values: readonly T[], better: (a: T, b: T) => boolean): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && better(value, best))) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

function exposureOf(position: PeriodPosition): Exposure | undefined {
  const leverage = leverageUsed(position);
  if (leverage === undefined) return undefined;
  return {
    leverage: new Decimal(leverage),
    annualVolatility: position.annualVolatility,
    margin: position.margin,
  };
}

/**
 * A trader's figures for the board from their books: the movements of their equity before and
 * during the period (flows, results, and troughs while positions were open) and the positions
 * they closed in it.
 */
export const traderFigures = ({
  before,
  during,
  positions,
}: {
  before: readonly Movement[];
  during: readonly Movement[];
  positions: readonly PeriodPosition[];
}): TraderFigures => {
  const history = growthPath({ startEquity: new Decimal(0), movements: before });
  const period = growthPath({ startEquity: history.endEquity, movements: during });
  const total = growthPath({ startEquity: new Decimal(0), movements: [...before, ...during] });
  const drawdown = maxDrawdown(period.index);
  const exposures = positions.map(exposureOf).filter((e): e is Exposure => e !== undefined);
  const leverages = positions.map(leverageUsed).filter((l): l is number => l !== undefined);
  return {
    rate: period.rate,
    profit: period.profit,
    maxDrawdown: drawdown,
    winRate: winRate(positions),
    totalRate: total.rate,
    riskScore: riskScore(exposures),
    leverage: mostFrequent(leverages, (a, b) => a > b) ?? 0,
    instrument:
      mostFrequent(
        positions.map((p) => p.instrument),
        (a, b) => a < b,
      ) ?? '',
    closedPositions: positions.length,
    score: rankScore({ rate: period.rate, maxDrawdown: drawdown }),
  };
};
