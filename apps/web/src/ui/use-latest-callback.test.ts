import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestCallback } from './use-latest-callback.ts';

describe('useLatestCallback', () => {
  it('keeps one function across renders and runs the callback of the latest render', () => {
    const { result, rerender } = renderHook(
      ({ factor }) => useLatestCallback((n: number) => n * factor),
      { initialProps: { factor: 2 } },
    );
    const first = result.current;
    expect(first(5)).toBe(10);
    rerender({ factor: 3 });
    expect(result.current).toBe(first);
    expect(first(5)).toBe(15);
  });
});
