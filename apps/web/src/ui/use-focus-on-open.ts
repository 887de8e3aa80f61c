import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus into a dialog while it is open and gives it back to where it was
 * afterwards, so a keyboard or screen-reader user lands on the question and returns to the page.
 */
export function useFocusOnOpen<T extends HTMLElement>(open: boolean) {
  const target = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    target.current?.focus();
    return () => before?.focus();
  }, [open]);
  return target;
}
