/** One weekday's open window, in minutes after 00:00 UTC: open inclusive, close exclusive. */
export type TradingSession = {
  day: number;
  open: number;
  close: number;
};

export const minutesPerDay = 1440;

const Day = { sunday: 0, monday: 1, thursday: 4, friday: 5, saturday: 6 } as const;
const weekdays = [1, 2, 3, 4, 5] as const;
const forexRollMinute = 22 * 60;
const commodityBreakMinute = 21 * 60;

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const wholeDay = (day: number): TradingSession => ({ day, open: 0, close: minutesPerDay });

/** True when `at` falls inside one of the sessions. */
export const isSessionOpen = ({
  sessions,
  at,
}: {
  sessions: readonly TradingSession[];
  at: Date;
}): boolean => {
  const day = at.getUTCDay();
  const minute = at.getUTCHours() * 60 + at.getUTCMinutes();
  return sessions.some((s) => s.day === day && s.open <= minute && minute < s.close);
};

/** Forex trades round the clock from Sunday 22:00 to Friday 22:00 UTC. */
export const forexSessions = (): TradingSession[] => [
  { day: Day.sunday, open: forexRollMinute, close: minutesPerDay },
  ...range(Day.monday, Day.thursday).map(wholeDay),
  { day: Day.friday, open: 0, close: forexRollMinute },
];

/** Crypto never closes. */
export const cryptoSessions = (): TradingSession[] => range(Day.sunday, Day.saturday).map(wholeDay);

/** Forex hours less a daily break from 21:00 to 22:00 UTC. */
export const commoditySessions = (): TradingSession[] =>
  forexSessions().flatMap((s) => {
    const beforeBreak = { ...s, close: Math.min(s.close, commodityBreakMinute) };
    const afterBreak = { ...s, open: Math.max(s.open, forexRollMinute) };
    return [beforeBreak, afterBreak].filter((part) => part.open < part.close);
  });

/**
 * An index's cash session Monday to Friday. A close at or before the open means the
 * session runs past midnight into the next day.
 */
export const indexSessions = ({
  openMinute,
  closeMinute,
}: {
  openMinute: number;
  closeMinute: number;
}): TradingSession[] =>
  weekdays.flatMap((day) =>
    closeMinute > openMinute
      ? [{ day, open: openMinute, close: closeMinute }]
      : [
          { day, open: openMinute, close: minutesPerDay },
          { day: (day + 1) % 7, open: 0, close: closeMinute },
        ].filter((s) => s.open < s.close),
  );
