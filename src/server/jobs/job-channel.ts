import { EventEmitter } from 'node:events';
import type { Database, Db } from '../db/client';
import { type ListenerLog, listenWhenReachable } from '../db/pg-listener';

/** The PostgreSQL channel the jobs' progress travels on between nodes. */
const CHANNEL = 'podium_jobs';

/** What travels on the channel: a topic ('job': a job's row changed; 'sync': a sync event) and its data. */
interface JobMessage {
  topic: string;
  data: unknown;
}

/** The progress of background work, from whichever node runs it, to whoever watches here. */
interface JobChannel {
  /** Sends `data` under `topic` to every node's subscribers of the topic (this one's included). */
  publish(topic: string, data: unknown): Promise<void>;
  /**
   * Calls `listener` with the data of each message under `topic`, and with undefined when messages
   * may have been missed (this node listens anew after losing its connection): re-read then.
   * Answers the function that unsubscribes.
   */
  subscribe(topic: string, listener: (data: unknown) => void): () => void;
  /** Stops listening (the app is closing). */
  close(): Promise<void>;
}

const channels = new WeakMap<Db, JobChannel>();

/**
 * The job channel of `database` (one per database in this process, shared by the job runner, the
 * progress streams and the Airtable sync). On PostgreSQL messages go through NOTIFY on
 * `podium_jobs`, and one pooled connection LISTENs from the first subscription on, listening
 * anew whenever it is lost; on the embedded database, one process, an in-process emitter is all.
 * The operations domain opens it with the app's pool and log at start; later callers may pass the
 * database alone.
 */
export function jobChannelOf(database: { db: Db; pool?: Database['pool'] }, log: ListenerLog = silent): JobChannel {
  let channel = channels.get(database.db);
  if (!channel) {
    channel = createChannel(database.pool, log);
    channels.set(database.db, channel);
  }
  return channel;
}

/** Closes the job channel of `database`, if one was opened (the app is closing). */
export async function closeJobChannel(database: Pick<Database, 'db'>): Promise<void> {
  const channel = channels.get(database.db);
  channels.delete(database.db);
  await channel?.close();
}

const silent: ListenerLog = { warn: () => undefined, info: () => undefined };

/** Wraps a message's JSON for NOTIFY (under its 8,000-byte limit for the small messages sent here). */
function encode(message: JobMessage): string {
  return JSON.stringify(message);
}

function decode(payload: string): JobMessage | undefined {
  try {
    const message = JSON.parse(payload) as Partial<JobMessage>;
    return typeof message.topic === 'string' ? { topic: message.topic, data: message.data } : undefined;
  } catch {
    return undefined;
  }
}

function createChannel(pool: Database['pool'], log: ListenerLog): JobChannel {
  const emitter = new EventEmitter().setMaxListeners(0);
  const deliver = (message: JobMessage) => emitter.emit(message.topic, message.data);
  const gap = () => {
    for (const topic of emitter.eventNames()) emitter.emit(topic, undefined);
  };
  let stopListening: (() => Promise<void>) | undefined;
  let closed = false;
  const listen = () => {
    if (!pool || stopListening || closed) return;
    stopListening = listenWhenReachable({
      pool,
      channel: CHANNEL,
      onMessage: (payload) => {
        const message = decode(payload);
        if (message) deliver(message);
      },
      onGap: gap,
      log,
      name: 'job events',
    });
  };
  return {
    async publish(topic, data) {
      if (pool) await pool.query('select pg_notify($1, $2)', [CHANNEL, encode({ topic, data })]);
      else deliver({ topic, data });
    },
    subscribe(topic, listener) {
      emitter.on(topic, listener);
      listen();
      return () => emitter.off(topic, listener);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await stopListening?.();
    },
  };
}
