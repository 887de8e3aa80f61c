/** Which side of the quote a level watches. */
export const Watch = { bid: 'bid', ask: 'ask' } as const;
export type Watch = (typeof Watch)[keyof typeof Watch];

/** A level fires when the watched price is at or below it, or at or above it. */
export const Cross = { atOrBelow: 'atOrBelow', atOrAbove: 'atOrAbove' } as const;
export type Cross = (typeof Cross)[keyof typeof Cross];

export type TriggerLevel = { instrumentId: number; watch: Watch; cross: Cross; level: number };

/** Levels in ascending order with their items alongside. */
class LevelList<T> {
  readonly levels: number[] = [];
  readonly items: T[] = [];

  /** The first position whose level is ≥ price (`strict`: > price). */
  bound(price: number, strict: boolean): number {
    let lo = 0;
    let hi = this.levels.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const level = this.levels[mid] as number;
      if (level < price || (strict && level === price)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(level: number, item: T): void {
    const at = this.bound(level, true);
    this.levels.splice(at, 0, level);
    this.items.splice(at, 0, item);
  }

  remove(level: number, item: T): boolean {
    for (let i = this.bound(level, false); this.levels[i] === level; i += 1) {
      if (this.items[i] === item) {
        this.levels.splice(i, 1);
        this.items.splice(i, 1);
        return true;
      }
    }
    return false;
  }
}

type Book<T> = Record<Watch, Record<Cross, LevelList<T>>>;

const newBook = <T>(): Book<T> => ({
  bid: { atOrBelow: new LevelList<T>(), atOrAbove: new LevelList<T>() },
  ask: { atOrBelow: new LevelList<T>(), atOrAbove: new LevelList<T>() },
});

/**
 * Resting price levels per instrument, kept sorted, so a tick finds the levels it reached by
 * binary search: levels that fire at or below a price are a suffix of their list, levels that
 * fire at or above it a prefix. Prices are compared as numbers; callers confirm exactly.
 */
export class TriggerIndex<T> {
  private readonly books = new Map<number, Book<T>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  add(at: TriggerLevel, item: T): void {
    let book = this.books.get(at.instrumentId);
    if (!book) {
      book = newBook<T>();
      this.books.set(at.instrumentId, book);
    }
    book[at.watch][at.cross].add(at.level, item);
    this.count += 1;
  }

  /** Removes one item at its level; false if it was not there. */
  remove(at: TriggerLevel, item: T): boolean {
    const removed = this.books.get(at.instrumentId)?.[at.watch][at.cross].remove(at.level, item);
    if (removed) this.count -= 1;
    return removed === true;
  }

  /** Every item whose level the quote has reached, without removing any. */
  fired(instrumentId: number, quote: { bid: number; ask: number }): T[] {
    const book = this.books.get(instrumentId);
    if (!book) return [];
    const found: T[] = [];
    for (const watch of [Watch.bid, Watch.ask]) {
      const price = quote[watch];
      const below = book[watch].atOrBelow;
      for (let i = below.bound(price, false); i < below.items.length; i += 1) {
        found.push(below.items[i] as T);
      }
      const above = book[watch].atOrAbove;
      const end = above.bound(price, true);
      for (let i = 0; i < end; i += 1) found.push(above.items[i] as T);
    }
    return found;
  }
}
