import { ArrowUpRight } from 'lucide-react';
import { Link } from '@client/lib/router';
import { GUIDES } from '@shared/guides';
import { Card } from '@client/components/ui/Card';

/** Three static guide resources, each leading to its guide page. */
export function GuidesSection() {
  return (
    <section aria-labelledby="guides-title" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h2 id="guides-title" className="font-display text-3xl text-ink">
        Guides for hosts
      </h2>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        {GUIDES.map((g) => (
          <Card key={g.id} className="group overflow-hidden">
            <Link to={g.url} className="block rounded-[var(--radius-card)] focus-ring-inset">
              <img src={g.thumbnail} alt="" loading="lazy" className="aspect-video w-full object-cover" />
              <div className="p-5">
                <p className="flex items-center justify-between font-medium text-ink">
                  {g.title}
                  <ArrowUpRight
                    className="size-4 text-muted transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5"
                    aria-hidden="true"
                  />
                </p>
                <p className="mt-1.5 text-sm text-ink-soft">{g.description}</p>
              </div>
            </Link>
          </Card>
        ))}
      </div>
    </section>
  );
}
