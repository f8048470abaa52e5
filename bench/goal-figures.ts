import { startThrowawayPostgres } from '../scripts/test/throwaway-postgres';
import { timeSync } from './airtable-sync-run';
import type { PageWeight } from './bundle-size';
import { GOALS, type Goal } from './goals';
import { checkOpenFiles, oneEmbeddedNode, twoPostgresNodes } from './realtime-nodes';
import { measureStartup, type StartupResult } from './startup';

/** Why a figure could not be measured here, in one line. */
const why = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/** The first JS a visitor's phone downloads on each public page, against its budget. */
export function firstJsGoals(weights: PageWeight[]): Goal[] {
  return weights.map((w) => ({ figure: `first JS of ${w.page} (gzip)`, measured: w.gzipBytes / 1024, bound: GOALS.firstJsKb, unit: 'KB' }));
}

/** A cold start and a restart on the embedded default, and its memory after a short load. */
export function startupGoals(start: StartupResult): Goal[] {
  return [
    { figure: 'cold start to the first 200, empty data directory', measured: start.firstOkMs / 1000, bound: GOALS.coldStartS, unit: 's' },
    { figure: 'restart to the first 200, existing data directory', measured: start.restartOkMs / 1000, bound: GOALS.restartS, unit: 's' },
    { figure: 'resident memory after a short load, embedded', measured: start.idleRssMb, bound: GOALS.rssEmbeddedMb, unit: 'MB' },
  ];
}

/** A node's memory after a short load on a throwaway PostgreSQL cluster (not measured when PostgreSQL can't start here). */
export async function postgresMemoryGoal(root: string): Promise<Goal> {
  const goal = { figure: 'resident memory after a short load, on PostgreSQL', bound: GOALS.rssPostgresMb, unit: 'MB' };
  let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>>;
  try {
    cluster = await startThrowawayPostgres();
  } catch (error) {
    return { ...goal, measured: null, note: `PostgreSQL could not start: ${why(error)}` };
  }
  try {
    return { ...goal, measured: (await measureStartup(root, { env: { DATABASE_URL: cluster.url } })).idleRssMb };
  } finally {
    cluster.stop();
  }
}

/** Live messages: 200 a second to 2,000 sockets on the embedded default, and 500 a second on two nodes sharing PostgreSQL; nothing may be lost. */
export async function messagingGoals(): Promise<Goal[]> {
  const embedded = { figure: 'message delivery p99, 2,000 sockets at 200/s, embedded', bound: GOALS.messagingP99Ms, unit: 'ms' };
  const twoNodes = { figure: 'message delivery p99, 2,000 sockets at 500/s, 2 nodes on PostgreSQL', bound: GOALS.messagingTwoNodesP99Ms, unit: 'ms' };
  try {
    checkOpenFiles(2_000);
  } catch (error) {
    return [embedded, twoNodes].map((goal) => ({ ...goal, measured: null, note: why(error) }));
  }
  const delivery = (r: { expected: number; received: number; p99: number }) => ({
    measured: r.p99,
    broken: r.received < r.expected,
    note: r.received < r.expected ? `${r.expected - r.received} of ${r.expected} lost` : 'none lost',
  });
  const one = await oneEmbeddedNode({ sockets: 2_000, rate: 200, seconds: 10 });
  const goals: Goal[] = [{ ...embedded, ...delivery(one) }];
  const two = await twoPostgresNodes({ sockets: 2_000, rate: 500, seconds: 10 });
  goals.push(two ? { ...twoNodes, ...delivery(two) } : { ...twoNodes, measured: null, note: 'PostgreSQL could not start' });
  return goals;
}

/** The first sync of 10,000 Airtable records from a fake that answers Airtable's 5 requests a second. */
export async function airtableSyncGoal(): Promise<Goal> {
  const [first] = await timeSync(5, 10_000);
  return {
    figure: 'first Airtable sync, 10,000 records at 5 requests/s',
    measured: first!.seconds,
    bound: GOALS.airtableSyncS,
    unit: 's',
    note: first!.status,
  };
}
