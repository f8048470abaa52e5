import { parseArgs } from 'node:util';
import type { RealtimeResult } from './realtime-load';
import { CLIENTS, checkOpenFiles, oneEmbeddedNode, type RealtimeSetup, twoPostgresNodes } from './realtime-nodes';

/** The bench's knobs, from `--sockets N --rate R --seconds S`. */
type Options = RealtimeSetup;

function options(): Options {
  const { values } = parseArgs({ options: { sockets: { type: 'string' }, rate: { type: 'string' }, seconds: { type: 'string' } } });
  const whole = (name: string, raw: string | undefined, fallback: number, min: number, max: number) => {
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} takes a whole number from ${min} to ${max}`);
    return n;
  };
  return {
    sockets: whole('sockets', values.sockets, 1_000, 2, 5_000),
    rate: whole('rate', values.rate, 50, 1, 500),
    seconds: whole('seconds', values.seconds, 15, 1, 60),
  };
}

function printResults(o: Options, rows: [string, RealtimeResult][]): void {
  console.log(
    `\nLive messages on 127.0.0.1: ${o.sockets} sockets over ${Math.min(CLIENTS, Math.ceil(o.sockets / 2))} clients, ${o.rate} messages/s for ${o.seconds} s (REST send → new_message at each socket)`,
  );
  const ms = (n: number) => n.toFixed(1);
  console.table(
    rows.map(([setup, r]) => ({
      setup,
      'connect (s)': r.connectSeconds.toFixed(1),
      sent: r.sent,
      'failed sends': r.failedSends,
      expected: r.expected,
      received: r.received,
      'POST p50 ms': ms(r.sendP50),
      'p50 ms': ms(r.p50),
      'p99 ms': ms(r.p99),
      'max ms': ms(r.max),
      'delivered/s': Math.round(r.deliveredPerSecond),
    })),
  );
}

/**
 * `npm run bench:realtime [-- --sockets N --rate R --seconds S]`: live-message delivery latency
 * on one node on the embedded database, then on two nodes sharing a throwaway PostgreSQL (the
 * postgres adapter between them), each server in its own process.
 */
async function main(): Promise<void> {
  const o = options();
  checkOpenFiles(o.sockets);
  const rows: [string, RealtimeResult][] = [];
  console.log('One node, embedded PGlite…');
  rows.push(['1 node, PGlite', await oneEmbeddedNode(o)]);
  console.log('Two nodes, PostgreSQL…');
  const two = await twoPostgresNodes(o);
  if (two) rows.push(['2 nodes, PostgreSQL', two]);
  printResults(o, rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
