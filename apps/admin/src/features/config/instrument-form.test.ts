import { type InstrumentConfig, instrumentConfig } from '@tp/contract/admin-operations';
import { describe, expect, it } from 'vitest';
import {
  formToInstrument,
  instrumentToForm,
  leverageValues,
  sessionProblem,
} from './instrument-form.ts';

const eurusd: InstrumentConfig = {
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
  maxLots: 50,
  feeRate: 5,
  marginMode: 2,
  leverageOptions: [10, 50, 100],
  spread: 0.0002,
  sessions: [
    { Day: 1, Open: 0, Close: 1440 },
    { Day: 5, Open: 0, Close: 1260 },
  ],
  tradingEnabled: true,
  sort: 1,
  instrumentClass: 'major_fx',
};

describe('instrument form', () => {
  it('shows sessions as clock times and gives back the same instrument', () => {
    const form = instrumentToForm(eurusd);
    expect(form.sessions).toEqual([
      { Day: 1, Open: '00:00', Close: '24:00' },
      { Day: 5, Open: '00:00', Close: '21:00' },
    ]);
    expect(instrumentConfig.parse(formToInstrument(form))).toEqual(eurusd);
  });

  it('takes a wider spread and a new session as typed', () => {
    const form = instrumentToForm(eurusd);
    const edited = formToInstrument({
      ...form,
      spread: 0.001,
      sessions: [...form.sessions, { Day: 0, Open: '22:00', Close: '24:00' }],
    });
    const parsed = instrumentConfig.parse(edited);
    expect(parsed.spread).toBe(0.001);
    expect(parsed.sessions.at(-1)).toEqual({ Day: 0, Open: 1320, Close: 1440 });
  });

  it('leaves an unreadable time for the schema to refuse at that session', () => {
    const form = instrumentToForm(eurusd);
    const parsed = instrumentConfig.safeParse(
      formToInstrument({ ...form, sessions: [{ Day: 2, Open: '9h', Close: '17:00' }] }),
    );
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['sessions', 0, 'Open']]);
  });
});

describe('leverageValues', () => {
  it('reads typed tags as whole numbers, ascending, each once', () => {
    expect(leverageValues(['100', 10, ' 50 ', '10'])).toEqual([10, 50, 100]);
  });

  it('keeps what is not a number so that the schema refuses it', () => {
    const parsed = instrumentConfig.shape.leverageOptions.safeParse(leverageValues(['x', '20']));
    expect(parsed.success).toBe(false);
  });
});

describe('sessionProblem', () => {
  it('accepts a session that closes after it opens', () => {
    expect(sessionProblem('08:00', '16:30')).toBeNull();
    expect(sessionProblem('00:00', '24:00')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(sessionProblem('16:00', '08:00')).toBe('closeNotAfterOpen');
    expect(sessionProblem('08:00', '08:00')).toBe('closeNotAfterOpen');
    expect(sessionProblem('8', '09:00')).toBe('badTime');
    expect(sessionProblem('08:00', '25:00')).toBe('badTime');
  });
});
