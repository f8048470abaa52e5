import { expect, it } from 'vitest';
import { popularTopics } from './popular-topics';

it('weighs profile keywords ×5 and video keywords ×1, merges case-insensitively, keeps 20', () => {
  const topics = popularTopics(
    [{ name: 'Leadership' }, { name: 'AI' }],
    [{ name: 'ai', count: 3 }, { name: 'Climate', count: 7 }, ...Array.from({ length: 30 }, (_, i) => ({ name: `t${i}`, count: 1 }))],
  );
  expect(topics.slice(0, 3)).toEqual([
    { name: 'AI', weight: 8 },
    { name: 'Climate', weight: 7 },
    { name: 'Leadership', weight: 5 },
  ]);
  expect(topics).toHaveLength(20);
});
