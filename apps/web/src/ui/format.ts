import { dec } from '@tp/domain/decimal';

/** A percent change with its sign, e.g. +0.25%. */
export function formatPercent(value: number): string {
  const fixed = dec(value).toFixed(2);
  return value > 0 ? `+${fixed}%` : `${fixed === '-0.00' ? '0.00' : fixed}%`;
}

/** The colour class of a signed amount. */
export function signClass(value: number): 'up' | 'down' | '' {
  return value > 0 ? 'up' : value < 0 ? 'down' : '';
}

/** The class that flashes a price green or red once after it moved up or down. */
export function flashClass(move: number): 'flash-up' | 'flash-down' | '' {
  return move > 0 ? 'flash-up' : move < 0 ? 'flash-down' : '';
}

/** Wire times are `YYYY-MM-DD HH:mm:ss` in UTC; the trader reads them in local time. */
export function formatUtcTime(text: string): string {
  if (!text) return '--';
  const date = new Date(`${text.replace(' ', 'T')}Z`);
  if (Number.isNaN(date.getTime())) return text;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
