import { compareText } from './dates';
import { LIMITS } from './limits';

/** Popular Topics: at most 20, weighted profile keywords ×5 plus video keywords ×1. */
export function popularTopics(profileKeywords: { name: string }[], videoTopics: { name: string; count: number }[]): { name: string; weight: number }[] {
  const weights = new Map<string, { name: string; weight: number }>();
  const add = (name: string, weight: number) => {
    const key = name.trim().toLowerCase();
    if (!key) return;
    const entry = weights.get(key) ?? { name: name.trim(), weight: 0 };
    entry.weight += weight;
    weights.set(key, entry);
  };
  for (const k of profileKeywords) add(k.name, 5);
  for (const t of videoTopics) add(t.name, t.count);
  return [...weights.values()].sort((a, b) => b.weight - a.weight || compareText(a.name, b.name)).slice(0, LIMITS.popularTopicsMax);
}
