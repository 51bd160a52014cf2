import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';

const EmojiPanel = lazy(async () => ({ default: (await import('./emoji-panel')).EmojiPanel }));

/** A smiley button that opens the emoji picker under it; a pick is handed to `onPick`. */
export function EmojiButton({ onPick }: { onPick: (emoji: string) => void }) {
  const { _, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !box.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div ref={box} className="relative">
      <button
        type="button"
        aria-label={_('comments.emoji')}
        title={_('comments.emoji')}
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex size-8 items-center justify-center rounded-md text-base text-slate-500 hover:bg-slate-100"
      >
        <span aria-hidden>😀</span>
      </button>
      {open && (
        <div className="absolute top-full left-0 z-30 mt-1 max-w-[calc(100vw-2rem)]">
          <Suspense
            fallback={
              <div className="flex h-20 w-40 items-center justify-center rounded-lg border bg-white">
                <Spinner className="size-5" />
              </div>
            }
          >
            <EmojiPanel locale={i18n.locale} onPick={onPick} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
