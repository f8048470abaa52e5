import type { ReactNode } from 'react';

/** Props of CardSection. */
interface CardSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  /** A sentence under the heading saying what the card is for. */
  description?: ReactNode;
  children: ReactNode;
}

/** A card of its own on a page (the Bookings page's settings and calendars): a section named by its h2, with a sentence under it. */
export function CardSection({ id, title, description, children }: CardSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-[var(--shadow-card)]">
      <div>
        <h2 id={id} className="font-display text-xl text-ink">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-ink-soft">{description}</p>}
      </div>
      {children}
    </section>
  );
}
