import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCountdowns, secondsLeft, useCountdown } from './countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-05T10:00:00Z'));
  resetCountdowns();
});
afterEach(() => vi.useRealTimers());

describe('seconds left', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsLeft(undefined, 0)).toBe(0);
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });
});

describe('code button countdown', () => {
  it('counts 60 seconds down after a send, then is ready again', () => {
    const { result } = renderHook(() => useCountdown('register'));
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start(60));
    expect(result.current.seconds).toBe(60);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.seconds).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.seconds).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.seconds).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.seconds).toBe(0);
  });

  it('goes on counting when the page is left and opened again', () => {
    const first = renderHook(() => useCountdown('forgot'));
    act(() => first.result.current.start(60));
    act(() => vi.advanceTimersByTime(20_000));
    first.unmount();
    act(() => vi.advanceTimersByTime(10_000));
    const again = renderHook(() => useCountdown('forgot'));
    expect(again.result.current.seconds).toBe(30);
    const other = renderHook(() => useCountdown('register'));
    expect(other.result.current.seconds).toBe(0);
  });

  it('can be started again once it has run out', () => {
    const { result } = renderHook(() => useCountdown('register'));
    act(() => result.current.start(2));
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.seconds).toBe(0);
    act(() => result.current.start(60));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.seconds).toBe(59);
  });
});
