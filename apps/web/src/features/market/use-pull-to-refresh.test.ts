import { act, renderHook } from '@testing-library/react';
import type { TouchEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pullCloseDelayMs, usePullToRefresh } from './use-pull-to-refresh.ts';

const touchAt = (clientY: number) => ({ touches: [{ clientY }] }) as unknown as TouchEvent;

function setup() {
  const onRefresh = vi.fn();
  const hook = renderHook(() => usePullToRefresh(onRefresh));
  const handlers = () => hook.result.current.handlers;
  const drag = (fromY: number, toY: number) => {
    act(() => handlers().onTouchStart(touchAt(fromY)));
    act(() => handlers().onTouchMove(touchAt(toY)));
  };
  const release = () => act(() => handlers().onTouchEnd());
  return { hook, onRefresh, drag, release, phase: () => hook.result.current.state.phase };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.scrollTo(0, 0);
});
afterEach(() => vi.useRealTimers());

describe('pull to refresh', () => {
  it('refreshes on a long enough pull and closes 500 ms later', () => {
    const { onRefresh, drag, release, phase } = setup();
    drag(100, 260);
    expect(phase()).toBe('ready');
    release();
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(phase()).toBe('refreshing');
    act(() => vi.advanceTimersByTime(pullCloseDelayMs - 1));
    expect(phase()).toBe('refreshing');
    act(() => vi.advanceTimersByTime(1));
    expect(phase()).toBe('idle');
  });

  it('springs back without refreshing on a short pull or an upward drag', () => {
    const { onRefresh, drag, release, phase } = setup();
    drag(100, 140);
    expect(phase()).toBe('pulling');
    release();
    expect(phase()).toBe('idle');
    drag(300, 100);
    release();
    expect(phase()).toBe('idle');
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('damps the pull to half the finger’s travel, up to a limit', () => {
    const { hook, drag } = setup();
    drag(100, 180);
    expect(hook.result.current.state.distance).toBe(40);
    drag(100, 900);
    expect(hook.result.current.state.distance).toBe(90);
  });

  it('ignores a pull while a refresh is still showing', () => {
    const { onRefresh, drag, release } = setup();
    drag(100, 260);
    release();
    drag(100, 260);
    release();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
