import { useLingui } from '@lingui/react';
import { Icon } from '../../../components/ui/icon';
import { cn } from '../../../lib/cn';

const arrowClass =
  'absolute top-1/2 z-10 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-slate-900/40 text-white opacity-80 backdrop-blur-sm transition hover:bg-slate-900/60 hover:opacity-100 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:size-10';

/** Previous / next arrows and one dot per slide over the carousel. */
export function CarouselControls({
  count,
  current,
  onGo,
}: {
  count: number;
  current: number;
  onGo: (index: number) => void;
}) {
  const { _ } = useLingui();
  return (
    <>
      <button
        type="button"
        className={cn(arrowClass, 'left-3')}
        aria-label={_('home.carousel.previous')}
        onClick={() => onGo(current - 1)}
      >
        <Icon name="chevron-left" className="size-5" />
      </button>
      <button
        type="button"
        className={cn(arrowClass, 'right-3')}
        aria-label={_('home.carousel.next')}
        onClick={() => onGo(current + 1)}
      >
        <Icon name="chevron-right" className="size-5" />
      </button>
      <div className="absolute inset-x-0 bottom-3 z-10 flex justify-center gap-2">
        {Array.from({ length: count }, (_unused, i) => (
          <button
            key={i}
            type="button"
            aria-label={_('home.carousel.go-to', { n: i + 1 })}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => onGo(i)}
            className={cn(
              'h-2 rounded-full transition-all focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none',
              i === current ? 'w-6 bg-white' : 'w-2 bg-white/50 hover:bg-white/80',
            )}
          />
        ))}
      </div>
    </>
  );
}
