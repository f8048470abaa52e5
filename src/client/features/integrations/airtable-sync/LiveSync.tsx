import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@client/lib/query-keys';
import { followSyncStream } from './sync-stream';

/** A sync event as the stream sends it (shared/api/airtable-sync.ts; read loosely: unknown ones are ignored). */
type SyncEvent = { type?: string; section?: string };

/** A client's talking points (['clients', id, 'talking-points']). */
const isTalkingPoints = (key: readonly unknown[]) => key[0] === 'clients' && key[2] === 'talking-points';

/**
 * What a sync event refreshes: clients → every client query (lists, profiles by slug,
 * featured); videos → every video query; talking-points → each client's talking points;
 * episodes and client-images → the clients' queries; sync_all_complete → everything. The admin
 * console's lists follow their section too.
 */
export function refreshAfterSync(queryClient: QueryClient, event: SyncEvent): void {
  if (event.type === 'sync_all_complete') {
    void queryClient.invalidateQueries();
    return;
  }
  if (event.type !== 'sync_complete') return;
  if (event.section === 'videos') void queryClient.invalidateQueries({ queryKey: queryKeys.videos });
  else if (event.section === 'talking-points') void queryClient.invalidateQueries({ predicate: (query) => isTalkingPoints(query.queryKey) });
  else if (event.section === 'clients' || event.section === 'episodes' || event.section === 'client-images')
    void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
  else return;
  void queryClient.invalidateQueries({ queryKey: ['admin', 'list'] });
}

/** Mounted once for a signed-in user: follows the sync stream and refreshes what each event changed. Renders nothing. */
export function LiveSync() {
  const queryClient = useQueryClient();
  useEffect(() => followSyncStream((event) => refreshAfterSync(queryClient, event as SyncEvent)), [queryClient]);
  return null;
}
