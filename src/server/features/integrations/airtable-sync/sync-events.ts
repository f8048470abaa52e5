import type { SyncEvent } from '@shared/api/integrations/airtable-sync';
import type { Database } from '@server/db/client';
import { jobChannelOf } from '@server/jobs/job-channel';

/** The job channel's topic of sync events. */
const TOPIC = 'sync';

/** Sync events of one database, from whichever node ran the sync. */
export interface SyncChannel {
  /** Sends an event to every node's subscribers (and this one's). */
  publish(event: SyncEvent): Promise<void>;
  /** Calls `listener` with each event until the answered function is called. */
  subscribe(listener: (event: SyncEvent) => void): () => void;
}

/**
 * The sync events of `database`, shared by the sync workers, the schedule and the stream route:
 * the 'sync' topic of the job channel, which carries them between nodes.
 */
export function syncChannelOf(database: Pick<Database, 'db' | 'pool'>): SyncChannel {
  const channel = jobChannelOf(database);
  return {
    publish: (event) => channel.publish(TOPIC, event),
    subscribe: (listener) =>
      channel.subscribe(TOPIC, (data) => {
        if (data) listener(data as SyncEvent);
      }),
  };
}
