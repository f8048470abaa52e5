import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterSync } from './LiveSync';

/** A query client holding one cached query per key, none stale yet. */
function cached(keys: unknown[][]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'data');
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey);
  return { client, stale };
}

const KEYS = [
  ['clients', 'slug', 'ada'],
  ['clients', 'featured'],
  ['clients', 7, 'talking-points'],
  ['videos', 'featured'],
  ['admin', 'list', 'directory'],
  ['messages'],
];

describe('refreshAfterSync', () => {
  it('refreshes what each section changes, and everything after sync_all_complete', () => {
    const cases: [object, unknown[][]][] = [
      [
        { type: 'sync_complete', section: 'clients' },
        [
          ['clients', 'slug', 'ada'],
          ['clients', 'featured'],
          ['clients', 7, 'talking-points'],
          ['admin', 'list', 'directory'],
        ],
      ],
      [
        { type: 'sync_complete', section: 'videos' },
        [
          ['videos', 'featured'],
          ['admin', 'list', 'directory'],
        ],
      ],
      [
        { type: 'sync_complete', section: 'talking-points' },
        [
          ['clients', 7, 'talking-points'],
          ['admin', 'list', 'directory'],
        ],
      ],
      [
        { type: 'sync_complete', section: 'episodes' },
        [
          ['clients', 'slug', 'ada'],
          ['clients', 'featured'],
          ['clients', 7, 'talking-points'],
          ['admin', 'list', 'directory'],
        ],
      ],
      [{ type: 'sync_all_complete' }, KEYS],
      [{ type: 'progress', section: 'clients' }, []],
      [{ type: 'sync_complete', section: 'elsewhere' }, []],
    ];
    for (const [event, expected] of cases) {
      const { client, stale } = cached(KEYS);
      refreshAfterSync(client, event);
      expect(stale(), JSON.stringify(event)).toEqual(expected);
    }
  });
});
