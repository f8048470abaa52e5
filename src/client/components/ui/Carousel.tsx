import { lazy, Suspense } from 'react';
import { CarouselFrame, type CarouselProps } from './CarouselFrame';

export type { CarouselProps } from './CarouselFrame';

// lazy() drops the item type parameter: give it back
const EmblaCarousel = lazy(() => import('./EmblaCarousel')) as unknown as typeof import('./EmblaCarousel').default;

/**
 * A looping carousel (SPEC §4): the index wraps; previous, next and dots change the slide and
 * stop autoplay; swipe works on touch; arrow keys work when focused. Embla loads after the
 * first paint: until then the same markup shows the first slides, so nothing moves.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  return (
    <Suspense fallback={<CarouselFrame {...props} />}>
      <EmblaCarousel {...props} />
    </Suspense>
  );
}
