import { popularTopics } from '@shared/popular-topics';
import { Section } from './Section';

const SIZES = ['text-sm', 'text-base', 'text-lg', 'text-xl'];

/** Popular Topics: at most 20, profile keywords ×5 plus video keywords ×1, pills sized by weight. */
export function TopicsSection({ keywords, videoTopics }: { keywords: { name: string }[]; videoTopics: { name: string; count: number }[] }) {
  const topics = popularTopics(keywords, videoTopics);
  const max = Math.max(1, ...topics.map((t) => t.weight));
  return (
    <Section id="topics" title="Popular Topics">
      {topics.length === 0 ? (
        <p className="text-sm text-muted">Topics appear here as keywords and videos are added.</p>
      ) : (
        <ul className="flex flex-wrap items-center gap-2">
          {topics.map((t) => (
            <li
              key={t.name}
              className={`rounded-full bg-accent-soft px-3 py-1 text-accent ${SIZES[Math.min(SIZES.length - 1, Math.floor((t.weight / max) * SIZES.length))]}`}
            >
              {t.name}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
