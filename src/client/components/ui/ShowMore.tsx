import { Button } from './Button';

/** Props of ShowMore: the infinite query it pages, and the button's words. */
interface ShowMoreProps {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  label: string;
}

/** The next page of an infinite list: shown while there is one, busy while it loads. */
export function ShowMore({ query, label }: ShowMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className="mt-8 flex justify-center">
      <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
        {label}
      </Button>
    </div>
  );
}

/** ShowMore at the foot of a card, with the card's bottom padding while there is a next page. */
export function CardShowMore(props: ShowMoreProps) {
  return (
    <div className="pb-5 empty:hidden">
      <ShowMore {...props} />
    </div>
  );
}
