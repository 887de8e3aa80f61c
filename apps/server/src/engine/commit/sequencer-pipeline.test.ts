import { describe, expect, it } from 'vitest';
import { type Command, retriesMax, Sequencer } from './sequencer.ts';

class Refusal extends Error {}
class Failure extends Error {}
class Conflict extends Error {}

type TestBatch = { applied: string[] };

/** A write the test finishes by hand. */
type Write = { names: string[]; finish: () => void; fail: (error: Error) => void };

/**
 * A sequencer whose commits wait for the test: `writes` lists each write as it starts, and
 * `events` records, in order, applies, write starts and ends, recoveries and answers.
 */
function harness(options: { finishAfterMs?: () => number } = {}) {
  const writes: Write[] = [];
  const events: string[] = [];
  const recovered: string[][] = [];
  let waiter: (() => void) | undefined;
  const sequencer = new Sequencer<TestBatch>({
    newBatch: () => ({ applied: [] }),
    commit: (batch) => {
      const names = [...batch.applied];
      events.push(`write ${names.join(',')}`);
      return new Promise<void>((resolve, reject) => {
        writes.push({
          names,
          finish: () => {
            events.push(`committed ${names.join(',')}`);
            resolve();
          },
          fail: (error) => {
            events.push(`failed ${names.join(',')}`);
            reject(error);
          },
        });
        waiter?.();
        const delayMs = options.finishAfterMs?.();
        if (delayMs !== undefined) setTimeout(() => writes.at(-1)?.finish(), delayMs);
      });
    },
    recover: async (batch) => {
      recovered.push([...batch.applied]);
      events.push(`recover ${batch.applied.join(',')}`);
    },
    committed: () => undefined,
    isRefusal: (error) => error instanceof Refusal,
    failure: () => new Failure('internal'),
    isRetryable: (error) => error instanceof Conflict,
  });
  const write = (name: string): Command<TestBatch, string> => ({
    apply: (batch) => {
      events.push(`apply ${name}`);
      batch.applied.push(name);
      return `done ${name}`;
    },
  });
  const submit = (command: Command<TestBatch, string>, name: string) =>
    sequencer.submit(command).then(
      (answer) => {
        events.push(`answer ${name}`);
        return answer;
      },
      (error: unknown) => {
        events.push(`rejected ${name}`);
        throw error;
      },
    );
  /** Resolves once the write number `index` (from 0) has started. */
  const writeStarted = async (index: number): Promise<Write> => {
    while (writes.length <= index) {
      await new Promise<void>((resolve) => {
        waiter = resolve;
      });
    }
    const started = writes[index];
    if (!started) throw new Error(`write ${index} never started`);
    return started;
  };
  return { sequencer, events, recovered, write, submit, writeStarted };
}

/** Holds a rejection as a value, so the test can look at it later without leaving it unhandled. */
const settled = <T>(promise: Promise<T>): Promise<T | Error> =>
  promise.catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

/** Lets timers and I/O callbacks run, so queued commands reach the sequencer's apply step. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('Sequencer pipelining', () => {
  it('applies what arrives during a write at once, and writes it the moment that write commits', async () => {
    const { events, write, submit, writeStarted } = harness();
    const a = submit(write('a'), 'a');
    const first = await writeStarted(0);
    const later = [submit(write('b'), 'b'), submit(write('c'), 'c')];
    await turn();
    // Applied while the first batch is written, but not written before it commits.
    expect(events).toEqual(['apply a', 'write a', 'apply b', 'apply c']);

    first.finish();
    const second = await writeStarted(1);
    expect(second.names).toEqual(['b', 'c']);
    await a;
    // The next batch goes out before the committed one is answered.
    expect(events.slice(4)).toEqual(['committed a', 'write b,c', 'answer a']);
    second.finish();
    expect(await Promise.all(later)).toEqual(['done b', 'done c']);
  });

  it('puts a command that arrives during a write into the next batch even when that write commits in the same turn', async () => {
    const { events, write, submit, writeStarted } = harness();
    const a = submit(write('a'), 'a');
    const first = await writeStarted(0);
    // Two callbacks of one turn, as a request read just before the database's answer: the
    // command must be applied before the commit seals the next batch, not after that turn.
    let b: Promise<string> | undefined;
    setTimeout(() => {
      b = submit(write('b'), 'b');
    }, 0);
    setTimeout(() => first.finish(), 0);
    const second = await writeStarted(1);
    expect(second.names).toEqual(['b']);
    expect(events.slice(0, 5)).toEqual(['apply a', 'write a', 'apply b', 'committed a', 'write b']);
    second.finish();
    expect(await a).toBe('done a');
    expect(await b).toBe('done b');
  });

  it('never starts a write before the one before it has committed, whatever the timing', async () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const { events, write, submit } = harness({ finishAfterMs: () => Math.floor(random() * 4) });
    const answers: Promise<string>[] = [];
    for (let round = 0; round < 30; round++) {
      const count = 1 + Math.floor(random() * 4);
      for (let i = 0; i < count; i++) answers.push(submit(write(`${round}.${i}`), `${round}.${i}`));
      await new Promise((resolve) => setTimeout(resolve, Math.floor(random() * 3)));
    }
    await Promise.all(answers);

    const writeEvents = events.filter((e) => e.startsWith('write ') || e.startsWith('committed '));
    // Writes alternate with their commits: never two under way at once.
    writeEvents.forEach((event, index) => {
      expect(event.startsWith(index % 2 === 0 ? 'write ' : 'committed ')).toBe(true);
    });
    // Commands are written in the order they were submitted, each once.
    const written = writeEvents
      .filter((e) => e.startsWith('write '))
      .flatMap((e) => e.slice('write '.length).split(','));
    const applied = events.filter((e) => e.startsWith('apply ')).map((e) => e.slice(6));
    expect(written).toEqual(applied);
    expect(written).toHaveLength(answers.length);
    // Each command is answered only after the write that carried it committed.
    for (const name of written) {
      const committed = events.findIndex(
        (e) => e.startsWith('committed ') && e.slice(10).split(',').includes(name),
      );
      expect(events.indexOf(`answer ${name}`)).toBeGreaterThan(committed);
    }
  });

  it('fails only the batch whose write fails: the batch applied on top of it is undone and runs again', async () => {
    const { events, recovered, write, submit, writeStarted } = harness();
    const a = settled(submit(write('a'), 'a'));
    const first = await writeStarted(0);
    const b = submit(write('b'), 'b');
    await turn();
    first.fail(new Error('disk full'));

    const second = await writeStarted(1);
    expect(second.names).toEqual(['b']);
    second.finish();
    expect(await a).toBeInstanceOf(Failure);
    expect(await b).toBe('done b');
    // Both batches' memory was read back before b was applied again.
    expect(recovered).toEqual([['a'], ['b']]);
    expect(events).toEqual([
      'apply a',
      'write a',
      'apply b',
      'failed a',
      'recover a',
      'recover b',
      'rejected a',
      'apply b',
      'write b',
      'committed b',
      'answer b',
    ]);
  });

  it('runs a batch again when its write failed for a retryable reason, deciding afresh', async () => {
    const { events, write, submit, writeStarted } = harness();
    let preparations = 0;
    const decided: Command<TestBatch, string> = {
      prepare: async () => {
        preparations += 1;
      },
      apply: (batch) => {
        batch.applied.push(`a${preparations}`);
        return `decided on preparation ${preparations}`;
      },
    };
    const a = submit(decided, 'a');
    const b = submit(write('b'), 'b');
    (await writeStarted(0)).fail(new Conflict('decided elsewhere'));
    const second = await writeStarted(1);
    expect(second.names).toEqual(['a2', 'b']);
    second.finish();
    expect(await a).toBe('decided on preparation 2');
    expect(await b).toBe('done b');
    expect(events.filter((e) => e.startsWith('rejected'))).toEqual([]);
  });

  it('gives up on a command whose writes keep failing for a retryable reason', async () => {
    const { write, submit, writeStarted } = harness();
    const a = settled(submit(write('a'), 'a'));
    for (let attempt = 0; attempt <= retriesMax; attempt += 1) {
      (await writeStarted(attempt)).fail(new Conflict('decided elsewhere'));
    }
    expect(await a).toBeInstanceOf(Failure);
  });

  it('prepares again a command whose preparation was under way when a write failed', async () => {
    const { write, submit, writeStarted } = harness();
    const a = settled(submit(write('a'), 'a'));
    const first = await writeStarted(0);
    let preparations = 0;
    let release: (() => void) | undefined;
    const slow: Command<TestBatch, string> = {
      prepare: async () => {
        preparations += 1;
        if (preparations === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      apply: (batch) => {
        batch.applied.push('slow');
        return 'done slow';
      },
    };
    const answer = submit(slow, 'slow');
    await turn();
    first.fail(new Error('connection reset'));
    expect(await a).toBeInstanceOf(Failure);
    release?.();
    (await writeStarted(1)).finish();
    expect(await answer).toBe('done slow');
    expect(preparations).toBe(2);
  });

  it('undoes a batch with a fault only once the write before it has ended', async () => {
    const { events, recovered, write, submit, writeStarted } = harness();
    const a = submit(write('a'), 'a');
    const first = await writeStarted(0);
    const broken: Command<TestBatch, string> = {
      apply: () => {
        throw new TypeError('bug');
      },
    };
    const later = Promise.allSettled([
      submit(write('b'), 'b'),
      submit(broken, 'broken'),
      submit(write('c'), 'c'),
    ]);
    await turn();
    expect(recovered).toEqual([]);
    first.finish();
    expect(await a).toBe('done a');
    const results = await later;
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof Failure)).toBe(true);
    expect(recovered).toEqual([['b']]);
    expect(events.indexOf('recover b')).toBeGreaterThan(events.indexOf('committed a'));
    // The sequencer goes on afterwards.
    const d = submit(write('d'), 'd');
    (await writeStarted(1)).finish();
    expect(await d).toBe('done d');
  });

  it('answers a refusal in the batch applied on top of a failed one after running it again', async () => {
    const { write, submit, writeStarted } = harness();
    const a = settled(submit(write('a'), 'a'));
    const first = await writeStarted(0);
    let applies = 0;
    const refused: Command<TestBatch, string> = {
      apply: () => {
        applies += 1;
        throw new Refusal('no');
      },
    };
    const answer = settled(submit(refused, 'refused'));
    await turn();
    first.fail(new Error('disk full'));
    expect(await a).toBeInstanceOf(Failure);
    // Its batch, empty now, is still written before it is answered.
    (await writeStarted(1)).finish();
    expect(await answer).toBeInstanceOf(Refusal);
    expect(applies).toBe(2);
  });
});
