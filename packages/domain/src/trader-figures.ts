import { Decimal } from './decimal.ts';
import { type Growth, growthRate, growthStep, type Movement, startGrowth } from './growth-path.ts';
import { effectiveLeverage } from './position-exposure.ts';
import { rankScore } from './rank-score.ts';
import { addExposure, type ExposureSum, noExposure, riskScoreOf } from './risk-score.ts';
import { isWin, winShare } from './win-rate.ts';

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

/** The period's closed positions counted as they come, in as little as the figures need. */
export type PositionTally = {
  closed: number;
  wins: number;
  /** How many positions used each leverage. */
  leverages: ReadonlyMap<number, number>;
  /** How many positions each instrument had. */
  instruments: ReadonlyMap<string, number>;
  exposure: ExposureSum;
};

export const emptyTally: PositionTally = {
  closed: 0,
  wins: 0,
  leverages: new Map(),
  instruments: new Map(),
  exposure: noExposure,
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

const counted = <K>(counts: ReadonlyMap<K, number>, key: K): Map<K, number> =>
  new Map(counts).set(key, (counts.get(key) ?? 0) + 1);

/** The tally once one more closed position is known. */
export const tallyPosition = (tally: PositionTally, position: PeriodPosition): PositionTally => {
  const leverage = leverageUsed(position);
  return {
    closed: tally.closed + 1,
    wins: tally.wins + (isWin(position) ? 1 : 0),
    leverages: leverage === undefined ? tally.leverages : counted(tally.leverages, leverage),
    instruments: counted(tally.instruments, position.instrument),
    exposure:
      leverage === undefined
        ? tally.exposure
        : addExposure(tally.exposure, {
            leverage: new Decimal(leverage),
            annualVolatility: position.annualVolatility,
            margin: position.margin,
          }),
  };
};

/** The most frequent key; ties go to the one `better` prefers. */
function mostFrequent<K>(counts: ReadonlyMap<K, number>, better: (a: K, b: K) => boolean) {
  let best: K | undefined;
  let bestCount = 0;
  for (const [key, count] of counts) {
    if (count > bestCount || (count === bestCount && best !== undefined && better(key, best))) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}

/**
 * A trader's figures for the board: the growth of their whole history (`total`, from the
 * account's first entry) and of the period alone (`period`, from the equity at its start, with
 * troughs while positions were open), and the positions they closed in the period.
 */
export const figuresOf = ({
  total,
  period,
  positions,
}: {
  total: Growth;
  period: Growth;
  positions: PositionTally;
}): TraderFigures => {
  const rate = growthRate(period);
  const maxDrawdown = period.drawdown.worst;
  return {
    rate,
    profit: period.profit,
    maxDrawdown,
    winRate: winShare(positions.wins, positions.closed),
    totalRate: growthRate(total),
    riskScore: riskScoreOf(positions.exposure),
    leverage: mostFrequent(positions.leverages, (a, b) => a > b) ?? 0,
    instrument: mostFrequent(positions.instruments, (a, b) => a < b) ?? '',
    closedPositions: positions.closed,
    score: rankScore({ rate, maxDrawdown }),
  };
};

/** The same from whole lists: the movements before and during the period, and its positions. */
export const traderFigures = ({
  before,
  during,
  positions,
}: {
  before: readonly Movement[];
  during: readonly Movement[];
  positions: readonly PeriodPosition[];
}): TraderFigures => {
  const history = before.reduce(growthStep, startGrowth(new Decimal(0)));
  return figuresOf({
    total: during.reduce(growthStep, history),
    period: during.reduce(growthStep, startGrowth(history.equity)),
    positions: positions.reduce(tallyPosition, emptyTally),
  });
};
