import { create } from 'zustand';

export type ToastItem = { id: number; message: string };

type ToastState = { items: readonly ToastItem[] };

const toastDurationMs = 2_600;
const toastsShownMax = 3;
let nextId = 1;

export const useToasts = create<ToastState>(() => ({ items: [] }));

/** Shows a short message; the newest few stay on screen, each for a moment. */
export function toast(message: string): void {
  const id = nextId++;
  useToasts.setState((s) => ({ items: [...s.items, { id, message }].slice(-toastsShownMax) }));
  setTimeout(() => {
    useToasts.setState((s) => ({ items: s.items.filter((item) => item.id !== id) }));
  }, toastDurationMs);
}
