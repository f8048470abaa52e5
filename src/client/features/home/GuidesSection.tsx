import { ArrowUpRight } from 'lucide-react';
import { Card } from '../../components/ui/Card';

/** A guide resource (SPEC §2): id, title, description, url and thumbnail. */
interface Guide {
  id: string;
  title: string;
  description: string;
  url: string;
  thumbnail: string;
}

const GUIDES: Guide[] = [
  { id: 'booking', title: 'How to book an executive guest', description: 'From the first note to the recording day: what hosts send, and when.', url: '/all-podcasts', thumbnail: '/guides/booking.svg' },
  { id: 'interview', title: 'Preparing a great interview', description: 'Use talking points and sample questions to plan an episode listeners finish.', url: '/#spotlight', thumbnail: '/guides/interview.svg' },
  { id: 'one-sheet', title: 'Using the one-sheet', description: 'Every profile exports a printable PDF for your producer and your sponsors.', url: '/#spotlight', thumbnail: '/guides/one-sheet.svg' },
];

/** Three static guide resources. */
export function GuidesSection() {
  return (
    <section aria-labelledby="guides-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="guides-title" className="font-display text-3xl text-ink">
        Guides for hosts
      </h2>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        {GUIDES.map((g) => (
          <Card key={g.id} className="group overflow-hidden">
            <a href={g.url} className="block rounded-[var(--radius-card)] focus-ring-inset">
              <img src={g.thumbnail} alt="" loading="lazy" className="aspect-video w-full object-cover" />
              <div className="p-5">
                <p className="flex items-center justify-between font-medium text-ink">
                  {g.title}
                  <ArrowUpRight className="size-4 text-muted transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5" aria-hidden="true" />
                </p>
                <p className="mt-1.5 text-sm text-ink-soft">{g.description}</p>
              </div>
            </a>
          </Card>
        ))}
      </div>
    </section>
  );
}
