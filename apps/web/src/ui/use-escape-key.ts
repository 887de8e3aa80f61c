import { type RefObject, useEffect, useRef } from 'react';

/** Open layers, newest last: Escape closes only the top one (a dialog over a sheet). */
const layers: RefObject<() => void>[] = [];

function onKeyDown(event: KeyboardEvent): void {
  if (event.key === 'Escape') layers.at(-1)?.current();
}

/** Calls `onEscape` when Escape is pressed while `active` and nothing opened later is on top. */
export function useEscapeKey(active: boolean, onEscape: () => void): void {
  const latest = useRef(onEscape);
  latest.current = onEscape;
  useEffect(() => {
    if (!active) return;
    layers.push(latest);
    if (layers.length === 1) document.addEventListener('keydown', onKeyDown);
    return () => {
      layers.splice(layers.lastIndexOf(latest), 1);
      if (layers.length === 0) document.removeEventListener('keydown', onKeyDown);
    };
  }, [active]);
}
