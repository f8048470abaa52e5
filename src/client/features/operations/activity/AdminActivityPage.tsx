import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import type { ActivityDashboard } from '@shared/api/operations/activity';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { AdminPage } from '@client/components/layout/AdminPage';
import { ClientBars, DailyChart, TopPages } from './ActivityCharts';
import { DateRangePicker } from './DateRangePicker';
import { useActivityRange } from './use-activity-range';

/** The totals the tiles show, in order. */
const TILES: [keyof ActivityDashboard['totals'], string][] = [
  ['activeUsers', 'Active users'],
  ['pageViews', 'Page views'],
  ['signIns', 'Sign-ins'],
  ['profileViews', 'Profile views'],
  ['pdfDownloads', 'One-sheet downloads'],
];

/**
 * /admin/activity-dashboard (admin and owner): active users and sign-ins per day, the top pages,
 * and the most viewed and downloaded profiles over a range of days kept in the URL (the last
 * 30 by default). Profile views and downloads are counted by the server, visitors included,
 * as daily numbers only. Recharts loads with this page's chunk alone.
 */
export default function AdminActivityPage() {
  const { range, problem, setDay, setLast } = useActivityRange();
  const dashboard = useQuery({
    queryKey: queryKeys.activity(range.from, range.to),
    queryFn: () => call(operationsAdminRoutes.activity, { query: range }),
    enabled: problem === null,
    placeholderData: keepPreviousData,
  });
  const data = dashboard.data;
  return (
    <AdminPage
      title="Activity"
      description="Who uses the site and which profiles visitors look at, day by day (UTC). Only counts are kept: no addresses or cookies."
    >
      <DateRangePicker range={range} onDay={setDay} onLast={setLast} />
      {problem ? (
        <Alert tone="error">{problem}.</Alert>
      ) : dashboard.isError ? (
        <Alert tone="error" title="The activity could not be loaded">
          <p>{dashboard.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => dashboard.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : !data ? (
        <DashboardSkeleton />
      ) : (
        <div className="space-y-5" aria-busy={dashboard.isFetching}>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {TILES.map(([key, label]) => (
              <Card key={key} className="p-4">
                <dt className="text-sm text-ink-soft">{label}</dt>
                <dd className="mt-1 font-display text-3xl text-ink">{data.totals[key].toLocaleString()}</dd>
              </Card>
            ))}
          </dl>
          <div className="grid gap-5 lg:grid-cols-2">
            <DailyChart title="Active users per day" noun="Active users" data={data.activeUsers} shape="area" />
            <DailyChart title="Sign-ins per day" noun="Sign-ins" data={data.signIns} shape="bar" />
            <TopPages pages={data.topPages} />
            <ClientBars title="Profile views per client" noun="Views" data={data.profileViews} />
            <ClientBars title="One-sheet downloads per client" noun="Downloads" data={data.pdfDownloads} />
          </div>
        </div>
      )}
    </AdminPage>
  );
}

/** The page's shape while the first answer loads. */
function DashboardSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading activity">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {TILES.map(([key]) => (
          <Skeleton key={key} className="h-20" />
        ))}
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
