import useEmblaCarousel from 'embla-carousel-react';
import { type RefObject, useEffect, useRef } from 'react';
import type { CarouselAction } from './CarouselFrame';

/** Where an Embla-driven carousel is, and how to move it. */
export interface Slider {
  index: number;
  snaps: number;
  go: (action: CarouselAction) => void;
}

/**
 * Embla on a carousel's viewport (a lazy chunk, started by Carousel); renders nothing. Reports
 * the slide and the slide count through `onChange`, with a `go` that moves it. `actions` are what
 * the visitor did before Embla was ready: each is played once, in order, as soon as it is.
 */
export default function EmblaControl({
  viewport,
  loop,
  actions,
  onChange,
}: {
  viewport: RefObject<HTMLDivElement | null>;
  loop: boolean;
  actions: CarouselAction[];
  onChange: (slider: Slider) => void;
}) {
  const [attach, api] = useEmblaCarousel({ loop, align: 'start' });
  const played = useRef(0);

  useEffect(() => {
    attach(viewport.current);
  }, [attach, viewport]);

  useEffect(() => {
    if (!api) return;
    const go = (action: CarouselAction) => {
      if (action === 'prev') api.scrollPrev();
      else if (action === 'next') api.scrollNext();
      else api.scrollTo(action);
    };
    const report = () => onChange({ index: api.selectedScrollSnap(), snaps: api.scrollSnapList().length, go });
    report();
    api.on('select', report).on('reInit', report);
    for (const action of actions.slice(played.current)) go(action);
    played.current = actions.length;
    return () => {
      api.off('select', report).off('reInit', report);
    };
  }, [api, actions, onChange]);

  return null;
}
