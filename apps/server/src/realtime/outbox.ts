import { type MarketQuote, Topic } from '@tp/contract/realtime';

/** JSON of each quote object, made once however many clients send it. */
const quoteJson = new WeakMap<MarketQuote, string>();

/**
 * What one client has yet to receive, conflated: the latest frame per topic wins, DAY_MARKET
 * keeps the latest quote per instrument (a batch may carry only the instruments that moved),
 * FOREX_CLOSED gathers every id, since each closed order matters, and NOTICE keeps every
 * notification in the order it came. Its size is bounded by the client's topics, the instruments
 * and the user's orders and notifications (flushed at a count), however slowly the client reads.
 */
export class Outbox {
  private readonly frames = new Map<string, string>();
  private readonly quotes = new Map<number, MarketQuote>();
  private readonly closedIds = new Set<number>();
  private notices: unknown[] = [];

  /** A ready frame that replaces any earlier one of its topic. */
  putFrame(topic: string, text: string): void {
    this.frames.delete(topic);
    this.frames.set(topic, text);
  }

  putQuotes(quotes: readonly MarketQuote[]): void {
    for (const quote of quotes) this.quotes.set(quote.id, quote);
  }

  putClosed(ids: readonly number[]): void {
    for (const id of ids) this.closedIds.add(id);
  }

  /** Notifications are never conflated: two in one flush are both sent. */
  putNotices(items: readonly unknown[]): void {
    this.notices.push(...items);
  }

  /** Forgets what is pending for a topic (unsubscribed, or superseded by a snapshot just sent). */
  drop(topic: string): void {
    if (topic === Topic.dayMarket) this.quotes.clear();
    else if (topic === Topic.forexClosed) this.closedIds.clear();
    else if (topic === Topic.notice) this.notices = [];
    else this.frames.delete(topic);
  }

  clear(): void {
    this.frames.clear();
    this.quotes.clear();
    this.closedIds.clear();
    this.notices = [];
  }

  /** Whether anything of this topic is waiting. */
  has(topic: string): boolean {
    if (topic === Topic.dayMarket) return this.quotes.size > 0;
    if (topic === Topic.forexClosed) return this.closedIds.size > 0;
    if (topic === Topic.notice) return this.notices.length > 0;
    return this.frames.has(topic);
  }

  get closedIdCount(): number {
    return this.closedIds.size;
  }

  get noticeCount(): number {
    return this.notices.length;
  }

  get isEmpty(): boolean {
    return (
      this.frames.size === 0 &&
      this.quotes.size === 0 &&
      this.closedIds.size === 0 &&
      this.notices.length === 0
    );
  }

  /** The frames to send now, oldest topic first; the outbox is empty afterwards. */
  take(): string[] {
    const out: string[] = [];
    if (this.quotes.size > 0) out.push(dayMarketFrame(this.quotes.values()));
    if (this.closedIds.size > 0) {
      out.push(JSON.stringify({ type: Topic.forexClosed, data: { ids: [...this.closedIds] } }));
    }
    if (this.notices.length > 0) {
      out.push(JSON.stringify({ type: Topic.notice, data: { items: this.notices } }));
    }
    out.push(...this.frames.values());
    this.clear();
    return out;
  }
}

/** A DAY_MARKET frame of these quotes, each quote's JSON made once however many frames carry it. */
export function dayMarketFrame(quotes: Iterable<MarketQuote>): string {
  const parts: string[] = [];
  for (const quote of quotes) {
    let json = quoteJson.get(quote);
    if (json === undefined) {
      json = JSON.stringify(quote);
      quoteJson.set(quote, json);
    }
    parts.push(json);
  }
  return `{"type":"${Topic.dayMarket}","data":[${parts.join(',')}]}`;
}
