import { Decimal } from './decimal.ts';

/** The highest margin alert level a trader may choose, in percent of margin in use. */
export const marginAlertLevelMaxPct = new Decimal(10_000);

/**
 * A margin alert warns before the stop-out, so its level lies above the stop-out level (and at
 * most `marginAlertLevelMaxPct`), in percent with at most 2 decimals.
 */
export const marginAlertLevelValid = ({
  levelPct,
  stopOutLevelPct,
}: {
  levelPct: Decimal;
  stopOutLevelPct: Decimal.Value;
}): boolean =>
  levelPct.decimalPlaces() <= 2 &&
  levelPct.gt(stopOutLevelPct) &&
  levelPct.lte(marginAlertLevelMaxPct);

/**
 * The risk rate is under the trader's level. `riskRatePct` is undefined while the account
 * holds no position: no margin in use, nothing to warn of.
 */
export const marginBelowLevel = ({
  levelPct,
  riskRatePct,
}: {
  levelPct: Decimal;
  riskRatePct: Decimal | undefined;
}): boolean => riskRatePct?.lt(levelPct) === true;
