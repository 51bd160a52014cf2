import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { CropView } from './avatar-crop';

/** Drag with a pointer, or the arrow keys (Shift: bigger steps), to move the picture. */
export function useCropGestures(view: CropView, set: (next: CropView) => void) {
  const drag = useRef<{ x: number; y: number; view: CropView } | null>(null);
  const end = () => {
    drag.current = null;
  };
  return {
    onPointerDown: (e: PointerEvent<HTMLCanvasElement>) => {
      e.currentTarget.setPointerCapture(e.pointerId);
      drag.current = { x: e.clientX, y: e.clientY, view };
    },
    onPointerMove: (e: PointerEvent<HTMLCanvasElement>) => {
      const d = drag.current;
      if (d) set({ ...d.view, x: d.view.x + e.clientX - d.x, y: d.view.y + e.clientY - d.y });
    },
    onPointerUp: end,
    onPointerCancel: end,
    onKeyDown: (e: KeyboardEvent) => {
      const step = e.shiftKey ? 20 : 5;
      const moves: Record<string, [number, number]> = {
        ArrowLeft: [step, 0],
        ArrowRight: [-step, 0],
        ArrowUp: [0, step],
        ArrowDown: [0, -step],
      };
      const m = moves[e.key];
      if (!m) return;
      e.preventDefault();
      set({ ...view, x: view.x + m[0], y: view.y + m[1] });
    },
  };
}
