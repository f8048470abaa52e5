import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';

/** Props of Carousel. */
export interface CarouselProps<T> {
  items: T[];
  label: string;
  render: (item: T, index: number) => ReactNode;
  /** A stable key of an item. */
  itemKey: (item: T) => string | number;
  /** Advance every this many ms until the visitor uses a control (off when unset). */
  autoplayMs?: number;
  /** Tailwind width classes of one slide (e.g. 'basis-full md:basis-1/2'). */
  slideClass?: string;
}

/**
 * A looping carousel (SPEC §4): the index wraps; previous, next and dots change the slide and
 * stop autoplay; swipe works on touch; arrow keys work when focused.
 */
export function Carousel<T>({ items, label, render, itemKey, autoplayMs, slideClass = 'basis-full' }: CarouselProps<T>) {
  const [viewport, api] = useEmblaCarousel({ loop: items.length > 1, align: 'start' });
  const [index, setIndex] = useState(0);
  const [autoplay, setAutoplay] = useState(Boolean(autoplayMs));

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    const stop = () => setAutoplay(false);
    api.on('select', onSelect).on('pointerDown', stop);
    return () => {
      api.off('select', onSelect).off('pointerDown', stop);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !autoplay || !autoplayMs || items.length < 2) return;
    const timer = setInterval(() => api.scrollNext(), autoplayMs);
    return () => clearInterval(timer);
  }, [api, autoplay, autoplayMs, items.length]);

  const go = useCallback(
    (action: 'prev' | 'next' | number) => {
      setAutoplay(false);
      if (action === 'prev') api?.scrollPrev();
      else if (action === 'next') api?.scrollNext();
      else api?.scrollTo(action);
    },
    [api],
  );

  const snaps = api?.scrollSnapList().length ?? items.length;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') go('prev');
        if (e.key === 'ArrowRight') go('next');
      }}
    >
      <div ref={viewport} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {items.map((item, i) => (
            <fieldset key={itemKey(item)} aria-roledescription="slide" aria-label={`${i + 1} of ${items.length}`} className={cn('m-0 min-w-0 shrink-0 grow-0 border-0 p-0', slideClass)}>
              {render(item, i)}
            </fieldset>
          ))}
        </div>
      </div>
      {items.length > 1 && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <button type="button" aria-label="Previous slide" onClick={() => go('prev')} className="rounded-full border border-line bg-surface p-2 text-ink-soft shadow-sm hover:text-ink">
            <ChevronLeft className="size-5" />
          </button>
          <div className="flex items-center">
            {Array.from({ length: snaps }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is a position
                key={i}
                type="button"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === index}
                onClick={() => go(i)}
                className="group flex h-6 min-w-6 items-center justify-center rounded-full px-1"
              >
                <span className={cn('h-2 rounded-full transition-all duration-200', i === index ? 'w-6 bg-accent' : 'w-2 bg-line group-hover:bg-muted')} />
              </button>
            ))}
          </div>
          <button type="button" aria-label="Next slide" onClick={() => go('next')} className="rounded-full border border-line bg-surface p-2 text-ink-soft shadow-sm hover:text-ink">
            <ChevronRight className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
