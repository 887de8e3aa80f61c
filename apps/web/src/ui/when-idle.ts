/**
 * Calls `work` once the browser has a moment with nothing to do (at the latest after
 * `timeoutMs`), so work that can wait does not lengthen a task the page needs now. Browsers
 * without `requestIdleCallback` (Safari) run it in a task of its own. Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 1_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 1);
  return () => window.clearTimeout(timer);
}
