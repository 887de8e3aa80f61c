/**
 * A command: `prepare` may read the database (to load what `apply` needs) and fails alone; it
 * answers nothing when memory holds all it needs already, and the batch then waits for no read;
 * `apply` decides and changes memory synchronously, recording its rows in the batch. `apply`
 * throws only before it changes anything (a refusal); anything else it throws aborts the batch.
 * Both may run again if an earlier batch fails to commit after this one was applied, so
 * `prepare` must be safe to repeat and `apply` must read everything it needs afresh.
 *
 * Commands are made for every request, so they are written with method syntax
 * (`apply(batch) { … }`) rather than arrow-function properties: the server runs through tsx,
 * whose esbuild keeps function names by naming each such arrow at run time, a
 * `defineProperty` on every command made (bench/RESULTS.md, "Orders: CPU per command").
 */
export type Command<B, R> = {
  prepare?: () => Promise<void> | undefined;
  apply: (batch: B) => R;
};

export type SequencerHooks<B> = {
  newBatch: () => B;
  /**
   * Writes the batch in one transaction. It must take what it writes from memory before its
   * first `await`: the next batch's commands are applied while this one is being written.
   */
  commit: (batch: B) => Promise<void>;
  /** Restores memory after a failed batch (its rows were not written). */
  recover: (batch: B, error: unknown) => Promise<void>;
  /** Runs after a committed batch, before its commands are answered. */
  committed: (batch: B) => void;
  /** Tells a refusal (answered as such, batch goes on) from a fault (batch aborted). */
  isRefusal: (error: unknown) => boolean;
  /** The error every command of a failed batch is rejected with. */
  failure: () => Error;
  /**
   * Whether a failed write should run its commands again once memory is read back: the
   * database refused what another process changed meanwhile, so preparing afresh decides
   * differently (each command runs again at most `retriesMax` times).
   */
  isRetryable?: (error: unknown) => boolean;
};

/** How a command ended: written with its batch, refused by the rules, or failed with its batch. */
export type CommandOutcome = 'committed' | 'refused' | 'failed';

/** Told of each command's outcome and each batch's write, for an operator's metrics. */
export type SequencerMeter = {
  commandDone: (kind: string, outcome: CommandOutcome) => void;
  batchWritten: (commitMs: number) => void;
};

/** How many times one command may run again after a retryable write failure. */
export const retriesMax = 3;

type Pending<B> = {
  command: Command<B, unknown>;
  /** What the metrics call it. */
  kind: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Runs again after retryable write failures so far. */
  retries: number;
};

/** A command's preparation, if it has anything to read; one that throws fails as a rejection. */
function startPreparing<B>(item: Pending<B>): Promise<void> | undefined {
  try {
    return item.command.prepare?.();
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Counters since the sequencer was made: how commands grouped into batches, and commit time. */
export type SequencerStats = {
  batches: number;
  commands: number;
  batchSizeMax: number;
  commitMsTotal: number;
  commitMsMax: number;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Commands applied to memory together, waiting to be written or being written. */
type Applied<B> = {
  batch: B;
  items: Pending<B>[];
  outcomes: Outcome[];
  /** A command failed in an unexpected way: the batch is not written and all of it fails. */
  fault: { error: unknown } | undefined;
};

/**
 * One queue, applied strictly in order, written in batches (group commit) with one batch being
 * written at a time. While a batch is written, the commands that arrive are prepared and applied
 * to memory at once, forming the next batch; the moment the write commits, that batch is sealed
 * and written, and only then are the committed batch's commands answered. So a command is never
 * answered before its batch commits, a batch never commits before an earlier one, and each batch
 * sees the effects of those before it.
 *
 * A batch whose write fails is rejected; the batch applied after it (on top of its effects) is
 * taken back: memory of both is read again from the database and the later batch's commands run
 * again from their preparation, as if they had just arrived. When the failure is retryable (the
 * database refused what another process decided first), the failed batch's commands run again
 * too, so each is decided afresh against what was written.
 */
export class Sequencer<B> {
  private queue: Pending<B>[] = [];
  /** The batch being applied, not yet written. */
  private open: Applied<B> | undefined;
  private writing: Applied<B> | undefined;
  /** Commands taken from the queue whose preparation is under way. */
  private preparing: Pending<B>[] = [];
  private pumping = false;
  private recovering: Promise<void> | undefined;
  /** Moves on with every recovery, so preparations made before it are made again. */
  private generation = 0;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];
  private readonly counters: SequencerStats = {
    batches: 0,
    commands: 0,
    batchSizeMax: 0,
    commitMsTotal: 0,
    commitMsMax: 0,
  };

  constructor(
    private readonly hooks: SequencerHooks<B>,
    private readonly batchSizeMax = 256,
    private readonly meter?: SequencerMeter,
  ) {}

  submit<R>(command: Command<B, R>, kind = 'other'): Promise<R> {
    if (this.stopped) {
      this.meter?.commandDone(kind, 'failed');
      return Promise.reject(this.hooks.failure());
    }
    return new Promise<R>((resolve, reject) => {
      this.queue.push({
        command,
        kind,
        resolve: resolve as (value: unknown) => void,
        reject,
        retries: 0,
      });
      this.schedulePump();
    });
  }

  stats(): SequencerStats {
    return { ...this.counters };
  }

  /** Commands not answered yet: queued, being prepared, applied to the open batch or being written. */
  depth(): number {
    return (
      this.queue.length +
      this.preparing.length +
      (this.open?.items.length ?? 0) +
      (this.writing?.items.length ?? 0)
    );
  }

  /** Refuses new commands and waits for those already queued. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.isIdle()) return;
    await new Promise<void>((resolve) => this.idleWaiters.push(resolve));
  }

  private schedulePump(): void {
    if (this.pumping) return;
    this.pumping = true;
    // While a batch is being written the next one forms anyway: apply at once, so a command
    // whose request was read just before that write commits is in the batch sealed then
    // instead of waiting a whole write longer.
    if (this.writing) {
      queueMicrotask(() => void this.pump());
      return;
    }
    // Otherwise let every request read in this turn of the event loop join the batch: a
    // microtask would start it before the next request's callback has even run.
    setImmediate(() => void this.pump());
  }

  /** Prepares and applies queued commands into the open batch, and writes it if nothing is being written. */
  private async pump(): Promise<void> {
    while (this.queue.length > 0 && !this.recovering && !this.open?.fault) {
      const room = this.batchSizeMax - (this.open?.items.length ?? 0);
      // A full open batch waits for the write under way; sealing it starts this again.
      if (room <= 0) break;
      const items = this.queue.splice(0, room);
      this.preparing = items;
      const generation = this.generation;
      // Reads of these commands go out together; applying stays strictly in order. Most
      // commands find what they need in memory and read nothing: then nothing is waited for.
      const reads = items.map(startPreparing);
      const prepared = reads.some((read) => read !== undefined)
        ? await Promise.allSettled(reads)
        : [];
      // A recovery put these commands back in the queue, to be prepared again.
      if (generation !== this.generation) continue;
      this.preparing = [];
      this.applyAll(items, prepared);
      if (!this.writing) this.writeOpen();
    }
    this.pumping = false;
    if (!this.writing && this.open && !this.recovering) this.writeOpen();
    this.settleIfIdle();
  }

  private applyAll(items: Pending<B>[], prepared: PromiseSettledResult<unknown>[]): void {
    this.open ??= { batch: this.hooks.newBatch(), items: [], outcomes: [], fault: undefined };
    const open = this.open;
    for (const [index, item] of items.entries()) {
      open.items.push(item);
      open.outcomes.push(this.applyOne(open, item, prepared[index]));
    }
  }

  private applyOne(
    open: Applied<B>,
    item: Pending<B>,
    preparation: PromiseSettledResult<unknown> | undefined,
  ): Outcome {
    if (open.fault) return { ok: false, error: this.hooks.failure() };
    if (preparation?.status === 'rejected') {
      // Nothing of this command is applied yet: it fails alone and the batch goes on.
      const error: unknown = preparation.reason;
      return { ok: false, error: this.hooks.isRefusal(error) ? error : this.hooks.failure() };
    }
    try {
      return { ok: true, value: item.command.apply(open.batch) };
    } catch (error) {
      if (!this.hooks.isRefusal(error)) open.fault = { error };
      return { ok: false, error };
    }
  }

  /** Seals the open batch and writes it; a batch with a fault is not written but undone. */
  private writeOpen(): void {
    const sealed = this.open;
    if (!sealed || this.writing) return;
    this.open = undefined;
    if (sealed.fault) {
      void this.recover([sealed], sealed.fault.error, []).then(() => this.rejectAll(sealed));
      return;
    }
    this.writing = sealed;
    if (this.queue.length > 0) this.schedulePump();
    const began = performance.now();
    let write: Promise<void>;
    try {
      write = this.hooks.commit(sealed.batch);
    } catch (error) {
      write = Promise.reject(error);
    }
    write.then(
      () => this.written(sealed, performance.now() - began),
      (error: unknown) => this.writeFailed(sealed, error),
    );
  }

  private written(done: Applied<B>, commitMs: number): void {
    this.writing = undefined;
    this.count(done.items.length, commitMs);
    // The next batch goes to the database before this one's answers are sent.
    this.writeOpen();
    try {
      this.hooks.committed(done.batch);
    } catch {
      // Announcing is best effort: the batch is committed and its answers stand.
    }
    const meter = this.meter;
    done.items.forEach((item, index) => {
      const outcome = done.outcomes[index];
      if (outcome?.ok) {
        meter?.commandDone(item.kind, 'committed');
        item.resolve(outcome.value);
      } else {
        meter?.commandDone(item.kind, this.hooks.isRefusal(outcome?.error) ? 'refused' : 'failed');
        item.reject(outcome?.error);
      }
    });
    this.settleIfIdle();
  }

  private writeFailed(failed: Applied<B>, error: unknown): void {
    this.writing = undefined;
    const later = this.open;
    this.open = undefined;
    // A retryable failure runs the failed batch's commands again, each a bounded number of times.
    const retried = this.hooks.isRetryable?.(error)
      ? failed.items.filter((item) => item.retries < retriesMax)
      : [];
    for (const item of retried) item.retries += 1;
    // The later batch was applied on top of the failed one: undo it too. Without a fault of
    // its own, its commands run again once memory is read back.
    const again = [...retried, ...(later && !later.fault ? later.items : [])];
    void this.recover(later ? [failed, later] : [failed], error, again).then(() => {
      this.rejectAll(failed, new Set(retried));
      if (later?.fault) this.rejectAll(later);
    });
  }

  /**
   * Reads back the memory of failed batches; nothing is applied or written meanwhile. Commands
   * to run again go back to the head of the queue, followed by those whose preparation was under
   * way (they are prepared again).
   */
  private recover(batches: Applied<B>[], error: unknown, again: Pending<B>[]): Promise<void> {
    this.generation += 1;
    this.queue = [...again, ...this.preparing, ...this.queue];
    this.preparing = [];
    const recovering = (async () => {
      for (const { batch } of batches) {
        await this.hooks.recover(batch, error).catch(() => undefined);
      }
    })();
    this.recovering = recovering;
    return recovering.then(() => {
      this.recovering = undefined;
      if (this.queue.length > 0) this.schedulePump();
      this.settleIfIdle();
    });
  }

  private rejectAll(failed: Applied<B>, runningAgain: ReadonlySet<Pending<B>> = new Set()): void {
    failed.items.forEach((item, index) => {
      if (runningAgain.has(item)) return;
      const outcome = failed.outcomes[index];
      const refused = outcome && !outcome.ok && this.hooks.isRefusal(outcome.error);
      this.meter?.commandDone(item.kind, refused ? 'refused' : 'failed');
      item.reject(refused ? outcome.error : this.hooks.failure());
    });
  }

  private count(commands: number, commitMs: number): void {
    const counters = this.counters;
    counters.batches += 1;
    counters.commands += commands;
    counters.batchSizeMax = Math.max(counters.batchSizeMax, commands);
    counters.commitMsTotal += commitMs;
    counters.commitMsMax = Math.max(counters.commitMsMax, commitMs);
    this.meter?.batchWritten(commitMs);
  }

  private isIdle(): boolean {
    return (
      this.queue.length === 0 && !this.open && !this.writing && !this.pumping && !this.recovering
    );
  }

  private settleIfIdle(): void {
    if (this.idleWaiters.length === 0 || !this.isIdle()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
