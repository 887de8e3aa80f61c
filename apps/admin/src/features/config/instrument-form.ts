import type { InstrumentConfig } from '@tp/contract/admin-operations';
import { clockToMinutes, minutesToClock } from './session-clock.ts';

/** A trading session as the editor shows it: the day and two clock times. */
export type SessionRow = { Day: number; Open: string; Close: string };

/** The drawer's values: sessions as clock times, leverage options as typed tags. */
export type InstrumentFormValues = Omit<InstrumentConfig, 'sessions' | 'leverageOptions'> & {
  sessions: SessionRow[];
  leverageOptions: (number | string)[];
};

export function instrumentToForm(config: InstrumentConfig): InstrumentFormValues {
  return {
    ...config,
    leverageOptions: [...config.leverageOptions],
    sessions: config.sessions.map((session) => ({
      Day: session.Day,
      Open: minutesToClock(session.Open),
      Close: minutesToClock(session.Close),
    })),
  };
}

/** Leverage tags as whole numbers, ascending, each once; anything else is kept for the schema to refuse. */
export function leverageValues(tags: readonly (number | string)[]): number[] {
  const numbers = tags.map((tag) => (typeof tag === 'number' ? tag : Number(String(tag).trim())));
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The drawer's values as an instrument for the contract's schema (an unreadable time stays null). */
export function formToInstrument(values: InstrumentFormValues): Record<string, unknown> {
  return {
    ...values,
    leverageOptions: leverageValues(values.leverageOptions ?? []),
    sessions: (values.sessions ?? []).map((row) => ({
      Day: row.Day,
      Open: clockToMinutes(row.Open ?? ''),
      Close: clockToMinutes(row.Close ?? ''),
    })),
  };
}

export type SessionProblem = 'badTime' | 'closeNotAfterOpen';

/** What is wrong with one session row, if anything: times must read HH:mm and close after open. */
export function sessionProblem(open: string, close: string): SessionProblem | null {
  const from = clockToMinutes(open);
  const to = clockToMinutes(close);
  if (from === null || to === null) return 'badTime';
  return to > from ? null : 'closeNotAfterOpen';
}
