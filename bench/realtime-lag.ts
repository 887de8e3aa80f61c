import type { Publication } from './realtime-fanout-wire.ts';

/**
 * The lag of each received price, split into what the design holds it back and what is beyond.
 *
 * A publisher conflates by design: the market publishes DAY_MARKET at most every 500 ms and
 * KLINE.{code} every 250 ms, the engine a trader's FOREX_TRADE every 250 ms, each carrying the
 * latest price when it goes. So a price pushed at `t0` is due to leave when the publisher may
 * next publish: `max(t0, previous publication + interval)`. The time until then is held by
 * design; everything after it (a timer that fires late, the gateway's fan-out, the socket, the
 * client) is the lag beyond the design. The gateway's own interval (250 ms) holds nothing on
 * these topics, since their publishers already space them at least that far apart.
 */
export type LagSample = { totalMs: number; heldMs: number; beyondMs: number };

export type TopicLag = {
  samples: LagSample[];
  /** Receipts whose price no publication in the measured window carried (snapshots, strays). */
  unmatched: number;
  /** Publications in the window that a subscribed socket never received as such. */
  notDelivered: number;
  expected: number;
};

/**
 * Matches receipts (`[value, atMs]` pairs) against one publisher's publications, which every
 * one of `subscribers` sockets should receive.
 */
export function topicLag(options: {
  receipts: readonly number[];
  publications: readonly Publication[];
  pushedAtMs: ReadonlyMap<number, number>;
  intervalMs: number;
  subscribers: number;
}): TopicLag {
  const dueAt = dueTimes(options.publications, options.pushedAtMs, options.intervalMs);
  const samples: LagSample[] = [];
  let unmatched = 0;
  for (let i = 0; i + 1 < options.receipts.length; i += 2) {
    const value = options.receipts[i] as number;
    const atMs = options.receipts[i + 1] as number;
    const due = dueAt.get(value);
    if (!due) {
      unmatched += 1;
      continue;
    }
    samples.push({
      totalMs: atMs - due.pushedMs,
      heldMs: due.dueMs - due.pushedMs,
      beyondMs: atMs - due.dueMs,
    });
  }
  const expected = dueAt.size * options.subscribers;
  return { samples, unmatched, expected, notDelivered: Math.max(0, expected - samples.length) };
}

/** When each published price was pushed and when its publication was due, by price. */
function dueTimes(
  publications: readonly Publication[],
  pushedAtMs: ReadonlyMap<number, number>,
  intervalMs: number,
): Map<number, { pushedMs: number; dueMs: number }> {
  const due = new Map<number, { pushedMs: number; dueMs: number }>();
  let previousMs = Number.NEGATIVE_INFINITY;
  for (const publication of publications) {
    const pushedMs = pushedAtMs.get(publication.value);
    if (pushedMs !== undefined && !due.has(publication.value)) {
      due.set(publication.value, { pushedMs, dueMs: Math.max(pushedMs, previousMs + intervalMs) });
    }
    previousMs = publication.atMs;
  }
  return due;
}

/** Adds up several topics' figures (the traders' FOREX_TRADE, one publisher each). */
export function combined(lags: readonly TopicLag[]): TopicLag {
  return {
    samples: lags.flatMap((lag) => lag.samples),
    unmatched: lags.reduce((sum, lag) => sum + lag.unmatched, 0),
    notDelivered: lags.reduce((sum, lag) => sum + lag.notDelivered, 0),
    expected: lags.reduce((sum, lag) => sum + lag.expected, 0),
  };
}

/** The value at a percentile (0–100) of an ascending list; `-` for an empty one. */
export function percentile(sorted: readonly number[], pct: number): string {
  if (sorted.length === 0) return '-';
  const index = Math.min(sorted.length - 1, Math.ceil((pct / 100) * sorted.length) - 1);
  return (sorted[Math.max(0, index)] ?? 0).toFixed(1);
}
