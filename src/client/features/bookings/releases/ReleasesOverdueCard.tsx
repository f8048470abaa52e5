import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from '@client/lib/router';
import { RELEASE_OVERDUE } from '@shared/api/bookings/releases';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { formatDate } from '@shared/dates';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';

/** How many overdue bookings the card names; the count covers them all. */
const SHOWN = 8;

/** Where the follow-ups are answered: the inbox's "Releases overdue" section. */
const FOLLOW_UPS_PATH = '/admin/booking-requests#releases-overdue';

/**
 * The /admin card of bookings whose release is overdue across the directory: how many, the oldest
 * of them (each linking to its client's bookings page), and the way to the inbox's section where
 * the agency writes to the hosts.
 */
export function ReleasesOverdueCard() {
  const { data, isPending, isError } = useQuery({ queryKey: bookingKeys.releasesOverdue, queryFn: () => call(bookingsRoutes.releasesOverdue) });
  return (
    <Card className="mt-8">
      <div className="flex items-start justify-between gap-3 border-b border-line px-5 py-4">
        <div>
          <h2 id="releases-overdue-card-title" className="font-display text-lg">
            Releases overdue
          </h2>
          <p className="text-sm text-muted">
            {data ? `Bookings recorded more than ${data.days} days ago, still not out.` : 'Bookings recorded long ago, still not out.'}{' '}
            <Link to={FOLLOW_UPS_PATH} className="link-inline">
              Follow up with the hosts
            </Link>
          </p>
        </div>
        {isPending ? (
          <Skeleton className="h-9 w-12" />
        ) : (
          data && (
            <p className="flex items-center gap-2 font-display text-3xl text-ink tabular-nums" data-testid="releases-overdue-count">
              {data.count > 0 && <TriangleAlert className="size-5 text-warning" aria-hidden="true" />}
              {data.count}
              <span className="sr-only"> {RELEASE_OVERDUE.toLowerCase()}</span>
            </p>
          )
        )}
      </div>
      {isError ? (
        <p role="alert" className="px-5 py-6 text-sm text-destructive">
          The overdue releases could not be loaded. Please refresh the page.
        </p>
      ) : isPending ? (
        <div className="space-y-3 p-5">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : data.bookings.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted">Every recorded booking is out or has its release link.</p>
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
