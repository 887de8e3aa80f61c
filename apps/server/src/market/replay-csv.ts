import { Decimal } from '@tp/domain/decimal';

/**
 * Parses a replay file (see REPLAY.md). The header row names the columns, in any order:
 *   ticks:   time,code,price[,volume]
 *   candles: time,code,open,high,low,close[,volume]
 * `time` is ISO-8601 (`2024-05-01T12:00:00Z`) or unix seconds (`1714564800`). Blank lines
 * and lines starting with `#` are skipped. A bad row is reported with its line number and
 * left out; it never stops the rest of the file.
 */

export type ReplayFormat = 'ticks' | 'candles';

/** One usable row: a tick has one price, a candle four (open, high, low, close). */
export type ReplayRow = {
  line: number;
  timeMs: number;
  code: string;
  prices: Decimal[];
  volume: number;
};

export type ReplayProblem = { line: number; message: string };

export type ParsedReplay = {
  format: ReplayFormat | undefined;
  rows: ReplayRow[];
  problems: ReplayProblem[];
};

export const replayRowsMax = 1_000_000;

const tickColumns = ['time', 'code', 'price'] as const;
const candleColumns = ['time', 'code', 'open', 'high', 'low', 'close'] as const;

export function parseReplayCsv(text: string, knownCodes?: ReadonlySet<string>): ParsedReplay {
  const lines = text.split(/\r?\n/);
  const problems: ReplayProblem[] = [];
  const headerIndex = lines.findIndex((line) => isContent(line));
  const header = headerIndex >= 0 ? readHeader(lines[headerIndex] ?? '') : undefined;
  if (!header) {
    problems.push({
      line: headerIndex + 1 || 1,
      message:
        'the first row must be a header: time,code,price[,volume] or time,code,open,high,low,close[,volume]',
    });
    return { format: undefined, rows: [], problems };
  }
  const rows: ReplayRow[] = [];
  for (let index = headerIndex + 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (!isContent(line)) continue;
    if (rows.length >= replayRowsMax) {
      problems.push({
        line: index + 1,
        message: `only the first ${replayRowsMax} rows are played`,
      });
      break;
    }
    const parsed = readRow(line, index + 1, header, knownCodes);
    if ('message' in parsed) problems.push(parsed);
    else rows.push(parsed);
  }
  return { format: header.format, rows, problems };
}

type Header = { format: ReplayFormat; columns: Map<string, number> };

function isContent(line: string): boolean {
  const trimmed = line.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

function readHeader(line: string): Header | undefined {
  const names = line.split(',').map((name) => name.trim().toLowerCase());
  const columns = new Map(names.map((name, index) => [name, index]));
  if (candleColumns.every((name) => columns.has(name))) return { format: 'candles', columns };
  if (tickColumns.every((name) => columns.has(name))) return { format: 'ticks', columns };
  return undefined;
}

function readRow(
  line: string,
  lineNumber: number,
  header: Header,
  knownCodes: ReadonlySet<string> | undefined,
): ReplayRow | ReplayProblem {
  const cells = line.split(',').map((cell) => cell.trim());
  const cell = (name: string) => cells[header.columns.get(name) ?? -1] ?? '';
  const problem = (message: string): ReplayProblem => ({ line: lineNumber, message });

  const timeMs = parseTime(cell('time'));
  if (timeMs === undefined) return problem(`unreadable time "${cell('time')}"`);
  const code = cell('code').toUpperCase();
  if (code === '') return problem('the code is empty');
  if (knownCodes && !knownCodes.has(code)) return problem(`unknown instrument ${code}`);
  const names = header.format === 'candles' ? ['open', 'high', 'low', 'close'] : ['price'];
  const prices: Decimal[] = [];
  for (const name of names) {
    const price = parsePrice(cell(name));
    if (!price) return problem(`${name} must be a positive number, got "${cell(name)}"`);
    prices.push(price);
  }
  if (header.format === 'candles' && !isConsistentCandle(prices)) {
    return problem('high must be the largest and low the smallest of open, high, low, close');
  }
  const volumeText = header.columns.has('volume') ? cell('volume') : '';
  const volume = volumeText === '' ? 1 : Number(volumeText);
  if (!Number.isFinite(volume) || volume < 0)
    return problem(`volume must be a number ≥ 0, got "${volumeText}"`);
  return { line: lineNumber, timeMs, code, prices, volume };
}

/** ISO-8601 (UTC unless it carries an offset), or unix seconds (digits, optionally with a fraction). */
export function parseTime(text: string): number | undefined {
  if (/^\d{1,11}(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  // A time of day without an offset is UTC, as the date alone already is.
  const hasOffset = /([zZ]|[+-]\d{2}:?\d{2})$/.test(text);
  const ms = Date.parse(hasOffset || text.length <= 10 ? text : `${text}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

function parsePrice(text: string): Decimal | undefined {
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  const price = new Decimal(text);
  return price.gt(0) ? price : undefined;
}

function isConsistentCandle([open, high, low, close]: Decimal[]): boolean {
  if (!open || !high || !low || !close) return false;
  return high.gte(Decimal.max(open, close, low)) && low.lte(Decimal.min(open, close));
}
