import { useState } from 'react';
import { LIMITS } from '@shared/limits';
import { isAdmin } from '@shared/permissions';
import { ShowMore } from '@client/components/ui/ShowMore';
import { SearchInput } from '@client/components/ui/SearchInput';
import { Skeleton } from '@client/components/ui/Skeleton';
import { cn } from '@client/lib/cn';
import { useCurrentUser } from '@client/lib/use-current-user';
import { useDebounced } from '@client/lib/use-debounced';
import { AccessRequired } from './AccessRequired';
import { DirectoryCard } from './DirectoryCard';
import { searchWords } from './Highlight';
import { useCategories, useDirectory } from './use-directory';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

function Results({ search, category }: { search: string; category: string }) {
  const query = useDirectory(search, category);
  const words = searchWords(search);
  const clients = (query.data?.pages.flatMap((p) => p.items) ?? []).filter((c) => !search || !category || c.goaCategories.includes(category));
  if (query.isPending) {
    return (
      <div role="status">
        <p className="mb-4 text-sm text-muted">Loading executive profiles...</p>
        <ul className={GRID}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={`s${i.toString()}`} className="aspect-[4/6] w-full rounded-[var(--radius-card)]" />
          ))}
        </ul>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="py-16 text-center">
        <p className="font-display text-2xl text-ink">{search ? 'Failed to search clients' : 'Error Loading Profiles'}</p>
        <p className="mt-2 text-ink-soft">Failed to load executive profiles. Please try again later.</p>
      </div>
    );
  }
  if (clients.length === 0) {
    return (
      <div className="py-16 text-center">
        <p className="font-display text-2xl text-ink">{search || category ? 'No profiles found' : 'No profiles available'}</p>
        {(search || category) && <p className="mt-2 text-ink-soft">Try another name, topic or category.</p>}
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-muted">
        {query.data.pages[0].total.toLocaleString()} {query.data.pages[0].total === 1 ? 'profile' : 'profiles'}
      </p>
      <ul className={GRID}>
        {clients.map((c) => (
          <DirectoryCard key={c.id} client={c} words={words} />
        ))}
      </ul>
      <ShowMore query={query} label="Show more profiles" />
    </>
  );
}

/** /directory (admin only): search, category filters and the portrait grid, featured first then by name. */
export default function DirectoryPage() {
  const { data: user, isError } = useCurrentUser();
  const [term, setTerm] = useState('');
  const [category, setCategory] = useState('');
  const debounced = useDebounced(term.trim(), LIMITS.searchDebounceMs);
  const search = debounced.length >= LIMITS.searchMinLength ? debounced : '';
  const categories = useCategories();
  if (!user || isError || !isAdmin(user)) return <AccessRequired signedIn={Boolean(user)} />;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-8">
      <h1 className="font-display text-4xl text-ink">Executive Directory</h1>
      <p className="mt-2 text-ink-soft">Search by name, headline or topic; featured profiles come first.</p>
      <SearchInput
        className="mt-6 max-w-xl"
        placeholder="Search executives (3 characters or more)"
        aria-label="Search executives"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <fieldset className="mt-4 flex flex-wrap gap-2">
        <legend className="sr-only">Categories</legend>
        {['', ...(categories.data ?? [])].map((c) => (
          <button
            key={c || 'all'}
            type="button"
            aria-pressed={category === c}
            onClick={() => setCategory(c)}
            className={cn(
              'rounded-full border px-3.5 py-1.5 text-sm transition-colors',
              category === c ? 'border-accent bg-accent text-white' : 'border-line bg-surface text-ink-soft hover:border-accent hover:text-accent',
            )}
          >
            {c || 'All'}
          </button>
        ))}
      </fieldset>
      <div className="mt-8">
        <Results search={search} category={category} />
      </div>
    </div>
  );
}
