/**
 * What a hostile client gets from a server started as `npm start` starts it (embedded shape,
 * defaults, its own data folder), probed from outside over loopback: forged client addresses
 * against each limit per address, sign-in guessing, a guessable demo id, a reused order id,
 * sockets from one address, a foreign page's socket, and a logged-out token's socket. Each probe
 * is bounded in count and time. `--repo` starts the server of another checkout (an older
 * commit, say), so the same probes give the figures before and after a change.
 *
 *   npm run bench:hostile -- [--repo ../old-checkout]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocket } from 'ws';
import { freePort } from '../apps/server/src/test-support/server-process.ts';

const { values } = parseArgs({
  options: { repo: { type: 'string', default: resolve(import.meta.dirname, '..') } },
});
const repo = resolve(values.repo);

// Whatever happens, the benchmark ends.
setTimeout(() => {
  console.error('benchmark did not finish in time');
  process.exit(1);
}, 240_000).unref();

type Envelope<T = unknown> = { code: number; msg: string; data: T };

const dataDir = mkdtempSync(join(tmpdir(), 'tp-hostile-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = await startServer();
/**
 * Each probe comes from a loopback address of its own (127.0.0.N), so the limits one probe
 * uses up leave the next one alone, as on a server facing many hosts.
 */
let source = '127.0.0.2';
const results: [string, string][] = [];
const agent = new Agent({ keepAlive: true, maxSockets: 8 });
const report = (probe: string, result: string) => {
  results.push([probe, result]);
  console.log(`${probe}: ${result}`);
};

try {
  source = '127.0.0.2';
  await probeRateLimit();
  source = '127.0.0.3';
  await probeCodeSending();
  source = '127.0.0.4';
  await probeSignInGuessing();
  source = '127.0.0.5';
  await probeOperatorLockout();
  source = '127.0.0.6';
  await probeDemoId();
  source = '127.0.0.7';
  await probeReusedOrderId();
  source = '127.0.0.8';
  await probeSocketsPerAddress();
  source = '127.0.0.9';
  await probeForeignOrigin();
  source = '127.0.0.10';
  await probeLoggedOutSocket();
} finally {
  agent.destroy();
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nrepository: ${repo}`);
console.log('| probe | result |\n| --- | --- |');
for (const [probe, result] of results) console.log(`| ${probe} | ${result} |`);

function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repo,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((done, fail) => {
    const deadline = Date.now() + 120_000;
    const poll = async () => {
      if (child.exitCode !== null) return fail(new Error(`server exited: ${errors}`));
      if (Date.now() > deadline) return fail(new Error(`server did not start: ${errors}`));
      try {
        if ((await fetch(`${base}/api/default/setting?key=is_show_mobile`)).ok) return done(child);
      } catch {
        // Not listening yet.
      }
      setTimeout(poll, 200);
    };
    void poll();
  });
}

function call<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  options: {
    forwardedFor?: string;
    token?: string;
    form?: Record<string, string>;
    json?: unknown;
  } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { lang: 'en' };
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  if (options.token) headers.authorization = options.token;
  let body: string | undefined;
  if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers, localAddress: source, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          try {
            done(JSON.parse(Buffer.concat(chunks).toString()) as Envelope<T>);
          } catch (error) {
            fail(error);
          }
        });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** A new address for every request: 198.18.0.0/15 holds 131,072 of them. */
function forged(i: number): string {
  return `198.18.${Math.floor(i / 250) % 256}.${(i % 250) + 1}`;
}

async function probeRateLimit(): Promise<void> {
  const requests = 1_500;
  let limited = 0;
  for (let i = 0; i < requests; i += 1) {
    const answer = await call('GET', '/api/basicSet/getBasicInfo', { forwardedFor: forged(i) });
    if (answer.code === 1003) limited += 1;
  }
  report(
    'API rate limit (1,200/min), 1,500 requests each with a new X-Forwarded-For',
    `${limited} of ${requests} limited`,
  );
}

async function probeCodeSending(): Promise<void> {
  const requests = 40;
  let sent = 0;
  for (let i = 0; i < requests; i += 1) {
    const answer = await call('POST', '/api/notify/send_email', {
      forwardedFor: forged(10_000 + i),
      json: { to: `probe-${i}-${randomUUID().slice(0, 8)}@example.com`, type: 1 },
    });
    if (answer.code === 1) sent += 1;
  }
  report(
    'codes sent to 40 new addresses from one host, forged addresses',
    `${sent} of ${requests} sent`,
  );
}

/**
 * Credential stuffing: for 15 s, 4 at a time, one host tries a password on another account each
 * time, each try claiming a new address; counts the passwords the server checked.
 */
async function probeSignInGuessing(): Promise<void> {
  const until = Date.now() + 15_000;
  const outcomes = new Map<string, number>();
  let checks = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (Date.now() < until) {
        n += 1;
        const answer = await call('POST', '/api/user/loginForU', {
          forwardedFor: forged(20_000 + n),
          form: { account: `victim-${n}@example.com`, password: `guess-${n}`, login_type: '1' },
        });
        // Only a wrong-credentials answer means a password was tried.
        if (answer.code === 9001) checks += 1;
        const key = `${answer.code} ${answer.msg}`;
        outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
      }
    }),
  );
  const other = [...outcomes.entries()]
    .filter(([key]) => !key.startsWith('9001'))
    .map(([key, count]) => `${count}× "${key}"`)
    .join(', ');
  report(
    'password checks in 15 s from one host, another account each try, forged addresses',
    `${checks} checked${other ? `; then ${other}` : ''}`,
  );
}

/**
 * The operator `admin` signs in once from a browser; then 25 strangers, each from a host of their
 * own (a distributed guesser), fail against the name. Does the owner still get in with the right
 * password from that browser, and what does a browser the name has not seen get?
 */
async function probeOperatorLockout(): Promise<void> {
  const ownBrowser = randomUUID();
  const signIn = (deviceId: string) =>
    call('POST', '/admin-api/login', { json: { username: 'admin', password: 'admin', deviceId } });
  source = '127.0.0.100';
  await signIn(ownBrowser);
  for (let i = 0; i < 25; i += 1) {
    source = `127.1.0.${i + 1}`;
    await call('POST', '/admin-api/login', { json: { username: 'admin', password: `wrong-${i}` } });
  }
  source = '127.0.0.100';
  const outcome = (answer: Envelope) => {
    if (answer.code === 1) return 'signed in';
    if (answer.code === 1128) return `asked for the picture code: ${answer.code} "${answer.msg}"`;
    return `refused: ${answer.code} "${answer.msg}"`;
  };
  // A browser the name has not seen first: the owner's own sign-in clears the name's failures.
  report(
    'operator admin after 25 strangers’ wrong passwords from 25 hosts: the right password from a browser admin never used',
    outcome(await signIn(randomUUID())),
  );
  report('the same, from the browser admin used before', outcome(await signIn(ownBrowser)));
}

async function probeDemoId(): Promise<void> {
  const answer = await call('GET', '/api/user/createAccountDemoForU?demo_id=1');
  report(
    'demo account for the device id "1"',
    answer.code === 1 ? 'a session is handed out' : `refused: ${answer.code} "${answer.msg}"`,
  );
}

async function demoSession(): Promise<string> {
  const answer = await call<{ token: string }>(
    'GET',
    `/api/user/createAccountDemoForU?demo_id=${randomUUID()}`,
  );
  if (answer.code !== 1) throw new Error(`demo account: ${answer.msg}`);
  return answer.data.token;
}

async function probeReusedOrderId(): Promise<void> {
  const token = await demoSession();
  const list = await call<{ Id: number; Code: string }[]>('GET', '/v1/api/forex/trade_list', {
    token,
  });
  const eurusd = list.data.find((instrument) => instrument.Code === 'EURUSD');
  const order = (lots: string) =>
    call<{ Id: number }>('POST', '/v1/api/forex/submit', {
      token,
      form: {
        type: '1',
        cont: lots,
        forex_id: String(eurusd?.Id ?? 0),
        status: '1',
        multiple: '100',
        client_order_id: 'probe-order-1',
      },
    });
  const first = await order('0.01');
  if (first.code !== 1) {
    report('an order id reused for a different order', `not tried: ${first.msg}`);
    return;
  }
  const second = await order('0.05');
  report(
    'an order id reused for a different order (0.01 lot, then 0.05)',
    second.code === 1
      ? `answered "${second.msg}" with the first order (#${second.data.Id})`
      : `refused: ${second.code} "${second.msg}"`,
  );
}

function openSocket(headers: Record<string, string> = {}): Promise<WebSocket | undefined> {
  return new Promise((done) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/ws`, {
      headers,
      handshakeTimeout: 5_000,
      localAddress: source,
    });
    socket.once('open', () => done(socket));
    socket.once('error', () => done(undefined));
    socket.once('close', () => done(undefined));
  });
}

async function probeSocketsPerAddress(): Promise<void> {
  const attempts = 2_000;
  const opened: WebSocket[] = [];
  for (let start = 0; start < attempts; start += 100) {
    const batch = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        openSocket({ 'x-forwarded-for': forged(40_000 + start + i) }),
      ),
    );
    for (const socket of batch) if (socket) opened.push(socket);
  }
  // A socket refused after its handshake is closed at once: count those still open a moment later.
  await new Promise((done) => setTimeout(done, 500));
  const open = opened.filter((socket) => socket.readyState === WebSocket.OPEN).length;
  for (const socket of opened) socket.terminate();
  report(`sockets from one host, each claiming a new address`, `${open} of ${attempts} open`);
}

async function probeForeignOrigin(): Promise<void> {
  const socket = await openSocket({ origin: 'https://evil.example' });
  report('socket handshake from a page of https://evil.example', socket ? 'accepted' : 'refused');
  socket?.terminate();
}

/** A socket logged in with a token, subscribed to FOREX_TRADE; the token is logged out over HTTP. */
async function probeLoggedOutSocket(): Promise<void> {
  const token = await demoSession();
  const socket = await openSocket();
  if (!socket) {
    report('account pushes after the token is logged out', 'not tried: no socket');
    return;
  }
  let loggingOut = false;
  let afterLogout = false;
  let pushes = 0;
  let loginEnded = '';
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; code?: number };
    if (loggingOut && frame.type === 'login_result' && frame.code !== 1) {
      loginEnded = ` (told: login_result ${frame.code})`;
    }
    if (afterLogout && frame.type === 'FOREX_TRADE') pushes += 1;
  });
  socket.send(JSON.stringify({ type: 'login', params: token }));
  socket.send(JSON.stringify({ type: 'sub', params: 'FOREX_TRADE' }));
  // An open position: its P&L moves with every price, and each move is pushed to the owner.
  const list = await call<{ Id: number; Code: string }[]>('GET', '/v1/api/forex/trade_list', {
    token,
  });
  const eurusd = list.data.find((instrument) => instrument.Code === 'EURUSD');
  const bought = await call('POST', '/v1/api/forex/submit', {
    token,
    form: {
      type: '1',
      cont: '0.01',
      forex_id: String(eurusd?.Id ?? 0),
      status: '1',
      multiple: '100',
    },
  });
  if (bought.code !== 1) {
    report('account pushes after the token is logged out', `not tried: ${bought.msg}`);
    socket.terminate();
    return;
  }
  await new Promise((done) => setTimeout(done, 1_000));
  loggingOut = true;
  await call('POST', '/api/user/logout', { token, json: {} });
  afterLogout = true;
  await new Promise((done) => setTimeout(done, 5_000));
  report(
    'FOREX_TRADE pushes in 5 s after the socket’s token was logged out (an open position)',
    `${pushes} pushes${loginEnded}${socket.readyState === WebSocket.OPEN ? ', socket open' : ', socket closed'}`,
  );
  socket.terminate();
}
