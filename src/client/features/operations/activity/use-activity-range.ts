import { useSearchParams } from '@client/lib/router';
import { ACTIVITY_MAX_DAYS, ACTIVITY_ORDER_MESSAGE, ACTIVITY_SPAN_MESSAGE, lastDays, resolveRange, spanDays } from '@shared/api/operations/activity';

/** The dashboard's dates as the URL keeps them (?from=&to=, the last 30 days without), and what is wrong with them. */
export function useActivityRange() {
  const [search, setSearch] = useSearchParams();
  const query = { from: search.get('from') || undefined, to: search.get('to') || undefined };
  const range = resolveRange(query);
  const problem = range.from > range.to ? ACTIVITY_ORDER_MESSAGE : spanDays(range.from, range.to) > ACTIVITY_MAX_DAYS ? ACTIVITY_SPAN_MESSAGE : null;

  /** Sets one date (an empty value goes back to the default), keeping the other. */
  const setDay = (name: 'from' | 'to', value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  /** Shows the last `days` days up to today. */
  const setLast = (days: number) => setSearch(new URLSearchParams(lastDays(days)), { replace: true });

  return { range, problem, setDay, setLast };
}
