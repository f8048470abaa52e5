import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { RELEASE_LINK_GRACE_DAYS, RELEASE_LINK_MISSING } from '../../../../shared/api/directory/profile-records';
import { directoryRoutes } from '../../../../shared/api/directory/route-table';
import { formatDate } from '../../../../shared/dates';
import { Card } from '../../../components/ui/Card';
import { Skeleton } from '../../../components/ui/Skeleton';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';

/** How many flagged bookings the card names; the count covers them all. */
const SHOWN = 8;

/**
 * The /admin card of bookings flagged 'Release link missing' across the directory: how many,
 * and the oldest of them, each linking to its client's bookings page.
 */
export function ReleaseMissingCard() {
  const { data, isPending, isError } = useQuery({ queryKey: queryKeys.releaseMissing, queryFn: () => call(directoryRoutes.releaseMissing) });
  return (
    <Card className="mt-8">
      <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <h2 id="release-missing-card-title" className="font-display text-lg">
            {RELEASE_LINK_MISSING}
          </h2>
          <p className="text-sm text-muted">{`Bookings recorded more than ${RELEASE_LINK_GRACE_DAYS} days ago, still without a release link.`}</p>
        </div>
        {isPending ? (
          <Skeleton className="h-9 w-12" />
        ) : (
          data && (
            <p className="flex items-center gap-2 font-display text-3xl text-ink tabular-nums" data-testid="release-missing-count">
              {data.count > 0 && <TriangleAlert className="size-5 text-warning" aria-hidden="true" />}
              {data.count}
              <span className="sr-only"> flagged bookings</span>
            </p>
          )
        )}
      </div>
      {isError ? (
        <p role="alert" className="px-5 py-6 text-sm text-destructive">
          The flagged bookings could not be loaded. Please refresh the page.
        </p>
      ) : isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : data.bookings.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted">Every recorded booking has its release link.</p>
      ) : (
        <ul className="divide-y divide-line">
          {data.bookings.slice(0, SHOWN).map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
              <Link to={`/profile/${b.client.slug}/bookings`} className="link-inline">
                <span className="font-medium">{b.client.name}</span> · {b.showName}
              </Link>
              {b.recordedOn && <span className="text-xs text-muted">Recorded {formatDate.dayMonthYear(b.recordedOn)}</span>}
            </li>
          ))}
          {data.count > SHOWN && <li className="px-5 py-3 text-sm text-muted">{`and ${data.count - SHOWN} more`}</li>}
        </ul>
      )}
    </Card>
  );
}
