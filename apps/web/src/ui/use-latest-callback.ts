import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders and always runs the latest `callback`: a
 * memoised child given it is not drawn again because its parent was (the order ticket redraws on
 * every price; its fields need not). Meant for event handlers, never to be called while rendering.
 */
export function useLatestCallback<A extends unknown[], R>(
  callback: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
