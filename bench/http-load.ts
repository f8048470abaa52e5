import autocannon from 'autocannon';

/** What one bounded load run measured. */
export interface LoadResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/**
 * Loads 127.0.0.1 for a bounded time and returns throughput and latency. With several paths,
 * each request takes the next one in turn (so caches see varied requests).
 */
export async function loadPath(port: number, name: string, paths: string[], seconds: number, connections: number): Promise<LoadResult> {
  let next = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${paths[0]}`,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [
      {
        setupRequest: (request) => {
          request.path = paths[next++ % paths.length];
          return request;
        },
      },
    ],
  });
  return {
    name,
    path: paths.length > 1 ? `${paths[0]} … (${paths.length} paths)` : paths[0],
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
  };
}
