import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { Button } from './button';
import { Icon } from './icon';
import { clampView, drawView, MAX_ZOOM, MIN_ZOOM, type CropView } from './avatar-crop';
import { useCropGestures } from './use-crop-gestures';

/** Side of the on-screen square in CSS pixels; the canvas uses device pixels for sharpness. */
export const VIEW_SIDE = 240;
const PREVIEW_SIDE = 80;

export interface AvatarCropperProps {
  image: HTMLImageElement;
  view: CropView;
  onChange: (view: CropView) => void;
}

function CropControls({ view, set }: { view: CropView; set: (next: CropView) => void }) {
  const { _ } = useLingui();
  const turn = (by: number) => set({ ...view, turns: view.turns + by, x: 0, y: 0 });
  return (
    <>
      <label className="space-y-1 text-sm text-slate-600">
        <span>{_('settings.avatar-zoom')}</span>
        <input
          type="range"
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={0.01}
          value={view.zoom}
          onChange={(e) => set({ ...view, zoom: Number(e.target.value) })}
          className="block w-full accent-primary-600"
        />
      </label>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => turn(-1)}>
          <Icon name="refresh" className="size-4 -scale-x-100" />
          {_('settings.avatar-rotate-left')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => turn(1)}>
          <Icon name="refresh" className="size-4" />
          {_('settings.avatar-rotate-right')}
        </Button>
      </div>
    </>
  );
}

/**
 * A square window on the picture: drag (or arrow keys) to move, the slider to zoom, buttons to
 * turn. The round outline shows how the avatar is displayed; the square is what is uploaded.
 */
export function AvatarCropper({ image, view, onChange }: AvatarCropperProps) {
  const { _ } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const preview = useRef<HTMLCanvasElement>(null);
  const set = (next: CropView) => onChange(clampView(next, image.width, image.height, VIEW_SIDE));
  const gestures = useCropGestures(view, set);

  useEffect(() => {
    const ratio = window.devicePixelRatio || 1;
    for (const [el, side] of [
      [canvas.current, VIEW_SIDE * ratio],
      [preview.current, PREVIEW_SIDE * ratio],
    ] as const) {
      if (!el) continue;
      el.width = side;
      el.height = side;
      const ctx = el.getContext('2d');
      if (ctx) drawView(ctx, image, view, VIEW_SIDE, side);
    }
  }, [image, view]);

  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
      <div
        className="relative shrink-0 overflow-hidden rounded-lg"
        style={{ width: VIEW_SIDE, height: VIEW_SIDE }}
      >
        <canvas
          ref={canvas}
          tabIndex={0}
          aria-label={_('settings.avatar-crop-area')}
          style={{ width: VIEW_SIDE, height: VIEW_SIDE }}
          className="cursor-move touch-none rounded-lg bg-slate-100 focus-visible:ring-2 focus-visible:ring-primary-500 focus-visible:outline-none"
          {...gestures}
        />
        <div className="pointer-events-none absolute inset-0 rounded-full shadow-[0_0_0_999px_rgba(15,23,42,0.35)] ring-2 ring-white/90" />
      </div>
      <div className="flex w-full flex-col gap-3 sm:w-auto">
        <CropControls view={view} set={set} />
        <div className="flex items-center gap-3">
          <canvas
            ref={preview}
            style={{ width: PREVIEW_SIDE, height: PREVIEW_SIDE }}
            className="rounded-full bg-slate-100"
          />
          <span className="text-xs text-slate-500">{_('settings.avatar-preview')}</span>
        </div>
      </div>
    </div>
  );
}
