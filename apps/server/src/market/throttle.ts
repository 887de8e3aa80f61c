/**
 * Runs an action at most once per interval: the first trigger runs at once, triggers inside
 * the interval fold into one run at its end (latest state wins, nothing is lost).
 */
export class Throttle {
  private timer: NodeJS.Timeout | undefined;
  private pending = false;

  constructor(
    private readonly intervalMs: number,
    private readonly action: () => void,
  ) {}

  trigger(): void {
    if (this.timer) {
      this.pending = true;
      return;
    }
    this.pending = false;
    this.action();
    this.timer = setTimeout(() => this.expire(), this.intervalMs);
    this.timer.unref();
  }

  cancel(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = false;
  }

  private expire(): void {
    this.timer = undefined;
    if (this.pending) this.trigger();
  }
}
