/** What a heartbeat beats: a socket pings its client, or drops it if the last ping went unanswered. */
export type Beating = { heartbeat(): void };

/**
 * A heartbeat spread over its interval. Members are dealt round the ring's slots as they join,
 * and each tick beats one slot: every member is beaten once per round of `slotCount` ticks, and
 * no tick pings every socket of a gateway at once (10,000 pings, and the 10,000 pongs that come
 * back together, would hold every market push behind them for as long as they take).
 */
export class HeartbeatRing<T extends Beating> {
  private readonly slots: Set<T>[];
  private readonly slotOf = new Map<T, Set<T>>();
  /** The slot the next member is dealt to, and the one the next tick beats. */
  private dealSlot = 0;
  private beatSlot = 0;

  constructor(
    slotCount: number,
    private readonly onError: (error: unknown) => void,
  ) {
    if (!Number.isInteger(slotCount) || slotCount < 1) {
      throw new Error(`a heartbeat ring needs a whole number of slots, got ${slotCount}`);
    }
    this.slots = Array.from({ length: slotCount }, () => new Set<T>());
  }

  add(member: T): void {
    if (this.slotOf.has(member)) return;
    const slot = this.slots[this.dealSlot] as Set<T>;
    this.dealSlot = (this.dealSlot + 1) % this.slots.length;
    slot.add(member);
    this.slotOf.set(member, slot);
  }

  delete(member: T): void {
    this.slotOf.get(member)?.delete(member);
    this.slotOf.delete(member);
  }

  get size(): number {
    return this.slotOf.size;
  }

  /** Beats the members of the next slot. */
  tick(): void {
    const slot = this.slots[this.beatSlot] as Set<T>;
    this.beatSlot = (this.beatSlot + 1) % this.slots.length;
    // A member dropped by its own beat leaves the slot meanwhile; a copy keeps the walk whole.
    for (const member of [...slot]) {
      try {
        member.heartbeat();
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
