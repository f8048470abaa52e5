import { Link } from '@client/lib/router';
import type { ClientDetail, TalkingPoint } from '@shared/api/directory/clients/clients';
import { buttonClass } from '@client/components/ui/Button';
import { Section } from './Section';

/** Talking Points, numbered, appearing one after another (200 ms stagger); Manage for those allowed. */
export function TalkingPointsSection({ client, points }: { client: ClientDetail; points: TalkingPoint[] }) {
  return (
    <Section
      id="talking-points"
      title="Talking Points"
      actions={
        client.abilities.manageTalkingPoints && (
          <Link to={`/profile/${client.slug}/talking-points`} className={buttonClass('secondary', 'sm')}>
            Manage
          </Link>
        )
      }
    >
      {points.length === 0 ? (
        <p className="text-sm text-muted">No talking points yet.</p>
      ) : (
        <ol className="space-y-5">
          {points.map((p, i) => (
            <li key={p.id} className="flex gap-4 animate-fade-in" style={{ animationDelay: `${i * 200}ms` }}>
              <span className="font-display text-2xl leading-none text-gold">{String(i + 1).padStart(2, '0')}</span>
              <div>
                <h3 className="font-medium text-ink">{p.talkingPointTitle}</h3>
                {p.talkingPointFull && <p className="mt-1 text-sm leading-relaxed text-ink-soft">{p.talkingPointFull}</p>}
              </div>
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
