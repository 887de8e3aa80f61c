import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { UploadLimiter, type UploadLimits } from './upload-limiter.ts';

const limits: UploadLimits = { perUserMax: 2, totalMax: 3, waitingMax: 4, waitMs: 10_000 };

/** Whether the promise has settled, after every pending callback has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => {
      done = true;
    },
    () => {
      done = true;
    },
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

async function expectBusy(promise: Promise<unknown>): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).errorName).toBe('uploadBusy');
  expect((error as ApiError).code).toBe(3007);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('UploadLimiter', () => {
  it('gives one trader at most perUserMax turns; the next waits for the first turn freed', async () => {
    const limiter = new UploadLimiter(limits);
    const first = await limiter.acquire(1);
    await limiter.acquire(1);
    const third = limiter.acquire(1);
    expect(await settled(third)).toBe(false);
    expect([limiter.inFlight(1), limiter.waiting(1)]).toEqual([2, 1]);

    first();
    expect(await settled(third)).toBe(true);
    expect([limiter.inFlight(1), limiter.waiting(1)]).toEqual([2, 0]);
  });

  it('bounds the turns of every trader together by totalMax', async () => {
    const limiter = new UploadLimiter(limits);
    const a = await limiter.acquire(1);
    await limiter.acquire(2);
    await limiter.acquire(3);
    const fourth = limiter.acquire(4);
    expect(await settled(fourth)).toBe(false);
    expect(limiter.inFlight()).toBe(3);

    a();
    expect(await settled(fourth)).toBe(true);
    expect([limiter.inFlight(), limiter.inFlight(1), limiter.inFlight(4)]).toEqual([3, 0, 1]);
  });

  it('lets a trader with a turn to spare past another trader who is waiting for one', async () => {
    const limiter = new UploadLimiter({ ...limits, perUserMax: 1 });
    await limiter.acquire(1);
    const waiting = limiter.acquire(1);
    const other = limiter.acquire(2);
    expect(await settled(other)).toBe(true);
    expect(await settled(waiting)).toBe(false);
  });

  it('hands freed turns out in the order the uploads arrived', async () => {
    const limiter = new UploadLimiter({ ...limits, totalMax: 1 });
    const release = await limiter.acquire(1);
    const order: number[] = [];
    const later = [2, 3, 4].map((user) =>
      limiter.acquire(user).then((done) => {
        order.push(user);
        return done;
      }),
    );
    release();
    (await later[0])?.();
    (await later[1])?.();
    await later[2];
    expect(order).toEqual([2, 3, 4]);
  });

  it('refuses at once a trader with twice perUserMax uploads running or waiting', async () => {
    const limiter = new UploadLimiter(limits);
    await limiter.acquire(1);
    await limiter.acquire(1);
    const waiting = [limiter.acquire(1), limiter.acquire(1)];
    await expectBusy(limiter.acquire(1));
    expect(limiter.waiting(1)).toBe(2);
    expect(await settled(Promise.race(waiting))).toBe(false);

    // With one turn in all, the same trader may have one running and three waiting.
    const narrow = new UploadLimiter({ ...limits, totalMax: 1 });
    await narrow.acquire(2);
    const line = [narrow.acquire(2), narrow.acquire(2), narrow.acquire(2)];
    await expectBusy(narrow.acquire(2));
    expect([narrow.inFlight(2), narrow.waiting(2)]).toEqual([1, 3]);
    expect(await settled(Promise.race(line))).toBe(false);
  });

  it('refuses at once when the line of waiting uploads is full', async () => {
    const limiter = new UploadLimiter({ ...limits, totalMax: 1, waitingMax: 2 });
    await limiter.acquire(1);
    const waiting = [limiter.acquire(2), limiter.acquire(3)];
    await expectBusy(limiter.acquire(4));
    expect(limiter.waiting()).toBe(2);
    expect(await settled(Promise.race(waiting))).toBe(false);
  });

  it('refuses an upload that waited waitMs without a turn, and gives its place up', async () => {
    vi.useFakeTimers();
    const limiter = new UploadLimiter({ ...limits, totalMax: 1 });
    const release = await limiter.acquire(1);
    const waiting = limiter.acquire(2);
    const refused = expectBusy(waiting);
    vi.advanceTimersByTime(limits.waitMs);
    await refused;
    expect(limiter.waiting()).toBe(0);

    release();
    expect(limiter.inFlight()).toBe(0);
  });

  it('frees one turn when a turn is released twice', async () => {
    const limiter = new UploadLimiter({ ...limits, totalMax: 2 });
    const release = await limiter.acquire(1);
    await limiter.acquire(2);
    release();
    release();
    expect(limiter.inFlight()).toBe(1);
  });

  it('refuses limits that would let nothing through or nothing be bounded', () => {
    expect(() => new UploadLimiter({ ...limits, perUserMax: 0 })).toThrow(/perUserMax/);
    expect(() => new UploadLimiter({ ...limits, totalMax: 1.5 })).toThrow(/totalMax/);
    expect(() => new UploadLimiter({ ...limits, waitingMax: -1 })).toThrow(/waitingMax/);
  });
});
