import type { ReactNode } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ActivityDashboard, ClientCount, DayCount, PageViews } from '@shared/api/operations/activity';
import { formatDate } from '@shared/dates';
import { Card } from '@client/components/ui/Card';
import { plural } from '@shared/plural';

/** The design tokens the charts draw with (AA on the card's white: accent 14:1, muted text 5.6:1). */
const INK = 'var(--color-accent)';
const TICK = { fill: 'var(--color-muted)', fontSize: 12 };
const GRID = 'var(--color-line)';

/** What an empty chart says. */
const NO_ACTIVITY = 'No activity in these dates';

/** 'Mar 5' from '2031-03-05'. */
const shortDay = (day: string) => formatDate.dayMonthYear(day).replace(/, \d+$/, '');

/**
 * A chart's card: its heading, then the chart (hidden from screen readers) with the same
 * numbers as a visually hidden table, or the empty state.
 */
function ChartCard({
  title,
  empty,
  table,
  children,
}: {
  title: string;
  empty: boolean;
  table: { head: [string, string]; rows: [string, number][] };
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 p-5">
      <h2 className="font-display text-lg text-ink">{title}</h2>
      {empty ? (
        <p className="py-10 text-center text-sm text-muted">{NO_ACTIVITY}</p>
      ) : (
        <>
          <div aria-hidden="true" className="mt-4 h-60">
            {children}
          </div>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{table.head[0]}</th>
                <th scope="col">{table.head[1]}</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </Card>
  );
}

/** A count on every day of the range, as an area (active users) or bars (sign-ins). */
export function DailyChart({ title, noun, data, shape }: { title: string; noun: string; data: DayCount[]; shape: 'area' | 'bar' }) {
  const axes = (
    <>
      <CartesianGrid stroke={GRID} vertical={false} />
      <XAxis dataKey="day" tickFormatter={shortDay} tick={TICK} minTickGap={16} />
      <YAxis allowDecimals={false} tick={TICK} width={36} />
      <Tooltip labelFormatter={(day) => formatDate.dayMonthYear(String(day))} formatter={(value) => [value, noun]} />
    </>
  );
  return (
    <ChartCard
      title={title}
      empty={data.every((d) => d.count === 0)}
      table={{ head: ['Day', noun], rows: data.map((d) => [formatDate.dayMonthYear(d.day), d.count]) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {shape === 'area' ? (
          <AreaChart data={data} accessibilityLayer={false}>
            {axes}
            <Area type="monotone" dataKey="count" stroke={INK} fill={INK} fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
          </AreaChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false}>
            {axes}
            <Bar dataKey="count" fill={INK} radius={[3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** Clients ranked by a count (profile views, one-sheet downloads), as horizontal bars. */
export function ClientBars({ title, noun, data }: { title: string; noun: string; data: ClientCount[] }) {
  return (
    <ChartCard title={title} empty={data.length === 0} table={{ head: ['Client', noun], rows: data.map((c) => [c.name, c.count]) }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" accessibilityLayer={false} margin={{ left: 8, right: 16 }}>
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={TICK} />
          <YAxis
            type="category"
            dataKey="name"
            tick={TICK}
            width={110}
            interval={0}
            tickFormatter={(name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name)}
          />
          <Tooltip formatter={(value) => [value, noun]} />
          <Bar dataKey="count" fill={INK} radius={[0, 3, 3, 0]} maxBarSize={28} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** The most visited pages, visitors' (profile views included) and the staff's own /admin visits apart. */
export function TopPages({ pages }: { pages: ActivityDashboard['topPages'] }) {
  return (
    <Card className="min-w-0 p-5">
      <h2 className="font-display text-lg text-ink">Top pages</h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <PageRanking title="Visitors" pages={pages.visitors} />
        <PageRanking title="Staff" pages={pages.staff} />
      </div>
    </Card>
  );
}

/** Pages as a ranked list under `title`, each with a bar as long as its share of the first. */
function PageRanking({ title, pages }: { title: string; pages: PageViews[] }) {
  const most = pages[0]?.views ?? 0;
  const id = `top-pages-${title.toLowerCase()}`;
  return (
    <div className="min-w-0">
      <h3 id={id} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      {pages.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted">{NO_ACTIVITY}</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-labelledby={id}>
          {pages.map((page) => (
            <li key={page.path}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-mono text-ink" title={page.path}>
                  {page.path}
                </span>
                <span className="shrink-0 text-ink-soft">{plural(page.views, 'view')}</span>
              </div>
              <div aria-hidden="true" className="mt-1 h-2 rounded-full bg-sunken">
                <div className="h-2 rounded-full bg-accent" style={{ width: `${Math.max(2, (page.views / most) * 100)}%` }} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
