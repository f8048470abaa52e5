import type { ReactNode } from 'react';

/** Props of TitledSection. */
interface TitledSectionProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  title: ReactNode;
  /** The spacing of what it holds (default 'space-y-3'). */
  className?: string;
  children: ReactNode;
}

/** A part of an admin page under its own heading: a section named by its h2. */
export function TitledSection({ id, title, className = 'space-y-3', children }: TitledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}
