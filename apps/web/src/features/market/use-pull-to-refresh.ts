import { type TouchEvent, useCallback, useEffect, useRef, useState } from 'react';

export type PullPhase = 'idle' | 'pulling' | 'ready' | 'refreshing';
export type PullState = { distance: number; phase: PullPhase };

const triggerDistancePx = 56;
const pullDistanceMaxPx = 90;
/** Spec §9: the indicator closes 500 ms after a refresh starts. */
export const pullCloseDelayMs = 500;

const idle: PullState = { distance: 0, phase: 'idle' };

/** Touch drag down at the top of the page refreshes; the pull is damped to half the finger's travel. */
export function usePullToRefresh(onRefresh: () => void) {
  const [state, setState] = useState<PullState>(idle);
  const startY = useRef<number | null>(null);
  const phase = useRef<PullPhase>('idle');
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const update = useCallback((next: PullState) => {
    phase.current = next.phase;
    setState(next);
  }, []);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const onTouchStart = useCallback((event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch || window.scrollY > 0 || phase.current === 'refreshing') return;
    startY.current = touch.clientY;
  }, []);

  const onTouchMove = useCallback(
    (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY.current === null || !touch) return;
      const travel = touch.clientY - startY.current;
      if (travel <= 0) {
        update(idle);
        return;
      }
      const distance = Math.min(travel / 2, pullDistanceMaxPx);
      update({ distance, phase: distance >= triggerDistancePx ? 'ready' : 'pulling' });
    },
    [update],
  );

  const onTouchEnd = useCallback(() => {
    startY.current = null;
    if (phase.current !== 'ready') {
      if (phase.current !== 'refreshing') update(idle);
      return;
    }
    update({ distance: triggerDistancePx, phase: 'refreshing' });
    onRefresh();
    closeTimer.current = setTimeout(() => update(idle), pullCloseDelayMs);
  }, [onRefresh, update]);

  return { state, handlers: { onTouchStart, onTouchMove, onTouchEnd, onTouchCancel: onTouchEnd } };
}
