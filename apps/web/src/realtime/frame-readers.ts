import type { ServerMessage } from '@tp/contract/realtime';

/** Reads one frame from the server: its messages checked against the contract, or undefined. */
export type FrameParser = (data: unknown) => ServerMessage | undefined;

/**
 * Reads the socket's frames: each frame's message, if it is one the contract knows, is handed to
 * `deliver`, at once or later, but always in the order the frames came.
 */
export type FrameReader = (data: unknown, deliver: (message: ServerMessage) => void) => void;

/** Frames held while a reader loads; a socket that sent more is past any first answer. */
const earlyFramesMax = 256;

/** Reads each frame at once, on the page's thread. */
export function readNow(parse: FrameParser): FrameReader {
  return (data, deliver) => {
    const message = parse(data);
    if (message) deliver(message);
  };
}

/**
 * Loads the parser with the first frame (its schemas stay out of the first screen's code) and holds
 * the frames that come meanwhile, in order. A load that failed is tried again with the next frame.
 */
export function readOnceLoaded(load: () => Promise<FrameParser>): FrameReader {
  let parse: FrameParser | null = null;
  let loading = false;
  let early: { data: unknown; deliver: (message: ServerMessage) => void }[] = [];
  return (data, deliver) => {
    if (parse) {
      const message = parse(data);
      if (message) deliver(message);
      return;
    }
    if (early.length < earlyFramesMax) early.push({ data, deliver });
    if (loading) return;
    loading = true;
    load().then(
      (loaded) => {
        parse = loaded;
        const held = early;
        early = [];
        for (const frame of held) {
          const message = loaded(frame.data);
          if (message) frame.deliver(message);
        }
      },
      () => {
        loading = false;
      },
    );
  };
}

/** What the page and the frame worker say to each other. */
export type FrameRequest = { id: number; data: unknown };
export type FrameAnswer = { id: number; message: ServerMessage | null };

/** The part of a `Worker` the reader uses, so tests can drive a fake one. */
export type WorkerLike = {
  postMessage(request: FrameRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FrameAnswer>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
};

/**
 * Reads frames in a worker of their own, started with the first frame: the text is parsed and
 * checked there, off the thread that draws the page and answers taps, and only the checked message
 * comes back. Answers are matched to frames in order. A worker that cannot start or fails hands
 * every frame it had not answered, and all that follow, to `fallback`, in order.
 */
export function readInWorker(start: () => WorkerLike, fallback: FrameReader): FrameReader {
  let worker: WorkerLike | null = null;
  let failed = false;
  let nextId = 0;
  let waiting: ({ deliver: (message: ServerMessage) => void } & FrameRequest)[] = [];

  const fail = () => {
    if (failed) return;
    failed = true;
    worker?.terminate();
    worker = null;
    const unanswered = waiting;
    waiting = [];
    for (const frame of unanswered) fallback(frame.data, frame.deliver);
  };

  const answered = (answer: FrameAnswer) => {
    // Answers come in the order of the requests; one that matches none is ignored.
    const index = waiting.findIndex((frame) => frame.id === answer.id);
    if (index < 0) return;
    const [frame] = waiting.splice(0, index + 1);
    if (frame && answer.message) frame.deliver(answer.message);
  };

  return (data, deliver) => {
    if (failed) {
      fallback(data, deliver);
      return;
    }
    if (!worker) {
      try {
        worker = start();
      } catch {
        failed = true;
        fallback(data, deliver);
        return;
      }
      worker.onmessage = (event) => answered(event.data);
      worker.onerror = fail;
    }
    if (waiting.length >= earlyFramesMax) return;
    const id = nextId++;
    waiting.push({ id, data, deliver });
    worker.postMessage({ id, data });
  };
}
