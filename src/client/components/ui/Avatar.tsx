import * as RadixAvatar from '@radix-ui/react-avatar';
import { cn } from '@client/lib/cn';

/** A round picture that falls back to the name's initial when the image is missing or fails. */
export function Avatar({ src, name, className }: { src?: string | null; name: string; className?: string }) {
  return (
    <RadixAvatar.Root className={cn('inline-flex size-9 shrink-0 overflow-hidden rounded-full bg-accent', className)}>
      {src && <RadixAvatar.Image src={src} alt={name} className="size-full object-cover" />}
      <RadixAvatar.Fallback className="flex size-full items-center justify-center font-display text-sm text-gold-soft">
        {(name.trim()[0] ?? '?').toUpperCase()}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
