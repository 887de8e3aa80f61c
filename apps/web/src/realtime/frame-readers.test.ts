import type { ServerMessage } from '@tp/contract/realtime';
import { describe, expect, it, vi } from 'vitest';
import { parseServerFrame } from './frame-parser.ts';
import {
  type FrameAnswer,
  type FrameParser,
  type FrameRequest,
  readInWorker,
  readNow,
  readOnceLoaded,
  type WorkerLike,
} from './frame-readers.ts';

const frame = (msg: string) =>
  JSON.stringify({ type: 'sub_result', topic: 'DAY_MARKET', code: 0, msg });
const msgOf = (message: ServerMessage) => (message as { msg?: string }).msg;

/** A worker whose answers the test sends: `answer()` answers the oldest request as the worker would. */
class FakeWorker implements WorkerLike {
  requests: FrameRequest[] = [];
  terminated = false;
  onmessage: ((event: MessageEvent<FrameAnswer>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;

  postMessage(request: FrameRequest): void {
    this.requests.push(request);
  }

  terminate(): void {
    this.terminated = true;
  }

  answer(): void {
    const request = this.requests.shift();
    if (!request) throw new Error('nothing to answer');
    const message = parseServerFrame(request.data) ?? null;
    this.onmessage?.(new MessageEvent('message', { data: { id: request.id, message } }));
  }

  fail(): void {
    this.onerror?.(new ErrorEvent('error'));
  }
}

describe('frame readers', () => {
  it('reads at once, dropping what is not a message of the contract', () => {
    const read = readNow(parseServerFrame);
    const got: ServerMessage[] = [];
    read(frame('a'), (m) => got.push(m));
    read('{"type":"not a frame"}', (m) => got.push(m));
    read('not json', (m) => got.push(m));
    expect(got.map(msgOf)).toEqual(['a']);
  });

  it('holds the frames that come before its parser has loaded and hands them on in order', async () => {
    let loaded: (parse: FrameParser) => void = () => {};
    let loads = 0;
    const read = readOnceLoaded(() => {
      loads += 1;
      return new Promise<FrameParser>((resolve) => (loaded = resolve));
    });
    const got: ServerMessage[] = [];
    read(frame('a'), (m) => got.push(m));
    read('{"type":"not a frame"}', (m) => got.push(m));
    read(frame('b'), (m) => got.push(m));
    expect(got).toEqual([]);
    expect(loads).toBe(1);
    loaded(parseServerFrame);
    await vi.waitFor(() => expect(got).toHaveLength(2));
    read(frame('c'), (m) => got.push(m));
    expect(got.map(msgOf)).toEqual(['a', 'b', 'c']);
    expect(loads).toBe(1);
  });

  it('asks again for a parser that failed to load, with the next frame', async () => {
    let loads = 0;
    const read = readOnceLoaded(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(parseServerFrame);
    });
    const got: ServerMessage[] = [];
    read(frame('a'), (m) => got.push(m));
    await vi.waitFor(() => expect(loads).toBe(1));
    await Promise.resolve();
    read(frame('b'), (m) => got.push(m));
    await vi.waitFor(() => expect(got).toHaveLength(2));
    expect(loads).toBe(2);
    expect(got.map(msgOf)).toEqual(['a', 'b']);
  });

  it('starts its worker with the first frame and hands the answers on in order', () => {
    const workers: FakeWorker[] = [];
    const read = readInWorker(
      () => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker;
      },
      () => {
        throw new Error('no fallback expected');
      },
    );
    expect(workers).toHaveLength(0);
    const got: ServerMessage[] = [];
    read(frame('a'), (m) => got.push(m));
    read('{"type":"not a frame"}', (m) => got.push(m));
    read(frame('b'), (m) => got.push(m));
    expect(workers).toHaveLength(1);
    const worker = workers[0] as FakeWorker;
    expect(worker.requests.map((r) => r.data)).toEqual([
      frame('a'),
      '{"type":"not a frame"}',
      frame('b'),
    ]);
    worker.answer();
    expect(got.map(msgOf)).toEqual(['a']);
    worker.answer();
    worker.answer();
    expect(got.map(msgOf)).toEqual(['a', 'b']);
  });

  it('hands a failed worker’s unanswered frames, and all after them, to its fallback in order', () => {
    const worker = new FakeWorker();
    const fallback: string[] = [];
    const read = readInWorker(
      () => worker,
      (data, deliver) => {
        fallback.push(String(data));
        readNow(parseServerFrame)(data, deliver);
      },
    );
    const got: ServerMessage[] = [];
    read(frame('a'), (m) => got.push(m));
    read(frame('b'), (m) => got.push(m));
    read(frame('c'), (m) => got.push(m));
    worker.answer();
    worker.fail();
    expect(worker.terminated).toBe(true);
    read(frame('d'), (m) => got.push(m));
    expect(got.map(msgOf)).toEqual(['a', 'b', 'c', 'd']);
    expect(fallback).toEqual([frame('b'), frame('c'), frame('d')]);
    // A late answer from the failed worker changes nothing.
    worker.requests.unshift({ id: 1, data: frame('b') });
    worker.answer();
    expect(got.map(msgOf)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('reads on its fallback when a worker cannot be started', () => {
    let starts = 0;
    const read = readInWorker(() => {
      starts += 1;
      throw new Error('workers are not allowed here');
    }, readNow(parseServerFrame));
    const got: ServerMessage[] = [];
    read(frame('a'), (m) => got.push(m));
    read(frame('b'), (m) => got.push(m));
    expect(got.map(msgOf)).toEqual(['a', 'b']);
    expect(starts).toBe(1);
  });
});
