import type { Logger } from 'pino';
import type { Clock } from '../clock.ts';
import type { Config } from '../config/config.ts';
import type { PriceSource } from './price-source.ts';
import { ReplaySource } from './replay-source.ts';
import { type FeedInstrument, SimulatedFeed } from './simulated-feed.ts';

/** Bad replay rows logged one by one; the rest are counted. */
const replayProblemsLoggedMax = 50;

/** The source the configuration asks for: a replay of REPLAY_FILE, else the simulated feed. */
export async function configuredSource(options: {
  config: Config;
  clock: Clock;
  log: Logger;
  instruments: readonly FeedInstrument[];
  isOpen: (code: string) => boolean;
}): Promise<PriceSource> {
  const { config, clock, log, instruments, isOpen } = options;
  if (!config.replayFile) {
    return new SimulatedFeed({ seed: config.feedSeed, clock, isOpen, instruments });
  }
  const file = config.replayFile;
  const { source, problems, rows } = await ReplaySource.fromFile(file, {
    clock,
    knownCodes: new Set(instruments.map((instrument) => instrument.code)),
  });
  for (const problem of problems.slice(0, replayProblemsLoggedMax)) {
    log.warn({ file, line: problem.line }, `replay file line ${problem.line}: ${problem.message}`);
  }
  if (problems.length > replayProblemsLoggedMax) {
    log.warn({ file }, `replay file: ${problems.length - replayProblemsLoggedMax} more bad rows`);
  }
  log.info({ file, rows }, 'replaying prices from a file');
  return source;
}
