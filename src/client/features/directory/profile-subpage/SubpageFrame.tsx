import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';

/** A profile subpage's frame: a way back to the profile, the title and what the page is for. */
export function SubpageFrame({
  slug,
  title,
  name,
  intro,
  actions,
  children,
}: {
  slug: string;
  title: string;
  name?: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <Link to={`/profile/${slug}`} className="inline-flex items-center gap-1.5 text-sm text-ink-soft hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {name ? `Back to ${name}` : 'Back to the profile'}
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <h1 className="font-display text-3xl text-ink">{title}</h1>
        {actions}
      </div>
      {intro && <p className="mt-1 text-sm text-ink-soft">{intro}</p>}
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </div>
  );
}
