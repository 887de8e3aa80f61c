import { Decimal } from './decimal.ts';

/** The operator's choice of rules: none (the instrument's own options) or the ESMA retail rules. */
export const RiskProfile = { none: 'none', euRetail: 'eu_retail' } as const;
export type RiskProfile = (typeof RiskProfile)[keyof typeof RiskProfile];
export const riskProfiles: readonly RiskProfile[] = Object.values(RiskProfile);
export const isRiskProfile = (value: unknown): value is RiskProfile =>
  (riskProfiles as readonly unknown[]).includes(value);

/**
 * An instrument's class as ESMA's leverage caps read it. Major FX: any two of USD, EUR, JPY,
 * GBP, CAD and CHF; major indices: FTSE 100, CAC 40, DAX, Dow Jones, S&P 500, Nasdaq-100,
 * Nasdaq Composite, Nikkei 225, ASX 200, Euro Stoxx 50.
 */
export const InstrumentClass = {
  majorFx: 'major_fx',
  otherFx: 'other_fx',
  gold: 'gold',
  majorIndex: 'major_index',
  otherCommodity: 'other_commodity',
  otherIndex: 'other_index',
  equity: 'equity',
  crypto: 'crypto',
} as const;
export type InstrumentClass = (typeof InstrumentClass)[keyof typeof InstrumentClass];
export const instrumentClasses: readonly InstrumentClass[] = Object.values(InstrumentClass);
export const isInstrumentClass = (value: unknown): value is InstrumentClass =>
  (instrumentClasses as readonly unknown[]).includes(value);

/** ESMA's retail caps (Decision (EU) 2018/796, Art. 2): the most leverage per class. */
export const euRetailLeverageCaps: Readonly<Record<InstrumentClass, number>> = {
  major_fx: 30,
  other_fx: 20,
  gold: 20,
  major_index: 20,
  other_commodity: 10,
  other_index: 10,
  equity: 5,
  crypto: 2,
};

/** ESMA's margin close-out: positions close when the margin level falls to 50 %. */
export const euRetailStopOutLevelPct = 50;

const majorCurrencies = new Set(['USD', 'EUR', 'JPY', 'GBP', 'CAD', 'CHF']);
const majorIndexCodes = new Set([
  'UK100',
  'FTSE100',
  'FRA40',
  'CAC40',
  'DE40',
  'GER40',
  'DE30',
  'GER30',
  'US30',
  'DJ30',
  'SPX500',
  'US500',
  'NAS100',
  'USTEC',
  'JP225',
  'JPN225',
  'AUS200',
  'EU50',
  'STOXX50',
]);

/**
 * The class a catalogue instrument most likely has, from its category and currencies: where an
 * instrument starts before the operator sets it.
 */
export function defaultInstrumentClass({
  code,
  category,
  baseCurrency,
  quoteCurrency,
}: {
  code: string;
  category: string;
  baseCurrency: string;
  quoteCurrency: string;
}): InstrumentClass {
  const base = baseCurrency.toUpperCase();
  const quote = quoteCurrency.toUpperCase();
  switch (category) {
    case 'forex':
      return majorCurrencies.has(base) && majorCurrencies.has(quote)
        ? InstrumentClass.majorFx
        : InstrumentClass.otherFx;
    case 'metals':
      return base === 'XAU' ? InstrumentClass.gold : InstrumentClass.otherCommodity;
    case 'indices':
      return majorIndexCodes.has(code.toUpperCase())
        ? InstrumentClass.majorIndex
        : InstrumentClass.otherIndex;
    case 'crypto':
      return InstrumentClass.crypto;
    case 'stocks':
    case 'equities':
      return InstrumentClass.equity;
    default:
      return InstrumentClass.otherCommodity;
  }
}

/** The most leverage the profile allows for the class; undefined when it sets none. */
export const leverageCap = ({
  profile,
  instrumentClass,
}: {
  profile: RiskProfile;
  instrumentClass: InstrumentClass;
}): number | undefined =>
  profile === RiskProfile.euRetail ? euRetailLeverageCaps[instrumentClass] : undefined;

/**
 * The leverage options a trader is offered: the instrument's own up to the cap. When every option
 * is above the cap, the cap itself is the one option, so the instrument stays tradable.
 */
export const cappedLeverageOptions = ({
  options,
  cap,
}: {
  options: readonly number[];
  cap: number | undefined;
}): number[] => {
  if (cap === undefined) return [...options];
  const under = options.filter((option) => option <= cap);
  return under.length > 0 || options.length === 0 ? under : [cap];
};

/** A leverage above the profile's cap, or null when the leverage is within it (or none is set). */
export const leverageAboveCap = ({
  leverage,
  cap,
}: {
  leverage: number | undefined;
  cap: number | undefined;
}): { cap: number } | null =>
  cap !== undefined && leverage !== undefined && leverage > cap ? { cap } : null;

/** The stop-out level in force: the operator's, raised to ESMA's 50 % under the retail profile. */
export const stopOutLevelUnder = ({
  profile,
  levelPct,
}: {
  profile: RiskProfile;
  levelPct: Decimal;
}): Decimal =>
  profile === RiskProfile.euRetail ? Decimal.max(levelPct, euRetailStopOutLevelPct) : levelPct;
