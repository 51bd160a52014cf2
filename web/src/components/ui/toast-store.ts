import { useSyncExternalStore } from 'react';

export type ToastType = 'error' | 'success' | 'info' | 'warning';

export interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
}

/** Toasts stay 4 s unless told otherwise (spec section 8). */
export const TOAST_DURATION_MS = 4000;

/** A notification that stays until closed (a contest announcement); several stack up. */
export interface StickyToastItem {
  id: number;
  type: ToastType;
  title?: string;
  message: string;
}

let current: ToastItem | null = null;
let stickies: readonly StickyToastItem[] = [];
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function publish(item: ToastItem | null) {
  current = item;
  for (const listener of listeners) listener();
}

function publishStickies(items: readonly StickyToastItem[]) {
  stickies = items;
  for (const listener of listeners) listener();
}

/** Closes the toast (or the sticky one with this id). */
function dismiss(id?: number) {
  if (id !== undefined && stickies.some((item) => item.id === id)) {
    publishStickies(stickies.filter((item) => item.id !== id));
    return;
  }
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

/** Adds a notification that stays, beside the others, until its close button is pressed. */
function sticky(item: Omit<StickyToastItem, 'id' | 'type'> & { type?: ToastType }): number {
  const id = nextId++;
  publishStickies([...stickies, { ...item, id, type: item.type ?? 'info' }]);
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
  sticky,
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

/** The sticky notifications on screen, oldest first. */
export function useStickyToasts(): readonly StickyToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => stickies,
    () => stickies,
  );
}
