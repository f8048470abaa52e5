import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';
import { type CarouselAction, CarouselFrame, type CarouselProps } from './CarouselFrame';

/** The carousel driven by Embla (a lazy chunk: see Carousel). */
export default function EmblaCarousel<T>(props: CarouselProps<T>) {
  const { items, autoplayMs } = props;
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
    (action: CarouselAction) => {
      setAutoplay(false);
      if (action === 'prev') api?.scrollPrev();
      else if (action === 'next') api?.scrollNext();
      else api?.scrollTo(action);
    },
    [api],
  );

  return <CarouselFrame {...props} viewport={viewport} index={index} snaps={api?.scrollSnapList().length ?? items.length} go={go} />;
}
