/** Time comes in through this, so tests and replays can set it. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
