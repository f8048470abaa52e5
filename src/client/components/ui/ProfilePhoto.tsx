import { useEffect, useRef, useState } from 'react';
import { sizedSrcSet } from '../../../shared/portrait';
import { cn } from '../../lib/cn';
import { photoSources } from './photo-sources';

/**
 * A profile photo that loads when near the viewport (50 px margin) and fades in, stepping
 * through the fallback chain on errors and ending with the server's initials avatar. With
 * `sizes`, a local upload comes from the server's sized WebP copies (srcset) on the first try;
 * `eager` ones (the first paint's portraits) load at once, with high priority unless `lowPriority`
 * (a small picture beside the page's main one, which should not hold up the main one).
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
  const ref = useRef<HTMLDivElement>(null);
  const srcSet = sizes && step === 0 ? sizedSrcSet(src) : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new photo starts the chain again
  useEffect(() => {
    setStep(0);
    setLoaded(false);
  }, [src]);

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

  const onError = () => {
    if (step < sources.length - 1) setTimeout(() => setStep((s) => s + 1), step === 0 ? 100 : 0);
  };

  return (
    <div ref={ref} className={cn('relative overflow-hidden bg-sunken', className)}>
      {visible && (
        <img
          src={sources[step]}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          fetchPriority={eager ? (lowPriority ? 'low' : 'high') : undefined}
          alt={name}
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={onError}
          className={cn('size-full object-cover transition-opacity duration-300', loaded ? 'opacity-100' : 'opacity-0')}
        />
      )}
    </div>
  );
}
