/**
 * A command: `prepare` may read the database (to load what `apply` needs) and fails alone;
 * `apply` decides and changes memory synchronously, recording its rows in the batch. `apply`
 * throws only before it changes anything (a refusal); anything else it throws aborts the batch.
 */
export type Command<B, R> = {
  prepare?: () => Promise<void>;
  apply: (batch: B) => R;
};

export type SequencerHooks<B> = {
  newBatch: () => B;
  /** Writes the batch in one transaction. */
  commit: (batch: B) => Promise<void>;
  /** Restores memory after a failed batch (its rows were not written). */
  recover: (batch: B, error: unknown) => Promise<void>;
  /** Runs after a committed batch, before its commands are answered. */
  committed: (batch: B) => void;
  /** Tells a refusal (answered as such, batch goes on) from a fault (batch aborted). */
  isRefusal: (error: unknown) => boolean;
  /** The error every command of a failed batch is rejected with. */
  failure: () => Error;
};

type Pending<B> = {
  command: Command<B, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * One queue, processed in order: everything queued while a batch is written forms the
 * next batch (group commit). A command is answered only after its batch is committed.
 */
export class Sequencer<B> {
  private queue: Pending<B>[] = [];
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly hooks: SequencerHooks<B>,
    private readonly batchSizeMax = 256,
  ) {}

  submit<R>(command: Command<B, R>): Promise<R> {
    if (this.stopped) return Promise.reject(this.hooks.failure());
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ command, resolve: resolve as (value: unknown) => void, reject });
      this.running ??= this.drain();
    });
  }

  /** Refuses new commands and waits for those already queued. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async drain(): Promise<void> {
    // Let every request read in this turn of the event loop join the first batch: a microtask
    // would start the batch before the next request's callback has even run.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (this.queue.length > 0) {
      const items = this.queue.splice(0, this.batchSizeMax);
      await this.runBatch(items);
    }
    this.running = undefined;
  }

  private async runBatch(items: Pending<B>[]): Promise<void> {
    const batch = this.hooks.newBatch();
    const outcomes: Outcome[] = [];
    let fault: { error: unknown } | undefined;
    // Reads of the whole batch go out together; applying stays strictly in order.
    const prepared = await Promise.allSettled(items.map((item) => item.command.prepare?.()));
    for (const [index, item] of items.entries()) {
      const preparation = prepared[index];
      if (preparation?.status === 'rejected') {
        // Nothing of this command is applied yet: it fails alone and the batch goes on.
        const error: unknown = preparation.reason;
        outcomes.push({
          ok: false,
          error: this.hooks.isRefusal(error) ? error : this.hooks.failure(),
        });
        continue;
      }
      try {
        outcomes.push({ ok: true, value: item.command.apply(batch) });
      } catch (error) {
        outcomes.push({ ok: false, error });
        if (!this.hooks.isRefusal(error)) {
          fault = { error };
          break;
        }
      }
    }
    if (!fault) {
      try {
        await this.hooks.commit(batch);
      } catch (error) {
        fault = { error };
      }
    }
    if (fault) {
      await this.hooks.recover(batch, fault.error).catch(() => undefined);
      items.forEach((item, index) => {
        const outcome = outcomes[index];
        const refused = outcome && !outcome.ok && this.hooks.isRefusal(outcome.error);
        item.reject(refused ? outcome.error : this.hooks.failure());
      });
      return;
    }
    try {
      this.hooks.committed(batch);
    } catch {
      // Announcing is best effort: the batch is committed and its answers stand.
    }
    items.forEach((item, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) item.resolve(outcome.value);
      else item.reject(outcome?.error);
    });
  }
}
