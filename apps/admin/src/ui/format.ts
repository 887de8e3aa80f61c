import { formatBalance, formatMargin, formatProfit } from '@tp/domain/money';

/** Display rules of DESIGN §3: balances to 2 decimals, profit and margin to 6. */
export const usd = (value: number): string => formatBalance(value);
export const profit = (value: number): string => formatProfit(value);
export const margin = (value: number): string => formatMargin(value);

/** An ISO time in the operator's local time, `YYYY-MM-DD HH:mm:ss`. */
export function dateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Colour of an amount by its sign: gains green, losses red, nothing neutral. */
export function signColour(value: number): string | undefined {
  if (value > 0) return '#389e0d';
  if (value < 0) return '#cf1322';
  return undefined;
}
