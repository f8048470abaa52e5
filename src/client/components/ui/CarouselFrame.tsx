import { ChevronLeft, ChevronRight, type LucideIcon } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '@client/lib/cn';

/** Props of Carousel. */
export interface CarouselProps<T> {
  items: T[];
  label: string;
  render: (item: T, index: number) => ReactNode;
  /** A stable key of an item. */
  itemKey: (item: T) => string | number;
  /** Tailwind width classes of one slide (e.g. 'basis-full md:basis-1/2'). */
  slideClass?: string;
}

/** What moves a carousel: previous, next or a slide index. */
export type CarouselAction = 'prev' | 'next' | number;

/** What moves a CarouselFrame, and what its section listens to besides the arrow keys. */
type FrameControls = Omit<HTMLAttributes<HTMLElement>, 'onKeyDown'> & {
  viewport?: Ref<HTMLDivElement>;
  index?: number;
  snaps?: number;
  go: (action: CarouselAction) => void;
};

/** The round previous or next button beside the dots. */
function StepButton({ label, icon: Icon, onClick }: { label: string; icon: LucideIcon; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="rounded-full border border-line bg-surface p-2 text-ink-soft shadow-sm hover:text-ink"
    >
      <Icon className="size-5" />
    </button>
  );
}

/** The carousel's markup and controls; the sliding itself comes from whoever passes `viewport` and `go`. */
export function CarouselFrame<T>({
  items,
  label,
  render,
  itemKey,
  slideClass = 'basis-full',
  viewport,
  index = 0,
  snaps = items.length,
  go,
  ...listeners
}: CarouselProps<T> & FrameControls) {
  return (
    <section
      {...listeners}
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
            <fieldset
              key={itemKey(item)}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
              className={cn('m-0 min-w-0 shrink-0 grow-0 border-0 p-0', slideClass)}
            >
              {render(item, i)}
            </fieldset>
          ))}
        </div>
      </div>
      {items.length > 1 && (
        <div className="mt-6 flex items-center justify-center gap-4">
          <StepButton label="Previous slide" icon={ChevronLeft} onClick={() => go('prev')} />
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
          <StepButton label="Next slide" icon={ChevronRight} onClick={() => go('next')} />
        </div>
      )}
    </section>
  );
}
