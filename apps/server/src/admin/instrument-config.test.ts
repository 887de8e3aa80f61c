import type { InstrumentConfig } from '@tp/contract/admin-operations';
import { describe, expect, it } from 'vitest';
import type { InstrumentCheckContext } from './instrument-config.ts';
import { instrumentColumns, instrumentConfigError } from './instrument-config.ts';

const config: InstrumentConfig = {
  id: 1,
  code: 'EURUSD',
  showCode: 'EUR/USD',
  categoryId: 1,
  baseCurrency: 'EUR',
  quoteCurrency: 'USD',
  pricePrecision: 5,
  contractSize: 100000,
  minLots: 0.01,
  lotStep: 0.01,
  maxLots: 100,
  feeRate: 5,
  marginMode: 2,
  leverageOptions: [50, 100, 200],
  spread: 0.0002,
  sessions: [
    { Day: 1, Open: 0, Close: 1440 },
    { Day: 2, Open: 0, Close: 720 },
    { Day: 2, Open: 720, Close: 1440 },
  ],
  tradingEnabled: true,
  sort: 10,
  instrumentClass: 'major_fx',
};

const context: InstrumentCheckContext = {
  current: {
    id: 1,
    code: 'EURUSD',
    show_code: 'EUR/USD',
    logo: '',
    category_id: 1,
    base_currency: 'EUR',
    quote_currency: 'USD',
    price_precision: 5,
    contract_size: '100000.000000000000000000',
    min_lots: '0.01',
    lot_step: '0.01',
    max_lots: '100',
    fee_rate: '5',
    margin_mode: 2,
    leverage_options: [50, 100, 200],
    spread: '0.0002',
    session_kind: 'forex',
    sessions: [],
    trading_enabled: true,
    initial_price: '1.1',
    annual_volatility: '0.07',
    sort: 10,
    instrument_class: 'major_fx',
  },
  categoryExists: true,
  hasOpenOrders: false,
  convertsToUsd: (currency) => ['USD', 'JPY', 'EUR'].includes(currency),
};

const errorOf = (change: Partial<InstrumentConfig>, ctx: Partial<InstrumentCheckContext> = {}) =>
  instrumentConfigError({ ...config, ...change }, { ...context, ...ctx });

describe('instrumentConfigError', () => {
  it('accepts a valid configuration', () => {
    expect(errorOf({})).toBeNull();
    expect(errorOf({ spread: 0.001, tradingEnabled: false, feeRate: 0 })).toBeNull();
  });

  const refusals: [string, Partial<InstrumentConfig>, string][] = [
    ['a changed code', { code: 'EURUSD2' }, 'admin.instrumentCodeFixed'],
    ['an empty display name', { showCode: '  ' }, 'admin.instrumentShowCode'],
    ['a long display name', { showCode: 'x'.repeat(33) }, 'admin.instrumentShowCode'],
    ['a bad currency', { quoteCurrency: 'usd' }, 'admin.instrumentCurrencyCode'],
    ['an unconvertible quote currency', { quoteCurrency: 'XYZ' }, 'admin.instrumentQuoteCurrency'],
    ['a lot step above the minimum', { lotStep: 0.1 }, 'admin.instrumentLotStep'],
    [
      'a maximum below the minimum',
      { minLots: 1, lotStep: 1, maxLots: 0.5 },
      'admin.instrumentMaxLots',
    ],
    ['an unknown margin mode', { marginMode: 3 }, 'admin.instrumentMarginMode'],
    ['no leverage on leverage margin', { leverageOptions: [] }, 'admin.instrumentLeverage'],
    ['a repeated leverage', { leverageOptions: [100, 100] }, 'admin.instrumentLeverageRepeated'],
    [
      'a session closing before it opens',
      { sessions: [{ Day: 1, Open: 600, Close: 600 }] },
      'admin.instrumentSessions',
    ],
    [
      'overlapping sessions',
      {
        sessions: [
          { Day: 3, Open: 0, Close: 700 },
          { Day: 3, Open: 600, Close: 800 },
        ],
      },
      'admin.instrumentSessions',
    ],
  ];
  it.each(refusals)('refuses %s', (_, change, reason) => {
    expect(errorOf(change)).toBe(reason);
  });

  it('allows no leverage with fixed margin, and no maximum', () => {
    expect(errorOf({ marginMode: 1, leverageOptions: [] })).toBeNull();
    expect(errorOf({ maxLots: 0 })).toBeNull();
  });

  it('refuses a missing category', () => {
    expect(errorOf({ categoryId: 99 }, { categoryExists: false })).toBe(
      'admin.instrumentCategoryMissing',
    );
  });

  it('keeps contract size and currencies while orders are open, but not the spread', () => {
    const open = { hasOpenOrders: true };
    expect(errorOf({ contractSize: 1000 }, open)).toBe('admin.instrumentOpenPositions');
    expect(errorOf({ quoteCurrency: 'JPY' }, open)).toBe('admin.instrumentOpenPositions');
    expect(errorOf({ spread: 0.01, leverageOptions: [10] }, open)).toBeNull();
    expect(errorOf({ contractSize: 1000 })).toBeNull();
  });
});

describe('instrumentColumns', () => {
  it('writes numbers as the decimals typed and sessions in order', () => {
    const columns = instrumentColumns({
      ...config,
      spread: 0.0003,
      minLots: 0.07,
      sessions: [
        { Day: 2, Open: 0, Close: 60 },
        { Day: 1, Open: 0, Close: 60 },
      ],
    });
    expect(columns.spread).toBe('0.0003');
    expect(columns.min_lots).toBe('0.07');
    expect(JSON.parse(columns.sessions)).toEqual([
      { day: 1, open: 0, close: 60 },
      { day: 2, open: 0, close: 60 },
    ]);
  });
});
