import { useSyncExternalStore } from 'react';

export type ToastType = 'error' | 'success' | 'info' | 'warning';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

/** Toasts stay 4 s unless told otherwise (spec section 8). */
export const TOAST_DURATION_MS = 4000;

let current: ToastItem | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(item: ToastItem | null) {
  current = item;
  for (const listener of listeners) listener();
}

function dismiss(id?: number) {
  if (id !== undefined && current?.id !== id) return;
  clearTimeout(timer);
  publish(null);
}

/** Shows one toast at the top centre; a new toast replaces the one on screen. */
function show(type: ToastType, message: string, durationMs = TOAST_DURATION_MS): number {
  clearTimeout(timer);
  const id = nextId++;
  publish({ id, type, message });
  timer = setTimeout(() => dismiss(id), durationMs);
  return id;
}

/** Callable from anywhere, including outside React (`toast.error(msg)`). */
export const toast = {
  show,
  dismiss,
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
