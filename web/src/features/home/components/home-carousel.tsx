import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { cn } from '../../../lib/cn';
import { getHomeCarousel } from '../api/get-home-carousel';
import { useResource } from '../../../lib/use-resource';
import { CarouselControls } from './carousel-controls';
import { CarouselFallback } from './carousel-fallback';

/** Spec section 9: one slide every 5000 ms. */
export const CAROUSEL_INTERVAL_MS = 5000;

const frame = 'relative h-[200px] overflow-hidden rounded-xl md:h-[440px]';

/** The shown slide, moving on every 5 s unless paused or alone. */
function useAutoplay(count: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, count]);
  const current = count > 0 ? index % count : 0;
  return { current, go: (target: number) => setIndex((target + count) % count) };
}

/**
 * The home carousel: 440 px high (200 px under 768 px), a slide every 5 s that pauses while
 * the pointer or the keyboard focus is on it, arrows and dots. Without images it shows the
 * site's welcome banner instead.
 */
export function HomeCarousel() {
  const { _ } = useLingui();
  const { data, loading } = useResource('carousel', getHomeCarousel);
  const images = data ?? [];
  const [paused, setPaused] = useState(false);
  const { current, go } = useAutoplay(images.length, paused);

  if (images.length === 0)
    return (
      <div className={cn(frame, 'border border-slate-200/80 bg-white shadow-sm')}>
        {!loading && <CarouselFallback />}
      </div>
    );

  const slideName = (i: number) => _('home.carousel.slide', { n: i + 1, total: images.length });
  return (
    <section
      aria-roledescription="carousel"
      aria-label={_('home.carousel.label')}
      className={cn(frame, 'bg-slate-900 shadow-sm')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        className="flex h-full transition-transform duration-700 ease-in-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {images.map((image, i) => (
          <div
            key={image.id}
            role="group"
            aria-roledescription="slide"
            aria-label={slideName(i)}
            aria-hidden={i !== current}
            className="h-full w-full shrink-0"
          >
            <img
              src={image.url}
              alt={slideName(i)}
              className="h-full w-full object-cover"
              draggable={false}
            />
          </div>
        ))}
      </div>
      {images.length > 1 && <CarouselControls count={images.length} current={current} onGo={go} />}
    </section>
  );
}
