import { useQuery } from '@tanstack/react-query';
import { clientCountQuery } from './home-queries';

/** The stats strip: the profile count followed by '+', then two fixed claims. */
export function StatsStrip() {
  const { data } = useQuery(clientCountQuery);
  const stats = [
    [data ? `${data.total}+` : '—', 'Executive Profiles'],
    ['50+', 'Industries Covered'],
    ['Premium', 'Thought Leadership'],
  ];
  return (
    <section aria-label="Podium in numbers" className="bg-accent text-white">
      <dl className="mx-auto grid max-w-6xl gap-8 px-4 py-12 text-center sm:grid-cols-3 sm:px-6">
        {stats.map(([value, label]) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="mt-1 text-sm tracking-wide text-white/70">{label}</dt>
            <dd className="font-display text-4xl text-gold-soft">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
