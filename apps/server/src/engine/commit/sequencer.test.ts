import { describe, expect, it } from 'vitest';
import { type Command, Sequencer } from './sequencer.ts';

class Refusal extends Error {}
class Failure extends Error {}

type TestBatch = { applied: string[] };

function harness(options: { failCommitOf?: (batch: TestBatch) => boolean } = {}) {
  const committed: string[][] = [];
  const recovered: string[][] = [];
  const events: string[] = [];
  const sequencer = new Sequencer<TestBatch>({
    newBatch: () => ({ applied: [] }),
    commit: async (batch) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.failCommitOf?.(batch)) throw new Error('disk full');
      committed.push([...batch.applied]);
      events.push(`commit ${batch.applied.join(',')}`);
    },
    recover: async (batch) => {
      recovered.push([...batch.applied]);
    },
    committed: () => undefined,
    isRefusal: (error) => error instanceof Refusal,
    failure: () => new Failure('internal'),
  });
  const write = (name: string): Command<TestBatch, string> => ({
    apply: (batch) => {
      batch.applied.push(name);
      return `done ${name}`;
    },
  });
  return { sequencer, committed, recovered, events, write };
}

describe('Sequencer', () => {
  it('applies commands in order and groups those queued together into one commit', async () => {
    const { sequencer, committed, write } = harness();
    const first = sequencer.submit(write('a'));
    const rest = ['b', 'c', 'd'].map((name) => sequencer.submit(write(name)));
    expect(await Promise.all([first, ...rest])).toEqual(['done a', 'done b', 'done c', 'done d']);
    expect(committed).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('forms the next batch from what was queued while a batch was being written', async () => {
    const { sequencer, committed, write } = harness();
    const first = sequencer.submit(write('a'));
    await new Promise((resolve) => setTimeout(resolve, 1));
    const later = [sequencer.submit(write('b')), sequencer.submit(write('c'))];
    await Promise.all([first, ...later]);
    expect(committed).toEqual([['a'], ['b', 'c']]);
  });

  it('answers a command only after its batch is committed', async () => {
    const { sequencer, events, write } = harness();
    await sequencer.submit(write('a')).then((answer) => events.push(answer));
    expect(events).toEqual(['commit a', 'done a']);
  });

  it('answers a refusal with its own error and still commits the rest of the batch', async () => {
    const { sequencer, committed, write } = harness();
    const refused: Command<TestBatch, string> = {
      apply: () => {
        throw new Refusal('no');
      },
    };
    const results = await Promise.allSettled([
      sequencer.submit(write('a')),
      sequencer.submit(refused),
      sequencer.submit(write('b')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(Refusal);
    expect(committed).toEqual([['a', 'b']]);
  });

  it('rejects every command of a batch whose commit fails, recovers, and goes on', async () => {
    const { sequencer, committed, recovered, write } = harness({
      failCommitOf: (batch) => batch.applied.includes('bad'),
    });
    const results = await Promise.allSettled([
      sequencer.submit(write('a')),
      sequencer.submit(write('bad')),
    ]);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof Failure)).toBe(true);
    expect(recovered).toEqual([['a', 'bad']]);
    expect(await sequencer.submit(write('c'))).toBe('done c');
    expect(committed).toEqual([['c']]);
  });

  it('aborts the batch when a command fails in an unexpected way', async () => {
    const { sequencer, committed, recovered, write } = harness();
    const broken: Command<TestBatch, string> = {
      apply: () => {
        throw new TypeError('bug');
      },
    };
    const results = await Promise.allSettled([
      sequencer.submit(write('a')),
      sequencer.submit(broken),
      sequencer.submit(write('b')),
    ]);
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof Failure)).toBe(true);
    expect(recovered).toEqual([['a']]);
    expect(committed).toEqual([]);
  });

  it('fails only the command whose prepare fails', async () => {
    const { sequencer, committed, write } = harness();
    const unreadable: Command<TestBatch, string> = {
      prepare: async () => {
        throw new Error('connection reset');
      },
      apply: () => 'never',
    };
    const results = await Promise.allSettled([
      sequencer.submit(write('a')),
      sequencer.submit(unreadable),
      sequencer.submit(write('b')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(Failure);
    expect(committed).toEqual([['a', 'b']]);
  });

  it('prepares a batch together, then applies its commands in order', async () => {
    const { sequencer } = harness();
    const trace: string[] = [];
    const step = (name: string): Command<TestBatch, void> => ({
      prepare: async () => {
        trace.push(`prepare ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
      apply: () => {
        trace.push(`apply ${name}`);
      },
    });
    await Promise.all([sequencer.submit(step('a')), sequencer.submit(step('b'))]);
    expect(trace).toEqual(['prepare a', 'prepare b', 'apply a', 'apply b']);
  });

  it('applies at once when no command has anything to read, and a prepare that throws fails alone', async () => {
    const { sequencer, committed } = harness();
    const trace: string[] = [];
    const inMemory = (name: string): Command<TestBatch, string> => ({
      prepare() {
        trace.push(`prepare ${name}`);
        return undefined;
      },
      apply(batch) {
        trace.push(`apply ${name}`);
        batch.applied.push(name);
        return `done ${name}`;
      },
    });
    const broken: Command<TestBatch, string> = {
      prepare() {
        throw new Refusal('no such order');
      },
      apply: () => 'never',
    };
    const results = await Promise.allSettled([
      sequencer.submit(inMemory('a')),
      sequencer.submit(broken),
      sequencer.submit(inMemory('b')),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual([
      'done a',
      new Refusal('no such order'),
      'done b',
    ]);
    expect(trace).toEqual(['prepare a', 'prepare b', 'apply a', 'apply b']);
    expect(committed).toEqual([['a', 'b']]);
  });

  it('refuses commands after stop, once the queued ones are done', async () => {
    const { sequencer, write } = harness();
    const queued = sequencer.submit(write('a'));
    await sequencer.stop();
    expect(await queued).toBe('done a');
    await expect(sequencer.submit(write('b'))).rejects.toBeInstanceOf(Failure);
  });
});
