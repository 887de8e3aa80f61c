import { connect, type Socket } from 'node:net';

type Waiting = { resolve: (body: string) => void; reject: (error: Error) => void };

const headerEnd = Buffer.from('\r\n\r\n');
const responseHeadBytesMax = 16 * 1024;

/**
 * One keep-alive HTTP/1.1 connection that sends a request, waits for its answer, then sends the
 * next: what one trader's app does, at a fraction of `fetch`'s cost per request, so the load
 * generator leaves more of a shared machine to the server it measures. It reads only what the
 * platform answers: a status line, headers with `content-length`, and a body.
 */
export class HttpConnection {
  private readonly socket: Socket;
  private readonly ready: Promise<void>;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: Waiting | undefined;
  private failed: Error | undefined;

  constructor(
    private readonly host: string,
    port: number,
  ) {
    this.socket = connect({ host, port, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', resolve);
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.received(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  /** Sends one request with a JSON body (POST) or none (GET) and answers the body as text. */
  async request(
    method: 'GET' | 'POST',
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<string> {
    await this.ready;
    if (this.failed) throw this.failed;
    if (this.waiting) throw new Error('one request at a time per connection');
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body !== undefined) {
      head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`;
    }
    const answer = new Promise<string>((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
    this.socket.write(`${head}\r\n${body ?? ''}`);
    return answer;
  }

  close(): void {
    this.socket.destroy();
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const end = this.buffered.indexOf(headerEnd);
    if (end < 0) {
      if (this.buffered.length > responseHeadBytesMax)
        this.fail(new Error('response head too long'));
      return;
    }
    const head = this.buffered.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.fail(new Error(`response without content-length: ${head.split('\r\n')[0]}`));
      return;
    }
    const bodyEnd = end + headerEnd.length + Number(length);
    if (this.buffered.length < bodyEnd) return;
    const body = this.buffered.subarray(end + headerEnd.length, bodyEnd).toString('utf8');
    this.buffered = this.buffered.subarray(bodyEnd);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve(body);
  }

  private fail(error: Error): void {
    this.failed ??= error;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }
}
