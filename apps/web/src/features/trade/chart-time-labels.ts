/** Tick mark kinds of the chart's time scale (lightweight-charts' `TickMarkType`, by value). */
export const TickKind = { year: 0, month: 1, dayOfMonth: 2, time: 3, timeWithSeconds: 4 } as const;

const two = (value: number) => String(value).padStart(2, '0');

/**
 * A tick mark's label under the chart, for a candle time in Unix seconds, written in UTC as the
 * candles are cut: `14:05`, `14:05:30`, the day of the month, the year, or the month's short
 * name in the trader's language. Times, days and years are written without `Intl`, whose date
 * formatting, asked anew for every label, was most of the chart's first drawing on a phone; the
 * month's name (one label in a month of minutes) comes from one formatter made when first needed.
 */
export function createTickLabels(locale: string): (unixSeconds: number, kind: number) => string {
  let months: Intl.DateTimeFormat | undefined;
  return (unixSeconds, kind) => {
    const date = new Date(unixSeconds * 1000);
    switch (kind) {
      case TickKind.year:
        return String(date.getUTCFullYear());
      case TickKind.month:
        months ??= new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
        return months.format(date);
      case TickKind.dayOfMonth:
        return String(date.getUTCDate());
      case TickKind.timeWithSeconds:
        return `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
      default:
        return `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}`;
    }
  };
}
