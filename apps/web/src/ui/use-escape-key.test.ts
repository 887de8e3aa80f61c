import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useEscapeKey } from './use-escape-key.ts';

const pressEscape = () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));

describe('escape key', () => {
  it('closes only the layer opened last, then the one below it', () => {
    const closeSheet = vi.fn();
    const closeDialog = vi.fn();
    const sheet = renderHook(({ open }) => useEscapeKey(open, closeSheet), {
      initialProps: { open: true },
    });
    const dialog = renderHook(({ open }) => useEscapeKey(open, closeDialog), {
      initialProps: { open: true },
    });
    pressEscape();
    expect(closeDialog).toHaveBeenCalledTimes(1);
    expect(closeSheet).not.toHaveBeenCalled();
    dialog.rerender({ open: false });
    pressEscape();
    expect(closeSheet).toHaveBeenCalledTimes(1);
    expect(closeDialog).toHaveBeenCalledTimes(1);
    sheet.unmount();
    dialog.unmount();
  });

  it('does nothing while inactive', () => {
    const onEscape = vi.fn();
    const hook = renderHook(() => useEscapeKey(false, onEscape));
    pressEscape();
    expect(onEscape).not.toHaveBeenCalled();
    hook.unmount();
  });
});
