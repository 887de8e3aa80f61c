import { ApiError } from '../http/api-error.ts';

export type UploadLimits = {
  /** Uploads of one trader worked on at once; the trader may have twice as many running or waiting. */
  perUserMax: number;
  /** Uploads worked on at once in this process, whoever sent them. */
  totalMax: number;
  /** Uploads waiting for a turn, in all; one more is refused at once. */
  waitingMax: number;
  /** How long an upload waits for a turn before it is refused. */
  waitMs: number;
};

/** Whose upload it is: a trader's id, or another key for uploads that are not a trader's. */
export type Uploader = number | string;

type Waiter = {
  uploader: Uploader;
  grant: (release: () => void) => void;
  refuse: (error: ApiError) => void;
  timer: NodeJS.Timeout;
};

/**
 * Turns to work on an upload (decode, re-encode, store): at most `perUserMax` per trader and
 * `totalMax` in all, so one trader cannot take every core, and uploads together cannot take
 * them from the engine. An upload without a turn waits in line, briefly and in order of
 * arrival; a trader with a turn to spare is never held behind another trader's waiting upload.
 * A full line, or a wait past `waitMs`, answers `uploadBusy`.
 */
export class UploadLimiter {
  private readonly running = new Map<Uploader, number>();
  private runningTotal = 0;
  private readonly line: Waiter[] = [];

  constructor(private readonly limits: UploadLimits) {
    for (const name of ['perUserMax', 'totalMax', 'waitMs'] as const) {
      if (!Number.isInteger(limits[name]) || limits[name] < 1) {
        throw new Error(`${name} must be a whole number of at least 1`);
      }
    }
    if (!Number.isInteger(limits.waitingMax) || limits.waitingMax < 0) {
      throw new Error('waitingMax must be a whole number of at least 0');
    }
  }

  /** A turn for the trader's upload: resolves to its release, to be called once it is done. */
  acquire(uploader: Uploader): Promise<() => void> {
    // Everyone in line lacks a turn of their own to spare, so taking a free one jumps no one.
    if (this.hasRoom(uploader)) return Promise.resolve(this.start(uploader));
    if (
      this.line.length >= this.limits.waitingMax ||
      this.inFlight(uploader) + this.waiting(uploader) >= 2 * this.limits.perUserMax
    ) {
      return Promise.reject(new ApiError('uploadBusy'));
    }
    return new Promise((grant, refuse) => {
      const waiter: Waiter = {
        uploader,
        grant,
        refuse,
        timer: setTimeout(() => {
          this.line.splice(this.line.indexOf(waiter), 1);
          refuse(new ApiError('uploadBusy'));
        }, this.limits.waitMs),
      };
      this.line.push(waiter);
    });
  }

  /** Uploads being worked on: the trader's, or everyone's. */
  inFlight(uploader?: Uploader): number {
    return uploader === undefined ? this.runningTotal : (this.running.get(uploader) ?? 0);
  }

  /** Uploads waiting for a turn: the trader's, or everyone's. */
  waiting(uploader?: Uploader): number {
    if (uploader === undefined) return this.line.length;
    return this.line.filter((waiter) => waiter.uploader === uploader).length;
  }

  private hasRoom(uploader: Uploader): boolean {
    return (
      this.runningTotal < this.limits.totalMax &&
      (this.running.get(uploader) ?? 0) < this.limits.perUserMax
    );
  }

  private start(uploader: Uploader): () => void {
    this.runningTotal += 1;
    this.running.set(uploader, (this.running.get(uploader) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.runningTotal -= 1;
      const left = (this.running.get(uploader) ?? 1) - 1;
      if (left === 0) this.running.delete(uploader);
      else this.running.set(uploader, left);
      this.admit();
    };
  }

  /** Gives free turns to the first waiting uploads whose traders have room, in order. */
  private admit(): void {
    for (let i = 0; i < this.line.length && this.runningTotal < this.limits.totalMax; ) {
      const waiter = this.line[i];
      if (waiter && this.hasRoom(waiter.uploader)) {
        this.line.splice(i, 1);
        clearTimeout(waiter.timer);
        waiter.grant(this.start(waiter.uploader));
      } else {
        i += 1;
      }
    }
  }
}
