/**
 * A minimal WebSocket client over a plain TCP connection (RFC 6455), for benchmarks that hold
 * thousands of sockets on the same cores as the server they measure. It reads with `onread`
 * into one buffer shared by every socket of the process, so a frame costs a read and a few
 * comparisons: no stream, no per-frame allocation unless a frame is split across reads. A
 * message is handed over as a view of that buffer, valid only during the call.
 *
 * It checks what it is sent: the handshake's status and `Sec-WebSocket-Accept`, and every frame
 * (unmasked, no reserved bits since no extension is asked for, whole messages only, text or
 * control). Anything else ends the socket as a protocol error. It answers pings and closes.
 */
import { createHash, randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';

export type RawWebSocketEvents = {
  /** The upgrade was accepted. */
  open(): void;
  /** A text message: a view of the shared read buffer, valid only during the call. */
  message(data: Buffer, atMs: number): void;
  /** Not upgraded: the HTTP status, or `error` for a connection that failed otherwise. */
  refused(reason: string): void;
  /** The socket ended after it was open: the close code received, 1006 without a close frame. */
  closed(code: number): void;
  /** The server broke the protocol; the socket is ended (and `closed` follows). */
  protocolError(reason: string): void;
};

const acceptGuid = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
const headerEnd = Buffer.from('\r\n\r\n');
const opcode = { continuation: 0, text: 1, binary: 2, close: 8, ping: 9, pong: 10 } as const;
/** Larger than any frame the gateway sends at once, so a frame rarely spans two reads. */
const readBuffer = Buffer.allocUnsafe(1024 * 1024);

export class RawWebSocket {
  private readonly socket: Socket;
  private readonly key = randomBytes(16).toString('base64');
  private upgraded = false;
  private ended = false;
  /** Bytes of a frame (or of the handshake's answer) still incomplete at the end of a read. */
  private pending: Buffer | undefined;

  constructor(
    url: URL,
    private readonly on: RawWebSocketEvents,
    now: () => number,
  ) {
    const port = Number(url.port || 80);
    this.socket = connect({
      host: url.hostname,
      port,
      noDelay: true,
      onread: {
        buffer: readBuffer,
        callback: (bytes: number, buffer: Uint8Array) => {
          this.read(buffer as Buffer, bytes, now());
          return true;
        },
      },
    });
    this.socket.once('connect', () => {
      this.socket.write(
        `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n` +
          `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${this.key}\r\n` +
          'Sec-WebSocket-Version: 13\r\n\r\n',
      );
    });
    this.socket.on('error', () => undefined);
    this.socket.once('close', () => this.end(1006, 'error'));
  }

  get isOpen(): boolean {
    return this.upgraded && !this.ended;
  }

  /** The connection's client port. */
  get localPort(): number {
    return this.socket.localPort ?? 0;
  }

  send(text: string): void {
    if (this.isOpen) this.socket.write(maskedFrame(opcode.text, Buffer.from(text)));
  }

  terminate(): void {
    this.socket.destroy();
  }

  private read(buffer: Buffer, bytes: number, atMs: number): void {
    let data = buffer.subarray(0, bytes);
    if (this.pending) {
      data = Buffer.concat([this.pending, data]);
      this.pending = undefined;
    }
    let offset = 0;
    if (!this.upgraded) {
      const at = data.indexOf(headerEnd);
      if (at < 0) {
        this.pending = Buffer.from(data);
        return;
      }
      if (!this.handshake(data.toString('latin1', 0, at))) return;
      offset = at + headerEnd.length;
    }
    while (offset < data.length && !this.ended) {
      const used = this.frame(data, offset, atMs);
      if (used === 0) break;
      offset += used;
    }
    if (offset < data.length && !this.ended) this.pending = Buffer.from(data.subarray(offset));
  }

  /** Checks the server's answer to the upgrade. */
  private handshake(head: string): boolean {
    const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 'error';
    if (status !== '101') {
      this.socket.destroy();
      this.end(1006, status);
      return false;
    }
    const accept = /\r\nsec-websocket-accept: *([^\r]*)/i.exec(head)?.[1];
    const expected = createHash('sha1')
      .update(this.key + acceptGuid)
      .digest('base64');
    if (accept !== expected) {
      this.socket.destroy();
      this.end(1006, 'bad Sec-WebSocket-Accept');
      return false;
    }
    this.upgraded = true;
    this.on.open();
    return true;
  }

  /** Handles the frame at `offset`; answers the bytes it took, 0 when it is not whole yet. */
  private frame(data: Buffer, offset: number, atMs: number): number {
    if (data.length - offset < 2) return 0;
    const first = data[offset] as number;
    const second = data[offset + 1] as number;
    let length = second & 0x7f;
    let header = 2;
    if (length === 126) {
      if (data.length - offset < 4) return 0;
      length = data.readUInt16BE(offset + 2);
      header = 4;
    } else if (length === 127) {
      if (data.length - offset < 10) return 0;
      const high = data.readUInt32BE(offset + 2);
      length = data.readUInt32BE(offset + 6);
      header = 10;
      if (high !== 0) return this.broken('frame longer than 4 GiB');
    }
    if (data.length - offset < header + length) return 0;
    if (second & 0x80) return this.broken('masked frame from the server');
    if (first & 0x70) return this.broken('reserved bits set');
    if (!(first & 0x80)) return this.broken('fragmented message');
    const start = offset + header;
    const end = start + length;
    switch (first & 0x0f) {
      case opcode.text:
        this.on.message(data.subarray(start, end), atMs);
        break;
      case opcode.ping:
        this.socket.write(maskedFrame(opcode.pong, data.subarray(start, end)));
        break;
      case opcode.pong:
        break;
      case opcode.close: {
        const code = length >= 2 ? data.readUInt16BE(start) : 1005;
        this.socket.end(maskedFrame(opcode.close, data.subarray(start, Math.min(end, start + 2))));
        this.end(code, String(code));
        break;
      }
      default:
        return this.broken(`opcode ${first & 0x0f}`);
    }
    return header + length;
  }

  private broken(reason: string): number {
    if (!this.ended) this.on.protocolError(reason);
    this.socket.destroy();
    this.end(1002, 'protocol error');
    return 0;
  }

  private end(code: number, reason: string): void {
    if (this.ended) return;
    this.ended = true;
    this.pending = undefined;
    if (this.upgraded) this.on.closed(code);
    else this.on.refused(reason);
  }
}

/** A client frame: masked with a fresh key, as RFC 6455 §5.3 requires. */
function maskedFrame(op: number, payload: Uint8Array): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + 4 + length);
  frame[0] = 0x80 | op;
  if (length < 126) {
    frame[1] = 0x80 | length;
  } else if (length < 65_536) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  const mask = (Math.random() * 0x1_0000_0000) >>> 0;
  frame.writeUInt32BE(mask, header);
  for (let i = 0; i < length; i += 1) {
    frame[header + 4 + i] = (payload[i] as number) ^ (frame[header + (i & 3)] as number);
  }
  return frame;
}
