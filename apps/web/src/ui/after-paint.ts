import { useEffect, useState } from 'react';

/**
 * Calls `work` in a task of its own once the browser has painted the frame it is preparing, so
 * that what can follow the first screen (a chart's code, its history) does not compete with it for
 * the network or the main thread. Returns a cancel.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** False until the component's first frame has been painted, then true for good. */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
