import { Search } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { cn } from '@client/lib/cn';
import { Input } from './Field';

/** A search box with its icon. */
export function SearchInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <Input type="search" className="pl-9" {...rest} />
    </div>
  );
}
