/** Time comes in through this, so tests and replays can set it. */
export type Clock = {
  now: () => Date;
  /**
   * A clock that is set by hand (tests, replays) tells listeners when it moves, so what falls
   * due at a time (a pending order's expiry) is acted on then; the system clock never calls.
   * Answers the function that stops the calls.
   */
  onMoved?: (listener: () => void) => () => void;
};

export const systemClock: Clock = { now: () => new Date() };
