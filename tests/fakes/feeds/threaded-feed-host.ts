import { Worker } from 'node:worker_threads';

/** A fake podcast host on 127.0.0.1 serving one feed from its own thread: its work never counts against the server's event loop. */
export interface ThreadedFeedHost {
  /** "127.0.0.1:port": what OUTBOUND_ALLOWED_PRIVATE_HOSTS must list. */
  host: string;
  /** The feed's address (the host answers the same feed at any path). */
  url: string;
  /** Serves `xml` from now on. */
  serve(xml: string): Promise<void>;
  close(): Promise<void>;
}

/** The host's thread (plain JavaScript): an HTTP server answering the body it was last given, acknowledging each new one. */
const HOST = `
const { parentPort } = require('node:worker_threads');
const { createServer } = require('node:http');
let body = Buffer.alloc(0);
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', 'content-length': body.length }).end(body);
});
parentPort.on('message', (bytes) => {
  body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  parentPort.postMessage('served');
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
`;

/**
 * Starts a fake host in a worker thread, for the tests that time the server while it reads a big
 * feed: a host in the same thread would spend the server's event loop sending the feed.
 */
export async function startThreadedFeedHost(): Promise<ThreadedFeedHost> {
  const worker = new Worker(HOST, { eval: true });
  const next = () =>
    new Promise<unknown>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const port = (await next()) as number;
  return {
    host: `127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/feed.xml`,
    async serve(xml) {
      const bytes = new TextEncoder().encode(xml);
      const served = next();
      worker.postMessage(bytes, [bytes.buffer]);
      await served;
    },
    async close() {
      await worker.terminate();
    },
  };
}
