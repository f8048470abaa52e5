import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { SyncEvent } from '../../../../shared/api/integrations/airtable-sync';
import type { Database, Db } from '../../../db/client';

/** The PostgreSQL channel sync events travel on between nodes. */
const CHANNEL = 'podium_sync';
/** How long to wait before listening again after the listening connection was lost. */
const RELISTEN_MS = 1_000;

/** Sync events of one database, from whichever node ran the sync. */
export interface SyncChannel {
  /** Sends an event to every node's subscribers (and this one's). */
  publish(event: SyncEvent): Promise<void>;
  /** Calls `listener` with each event until the answered function is called. */
  subscribe(listener: (event: SyncEvent) => void): () => void;
  /** Stops listening (the app is closing). */
  close(): Promise<void>;
}

/** Closes the channel of `database`, if one was opened (the app is closing). */
export async function closeSyncChannel(database: Pick<Database, 'db'>): Promise<void> {
  const channel = channels.get(database.db);
  channels.delete(database.db);
  await channel?.close();
}

const channels = new WeakMap<Db, SyncChannel>();

/**
 * The sync event channel of `database` (one per database in this process, shared by the sync
 * workers, the schedule and the stream route). On PostgreSQL events go through NOTIFY on
 * `podium_sync`, and one pooled connection LISTENs while anyone here subscribes (relistening a
 * second after it is lost); on the embedded database, one process, an in-process emitter is all.
 */
export function syncChannelOf(database: Pick<Database, 'db' | 'pool'>): SyncChannel {
  let channel = channels.get(database.db);
  if (!channel) {
    channel = database.pool ? postgresChannel(database.pool) : localChannel();
    channels.set(database.db, channel);
  }
  return channel;
}

function localChannel(): SyncChannel {
  const emitter = new EventEmitter().setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

function postgresChannel(pool: pg.Pool): SyncChannel {
  const emitter = new EventEmitter().setMaxListeners(0);
  let client: pg.PoolClient | null = null;
  let opening: Promise<void> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      emitter.emit('event', JSON.parse(message.payload) as SyncEvent);
    } catch {
      // not ours: ignored
    }
  };
  const lost = (lostClient: pg.PoolClient) => {
    if (client !== lostClient) return;
    client = null;
    lostClient.release(true);
    if (!closed && emitter.listenerCount('event') > 0) retry = setTimeout(listen, RELISTEN_MS);
  };
  const listen = () => {
    if (client || opening || closed) return;
    opening = (async () => {
      const next = await pool.connect();
      next.on('notification', onNotification);
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.query(`LISTEN ${CHANNEL}`);
      } catch (error) {
        // a connection that died before it listened goes back to the pool discarded, never leaked
        next.release(true);
        throw error;
      }
      client = next;
    })()
      .catch(() => {
        if (!closed) retry = setTimeout(listen, RELISTEN_MS);
      })
      .finally(() => {
        opening = null;
      });
  };
  return {
    async publish(event) {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      listen();
      return () => emitter.off('event', listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await opening;
      emitter.removeAllListeners();
      const last = client;
      client = null;
      if (last) {
        await last.query(`UNLISTEN ${CHANNEL}`).catch(() => undefined);
        last.release(true);
      }
    },
  };
}
