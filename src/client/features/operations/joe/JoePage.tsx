import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { CheckCircle2, Clock, CornerDownLeft, Eye, Pencil, Search } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from '@client/lib/router';
import { accountRoutes } from '@shared/api/account/route-table';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import { JOE_GROUP_LABELS, JOE_GROUPS, JOE_TERM, type JoeResult } from '@shared/api/operations/joe';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Spinner } from '@client/components/ui/Spinner';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { useDebounced } from '@client/lib/use-debounced';
import { AdminPage } from '@client/components/layout/AdminPage';
import { readRecentSearches, rememberSearch } from './recent-searches';

const ITEM_CLASS =
  'flex cursor-pointer items-center gap-3 rounded-[var(--radius-control)] px-3 py-2 text-sm text-ink data-[selected=true]:bg-accent-soft data-[selected=true]:outline-2 data-[selected=true]:outline-accent';
const GROUP_CLASS =
  '[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:uppercase [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-ink-soft';

/** One choice of the palette: an icon, its text, and what Enter does. */
function Item({ value, icon, children, hint, onSelect }: { value: string; icon: ReactNode; children: ReactNode; hint?: string; onSelect: () => void }) {
  return (
    <Command.Item value={value} onSelect={onSelect} className={ITEM_CLASS}>
      <span className="text-ink-soft" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 flex-1">{children}</span>
      {hint && <span className="hidden text-xs text-ink-soft sm:inline">{hint}</span>}
    </Command.Item>
  );
}

/**
 * /admin/joe: one command palette over everything an admin handles. Typing (2–100 characters,
 * 200 ms debounce) searches clients, videos, talking points, key facts, episodes, podcasts and
 * users; ↑/↓ move, Enter opens the highlighted result, and each result's actions (Edit, Approve,
 * View as) follow it as their own choices. Esc clears the search; recent searches are kept.
 */
export default function JoePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const q = useDebounced(term.trim(), 200);
  const searching = q.length >= JOE_TERM.min;
  const results = useQuery({
    queryKey: queryKeys.joe(q),
    queryFn: () => call(operationsAdminRoutes.joe, { query: { q: q.slice(0, JOE_TERM.max) } }),
    enabled: searching,
    staleTime: 10_000,
  });

  const go = (href: string) => {
    setRecent(rememberSearch(q));
    navigate(href);
  };
  const approve = useMutation({
    // a pending video's result: its id is the video's
    mutationFn: (videoId: number) => call(directoryRoutes.approveVideo, { params: { id: videoId } }),
    onSuccess: async () => {
      toast({ type: 'success', title: 'Video Approved', message: 'Video will now appear on the profile' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin });
    },
    onError: () => toast({ type: 'error', title: 'Failed to approve video' }),
  });
  const viewAs = useMutation({
    mutationFn: ({ slug }: { slug: string; open: string }) => call(accountRoutes.viewAs, { params: { slug } }),
    onSuccess: (_data, { open }) => window.location.assign(open),
    onError: (error) => toast({ type: 'error', title: error.message || 'Could not view as this client' }),
  });

  const actionsOf = (group: string, r: JoeResult) => [
    <Item key="open" value={`${group}-${r.id}`} icon={<CornerDownLeft className="size-4" />} hint="Open" onSelect={() => go(r.open)}>
      <span className="block truncate font-medium">{r.title}</span>
      {r.subtitle && <span className="block truncate text-xs text-ink-soft">{r.subtitle}</span>}
    </Item>,
    r.edit && (
      <Item key="edit" value={`${group}-${r.id}-edit`} icon={<Pencil className="size-4" />} onSelect={() => go(r.edit!)}>
        <span className="pl-4">Edit “{r.title}”</span>
      </Item>
    ),
    r.approve && (
      <Item key="approve" value={`${group}-${r.id}-approve`} icon={<CheckCircle2 className="size-4" />} onSelect={() => approve.mutate(r.id)}>
        <span className="pl-4">Approve “{r.title}”</span>
      </Item>
    ),
    r.impersonate && r.slug && (
      <Item key="view-as" value={`${group}-${r.id}-view-as`} icon={<Eye className="size-4" />} onSelect={() => viewAs.mutate({ slug: r.slug!, open: r.open })}>
        <span className="pl-4">View as {r.title}</span>
      </Item>
    ),
  ];

  const data = searching ? results.data : undefined;
  const pending = searching && (results.isFetching || term.trim() !== q);
  const found = data ? JOE_GROUPS.some((g) => data[g].length > 0) : false;
  const notice = !searching
    ? `Type at least ${JOE_TERM.min} characters to search.`
    : results.isError
      ? 'Search failed.'
      : !data || (pending && !found)
        ? 'Searching…'
        : found
          ? ''
          : `No results for “${q}”`;
  return (
    <AdminPage
      title="JOE"
      description="Search everything: clients, videos, talking points, key facts, episodes, podcasts and users. ↑/↓ to move, Enter to open, Esc to clear."
    >
      <Command
        label="Search everything"
        shouldFilter={false}
        loop
        className="mx-auto max-w-3xl overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]"
      >
        <div className="flex items-center gap-2 border-b border-line px-4">
          <Search className="size-5 text-ink-soft" aria-hidden="true" />
          <Command.Input
            autoFocus
            value={term}
            onValueChange={setTerm}
            maxLength={JOE_TERM.max}
            placeholder="Search clients, videos, talking points…"
            className="h-14 w-full bg-transparent text-base text-ink outline-none placeholder:text-ink-soft"
            onKeyDown={(event) => {
              if (event.key === 'Escape' && term) {
                event.preventDefault();
                setTerm('');
              }
            }}
          />
          {pending && <Spinner className="size-4" label="Searching" />}
        </div>
        {results.isError && searching && (
          <div className="p-2">
            <Alert tone="error" title="Search failed">
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => results.refetch()}>
                Try again
              </Button>
            </Alert>
          </div>
        )}
        <p className="sr-only" role="status">
          {notice}
        </p>
        <Command.List className="max-h-[60vh] overflow-y-auto p-2">
          {notice && (
            // an inert choice, so the listbox always holds an option (an empty listbox is invalid ARIA)
            <Command.Item disabled value="notice" className="px-3 py-6 text-center text-sm text-ink-soft">
              {notice}
            </Command.Item>
          )}
          {!searching && recent.length > 0 && (
            <Command.Group heading="Recent searches" className={GROUP_CLASS}>
              {recent.map((t) => (
                <Item key={t} value={`recent-${t}`} icon={<Clock className="size-4" />} onSelect={() => setTerm(t)}>
                  {t}
                </Item>
              ))}
            </Command.Group>
          )}
          {data &&
            JOE_GROUPS.filter((g) => data[g].length > 0).map((g) => (
              <Command.Group key={g} heading={JOE_GROUP_LABELS[g]} className={GROUP_CLASS}>
                {data[g].flatMap((r) => actionsOf(g, r))}
              </Command.Group>
            ))}
        </Command.List>
      </Command>
    </AdminPage>
  );
}
