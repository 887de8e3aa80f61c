import { accountCurrency } from './conversion.ts';
import { Decimal } from './decimal.ts';
import { direction, type Side } from './side.ts';

/** An open position as the stop-out price reads it: what it holds and where it would close now. */
export type StopOutPosition = {
  instrumentCode: string;
  side: Side;
  lots: Decimal;
  contractSize: Decimal;
  entryPrice: Decimal;
  /** The price it would close at now: the bid for a buy, the ask for a sell. */
  exitPrice: Decimal;
  quoteCurrency: string;
};

/**
 * Where the account reaches its stop-out level as one instrument's mid moves, all else fixed:
 * `reached` when it already is at or below the level, `never` when no positive price gets it there.
 */
export type StopOutMid = { kind: 'reached' } | { kind: 'never' } | { kind: 'at'; mid: Decimal };

/**
 * A position's USD P&L as a function of the moving mid M: c2·M² + c1·M + c0 + cm1/M. The close
 * price moves with M when the position is on the moving instrument (the spread stays as it is);
 * the factor to USD moves with it when the moving instrument is the pair that converts the
 * position's quote currency (M for XXXUSD, 1/M for USDXXX).
 */
type Terms = { c2: Decimal; c1: Decimal; c0: Decimal; cm1: Decimal };

const zero = new Decimal(0);

type Conversion = { kind: 'fixed'; factor: Decimal } | { kind: 'direct' } | { kind: 'inverse' };

/** How the quote currency turns into USD, in the order `quoteToUsd` looks for its pair. */
function conversionOf(
  quoteCurrency: string,
  movingCode: string,
  midOf: (code: string) => Decimal | undefined,
): Conversion | undefined {
  const ccy = quoteCurrency.toUpperCase();
  if (ccy === accountCurrency) return { kind: 'fixed', factor: new Decimal(1) };
  const directCode = `${ccy}${accountCurrency}`;
  const direct = midOf(directCode);
  if (direct?.gt(0))
    return directCode === movingCode ? { kind: 'direct' } : { kind: 'fixed', factor: direct };
  const inverseCode = `${accountCurrency}${ccy}`;
  const inverse = midOf(inverseCode);
  if (inverse?.gt(0)) {
    return inverseCode === movingCode
      ? { kind: 'inverse' }
      : { kind: 'fixed', factor: new Decimal(1).div(inverse) };
  }
  return undefined;
}

function termsOf(
  position: StopOutPosition,
  moving: { code: string; mid: Decimal },
  conversion: Conversion,
): Terms {
  const units = position.lots.times(position.contractSize).times(direction(position.side));
  const onMoving = position.instrumentCode === moving.code;
  // close price = a + b·M
  const a = onMoving ? position.exitPrice.minus(moving.mid) : position.exitPrice;
  const b = onMoving ? units : zero;
  const fixedPart = a.minus(position.entryPrice).times(units);
  switch (conversion.kind) {
    case 'fixed':
      return {
        c2: zero,
        c1: b.times(conversion.factor),
        c0: fixedPart.times(conversion.factor),
        cm1: zero,
      };
    case 'direct':
      return { c2: b, c1: fixedPart, c0: zero, cm1: zero };
    case 'inverse':
      return { c2: zero, c1: zero, c0: b, cm1: fixedPart };
  }
}

const valueAt = (t: Terms, m: Decimal): Decimal =>
  t.c2.times(m).times(m).plus(t.c1.times(m)).plus(t.c0).plus(t.cm1.div(m));

/** The positive roots of a·x² + b·x + c = 0. */
function positiveRoots(a: Decimal, b: Decimal, c: Decimal): Decimal[] {
  if (a.isZero()) return b.isZero() ? [] : [c.neg().div(b)].filter((x) => x.gt(0));
  const disc = b.times(b).minus(a.times(c).times(4));
  if (disc.lt(0)) return [];
  const root = disc.sqrt();
  return [b.neg().plus(root).div(a.times(2)), b.neg().minus(root).div(a.times(2))].filter((x) =>
    x.gt(0),
  );
}

/**
 * The mid of `moving` at which the account's risk rate (equity / margin × 100) falls to the
 * stop-out level, every other price fixed. Every position the move touches counts: those on the
 * instrument, both sides of a hedge, and those whose quote currency it converts to USD. Margin
 * does not move with the price (it was fixed at open), so the level is an equity to reach:
 * level × margin / 100. Positions whose quote currency has no USD pair count at their current P&L.
 */
export function stopOutMid({
  equity,
  marginUsed,
  stopOutLevelPct,
  moving,
  positions,
  midOf,
}: {
  /** The account's equity now, as `accountSnapshot` gives it. */
  equity: Decimal;
  marginUsed: Decimal;
  stopOutLevelPct: Decimal;
  moving: { code: string; mid: Decimal };
  positions: readonly StopOutPosition[];
  /** The mid of an instrument by its code, as the conversion to USD reads it. */
  midOf: (code: string) => Decimal | undefined;
}): StopOutMid {
  if (marginUsed.lte(0)) return { kind: 'never' };
  const target = stopOutLevelPct.times(marginUsed).div(100);
  if (equity.lte(target)) return { kind: 'reached' };
  if (moving.mid.lte(0)) return { kind: 'never' };
  const sum: Terms = { c2: zero, c1: zero, c0: equity, cm1: zero };
  for (const position of positions) {
    const conversion = conversionOf(position.quoteCurrency, moving.code, midOf);
    const touched =
      position.instrumentCode === moving.code || (conversion && conversion.kind !== 'fixed');
    if (!conversion || !touched) continue;
    const t = termsOf(position, moving, conversion);
    // Its P&L now is already in the equity; only its change with M is added.
    sum.c0 = sum.c0.minus(valueAt(t, moving.mid)).plus(t.c0);
    sum.c1 = sum.c1.plus(t.c1);
    sum.c2 = sum.c2.plus(t.c2);
    sum.cm1 = sum.cm1.plus(t.cm1);
  }
  // A position whose quote currency is both XXXUSD's base and USDYYY's quote cannot exist, so
  // c2 and cm1 are never both set: times M the equation is a quadratic.
  if (!sum.c2.isZero() && !sum.cm1.isZero()) return { kind: 'never' };
  const c = sum.c0.minus(target);
  const roots = sum.cm1.isZero()
    ? positiveRoots(sum.c2, sum.c1, c)
    : positiveRoots(sum.c1, c, sum.cm1);
  // The account is above the level now, so the nearest crossing is where it first gets there.
  const nearest = roots.sort((x, y) => x.minus(moving.mid).abs().cmp(y.minus(moving.mid).abs()))[0];
  return nearest ? { kind: 'at', mid: nearest } : { kind: 'never' };
}

/**
 * A position's close price at the stop-out mid, on the instrument's price grid: rounded towards
 * the move, so it is the first price of the grid at which the stop-out is due. Undefined when
 * that price would not be positive.
 */
export function stopOutExitPrice({
  exitPrice,
  mid,
  stopOutMid: atMid,
  pricePrecision,
}: {
  exitPrice: Decimal;
  mid: Decimal;
  stopOutMid: Decimal;
  pricePrecision: number;
}): Decimal | undefined {
  const exact = exitPrice.plus(atMid.minus(mid));
  const rounding = atMid.lt(mid) ? Decimal.ROUND_FLOOR : Decimal.ROUND_CEIL;
  const price = exact.toDecimalPlaces(pricePrecision, rounding);
  return price.gt(0) ? price : undefined;
}

/** The equity at which the account reaches its stop-out level: level × margin / 100. */
export const stopOutEquity = ({
  marginUsed,
  stopOutLevelPct,
}: {
  marginUsed: Decimal;
  stopOutLevelPct: Decimal;
}): Decimal => stopOutLevelPct.times(marginUsed).div(100);
