import { describe, expect, it } from 'vitest';
import { HeartbeatRing } from './heartbeat-ring.ts';

/** A member that counts its beats, in the order they came. */
function members(count: number, beats: number[]) {
  return Array.from({ length: count }, (_, index) => ({
    index,
    heartbeat: () => beats.push(index),
  }));
}

describe('HeartbeatRing', () => {
  it('beats every member once per round, a share of them on each tick', () => {
    const beats: number[] = [];
    const ring = new HeartbeatRing(3, () => undefined);
    for (const member of members(7, beats)) ring.add(member);
    ring.tick();
    expect(beats).toEqual([0, 3, 6]);
    ring.tick();
    ring.tick();
    expect(beats.toSorted((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    ring.tick();
    expect(beats.slice(7)).toEqual([0, 3, 6]);
  });

  it('no longer beats a member that left, nor one added twice twice', () => {
    const beats: number[] = [];
    const ring = new HeartbeatRing(2, () => undefined);
    const [first, second, third] = members(3, beats);
    if (!first || !second || !third) throw new Error('three members');
    ring.add(first);
    ring.add(second);
    ring.add(first);
    ring.add(third);
    ring.delete(second);
    ring.delete(second);
    expect(ring.size).toBe(2);
    ring.tick();
    ring.tick();
    expect(beats.toSorted()).toEqual([0, 2]);
  });

  it('goes on past a member that fails or leaves while it is beaten', () => {
    const beats: number[] = [];
    const errors: unknown[] = [];
    const ring = new HeartbeatRing<{ heartbeat(): void }>(1, (error) => errors.push(error));
    const leaving = { heartbeat: () => ring.delete(leaving) };
    ring.add({
      heartbeat: () => {
        throw new Error('boom');
      },
    });
    ring.add(leaving);
    ring.add({ heartbeat: () => beats.push(1) });
    ring.tick();
    expect(errors).toHaveLength(1);
    expect(beats).toEqual([1]);
    expect(ring.size).toBe(2);
  });

  it('refuses a ring of no slots', () => {
    expect(() => new HeartbeatRing(0, () => undefined)).toThrow(/whole number of slots/);
  });
});
