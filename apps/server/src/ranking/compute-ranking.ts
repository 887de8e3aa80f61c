import type { TraderFigures } from '@tp/domain/trader-figures';
import type { Db } from '../db/database.ts';
import { LedgerType } from '../engine/ledger-type.ts';
import { movementKindOf } from './movement-kind.ts';
import { periodPositionOf } from './period-position.ts';
import { type Candidate, rankingCandidates } from './ranking-candidates.ts';
import {
  entriesPerRead,
  rankedTradersMax,
  rankingPeriodMs,
  tradersPerRead,
} from './ranking-limits.ts';
import {
  closedCounts,
  closedOrders,
  type EntryCursor,
  historyBefore,
  type InstrumentFacts,
  instrumentFacts,
  periodEntries,
} from './trader-books.ts';
import { TraderTally } from './trader-tally.ts';

/** One trader's line of the board as the job computed it. */
export type BoardRow = {
  userId: number;
  isDemo: boolean;
  figures: TraderFigures;
  totalClosed: number;
  /** The most traded instrument's id; null when none. */
  instrumentId: number | null;
};

/** The board's order: score, then return, then more positions closed, then the older account. */
export const boardOrder = (a: BoardRow, b: BoardRow): number =>
  b.figures.score.comparedTo(a.figures.score) ||
  b.figures.rate.comparedTo(a.figures.rate) ||
  b.figures.closedPositions - a.figures.closedPositions ||
  a.userId - b.userId;

type Period = { from: Date; to: Date };

/**
 * Lets everything else waiting in this process run before the job's next read. PGlite answers
 * within the same turn of the event loop (its promises settle as microtasks), so without this
 * the whole job would run as one turn and an order's commit would wait for all of it.
 */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export type ReadSizes = { traders: number; entries: number };

/**
 * The board from the books at `now`: every trader who may be ranked, read a page of traders at
 * a time and their period a bounded chunk of entries at a time, so no statement holds the
 * database for long; only the best `rankedTradersMax` are kept as it goes.
 */
export async function computeRanking(
  db: Db,
  options: {
    now: Date;
    minPositions: number;
    /** How much one read takes (smaller in tests, to cross page and chunk boundaries). */
    reads?: ReadSizes;
  },
): Promise<BoardRow[]> {
  const reads = options.reads ?? { traders: tradersPerRead, entries: entriesPerRead };
  const period = { from: new Date(options.now.getTime() - rankingPeriodMs), to: options.now };
  const instruments = await instrumentFacts(db);
  let best: BoardRow[] = [];
  let afterUserId = 0;
  for (;;) {
    await nextTurn();
    const candidates = await rankingCandidates(db, {
      ...period,
      minPositions: options.minPositions,
      afterUserId,
      limit: reads.traders,
    });
    if (candidates.length > 0) {
      const rows = await rankTraders(db, candidates, period, instruments, reads.entries);
      best = [...best, ...rows].sort(boardOrder).slice(0, rankedTradersMax);
      afterUserId = candidates[candidates.length - 1]?.userId ?? afterUserId;
    }
    if (candidates.length < reads.traders) return best;
  }
}

async function rankTraders(
  db: Db,
  candidates: readonly Candidate[],
  period: Period,
  instruments: ReadonlyMap<number, InstrumentFacts>,
  entriesPerChunk: number,
): Promise<BoardRow[]> {
  const ids = candidates.map((candidate) => candidate.userId);
  const history = await historyBefore(db, ids, period.from);
  const tallies = new Map(
    candidates.map((c) => [
      c.userId,
      new TraderTally(c.userId, c.isDemo, history.get(c.userId) ?? []),
    ]),
  );
  let cursor: EntryCursor | undefined;
  for (;;) {
    await nextTurn();
    const entries = await periodEntries(db, ids, { ...period, cursor, limit: entriesPerChunk });
    const closes = entries.flatMap((entry) =>
      entry.type === LedgerType.marginRelease && entry.orderId !== null ? [entry.orderId] : [],
    );
    await nextTurn();
    const orders = await closedOrders(db, closes);
    for (const entry of entries) {
      const tally = tallies.get(entry.userId);
      const kind = movementKindOf(entry.type);
      if (!tally) continue;
      if (kind !== 'internal') {
        tally.add({ kind, amount: entry.amount });
        continue;
      }
      const order = entry.orderId === null ? undefined : orders.get(entry.orderId);
      const instrument = order && instruments.get(order.instrumentId);
      if (order && instrument) {
        const { position, trough } = periodPositionOf(order, instrument);
        tally.close(position, trough);
      }
    }
    const last = entries[entries.length - 1];
    if (!last || entries.length < entriesPerChunk) break;
    cursor = { userId: last.userId, id: last.id };
  }
  await nextTurn();
  const totals = await closedCounts(db, ids);
  const idOfCode = new Map([...instruments.values()].map((i) => [i.code, i.id]));
  return [...tallies.values()].map((tally) => {
    const figures = tally.figures();
    return {
      userId: tally.userId,
      isDemo: tally.isDemo,
      figures,
      totalClosed: totals.get(tally.userId) ?? 0,
      instrumentId: idOfCode.get(figures.instrument) ?? null,
    };
  });
}
