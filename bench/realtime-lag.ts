import {
  laneOfSlot,
  laneSlotAtOrAfterMs,
  type PushLanes,
  slotAt,
  slotStartMs,
} from '../apps/server/src/realtime/push-lanes.ts';
import type { Publication } from './realtime-fanout-wire.ts';

/**
 * The lag of each received price, split into what the design holds it back and what is beyond.
 *
 * A publisher conflates by design: the market publishes DAY_MARKET and KLINE.{code} at most
 * every 50 ms, the engine a trader's FOREX_TRADE every 250 ms, each carrying the latest price
 * when it goes. So a price pushed at `t0` is due to leave when the publisher may next publish:
 * `max(t0, previous publication + interval)`. The time until then is held by design;
 * everything after it (a timer that fires late, the gateway's fan-out, the socket, the client)
 * is the lag beyond the design. A socket's batch of FOREX_TRADE holds nothing more (its own
 * interval, 200 ms, is shorter than the engine's); the market topics also wait for the slot of
 * the socket's lane (`lanedTopicLag`).
 */
export type LagSample = { totalMs: number; heldMs: number; beyondMs: number };

export type TopicLag = {
  samples: LagSample[];
  /** Receipts whose price no publication in the measured window carried (snapshots, strays). */
  unmatched: number;
  /** Publications in the window that a subscribed socket never received as such. */
  notDelivered: number;
  expected: number;
  /** For each publication, from its first socket's receipt to its last's (the fan-out's spread). */
  spreadsMs: number[];
};

/**
 * Matches receipts (`[value, atMs]` pairs) against one publisher's publications, which every
 * one of `subscribers` sockets should receive. Receipts of many sockets are matched by price;
 * `oneSocket` receipts, in the order they came, to the publications in theirs, so that two
 * publications of one price (an account that changed between two ticks) are told apart.
 */
export function topicLag(options: {
  receipts: readonly number[];
  publications: readonly Publication[];
  pushedAtMs: ReadonlyMap<number, number>;
  intervalMs: number;
  subscribers: number;
  oneSocket?: boolean;
}): TopicLag {
  const { due, byValue } = dueByValue(options.publications, options.pushedAtMs, options.intervalMs);
  const samples: LagSample[] = [];
  const firstLast = new Map<Due, Spread>();
  let unmatched = 0;
  let next = 0;
  for (let i = 0; i + 1 < options.receipts.length; i += 2) {
    const value = options.receipts[i] as number;
    const atMs = options.receipts[i + 1] as number;
    let match: Due | undefined;
    if (options.oneSocket) {
      const at = due.findIndex((entry, index) => index >= next && entry?.value === value);
      if (at >= 0) {
        match = due[at];
        next = at + 1;
      }
    } else {
      match = byValue.get(value);
    }
    if (!match) {
      unmatched += 1;
      continue;
    }
    samples.push({
      totalMs: atMs - match.pushedMs,
      heldMs: match.dueMs - match.pushedMs,
      beyondMs: atMs - match.dueMs,
    });
    widen(firstLast, match, atMs);
  }
  const published = options.oneSocket ? due.filter(Boolean).length : byValue.size;
  return topicLagOf(samples, unmatched, published * options.subscribers, firstLast);
}

type Due = { value: number; pushedMs: number; dueMs: number };

/** A topic's figures from its samples: what was due and not received, each publication's spread. */
function topicLagOf<K>(
  samples: LagSample[],
  unmatched: number,
  expected: number,
  spreads: Map<K, Spread>,
): TopicLag {
  return {
    samples,
    unmatched,
    expected,
    notDelivered: Math.max(0, expected - samples.length),
    spreadsMs: [...spreads.values()].map(({ first, last }) => last - first),
  };
}

/** From a publication's first receipt to its last. */
type Spread = { first: number; last: number };

function widen<K>(spreads: Map<K, Spread>, key: K, atMs: number): void {
  const seen = spreads.get(key);
  if (!seen) spreads.set(key, { first: atMs, last: atMs });
  else {
    seen.first = Math.min(seen.first, atMs);
    seen.last = Math.max(seen.last, atMs);
  }
}

/** Each publication's due time (`dueTimes`), and the first publication of each value. */
function dueByValue(
  publications: readonly Publication[],
  pushedAtMs: ReadonlyMap<number, number>,
  intervalMs: number,
): { due: (Due | undefined)[]; byValue: Map<number, Due> } {
  const due = dueTimes(publications, pushedAtMs, intervalMs);
  const byValue = new Map<number, Due>();
  for (const entry of due) if (entry && !byValue.has(entry.value)) byValue.set(entry.value, entry);
  return { due, byValue };
}

/**
 * For each publication, when the price it carried was pushed and when it was due to go;
 * undefined for a publication of a price not pushed in the measured window.
 */
function dueTimes(
  publications: readonly Publication[],
  pushedAtMs: ReadonlyMap<number, number>,
  intervalMs: number,
): (Due | undefined)[] {
  let previousMs = Number.NEGATIVE_INFINITY;
  return publications.map((publication) => {
    const pushedMs = pushedAtMs.get(publication.value);
    const dueMs = Math.max(pushedMs ?? 0, previousMs + intervalMs);
    previousMs = publication.atMs;
    return pushedMs === undefined ? undefined : { value: publication.value, pushedMs, dueMs };
  });
}
/**
 * DAY_MARKET's lag: the market publishes at most every `publishIntervalMs`, and the gateway
 * pushes each socket on its lane's slots (`push-lanes.ts`). A price pushed at `t0` is so due at
 * its lane's first slot at or after the moment the market was due to publish it
 * (`max(t0, previous publication + interval)`): held by design until then, beyond it after.
 * A socket whose slot's push went late can carry a price newer than its slot's (it counts as
 * beyond 0). Receipts are `[value, atMs, lane]` triples; a lane is due every publication that was
 * the newest at one of its slots, to each of its sockets.
 */
export function lanedTopicLag(options: {
  receipts: readonly number[];
  publications: readonly Publication[];
  pushedAtMs: ReadonlyMap<number, number>;
  publishIntervalMs: number;
  lanes: PushLanes;
  /** The topic's sockets in each lane. */
  socketsByLane: readonly number[];
}): TopicLag {
  const { byValue } = dueByValue(
    options.publications,
    options.pushedAtMs,
    options.publishIntervalMs,
  );
  const samples: LagSample[] = [];
  const firstLast = new Map<string, Spread>();
  let unmatched = 0;
  for (let i = 0; i + 2 < options.receipts.length; i += 3) {
    const value = options.receipts[i] as number;
    const atMs = options.receipts[i + 1] as number;
    const lane = options.receipts[i + 2] as number;
    const match = byValue.get(value);
    if (!match) {
      unmatched += 1;
      continue;
    }
    const slotMs = laneSlotAtOrAfterMs(match.dueMs, lane, options.lanes);
    const heldUntilMs = Math.min(slotMs, atMs);
    samples.push({
      totalMs: atMs - match.pushedMs,
      heldMs: heldUntilMs - match.pushedMs,
      beyondMs: atMs - heldUntilMs,
    });
    widen(firstLast, `${value}:${lane}`, atMs);
  }
  const expected = expectedReceipts(options.publications, options.lanes, options.socketsByLane);
  return topicLagOf(samples, unmatched, expected, firstLast);
}

/**
 * How many receipts the lanes are due: at each slot from the first publication to an interval
 * after the last, the lane's sockets are due the newest publication if it is not the one they
 * were due at the lane's previous slot.
 */
function expectedReceipts(
  publications: readonly Publication[],
  lanes: PushLanes,
  socketsByLane: readonly number[],
): number {
  const first = publications[0];
  const last = publications.at(-1);
  if (!first || !last) return 0;
  const lastDue = new Map<number, Publication>();
  let expected = 0;
  let newest = 0;
  for (
    let slot = slotAt(first.atMs, lanes) + 1;
    slotStartMs(slot, lanes) <= last.atMs + lanes.intervalMs;
    slot += 1
  ) {
    const slotMs = slotStartMs(slot, lanes);
    while (newest + 1 < publications.length && (publications[newest + 1]?.atMs ?? 0) <= slotMs) {
      newest += 1;
    }
    const publication = publications[newest] as Publication;
    const lane = laneOfSlot(slot, lanes);
    if (lastDue.get(lane) === publication) continue;
    lastDue.set(lane, publication);
    expected += socketsByLane[lane] ?? 0;
  }
  return expected;
}

/** Adds up several topics' figures (the traders' FOREX_TRADE, one publisher each). */
export function combined(lags: readonly TopicLag[]): TopicLag {
  return {
    samples: lags.flatMap((lag) => lag.samples),
    unmatched: lags.reduce((sum, lag) => sum + lag.unmatched, 0),
    notDelivered: lags.reduce((sum, lag) => sum + lag.notDelivered, 0),
    expected: lags.reduce((sum, lag) => sum + lag.expected, 0),
    spreadsMs: lags.flatMap((lag) => lag.spreadsMs),
  };
}

/** The value at a percentile (0–100) of an ascending list; `-` for an empty one. */
export function percentile(sorted: readonly number[], pct: number): string {
  if (sorted.length === 0) return '-';
  const index = Math.min(sorted.length - 1, Math.ceil((pct / 100) * sorted.length) - 1);
  return (sorted[Math.max(0, index)] ?? 0).toFixed(1);
}
