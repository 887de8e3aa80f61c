/**
 * Where a V8 CPU profile's time went, by self time: per module (an npm package, a file of this
 * repository, or Node's own code) and per function. Idle, garbage collection and "(program)"
 * (V8 and native work not attributed to a function) are listed as they are. With `--per N`, each
 * share is also given as µs per unit of work (N units in the profiled window: e.g. commands).
 * A sampling heap profile (`bench:orders --heap-profile`) is summed the same way by bytes
 * allocated, and also by the innermost function of this repository each allocation was made
 * under (what a library allocated on the platform's behalf); `--per` then gives KB per unit.
 *
 *   npx tsx bench/profile-summary.ts /tmp/server.cpuprofile [--top 30] [--per 27400]
 *   npx tsx bench/profile-summary.ts /tmp/server.heapprofile [--top 30] [--per 33070]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type HeapNode = { callFrame: CallFrame; selfSize: number; children: HeapNode[] };
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '30' }, per: { type: 'string' } },
});
const file = positionals[0];
if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [--top N] [--per UNITS]');
const top = Number(values.top);
const units = values.per === undefined ? undefined : Number(values.per);

const parsed = JSON.parse(readFileSync(file, 'utf8')) as Profile | { head: HeapNode };
if ('head' in parsed) {
  summariseHeap(parsed.head);
  process.exit(0);
}
const profile = parsed;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => {
  // Each delta is the time before its sample; the sample stands for the time since the last.
  const delta = profile.timeDeltas[index] ?? 0;
  selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
const totalUs = [...selfUs.values()].reduce((sum, us) => sum + us, 0);

const perFunction = new Map<string, number>();
const perModule = new Map<string, number>();
for (const [id, us] of selfUs) {
  const frame = byId.get(id)?.callFrame;
  if (!frame) continue;
  const module = moduleOf(frame);
  const name = `${frame.functionName || '(anonymous)'}  ${module === frame.functionName ? '' : shortUrl(frame)}`;
  perFunction.set(name, (perFunction.get(name) ?? 0) + us);
  perModule.set(module, (perModule.get(module) ?? 0) + us);
}

const busyUs = totalUs - (perModule.get('(idle)') ?? 0);
console.log(
  `profile ${file}: ${(totalUs / 1e6).toFixed(2)} s sampled, ${(busyUs / 1e6).toFixed(2)} s busy` +
    (units ? `, ${units} units: ${(busyUs / units).toFixed(1)} µs busy per unit` : ''),
);
print('by module (self time)', perModule);
print('by function (self time)', perFunction);

function print(title: string, table: Map<string, number>): void {
  console.log(`\n${title}: % of busy time${units ? ', µs per unit' : ''}`);
  const rows = [...table.entries()].filter(([name]) => name !== '(idle)');
  rows.sort((a, b) => b[1] - a[1]);
  for (const [name, us] of rows.slice(0, top)) {
    const share = `${((us / busyUs) * 100).toFixed(1)}%`.padStart(7);
    const per = units ? `${(us / units).toFixed(1).padStart(8)} µs` : '';
    console.log(`${share}${per}  ${name}`);
  }
}

/** Bytes allocated, by module, by function, and by the innermost function of this repository. */
function summariseHeap(head: HeapNode): void {
  const perModule = new Map<string, number>();
  const perFunction = new Map<string, number>();
  const perOwn = new Map<string, number>();
  const add = (table: Map<string, number>, key: string, bytes: number) =>
    table.set(key, (table.get(key) ?? 0) + bytes);
  let total = 0;
  const walk = (node: HeapNode, own: string) => {
    const frame = node.callFrame;
    const module = moduleOf(frame);
    const name = `${frame.functionName || '(anonymous)'}  ${shortUrl(frame)}`;
    const ownHere = /\/(apps|packages)\//.test(frame.url) && !frame.url.includes('/node_modules/');
    const innermost = ownHere ? name : own;
    if (node.selfSize > 0) {
      total += node.selfSize;
      add(perModule, module, node.selfSize);
      add(perFunction, name, node.selfSize);
      add(perOwn, innermost, node.selfSize);
    }
    for (const child of node.children) walk(child, innermost);
  };
  walk(head, '(none of this repository)');
  const figure = (bytes: number) =>
    `${((bytes / total) * 100).toFixed(1)}%`.padStart(7) +
    (units ? `${(bytes / units / 1024).toFixed(2).padStart(8)} KB` : '');
  console.log(
    `heap profile ${file}: ${(total / 1e6).toFixed(0)} MB allocated` +
      (units ? `, ${units} units: ${(total / units / 1024).toFixed(1)} KB per unit` : ''),
  );
  for (const [title, table] of [
    ['by module', perModule],
    ['by function', perFunction],
    ['by the innermost function of this repository', perOwn],
  ] as const) {
    console.log(`\n${title}: % of bytes allocated${units ? ', KB per unit' : ''}`);
    const rows = [...table.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
    for (const [name, bytes] of rows) console.log(`${figure(bytes)}  ${name}`);
  }
}

/** An npm package by its name, a file of this repository by its path, or Node's own code. */
function moduleOf(frame: CallFrame): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
  if (url.startsWith('node:')) return 'node (built-in)';
  const inPackages = url.lastIndexOf('/node_modules/');
  if (inPackages >= 0) {
    const rest = url.slice(inPackages + '/node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  return shortUrl(frame).replace(/:\d+$/, '');
}

function shortUrl(frame: CallFrame): string {
  const path = frame.url.replace(/^file:\/\//, '');
  const inRepo = path.search(/\/(apps|packages|bench)\//);
  const inPackages = path.lastIndexOf('/node_modules/');
  const short =
    inPackages >= 0
      ? path.slice(inPackages + '/node_modules/'.length)
      : inRepo >= 0
        ? path.slice(inRepo + 1)
        : path;
  return `${short}:${frame.lineNumber + 1}`;
}
