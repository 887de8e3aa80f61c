/**
 * Pending orders by the moment they expire, kept sorted, so the engine finds the ones due by
 * looking at the front: a check while nothing has expired costs one comparison, however many
 * orders rest. Insertion finds its place by binary search, as the trigger index does.
 */
export class ExpiryIndex<T> {
  private readonly times: number[] = [];
  private readonly items: T[] = [];

  get size(): number {
    return this.times.length;
  }

  /** The first position whose time is ≥ `ms` (`strict`: > `ms`). */
  private bound(ms: number, strict: boolean): number {
    let lo = 0;
    let hi = this.times.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const time = this.times[mid] as number;
      if (time < ms || (strict && time === ms)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(at: Date, item: T): void {
    const ms = at.getTime();
    const position = this.bound(ms, true);
    this.times.splice(position, 0, ms);
    this.items.splice(position, 0, item);
  }

  /** Removes one item at its time; false if it was not there. */
  remove(at: Date, item: T): boolean {
    const ms = at.getTime();
    for (let i = this.bound(ms, false); this.times[i] === ms; i += 1) {
      if (this.items[i] === item) {
        this.times.splice(i, 1);
        this.items.splice(i, 1);
        return true;
      }
    }
    return false;
  }

  /** Every item whose time is at or before `now`, earliest first, without removing any. */
  due(now: Date): T[] {
    const first = this.times[0];
    if (first === undefined || first > now.getTime()) return [];
    return this.items.slice(0, this.bound(now.getTime(), true));
  }
}
