import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * An element's inner width (px), kept up to date by a ResizeObserver; null until it is known
 * (before layout, and where the browser lays nothing out, as in jsdom).
 */
export function useElementWidth<E extends HTMLElement>(): [RefObject<E | null>, number | null] {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const read = () => setWidth(Math.round(element.clientWidth) || null);
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
