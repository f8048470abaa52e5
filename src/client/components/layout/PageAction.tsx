import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';

/** A page's main action beside its title (PageHeader's actions): a button with its icon. */
export function PageAction({ icon: Icon, onClick, children }: { icon: LucideIcon; onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick}>
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </Button>
  );
}
