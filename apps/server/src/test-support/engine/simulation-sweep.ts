/**
 * Plays many seeds of the engine simulation and prints the ones that fail. Not part of
 * `npm test` (it takes minutes); run it under `nice` on a shared machine:
 *
 *   nice -n 19 npx tsx apps/server/src/test-support/engine/simulation-sweep.ts --from 1 --count 500 --steps 200
 *
 * Options: --from N (first seed), --count N (seeds), --steps N (per seed), --stop-out
 * atOnce|nextTick|off (see SimulationOptions), --platform-runs N (seeds sharing one platform
 * before it is started afresh). A failing seed is played again alone on a fresh platform, so
 * the report says whether `new Simulation({ seed })` in a test reproduces it. Exits 1 if any seed failed.
 */
import { parseArgs } from 'node:util';
import {
  type RunReport,
  Simulation,
  type SimulationWorld,
  type StopOutCheck,
  startSimulationWorld,
} from './simulation-trader.ts';

type SweepOptions = {
  from: number;
  count: number;
  steps: number;
  stopOut: StopOutCheck;
  platformRuns: number;
};

type Failure = { seed: number; message: string; alone: 'reproduced' | 'passed' };

function readOptions(): SweepOptions {
  const { values } = parseArgs({
    options: {
      from: { type: 'string', default: '1' },
      count: { type: 'string', default: '100' },
      steps: { type: 'string', default: '200' },
      'stop-out': { type: 'string', default: 'atOnce' },
      'platform-runs': { type: 'string', default: '50' },
    },
  });
  const stopOut = values['stop-out'];
  if (stopOut !== 'atOnce' && stopOut !== 'nextTick' && stopOut !== 'off') {
    throw new Error(`--stop-out is atOnce, nextTick or off, not ${stopOut}`);
  }
  return {
    from: Number(values.from),
    count: Number(values.count),
    steps: Number(values.steps),
    stopOut,
    platformRuns: Math.max(1, Number(values['platform-runs'])),
  };
}

/** Plays one seed: its report, or its failure message. */
async function play(
  world: SimulationWorld,
  seed: number,
  options: SweepOptions,
): Promise<RunReport | string> {
  try {
    return await new Simulation({ world, seed, stopOut: options.stopOut }).run(options.steps);
  } catch (error) {
    return (error as Error).message;
  }
}

/** What the passing runs did in all, so a sweep shows it reached stop-outs, fills and weekends. */
function addUp(total: Record<string, number>, report: RunReport): void {
  const add = (key: string, n: number) => {
    total[key] = (total[key] ?? 0) + n;
  };
  for (const [code, n] of Object.entries(report.answers)) add(`answer ${code}`, n);
  for (const [reason, n] of Object.entries(report.closeReasons)) add(`close reason ${reason}`, n);
  add('fills', report.fills);
  add('cancels', report.cancels);
  add('protections', report.protections);
  add('bursts', report.bursts);
  add('weekend steps', report.weekendSteps);
}

/** The failing seed alone on a platform of its own, as a named test would play it. */
async function playAlone(seed: number, options: SweepOptions): Promise<boolean> {
  const world = await startSimulationWorld();
  try {
    return typeof (await play(world, seed, options)) === 'string';
  } finally {
    await world.platform.close();
  }
}

async function sweep(options: SweepOptions, total: Record<string, number>): Promise<Failure[]> {
  const failures: Failure[] = [];
  let world: SimulationWorld | undefined;
  for (let i = 0; i < options.count; i++) {
    const seed = options.from + i;
    if (i % options.platformRuns === 0) {
      await world?.platform.close();
      world = await startSimulationWorld();
    }
    if (!world) throw new Error('no platform');
    const outcome = await play(world, seed, options);
    if (typeof outcome !== 'string') {
      addUp(total, outcome);
      if ((i + 1) % 10 === 0) console.error(`… ${i + 1} of ${options.count} seeds played`);
      continue;
    }
    const message = outcome;
    // A failed run may leave its traders frozen or markets switched off: start afresh.
    await world.platform.close();
    world = await startSimulationWorld();
    const alone = (await playAlone(seed, options)) ? 'reproduced' : 'passed';
    failures.push({ seed, message, alone });
    console.log(`FAIL seed ${seed} (alone on a fresh platform: ${alone})\n${message}\n`);
  }
  await world?.platform.close();
  return failures;
}

const options = readOptions();
const startedMs = performance.now();
const total: Record<string, number> = {};
const failures = await sweep(options, total);
console.log(`passing runs in all: ${JSON.stringify(total)}`);
const seconds = Math.round((performance.now() - startedMs) / 1000);
console.log(
  `swept seeds ${options.from}..${options.from + options.count - 1} × ${options.steps} steps ` +
    `(stop-out ${options.stopOut}) in ${seconds} s: ${failures.length} failed` +
    (failures.length > 0 ? `: ${failures.map((f) => f.seed).join(', ')}` : ''),
);
process.exitCode = failures.length > 0 ? 1 : 0;
