import type { AddressInfo, Socket } from 'node:net';
import { realtimePath } from '@tp/contract/realtime';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';

/** A server frame as a test reads it. */
export type Received = { type: string; [field: string]: unknown };

/**
 * A real socket client for tests: it connects to a listening app, keeps every frame it receives
 * and waits for the one a test expects.
 */
export class TestSocket {
  readonly received: Received[] = [];
  /** When each received frame arrived (`performance.now()`), in the same order. */
  readonly arrivedAtMs: number[] = [];
  /** The close code and reason, once the server or the test has closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return;
      this.received.push(JSON.parse(data.toString()) as Received);
      this.arrivedAtMs.push(performance.now());
      for (const wake of this.waiters) wake();
    });
    this.closed = new Promise((resolve) => {
      socket.once('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters) wake();
      });
    });
  }

  /**
   * `autoPong: false` plays a client that has stopped answering the server's heartbeat;
   * `headers` go with the handshake (`origin`, `host`, `x-forwarded-for`).
   */
  static open(
    url: string,
    options: { timeoutMs?: number; autoPong?: boolean; headers?: Record<string, string> } = {},
  ): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, {
        handshakeTimeout: options.timeoutMs ?? 5_000,
        autoPong: options.autoPong ?? true,
        ...(options.headers ? { headers: options.headers } : {}),
      });
      const client = new TestSocket(socket);
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** A TestSocket around a socket that has already opened. */
  static wrap(socket: WebSocket): TestSocket {
    return new TestSocket(socket);
  }

  get isOpen(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  /** Sends a value as JSON; a string or buffer goes as it is (binary for a buffer). */
  send(value: unknown): void {
    if (typeof value === 'string') this.socket.send(value);
    else if (Buffer.isBuffer(value)) this.socket.send(value, { binary: true });
    else this.socket.send(JSON.stringify(value));
  }

  /** The client port of the connection (the gateway's lanes follow it). */
  get localPort(): number {
    return (this.socket as unknown as { _socket: Socket })._socket.localPort ?? 0;
  }

  /** Forgets what has been received, so the next wait sees only newer frames. */
  clear(): void {
    this.received.length = 0;
    this.arrivedAtMs.length = 0;
  }

  ofType(type: string): Received[] {
    return this.received.filter((message) => message.type === type);
  }

  /** The first received frame (already here or still to come) that matches. */
  waitFor(predicate: (message: Received) => boolean, timeoutMs = 5_000): Promise<Received> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.received.find(predicate);
        if (found) finish(() => resolve(found));
        else if (this.socket.readyState === WebSocket.CLOSED) {
          finish(() => reject(new Error('socket closed while waiting')));
        }
      };
      const timer = setTimeout(
        () => finish(() => reject(new Error(`no matching frame in ${timeoutMs} ms`))),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        settle();
      };
      this.waiters.add(check);
      check();
    });
  }

  waitForType(type: string, timeoutMs = 5_000): Promise<Received> {
    return this.waitFor((message) => message.type === type, timeoutMs);
  }

  /** Sends a ping and waits for its pong: every frame sent before it has been handled. */
  async roundTrip(timeoutMs = 5_000): Promise<void> {
    const pongs = this.ofType('pong').length;
    this.send({ type: 'ping' });
    await this.waitFor(() => this.ofType('pong').length > pongs, timeoutMs);
  }

  async close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close();
    await this.closed;
  }
}

/** How the server answered a handshake: 101 and the socket, or the status and body of a refusal. */
export type Handshake =
  | { status: 101; socket: TestSocket }
  | { status: number; body: { code: number; msg: string; data: null } };

/** Opens a socket, or reads the HTTP answer that refused it before the upgrade. */
export function handshake(url: string, headers: Record<string, string> = {}): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { handshakeTimeout: 5_000, headers });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => {
        socket.terminate();
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        } catch {
          reject(new Error(`refused with HTTP ${response.statusCode}: ${text}`));
        }
      });
    });
    socket.once('error', reject);
    // The socket opened: hand it over as a TestSocket that already holds it.
    socket.once('open', () => resolve({ status: 101, socket: TestSocket.wrap(socket) }));
  });
}

/** The `/v1/ws` address of an app listening on a port (`app.listen({ port: 0, host: '127.0.0.1' })`). */
export function realtimeUrl(app: FastifyInstance, query = ''): string {
  const address = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${address.port}${realtimePath}${query}`;
}
