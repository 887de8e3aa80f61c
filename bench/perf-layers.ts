/**
 * Where a Node server's CPU went, from Linux perf's samples (`perf script` text on stdin, recorded
 * with call stacks and NODE_OPTIONS=--perf-basic-prof, as `bench:orders --perf` does). Unlike a
 * V8 profile it counts on-CPU time only, in every thread: the main thread's samples are sorted
 * into layers by the innermost frame that names one (so a socket write made for an HTTP answer
 * counts as Node's HTTP, a Decimal made by the engine as the engine), and the other threads'
 * into garbage collection and compilation. With `--commands` (the commands of the recorded
 * window) each layer is also given in µs per command.
 *
 *   perf script -i /tmp/server.perf | npx tsx bench/perf-layers.ts --commands 36000
 *   perf script -i /tmp/server.perf | npx tsx bench/perf-layers.ts --functions 'engine|decimal'
 *                                     (the main thread's samples of that layer, by the innermost
 *                                      function of this repository that they ran under)
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    commands: { type: 'string' },
    frequency: { type: 'string', default: '1999' },
    functions: { type: 'string' },
    top: { type: 'string', default: '30' },
  },
});
const commands = values.commands === undefined ? undefined : Number(values.commands);
const usPerSample = 1e6 / Number(values.frequency);

/** Layers, tried from the innermost frame outwards; the first frame that matches one decides. */
const layers: readonly (readonly [string, RegExp])[] = [
  ['batch statement (building)', /batch-statement\.ts/],
  ['database driver (pg, kysely)', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|kysely)\//],
  ['engine, domain rules, decimal.js', /src\/(engine|market)\/|packages\/domain\/|decimal\.js/],
  ['parameter validation (zod)', /node_modules\/zod\/|packages\/contract\/src\/params/],
  ['routes, sessions, messages', /src\/(http\/route|http\/auth|trading)\/?|packages\/contract\//],
  ['request body parsing', /secure-json-parse|content-type-parser|@fastify\/formbody/],
  ['rate limit', /@fastify\/rate-limit|toad-cache|ip-address/],
  ['security headers, CORS', /http\/security-headers|http\/cors|helmet/],
  ['multipart, websocket plugins', /@fastify\/(multipart|websocket)/],
  [
    'Fastify',
    /node_modules\/(fastify|find-my-way|avvio|fast-json-stringify|@fastify\/(error|ajv-compiler))\/|pino/,
  ],
  [
    "Node's HTTP, sockets, streams, timers",
    /node:_http|node:net|node:internal\/(streams|stream_base|timers|http)|node:events|node:timers|llhttp|Parser::|StreamWrap|uv__/,
  ],
  ['promises and microtasks', /RunMicrotasks|Promise|processTicksAndRejections/],
];

const gcFrame = /Scaveng|MarkCompact|ConcurrentMarking|Sweeper|Heap::|MinorMC|IncrementalMarking/;
const compileFrame = /compiler::|Compiler::|CompileLazy|Runtime_Compile|Baseline|Maglev/;
const kernelFrame = /\[kernel|_raw_spin|schedule|syscall|entry_SYSCALL/;

type Sample = { thread: string; frames: string[] };
const samples: Sample[] = [];
let current: Sample | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') {
    if (current) samples.push(current);
    current = undefined;
  } else if (!/^\s/.test(line)) {
    current = { thread: /^\S+\s+(\d+)/.exec(line)?.[1] ?? '?', frames: [] };
  } else {
    const frame = line.trim();
    current?.frames.push(frame.slice(frame.indexOf(' ') + 1).replace(/\+0x[0-9a-f]+ .*$/, ''));
  }
}
if (current) samples.push(current);
if (samples.length === 0) throw new Error('no samples on stdin (perf script -i FILE | …)');

const perThread = new Map<string, number>();
for (const { thread } of samples) perThread.set(thread, (perThread.get(thread) ?? 0) + 1);
const mainThread = [...perThread.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];

const figure = (count: number): string => {
  const share = `${((count / samples.length) * 100).toFixed(1)}%`.padStart(7);
  if (commands === undefined) return share;
  return `${share}${((count * usPerSample) / commands).toFixed(1).padStart(8)} µs`;
};
const print = (title: string, table: Map<string, number>, top = Number.POSITIVE_INFINITY) => {
  console.log(`\n${title}`);
  const rows = [...table.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  for (const [name, count] of rows) console.log(`${figure(count)}  ${name}`);
};

console.log(
  `${samples.length} samples (${((samples.length * usPerSample) / 1e6).toFixed(2)} s of CPU)` +
    (commands === undefined
      ? ''
      : `, ${((samples.length * usPerSample) / commands).toFixed(1)} µs per command`),
);

const table = new Map<string, number>();
const add = (name: string) => table.set(name, (table.get(name) ?? 0) + 1);
for (const sample of samples) {
  const all = sample.frames.join('\n');
  if (sample.thread !== mainThread) {
    add(
      gcFrame.test(all)
        ? 'other threads: garbage collection'
        : compileFrame.test(all)
          ? 'other threads: compiling JavaScript'
          : 'other threads: other',
    );
    continue;
  }
  const near = sample.frames.slice(0, 12).join('\n');
  if (gcFrame.test(near)) {
    add('main thread: garbage collection');
    continue;
  }
  if (compileFrame.test(near)) {
    add('main thread: compiling JavaScript');
    continue;
  }
  let layer: string | undefined;
  for (const frame of sample.frames) {
    layer = layers.find(([, pattern]) => pattern.test(frame))?.[0];
    if (layer) break;
  }
  add(layer ?? (sample.frames.some((f) => kernelFrame.test(f)) ? 'kernel, other' : 'other'));
}
print('by layer (main thread unless said)', table);

if (values.functions) {
  const pattern = new RegExp(values.functions);
  const byFunction = new Map<string, number>();
  for (const sample of samples) {
    if (sample.thread !== mainThread) continue;
    const at = sample.frames.findIndex((frame) => pattern.test(frame));
    if (at < 0) continue;
    const own = sample.frames
      .slice(at)
      .find((frame) => /^JS:\S*\s+\S*\/(apps|packages)\//.test(frame));
    const name = (own ?? sample.frames[at] ?? '')
      .replace(/^JS:[*^~+]?/, '')
      .replace(/file:\/\/\/\S*?\/(apps|packages)\//, '$1/');
    byFunction.set(name, (byFunction.get(name) ?? 0) + 1);
  }
  print(
    `main thread under ${pattern}, by the innermost function of this repository`,
    byFunction,
    Number(values.top),
  );
}
