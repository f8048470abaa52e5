import { Star } from 'lucide-react';
import { cn } from '@client/lib/cn';

/**
 * A rating as stars, filled up to `rating` of `out`, read out in words (`label`, such as "Rated 4
 * out of 5"): one image to assistive technology, the stars themselves hidden from it.
 */
export function RatingStars({ rating, out, label, className }: { rating: number; out: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} title={label} className={cn('inline-flex gap-0.5 text-gold', className)}>
      {Array.from({ length: out }, (_, i) => i + 1).map((place) => (
        <Star key={place} aria-hidden="true" className={cn('size-4', place <= rating && 'fill-current')} />
      ))}
    </span>
  );
}
