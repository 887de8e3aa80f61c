/**
 * Where a page's first load spends the main thread, task by task: the page is opened in Debian's
 * Chromium at a phone's size with the CPU slowed 4× (as Lighthouse's mobile profile assumes), its
 * trace recorded for a few seconds, and each task that would block input (over 50 ms at that
 * speed) printed with the functions that took most of it (self time, from the trace's sampling
 * profiler). Built with `--minify false` the functions keep their names.
 *
 *   (cd apps/web && npx vite build --minify false --outDir /tmp/web-plain) && \
 *     npm run bench:web-trace -- --web-dist /tmp/web-plain --page /trade [--seconds 8] [--top 8] [--lang en]
 *
 * It ends with what the open page costs while prices move (`--steady-from`, 6 s by default, to the
 * end): the main thread's CPU per second and the functions that took it, the cost a trader who
 * keeps the screen open pays in battery and in frames.
 */
import { parseArgs } from 'node:util';
import { launchChromium } from '../e2e/support/chromium.ts';
import { startE2ePlatform } from '../e2e/support/e2e-platform.ts';

const { values } = parseArgs({
  options: {
    'web-dist': { type: 'string' },
    page: { type: 'string', default: '/trade' },
    seconds: { type: 'string', default: '8' },
    top: { type: 'string', default: '8' },
    slowdown: { type: 'string', default: '4' },
    /** The trader's language, as the app stores it (the default is the app's own, hk). */
    lang: { type: 'string' },
    /** From this second on the page is open and live: its CPU per second there is printed apart. */
    'steady-from': { type: 'string', default: '6' },
  },
});
const slowdown = Number(values.slowdown);
const steadyFromMs = Number(values['steady-from']) * 1000;
const top = Number(values.top);

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time in the event (CPU), which other processes on the machine do not lengthen. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
};
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };

const env = await startE2ePlatform(
  values['web-dist'] ? { env: { WEB_DIST: values['web-dist'] } } : {},
);
const browser = await launchChromium();
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (values.lang) {
    await page.addInitScript((lang) => {
      localStorage.setItem('tp.session', JSON.stringify({ state: { lang }, version: 0 }));
    }, values.lang);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'toplevel',
    ],
  });
  await page.goto(`${env.baseUrl}${values.page}`);
  await page.waitForTimeout(Number(values.seconds) * 1000);
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  report(traceEvents);
} finally {
  await browser.close();
  await env.close();
}

function report(events: TraceEvent[]) {
  const start =
    events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ??
    0;
  // The renderer's main thread: where the page's script ran.
  const scriptThread = events.find((e) => e.name === 'EvaluateScript' || e.name === 'FunctionCall');
  const pid = scriptThread?.pid;
  const tid = scriptThread?.tid;
  const tasks = events
    .filter((e) => e.name === 'RunTask' && e.pid === pid && e.tid === tid && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);

  // The sampling profile of the main thread, stitched from its chunks. Each thread (the page's,
  // a worker's) has a profile of its own, told apart by id; the page's is the one that ran React.
  const profiles = new Map<
    string,
    { nodes: Map<number, ProfileNode>; samples: { ts: number; node: number }[]; clock: number }
  >();
  for (const e of events) {
    if (e.pid !== pid || (e.name !== 'Profile' && e.name !== 'ProfileChunk')) continue;
    const key = String(e.id ?? '');
    let profile = profiles.get(key);
    if (!profile) {
      profile = { nodes: new Map(), samples: [], clock: 0 };
      profiles.set(key, profile);
    }
    if (e.name === 'Profile') {
      profile.clock = Number((e.args?.data as { startTime?: number } | undefined)?.startTime ?? 0);
      continue;
    }
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      profile.clock += deltas[i] ?? 0;
      profile.samples.push({ ts: profile.clock, node: ids[i] as number });
    }
  }
  const ranEntry = (profile: { nodes: Map<number, ProfileNode> }) =>
    [...profile.nodes.values()].some((node) => /\/assets\/react-/.test(node.callFrame.url ?? ''));
  const main = [...profiles.values()].find(ranEntry) ?? { nodes: new Map(), samples: [] };
  const { nodes, samples } = main;
  const name = (id: number) => {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return '?';
    const file = (frame.url ?? '').split('/').pop() ?? '';
    return `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
  };

  let blocking = 0;
  // The CPU is slowed in place, so a task's own length is what Lighthouse's 4× would make of it.
  const blockingLimitUs = 50_000;
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    if (dur < blockingLimitUs) continue;
    blocking += dur / 1000 - 50;
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + dur);
    const self = new Map<string, number>();
    for (const s of inTask) self.set(name(s.node), (self.get(name(s.node)) ?? 0) + 1);
    const shares = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
    const what = events
      .filter(
        (e) =>
          e.pid === pid &&
          e.tid === tid &&
          e.ts >= task.ts &&
          e.ts < task.ts + dur &&
          [
            'EvaluateScript',
            'FunctionCall',
            'EventDispatch',
            'TimerFire',
            'FireAnimationFrame',
            'Layout',
            'UpdateLayoutTree',
            'Paint',
            'ParseHTML',
            'v8.compile',
            'MajorGC',
            'MinorGC',
            'FireIdleCallback',
            'RunMicrotasks',
          ].includes(e.name),
      )
      .reduce(
        (m, e) => m.set(e.name, (m.get(e.name) ?? 0) + (e.dur ?? 0)),
        new Map<string, number>(),
      );
    const kinds = [...what.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`)
      .join(', ');
    console.log(
      `task at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(dur / 1000).toFixed(1)} ms  — ${kinds}`,
    );
    for (const [fn, count] of shares) console.log(`    ${count} samples  ${fn}`);
    const byFile = new Map<string, number>();
    for (const s of inTask) {
      const file = (nodes.get(s.node)?.callFrame.url ?? '').split('/').pop() || '(native)';
      byFile.set(file, (byFile.get(file) ?? 0) + 1);
    }
    const files = [...byFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(`    by file: ${files.map(([f, n]) => `${f} ${n}`).join(', ')}`);
  }
  printMarks(events, start);
  console.log(
    `tasks over ${(blockingLimitUs / 1000).toFixed(1)} ms: blocking time as Lighthouse would count it ≈ ${blocking.toFixed(0)} ms`,
  );
  // The same from the tasks' CPU time, scaled by the slowdown when the page ran at full speed:
  // steadier on a busy machine, where waiting for a core lengthens a task's wall time.
  const scale = slowdown === 1 ? 4 : 1;
  const cpu = tasks.map((task) => ((task.tdur ?? task.dur ?? 0) / 1000) * scale);
  const cpuBlocking = cpu.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);
  const cpuTotal = cpu.reduce((sum, ms) => sum + ms, 0);
  console.log(
    `main thread CPU${scale === 4 ? ' ×4' : ''}: ${cpuTotal.toFixed(0)} ms in ${tasks.length} tasks, ${cpu.filter((ms) => ms > 50).length} over 50 ms, blocking ${cpuBlocking.toFixed(0)} ms`,
  );

  // The open page: from --steady-from to the end of the trace, at the speed the page ran at.
  const steadyStart = start + steadyFromMs * 1000;
  const end = Math.max(...tasks.map((task) => task.ts + (task.dur ?? 0)), steadyStart);
  const windowS = (end - steadyStart) / 1e6;
  if (windowS <= 0) return;
  const steadyTasks = tasks.filter((task) => task.ts >= steadyStart);
  const steadyCpuMs = steadyTasks.reduce(
    (sum, task) => sum + (task.tdur ?? task.dur ?? 0) / 1000,
    0,
  );
  const steadySelf = new Map<string, number>();
  for (const sample of samples) {
    if (sample.ts < steadyStart) continue;
    steadySelf.set(name(sample.node), (steadySelf.get(name(sample.node)) ?? 0) + 1);
  }
  console.log(
    `open page from ${steadyFromMs / 1000} s: main thread CPU ${(steadyCpuMs / windowS).toFixed(1)} ms per second (${steadyTasks.length} tasks in ${windowS.toFixed(1)} s, CPU slowed ${slowdown}×)`,
  );
  const busiest = [...steadySelf.entries()]
    .filter(([fn]) => !fn.startsWith('(idle)') && !fn.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  for (const [fn, count] of busiest) console.log(`    ${count} samples  ${fn}`);
  // The same samples by the nearest component (a capitalised function of the app's own files)
  // they ran under: which parts of the screen redraw while it is open.
  const byComponent = new Map<string, number>();
  for (const sample of samples) {
    if (sample.ts < steadyStart || name(sample.node).startsWith('(idle)')) continue;
    let id: number | undefined = sample.node;
    let component = '(outside a component)';
    while (id !== undefined) {
      const frame = nodes.get(id)?.callFrame;
      if (
        frame &&
        /^[A-Z]/.test(frame.functionName) &&
        !/\/assets\/(react|libs)-/.test(frame.url)
      ) {
        component = name(id);
        break;
      }
      id = nodes.get(id)?.parent;
    }
    byComponent.set(component, (byComponent.get(component) ?? 0) + 1);
  }
  const components = [...byComponent.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  console.log('  by component:');
  for (const [fn, count] of components) console.log(`    ${count} samples  ${fn}`);
}

/** The page's paints and the requests it sent, in time: what came before its largest paint. */
function printMarks(events: TraceEvent[], start: number) {
  const at = (e: TraceEvent) => `${((e.ts - start) / 1000).toFixed(0).padStart(6)} ms`;
  const marks: { ts: number; line: string }[] = [];
  for (const e of events) {
    const data = e.args?.data as Record<string, unknown> | undefined;
    if (e.name === 'firstContentfulPaint')
      marks.push({ ts: e.ts, line: `${at(e)}  first contentful paint` });
    if (e.name === 'largestContentfulPaint::Candidate') {
      marks.push({
        ts: e.ts,
        line: `${at(e)}  largest paint candidate: ${String(data?.type ?? '')} ${String(data?.nodeName ?? '')} size ${String(data?.size ?? '')}`,
      });
    }
    if (e.name === 'ResourceSendRequest') {
      const url = String(data?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      marks.push({ ts: e.ts, line: `${at(e)}  request ${url.slice(0, 90)}` });
    }
  }
  for (const mark of marks.sort((a, b) => a.ts - b.ts)) console.log(mark.line);
}
