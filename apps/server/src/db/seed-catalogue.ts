import {
  commoditySessions,
  cryptoSessions,
  forexSessions,
  indexSessions,
  type TradingSession,
} from '@tp/domain/sessions';
import { seededCategoryCodes } from './seed-text/seed-text.ts';
import { seedTextByLanguage } from './seed-texts.ts';

/**
 * The catalogue a fresh install starts with. Fee rates are USD per lot, as trade_fee_type 1
 * (lots × rate) reads them. Index CFDs trade 01:00–21:00 UTC Monday to Friday (the nearly
 * round-the-clock CFD hours less the overnight roll), so they are open through both the
 * European and the US cash sessions.
 */

export const SessionKind = {
  forex: 'forex',
  commodity: 'commodity',
  index: 'index',
  crypto: 'crypto',
} as const;
export type SessionKind = (typeof SessionKind)[keyof typeof SessionKind];

export const indexOpenMinute = 60;
export const indexCloseMinute = 21 * 60;

export function sessionsOf(kind: SessionKind): TradingSession[] {
  switch (kind) {
    case SessionKind.forex:
      return forexSessions();
    case SessionKind.commodity:
      return commoditySessions();
    case SessionKind.index:
      return indexSessions({ openMinute: indexOpenMinute, closeMinute: indexCloseMinute });
    case SessionKind.crypto:
      return cryptoSessions();
  }
}

export type CategorySeed = { code: string; names: Record<string, string> };

/** The seeded categories, named in every language that has seed texts (`seed-text/`). */
export const categorySeeds: readonly CategorySeed[] = seededCategoryCodes.map((code) => ({
  code,
  names: Object.fromEntries(seedTextByLanguage((text) => text.categories[code])),
}));

export type InstrumentSeed = {
  code: string;
  showCode: string;
  category: string;
  baseCurrency: string;
  quoteCurrency: string;
  pricePrecision: number;
  contractSize: string;
  maxLots: string;
  feeRate: string;
  marginMode: 1 | 2;
  leverageOptions: number[];
  spread: string;
  sessionKind: SessionKind;
  initialPrice: string;
  annualVolatility: string;
};

const forexLeverage = [10, 20, 50, 100, 200];

const forex = (
  code: string,
  pricePrecision: number,
  spread: string,
  initialPrice: string,
  annualVolatility: string,
): InstrumentSeed => ({
  code,
  showCode: `${code.slice(0, 3)}/${code.slice(3)}`,
  category: 'forex',
  baseCurrency: code.slice(0, 3),
  quoteCurrency: code.slice(3),
  pricePrecision,
  contractSize: '100000',
  maxLots: '100',
  feeRate: '7',
  marginMode: 2,
  leverageOptions: forexLeverage,
  spread,
  sessionKind: SessionKind.forex,
  initialPrice,
  annualVolatility,
});

export const instrumentSeeds: readonly InstrumentSeed[] = [
  forex('EURUSD', 5, '0.00012', '1.08', '0.07'),
  forex('GBPUSD', 5, '0.00016', '1.27', '0.08'),
  forex('USDJPY', 3, '0.014', '150', '0.09'),
  forex('AUDUSD', 5, '0.00014', '0.66', '0.10'),
  forex('USDCHF', 5, '0.00016', '0.88', '0.07'),
  forex('USDCAD', 5, '0.00018', '1.36', '0.06'),
  forex('NZDUSD', 5, '0.00018', '0.61', '0.10'),
  forex('EURGBP', 5, '0.00014', '0.85', '0.05'),
  forex('EURJPY', 3, '0.018', '162', '0.09'),
  forex('GBPJPY', 3, '0.026', '190.5', '0.10'),
  {
    code: 'XAUUSD',
    showCode: 'XAU/USD',
    category: 'metals',
    baseCurrency: 'XAU',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    contractSize: '100',
    maxLots: '50',
    feeRate: '7',
    marginMode: 2,
    leverageOptions: [10, 20, 50, 100],
    spread: '0.30',
    sessionKind: SessionKind.commodity,
    initialPrice: '2400',
    annualVolatility: '0.15',
  },
  {
    // Fixed margin: 5 000 USD a lot (about 30:1 at 30 USD an ounce), whatever the price.
    code: 'XAGUSD',
    showCode: 'XAG/USD',
    category: 'metals',
    baseCurrency: 'XAG',
    quoteCurrency: 'USD',
    pricePrecision: 3,
    contractSize: '5000',
    maxLots: '50',
    feeRate: '7',
    marginMode: 1,
    leverageOptions: [],
    spread: '0.025',
    sessionKind: SessionKind.commodity,
    initialPrice: '30',
    annualVolatility: '0.25',
  },
  {
    code: 'USOIL',
    showCode: 'WTI Oil',
    category: 'energy',
    baseCurrency: 'WTI',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    contractSize: '1000',
    maxLots: '50',
    feeRate: '5',
    marginMode: 2,
    leverageOptions: [10, 20, 50],
    spread: '0.04',
    sessionKind: SessionKind.commodity,
    initialPrice: '78',
    annualVolatility: '0.35',
  },
  {
    code: 'US30',
    showCode: 'US30',
    category: 'indices',
    baseCurrency: 'US30',
    quoteCurrency: 'USD',
    pricePrecision: 1,
    contractSize: '1',
    maxLots: '100',
    feeRate: '1',
    marginMode: 2,
    leverageOptions: [10, 20, 50],
    spread: '3.0',
    sessionKind: SessionKind.index,
    initialPrice: '39000',
    annualVolatility: '0.18',
  },
  {
    code: 'NAS100',
    showCode: 'NAS100',
    category: 'indices',
    baseCurrency: 'NAS100',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    contractSize: '1',
    maxLots: '100',
    feeRate: '1',
    marginMode: 2,
    leverageOptions: [10, 20, 50],
    spread: '1.50',
    sessionKind: SessionKind.index,
    initialPrice: '18000',
    annualVolatility: '0.22',
  },
  {
    code: 'SPX500',
    showCode: 'SPX500',
    category: 'indices',
    baseCurrency: 'SPX500',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    contractSize: '1',
    maxLots: '100',
    feeRate: '0.5',
    marginMode: 2,
    leverageOptions: [10, 20, 50],
    spread: '0.60',
    sessionKind: SessionKind.index,
    initialPrice: '5300',
    annualVolatility: '0.18',
  },
  {
    code: 'BTCUSD',
    showCode: 'BTC/USD',
    category: 'crypto',
    baseCurrency: 'BTC',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    contractSize: '1',
    maxLots: '10',
    feeRate: '30',
    marginMode: 2,
    leverageOptions: [2, 5, 10],
    spread: '25',
    sessionKind: SessionKind.crypto,
    initialPrice: '65000',
    annualVolatility: '0.60',
  },
  {
    code: 'ETHUSD',
    showCode: 'ETH/USD',
    category: 'crypto',
    baseCurrency: 'ETH',
    quoteCurrency: 'USD',
    pricePrecision: 2,
    contractSize: '1',
    maxLots: '10',
    feeRate: '2',
    marginMode: 2,
    leverageOptions: [2, 5, 10],
    spread: '2.00',
    sessionKind: SessionKind.crypto,
    initialPrice: '3400',
    annualVolatility: '0.75',
  },
];

export const minLots = '0.01';
export const lotStep = '0.01';
