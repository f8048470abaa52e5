import { Star } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { cn } from '@client/lib/cn';
import type { FeaturedToggleProps } from './FeaturedToggle';

/** Props of FeaturedStar. */
interface FeaturedStarProps extends FeaturedToggleProps {
  /** Whether the viewer may toggle it (admin and owner); others see it read-only, only when featured. */
  canToggle: boolean;
}

// the toggle is for admins and owners: visitors never download it
const FeaturedToggle = lazy(() => import('./FeaturedToggle'));

/** The featured star: a toggle with the spec's toasts for admins, a read-only mark for everyone else. */
export function FeaturedStar({ client, canToggle, className }: FeaturedStarProps) {
  if (canToggle) {
    return (
      <Suspense fallback={null}>
        <FeaturedToggle client={client} className={className} />
      </Suspense>
    );
  }
  if (client.featured !== 'true') return null;
  return (
    <span title="Featured" className={cn('inline-flex text-gold', className)}>
      <Star className="size-5 fill-current" aria-label="Featured" />
    </span>
  );
}
