import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/Card';

/** A profile section: a calm card with an anchor id (focusable by the jump buttons), a display title and optional actions. */
export function Section({ id, title, actions, children }: { id?: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card id={id} tabIndex={id ? -1 : undefined} className="scroll-mt-32 p-6 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl text-ink">{title}</h2>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
