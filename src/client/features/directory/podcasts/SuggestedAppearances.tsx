import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import type { ClientDetail } from '../../../../shared/api/directory/clients/clients';
import type { AppearanceSuggestion } from '../../../../shared/api/directory/podcasts/appearance-suggestions';
import { directoryRoutes } from '../../../../shared/api/directory/route-table';
import { formatDate } from '../../../../shared/dates';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ExternalTitle } from '../../../components/ui/ExternalTitle';
import { toast } from '../../../components/ui/toast-store';
import { call } from '../../../lib/call';
import { queryKeys } from '../../../lib/query-keys';
import { serverMessageOr } from '../profile-subpage/list-edits';

/**
 * The appearances the shows' own feeds suggest for a client, for whoever manages it: each with
 * its evidence and, for a feed nobody vouched for yet, where the feed came from; to accept (it
 * joins the appearances, marked Verified as accepted) or reject (never offered again). Shows
 * nothing while there are none.
 */
export function SuggestedAppearances({ client }: { client: ClientDetail }) {
  const queryClient = useQueryClient();
  const key = queryKeys.appearanceSuggestions(client.id);
  const suggestions = useQuery({ queryKey: key, queryFn: () => call(directoryRoutes.appearanceSuggestions, { params: { id: client.id } }) });
  const scope = { id: `appearances:${client.id}` };
  const settled = (id: number) => {
    queryClient.setQueryData<AppearanceSuggestion[]>(key, (list) => list?.filter((s) => s.id !== id));
    void queryClient.invalidateQueries({ queryKey: queryKeys.appearances(client.id) });
  };
  const accept = useMutation({
    scope,
    mutationFn: (id: number) => call(directoryRoutes.acceptAppearanceSuggestion, { params: { id } }),
    onSuccess: (appearance, id) => {
      settled(id);
      toast({ type: 'success', title: 'Appearance accepted', message: `${appearance.title} now appears on the profile, marked Verified` });
    },
    onError: (error) => toast({ type: 'error', title: serverMessageOr(error, 'Failed to accept the appearance') }),
  });
  const reject = useMutation({
    scope,
    mutationFn: (id: number) => call(directoryRoutes.rejectAppearanceSuggestion, { params: { id } }),
    onSuccess: (_none, id) => {
      settled(id);
      toast({ type: 'success', title: 'Suggestion rejected', message: 'It will not be suggested again' });
    },
    onError: (error) => toast({ type: 'error', title: serverMessageOr(error, 'Failed to reject the suggestion') }),
  });

  if (!suggestions.data || suggestions.data.length === 0) return null;
  const busy = accept.isPending || reject.isPending;
  return (
    <Card className="px-6 pt-5 pb-1">
      <h2 className="font-display text-xl text-ink">Suggested appearances</h2>
      <p className="mt-1 text-sm text-muted">{`Episodes in the shows’ own feeds that may be ${client.name}’s. Accept one to list it as verified, or reject it: it will not be suggested again.`}</p>
      <ul aria-label={`Suggested appearances of ${client.name}`} className="mt-2 divide-y divide-line">
        {suggestions.data.map((s) => (
          <li key={s.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
            <div className="min-w-0 flex-1">
              <h3 className="font-medium">
                <ExternalTitle title={s.episodeTitle} url={s.link} />
              </h3>
              <p className="text-sm text-muted">
                {s.showName}
                {s.publishedAt && ` · ${formatDate.dayMonthYear(s.publishedAt)}`}
              </p>
              {s.feedOrigin && <p className="mt-1 text-sm text-ink-soft">{`${s.feedOrigin}: the agency has not reviewed this feed yet, so it only suggests.`}</p>}
              <ul aria-label="Evidence" className="mt-2 space-y-1 text-sm text-ink-soft">
                {s.evidence.map((e) => (
                  <li key={e.signal}>
                    <span className="font-medium text-ink">{e.label}</span>
                    {e.detail && `: ${e.detail}`}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex shrink-0 gap-2">
              <Button size="sm" disabled={busy} aria-label={`Accept: ${s.episodeTitle}`} onClick={() => accept.mutate(s.id)}>
                <Check className="size-4" aria-hidden="true" />
                Accept
              </Button>
              <Button size="sm" variant="secondary" disabled={busy} aria-label={`Reject: ${s.episodeTitle}`} onClick={() => reject.mutate(s.id)}>
                <X className="size-4" aria-hidden="true" />
                Reject
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
