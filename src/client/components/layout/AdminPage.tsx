import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

/** An admin page's frame: its width and spacing, and its title block (PageHeader) above what it holds. */
export function AdminPage({ title, description, actions, children }: { title: string; description?: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl space-y-5 px-4 py-8 sm:px-8">
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
