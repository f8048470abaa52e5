import { useQuery } from '@tanstack/react-query';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';

/** A line through the counts, drawn in plain SVG (no chart library on the profile's pages). */
function Sparkline({ values }: { values: number[] }) {
  const most = Math.max(1, ...values);
  const step = 100 / Math.max(1, values.length - 1);
  const points = values.map((v, i) => `${(i * step).toFixed(2)},${(28 - (v / most) * 26).toFixed(2)}`).join(' ');
  return (
    <svg viewBox="0 0 100 30" preserveAspectRatio="none" className="h-8 w-full" aria-hidden="true">
      <polyline points={points} fill="none" stroke="var(--color-accent)" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/** One number of the card, with the days behind it as a sparkline. */
function Stat({ label, total, days }: { label: string; total: number; days: number[] }) {
  return (
    <div className="min-w-0 flex-1">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="mt-1">
        <span className="font-display text-3xl text-ink">{total}</span>
        <Sparkline values={days} />
      </dd>
    </div>
  );
}

/**
 * The bookings page's card for whoever manages the client: its profile views and one-sheet
 * downloads over the last 30 days (counted by the server, visitors included). Nothing when the
 * numbers cannot be read: the bookings come first.
 */
export default function ProfileStatsCard({ clientId }: { clientId: number }) {
  const stats = useQuery({
    queryKey: queryKeys.clientStats(clientId),
    queryFn: () => call(operationsAdminRoutes.clientStats, { params: { id: clientId } }),
    staleTime: 60_000,
  });
  if (stats.isError) return null;
  return (
    <Card className="p-5">
      <h2 className="font-display text-lg text-ink">Your profile in the last 30 days</h2>
      {stats.data ? (
        <dl className="mt-3 flex gap-6">
          <Stat label="Profile views" total={stats.data.totals.views} days={stats.data.days.map((d) => d.views)} />
          <Stat label="One-sheet downloads" total={stats.data.totals.downloads} days={stats.data.days.map((d) => d.downloads)} />
        </dl>
      ) : (
        <Skeleton className="mt-3 h-16" />
      )}
    </Card>
  );
}
