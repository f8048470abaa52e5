import { Agent, request } from 'node:http';
import type { Message } from '../src/shared/api/messaging/messages';
import { connected, openSocket, type TestSocket } from '../tests/helpers/sockets';
import type { RealtimeCast } from './realtime-cast';

/** What one realtime run measured. */
export interface RealtimeResult {
  sockets: number;
  connectSeconds: number;
  sent: number;
  failedSends: number;
  expected: number;
  received: number;
  /** Median time of the POST itself (send → 201), beside the deliveries' p50: what the fan-out adds. */
  sendP50: number;
  p50: number;
  p99: number;
  max: number;
  deliveredPerSecond: number;
}

/** How hard to push: messages per second for so many seconds. */
export interface RealtimeLoad {
  rate: number;
  seconds: number;
}

/** Milliseconds on one clock shared by the sender and the receivers (sub-millisecond). */
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * POSTs a JSON body on `agent`'s kept-open connections and answers the status once the response
 * has been read (null when the request failed or its response was cut short). The sender posts with node:http rather than fetch:
 * fetch cost this process about 350 µs of CPU and its garbage per POST on a two-core machine,
 * more than the server's handling of it, and the sender shares the machine with the servers it
 * measures (its pauses counted as delivery time).
 */
function postJson(agent: Agent, url: string, headers: Record<string, string>, body: string): Promise<number | null> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        // 'close' comes after the end of a whole response, and also after one cut short
        res.on('close', () => resolve(res.complete ? (res.statusCode ?? null) : null));
        res.resume();
      },
    );
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

/** The value at quantile q (0…1) of sorted numbers. */
function quantile(sorted: number[], q: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** A connected socket, trying again (up to three times in all) when a handshake times out on a busy machine. */
async function connectWithRetry(node: string, cookie: string, attempt = 1): Promise<TestSocket> {
  const socket = openSocket(node, cookie);
  try {
    return await connected(socket);
  } catch (error) {
    socket.disconnect();
    if (attempt >= 3) throw error;
    return connectWithRetry(node, cookie, attempt + 1);
  }
}

/** Connects every socket of the cast, 25 handshakes at a time; socket i goes to node (its slot mod nodes). */
async function connectAll(cast: RealtimeCast, nodes: string[]): Promise<TestSocket[]> {
  const sockets: TestSocket[] = [];
  for (let at = 0; at < cast.sockets.length; at += 25) {
    const batch = cast.sockets.slice(at, at + 25).map((s) => connectWithRetry(nodes[s.slot % nodes.length], s.cookie));
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/**
 * Connects the cast's sockets to the nodes (spread evenly), warms the servers up for 2 s, then
 * sends `rate` messages a second for `seconds` through REST (POST /api/messages as each client's sender, clients and nodes by
 * turns, whatever the previous sends' state), each with its send time in the body, and measures
 * at every socket the time from send to new_message. Waits up to 5 s after the last send for
 * stragglers, then disconnects.
 */
export async function measureRealtime(cast: RealtimeCast, nodes: string[], load: RealtimeLoad): Promise<RealtimeResult> {
  const connectStart = now();
  const sockets = await connectAll(cast, nodes);
  const connectSeconds = (now() - connectStart) / 1000;
  // each socket joins its rooms just after its handshake (one query): let the last ones finish
  await sleep(1_000);

  const latencies: number[] = [];
  let lastArrival = 0;
  for (const socket of sockets) {
    socket.on('new_message', (m: Message) => {
      const arrived = now();
      const sentAt = Number(m.body.slice(m.body.lastIndexOf(' ') + 1));
      if (m.body.startsWith('bench ') && Number.isFinite(sentAt)) {
        latencies.push(arrived - sentAt);
        lastArrival = arrived;
      }
    });
  }
  const listeners = cast.sockets.reduce((counts, s) => counts.set(s.client, (counts.get(s.client) ?? 0) + 1), new Map<number, number>());

  const sender = new Agent({ keepAlive: true, maxSockets: 64 });
  let expected = 0;
  let failedSends = 0;
  const sendTimes: number[] = [];
  /** Posts message k; `label` 'bench' is measured, anything else (the warm-up) is not. */
  const send = async (k: number, label: string) => {
    const client = k % cast.clientIds.length;
    const node = nodes[k % nodes.length];
    const sentAt = now();
    const status = await postJson(
      sender,
      `${node}/api/messages`,
      { cookie: cast.senders[client], origin: node },
      JSON.stringify({ clientId: cast.clientIds[client], body: `${label} ${k} ${sentAt.toFixed(3)}` }),
    );
    if (label !== 'bench') return;
    if (status === 201) {
      expected += listeners.get(client) ?? 0;
      sendTimes.push(now() - sentAt);
    } else failedSends += 1;
  };
  /** Sends `count` messages at the load's rate, each on time whatever the previous ones' state. */
  const sendAtRate = async (count: number, label: string) => {
    const start = now();
    const sends: Promise<void>[] = [];
    for (let k = 0; k < count; k++) {
      const wait = start + (k * 1000) / load.rate - now();
      if (wait > 0) await sleep(wait);
      sends.push(send(k, label));
    }
    await Promise.all(sends);
  };

  // a 2 s warm-up (not measured): the servers' first requests compile and plan what the rest reuse
  await sendAtRate(Math.round(load.rate * 2), 'warm-up');
  await sleep(1_000);
  const total = Math.round(load.rate * load.seconds);
  const firstSend = now();
  await sendAtRate(total, 'bench');
  const drainUntil = now() + 5_000;
  while (latencies.length < expected && now() < drainUntil) await sleep(50);
  for (const socket of sockets) socket.disconnect();
  sender.destroy();

  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    sockets: sockets.length,
    connectSeconds,
    sent: total,
    failedSends,
    expected,
    received: latencies.length,
    sendP50: quantile(
      [...sendTimes].sort((a, b) => a - b),
      0.5,
    ),
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    deliveredPerSecond: latencies.length / ((Math.max(lastArrival, firstSend + 1) - firstSend) / 1000),
  };
}
