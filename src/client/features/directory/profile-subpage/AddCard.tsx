import type { ReactNode } from 'react';
import { Card } from '@client/components/ui/Card';

/** A subpage's card for adding to its list: the heading (e.g. "Add a talking point") above the add form. */
export function AddCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-6">
      <h2 className="font-display text-xl text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}
