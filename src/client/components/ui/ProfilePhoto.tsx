import { useEffect, useRef, useState } from 'react';
import { sizedSrcSet } from '@shared/portrait';
import { cn } from '@client/lib/cn';
import { useHydrating } from '@client/lib/use-hydrating';
import { photoSources } from './photo-sources';

/**
 * A profile photo that loads when near the viewport (50 px margin) and fades in, stepping
 * through the fallback chain on errors and ending with the server's initials avatar. With
 * `sizes`, a local upload comes from the server's sized WebP copies (srcset) on the first try;
 * `eager` ones (the first paint's portraits) load at once, with high priority unless `lowPriority`
 * (a small picture beside the page's main one, which should not hold up the main one).
 *
 * A photo that came in the server's HTML never fades: it shows as it loads, with or without
 * JavaScript, since its load event may fire before hydration could see it.
 */
export function ProfilePhoto({
  src,
  name,
  className,
  eager,
  lowPriority,
  sizes,
}: {
  src: string | null | undefined;
  name: string;
  className?: string;
  eager?: boolean;
  lowPriority?: boolean;
  /** The displayed width, as the `sizes` attribute (e.g. one of PORTRAIT_SIZES). */
  sizes?: string;
}) {
  const sources = photoSources(src, name);
  const [step, setStep] = useState(0);
  const [visible, setVisible] = useState(Boolean(eager));
  const [loaded, setLoaded] = useState(false);
  const [shownSrc, setShownSrc] = useState(src);
  const hydrating = useHydrating();
  // only eager photos are in the server's HTML
  const [fades] = useState(!(eager && hydrating));
  const ref = useRef<HTMLDivElement>(null);
  const imgRef = useRef<HTMLImageElement>(null);
  const srcSet = sizes && step === 0 ? sizedSrcSet(src) : undefined;

  if (src !== shownSrc) {
    // a new photo starts the chain again
    setShownSrc(src);
    setStep(0);
    setLoaded(false);
  }

  useEffect(() => {
    if (visible || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '50px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible]);

  /** Goes on down the chain from the source that failed (once, however often it is reported). */
  const failed = (failedStep: number) => {
    if (failedStep < sources.length - 1) setTimeout(() => setStep((s) => (s === failedStep ? s + 1 : s)), failedStep === 0 ? 100 : 0);
  };

  // a server-rendered photo may have failed before hydration could hear of it
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once, on mount
  useEffect(() => {
    const img = imgRef.current;
    if (!fades && img?.complete && img.naturalWidth === 0) failed(0);
  }, []);

  return (
    <div ref={ref} className={cn('relative overflow-hidden bg-sunken', className)}>
      {visible && (
        <img
          ref={imgRef}
          src={sources[step]}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          fetchPriority={eager ? (lowPriority ? 'low' : 'high') : undefined}
          alt={name}
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => failed(step)}
          className={cn('size-full object-cover', fades && 'transition-opacity duration-300', fades && !loaded && 'opacity-0')}
        />
      )}
    </div>
  );
}
