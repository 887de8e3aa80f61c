import { parseServerFrame } from './frame-parser.ts';
import type { FrameAnswer, FrameRequest } from './frame-readers.ts';

/** The part of the worker's scope used here (the project's types are the page's, not a worker's). */
type FrameWorkerScope = {
  onmessage: ((event: MessageEvent<FrameRequest>) => void) | null;
  postMessage(answer: FrameAnswer): void;
};

/** The socket's frames, parsed and checked against the contract off the page's thread. */
const scope = self as unknown as FrameWorkerScope;
scope.onmessage = (event) => {
  const { id, data } = event.data;
  scope.postMessage({ id, message: parseServerFrame(data) ?? null });
};
