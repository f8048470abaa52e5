import { lazy, Suspense, type TouchEvent, useRef, useState } from 'react';
import { type CarouselAction, CarouselFrame, type CarouselProps } from './CarouselFrame';
import type { Slider } from './EmblaControl';

export type { CarouselProps } from './CarouselFrame';

const EmblaControl = lazy(() => import('./EmblaControl'));

/** How far across (px) a touch must travel, before Embla has started, to count as a swipe. */
const SWIPE_PX = 40;

/**
 * A looping carousel: the index wraps; previous, next and dots change the slide; no
 * autoplay; swipe works on touch; arrow keys work when focused. Embla starts only when a visitor
 * reaches for the carousel (a pointer over it, a touch, focus), on the markup already shown: loading
 * a page costs no carousel code or measuring. What the visitor did before Embla was ready (buttons,
 * dots, arrow keys, a first swipe) is played once it is.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [actions, setActions] = useState<CarouselAction[] | null>(null);
  const [slider, setSlider] = useState<Slider | null>(null);
  const touchX = useRef<number | null>(null);
  const start = () => setActions((queued) => queued ?? []);
  const go = slider?.go ?? ((action: CarouselAction) => setActions((queued) => [...(queued ?? []), action]));
  // a swipe that began before Embla listened: Embla never saw its start, so it is played as a step
  const swipeEnd = (e: TouchEvent) => {
    const from = touchX.current;
    touchX.current = null;
    const to = e.changedTouches[0]?.clientX;
    if (from !== null && to !== undefined && Math.abs(to - from) >= SWIPE_PX) go(to < from ? 'next' : 'prev');
  };
  const beforeStart = {
    onPointerEnter: start,
    onFocus: start,
    onTouchStart: (e: TouchEvent) => {
      touchX.current = e.touches[0]?.clientX ?? null;
      start();
    },
  };
  return (
    <>
      <CarouselFrame
        {...props}
        {...(slider ? {} : beforeStart)}
        onTouchEnd={swipeEnd}
        viewport={viewport}
        index={slider?.index ?? 0}
        snaps={slider?.snaps ?? props.items.length}
        go={go}
      />
      {actions && (
        <Suspense fallback={null}>
          <EmblaControl viewport={viewport} loop={props.items.length > 1} actions={actions} onChange={setSlider} />
        </Suspense>
      )}
    </>
  );
}
