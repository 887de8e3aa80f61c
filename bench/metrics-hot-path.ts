/**
 * What the metrics add to the order path, per request and per command, without I/O: the HTTP
 * tally (route, method, code, latency bucket), the engine's count of a command's outcome, and
 * for comparison prom-client's own labelled histogram, which hashes its labels on every
 * observation. Prints nanoseconds per call and bytes allocated per million calls.
 *
 *   npx tsx bench/metrics-hot-path.ts
 */
import { Histogram, Registry } from 'prom-client';
import { EngineMeter } from '../apps/server/src/engine/engine-meter.ts';
import { latencyBoundsSeconds } from '../apps/server/src/metrics/bucket-tally.ts';
import { HttpTallies } from '../apps/server/src/metrics/http-metrics.ts';

const calls = 2_000_000;
const routes = ['/v1/api/forex/submit', '/v1/api/forex/close', '/v1/api/forex/my_deal', '/health'];

function measure(name: string, run: (n: number) => void): void {
  run(calls / 10); // warm-up, so the JIT has compiled it
  const heapBefore = process.memoryUsage().heapUsed;
  const began = process.hrtime.bigint();
  for (let n = 0; n < calls; n++) run(n);
  const ns = Number(process.hrtime.bigint() - began) / calls;
  const grown = process.memoryUsage().heapUsed - heapBefore;
  console.log(
    `${name.padEnd(44)} ${ns.toFixed(1).padStart(7)} ns per call   heap +${Math.max(0, Math.round(grown / (calls / 1e6) / 1024))} KiB per million`,
  );
}

const tallies = new HttpTallies();
measure('HttpTallies.observe (route, method, code)', (n) =>
  tallies.observe(routes[n & 3] as string, 'POST', 200, 0.004 + (n & 7) / 1000),
);

const meter = new EngineMeter();
measure('EngineMeter.commandDone + batchWritten/10', (n) => {
  meter.commandDone('open_order', 'committed');
  if (n % 10 === 0) meter.batchWritten(12);
});

const histogram = new Histogram({
  name: 'reference_seconds',
  help: 'prom-client reference',
  labelNames: ['route', 'method', 'code'],
  buckets: [...latencyBoundsSeconds],
  registers: [new Registry()],
});
const children = routes.map((route) => histogram.labels(route, 'POST', '200'));
measure('prom-client Histogram child.observe', (n) =>
  children[n & 3]?.observe(0.004 + (n & 7) / 1000),
);
measure('prom-client Histogram.observe(labels, v)', (n) =>
  histogram.observe(
    { route: routes[n & 3] as string, method: 'POST', code: 200 },
    0.004 + (n & 7) / 1000,
  ),
);
