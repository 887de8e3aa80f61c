/**
 * What one small write to each of many TCP sockets costs this machine, with no gateway around
 * it: the floor under a market push's fan-out. The process here accepts `--sockets` connections
 * from 127.0.0.1, opened by `--clients` child processes that read and count what they are sent;
 * then, `--rounds` times, it writes a frame of `--bytes` to every socket in one loop, as the
 * gateway writes a push (`socket.write` of one ready buffer), and notes the loop's time and the
 * process's CPU time (user and kernel) per write. Every client then tells how many bytes it
 * read, which must be every byte written.
 *
 *   npx tsx bench/socket-write-cost.ts --sockets 10000 --rounds 20
 *
 * On loopback the kernel delivers each segment to the receiving socket inside the sender's
 * write call (the receiver's TCP work and its wake-up are charged to the writer), so a write
 * here costs more kernel time than one to a client across a network.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { connect, createServer, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

type ToClient = { kind: 'open'; port: number; sockets: number } | { kind: 'count' };
type FromClient = { kind: 'opened' } | { kind: 'counted'; bytes: number };

if (process.argv[2] === 'client') {
  runClient();
} else {
  await runWriter();
}

function runClient(): void {
  let bytes = 0;
  const sockets: Socket[] = [];
  process.on('message', async (message: ToClient) => {
    if (message.kind === 'count') {
      process.send?.({ kind: 'counted', bytes } satisfies FromClient);
      return;
    }
    for (let i = 0; i < message.sockets; i += 100) {
      const batch = Math.min(100, message.sockets - i);
      await Promise.all(
        Array.from(
          { length: batch },
          () =>
            new Promise<void>((resolve, reject) => {
              const socket = connect({ port: message.port, host: '127.0.0.1' }, resolve);
              socket.once('error', reject);
              socket.on('data', (data) => {
                bytes += data.length;
              });
              sockets.push(socket);
            }),
        ),
      );
    }
    process.send?.({ kind: 'opened' } satisfies FromClient);
  });
  process.on('disconnect', () => {
    for (const socket of sockets) socket.destroy();
    process.exit(0);
  });
}

async function runWriter(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '10000' },
      rounds: { type: 'string', default: '20' },
      bytes: { type: 'string', default: '400' },
      clients: { type: 'string', default: '4' },
    },
  });
  const sockets = bounded(values.sockets, 1, 20_000);
  const rounds = bounded(values.rounds, 1, 1_000);
  const bytes = bounded(values.bytes, 2, 65_536);
  const clientCount = bounded(values.clients, 1, 8);

  const accepted: Socket[] = [];
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    accepted.push(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  const share = Math.ceil(sockets / clientCount);
  const clients = Array.from({ length: clientCount }, () =>
    fork(fileURLToPath(import.meta.url), ['client'], { execArgv: ['--import', 'tsx'] }),
  );
  await Promise.all(
    clients.map((client, i) => {
      const count = Math.max(0, Math.min(share, sockets - i * share));
      client.send({ kind: 'open', port: address.port, sockets: count } satisfies ToClient);
      return next(client, 'opened');
    }),
  );
  while (accepted.length < sockets) await new Promise((resolve) => setTimeout(resolve, 10));

  // A text frame's header and payload, as the gateway writes a push.
  const frame = Buffer.alloc(bytes, 'x');
  frame[0] = 0x81;
  const samples: { ms: number; userUs: number; systemUs: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const cpuBefore = process.cpuUsage();
    const startedMs = performance.now();
    for (const socket of accepted) socket.write(frame);
    const ms = performance.now() - startedMs;
    const cpu = process.cpuUsage(cpuBefore);
    samples.push({ ms, userUs: cpu.user / sockets, systemUs: cpu.system / sockets });
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const read = await Promise.all(
    clients.map(async (client) => {
      client.send({ kind: 'count' } satisfies ToClient);
      return ((await next(client, 'counted')) as { bytes: number }).bytes;
    }),
  );
  const readBytes = read.reduce((sum, count) => sum + count, 0);

  const sorted = [...samples].sort((a, b) => a.ms - b.ms);
  const median = sorted[Math.floor(sorted.length / 2)] as (typeof samples)[number];
  const fastest = sorted[0] as (typeof samples)[number];
  const mean = (pick: (s: (typeof samples)[number]) => number) =>
    samples.reduce((sum, s) => sum + pick(s), 0) / samples.length;
  console.log(
    `sockets             ${sockets} from ${clientCount} client processes on 127.0.0.1, a ${bytes}-byte frame each, ${rounds} rounds`,
  );
  console.log(
    `one round           median ${median.ms.toFixed(1)} ms (${((median.ms * 1000) / sockets).toFixed(2)} µs a write), fastest ${fastest.ms.toFixed(1)} ms (${((fastest.ms * 1000) / sockets).toFixed(2)} µs)`,
  );
  console.log(
    `CPU per write       ${(mean((s) => s.userUs) + mean((s) => s.systemUs)).toFixed(2)} µs: ${mean((s) => s.userUs).toFixed(2)} user, ${mean((s) => s.systemUs).toFixed(2)} kernel (mean over the rounds)`,
  );
  console.log(
    `bytes read          ${readBytes.toLocaleString('en')} of ${(bytes * sockets * rounds).toLocaleString('en')} written`,
  );
  for (const client of clients) client.disconnect();
  server.close();
  for (const socket of accepted) socket.destroy();
}

function next(client: ChildProcess, kind: FromClient['kind']): Promise<FromClient> {
  return new Promise((resolve) => {
    const listener = (message: FromClient) => {
      if (message.kind !== kind) return;
      client.off('message', listener);
      resolve(message);
    };
    client.on('message', listener);
  });
}

function bounded(text: string, min: number, max: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`expected a whole number from ${min} to ${max}, got "${text}"`);
  }
  return value;
}
