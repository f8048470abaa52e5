import { parentPort } from 'node:worker_threads';
import { decodeFeed } from './feed-encoding';
import { parseNewest } from './feed-newest';
import { FeedError } from './feed-parser';
import type { ParsedFeed } from './feed-types';

/** What the main thread asks: a feed's bytes as fetched, their Content-Type, and how many items to keep. */
export interface ParseRequest {
  body: Uint8Array;
  contentType: string | undefined;
  maxItems: number;
}

/** What the worker answers: the feed, or why it is refused (a FeedError's message and alternate), or an unexpected failure. */
export type ParseAnswer = { feed: ParsedFeed } | { refused: { message: string; alternate: string | null } } | { failed: string };

/** Reads one feed's bytes as a feed, keeping its newest items: the answer to send back. */
function answerOf({ body, contentType, maxItems }: ParseRequest): ParseAnswer {
  try {
    const text = decodeFeed(Buffer.from(body.buffer, body.byteOffset, body.byteLength), contentType);
    return { feed: parseNewest(text, maxItems) };
  } catch (error) {
    if (error instanceof FeedError) return { refused: { message: error.message, alternate: error.alternate } };
    return { failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

// the worker thread of feed-parse-pool.ts: one request at a time, each answered once
parentPort?.on('message', (request: ParseRequest) => parentPort!.postMessage(answerOf(request)));
