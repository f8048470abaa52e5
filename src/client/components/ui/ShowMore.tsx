import { Button } from './Button';

/** The next page of an infinite list: shown while there is one, busy while it loads. */
export function ShowMore({ query, label }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }; label: string }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
        {label}
      </Button>
    </div>
  );
}
