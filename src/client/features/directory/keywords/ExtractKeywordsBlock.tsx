import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { Button } from '@client/components/ui/Button';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { profileSectionQueries } from '../clients/profile-section-queries';

/**
 * The keyword extract block, for those who may manage the client (the caller decides): shown
 * only once the keywords are known to be none. 'Extract Profile Keywords' asks the server to
 * compute them; while pending it is disabled and reads 'Extracting keywords...'. On success the
 * list (the About pills and Popular Topics share it) is replaced by the answer and fetched again;
 * a failure is only logged.
 */
export default function ExtractKeywordsBlock({ clientId }: { clientId: number }) {
  const queryClient = useQueryClient();
  const keywords = useQuery(profileSectionQueries(clientId).keywords);
  const key = queryKeys.keywords(clientId);
  const extract = useMutation({
    mutationFn: () => call(directoryRoutes.extractKeywords, { params: { id: clientId } }),
    onSuccess: (extracted) => {
      queryClient.setQueryData(key, extracted);
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => console.error('Error extracting profile keywords', error),
  });
  if (!keywords.isSuccess || keywords.data.length > 0) return null;
  return (
    <div className="mt-6 flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-dashed border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink-soft">No profile keywords yet. They can be drawn from the bio, talking points and approved videos.</p>
      <Button variant="secondary" size="sm" disabled={extract.isPending} onClick={() => extract.mutate()}>
        <Sparkles className="size-4" aria-hidden="true" />
        {extract.isPending ? 'Extracting keywords...' : 'Extract Profile Keywords'}
      </Button>
    </div>
  );
}
