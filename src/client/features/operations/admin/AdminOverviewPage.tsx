import { useQuery } from '@tanstack/react-query';
import { Clock, Film, KeyRound, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { useCurrentUser } from '@client/lib/use-current-user';
import { ReleasesOverdueCard } from '@client/features/bookings/releases/ReleasesOverdueCard';
import { PageHeader } from '@client/components/layout/PageHeader';
import { entityLabel } from '@shared/log-labels';
import { momentLabel } from '@shared/dates';

/** A count as a card that opens its list with the same filter (`to`), so the list shows what was counted. */
function Stat({ label, value, icon, loading, to }: { label: string; value: number | undefined; icon: ReactNode; loading: boolean; to: string }) {
  return (
    <Link to={to} className="group rounded-[var(--radius-card)] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent">
      <Card className="flex h-full flex-col justify-between p-4 transition-colors group-hover:border-accent sm:p-5">
        <div className="flex items-start justify-between gap-3 text-muted">
          <span className="text-sm leading-snug group-hover:text-accent">{label}</span>
          <span className="shrink-0 [&>svg]:size-5">{icon}</span>
        </div>
        {loading ? (
          <Skeleton className="mt-3 h-9 w-16" />
        ) : (
          <p className="mt-2 font-display text-3xl text-ink tabular-nums sm:text-4xl">{value?.toLocaleString() ?? '—'}</p>
        )}
      </Card>
    </Link>
  );
}

/** /admin: counts of the directory, each opening its filtered list, and the latest audit entries. */
export default function AdminOverviewPage() {
  const { data: user } = useCurrentUser();
  const { data, isError, isPending } = useQuery({ queryKey: queryKeys.overview, queryFn: () => call(operationsAdminRoutes.overview) });
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <PageHeader title={`Welcome back${user?.name ? `, ${user.name.split(' ')[0]}` : ''}`} description="Here is the state of the directory today." />
      <div className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat label="Profiles" value={data?.clients} icon={<Users />} loading={isPending} to="/admin/directory?status=all" />
        <Stat label="Featured" value={data?.featuredClients} icon={<Star />} loading={isPending} to="/admin/directory?status=all&featured=true" />
        <Stat label="Videos pending approval" value={data?.videosPendingApproval} icon={<Film />} loading={isPending} to="/admin/videos?status=pending" />
        <Stat label="Accounts" value={data?.users} icon={<KeyRound />} loading={isPending} to="/admin/users" />
      </div>
      <ReleasesOverdueCard />
      <Card className="mt-8">
        <h2 className="border-b border-line px-5 py-4 font-display text-lg">Recent activity</h2>
        {isError ? (
          <p role="alert" className="px-5 py-8 text-center text-sm text-destructive">
            The overview could not be loaded. Please refresh the page.
          </p>
        ) : !data ? (
          <div className="space-y-3 p-5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : data.recentAudit.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-muted">Nothing has happened yet. Changes by admins will show up here.</p>
        ) : (
          <ul className="divide-y divide-line">
            {data.recentAudit.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
                <span>
                  <span className="font-medium text-ink">{entry.actorEmail ?? 'System'}</span> <span className="text-ink-soft">{entry.label}</span>
                  {entry.targetType && <span className="text-muted"> · {entityLabel(entry.targetType, entry.targetId, null)}</span>}
                </span>
                <span className="flex items-center gap-1 text-xs text-muted">
                  <Clock className="size-3.5" aria-hidden="true" />
                  {momentLabel(entry.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
