import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { MediaImage } from '@shared/api/directory/clients/clients';
import { useReturnFocus } from '@client/components/ui/use-return-focus';

/** The full-size picture viewer (its own chunk: loaded on the first click). */
export default function MediaViewer({ image, name, onClose }: { image: MediaImage; name: string; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open onOpenChange={(v) => !v && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 animate-fade-in" />
        <Dialog.Content {...returnFocus} className="fixed inset-4 z-50 flex flex-col items-center justify-center gap-3 outline-none focus-on-dark sm:inset-10">
          <Dialog.Title className="sr-only">{image.caption || name}</Dialog.Title>
          <img src={image.src} alt={image.alt || name} className="max-h-full max-w-full rounded-lg object-contain shadow-[var(--shadow-pop)]" />
          {image.caption ? (
            <Dialog.Description className="text-sm text-white/80">{image.caption}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">Full-size picture</Dialog.Description>
          )}
          <Dialog.Close aria-label="Close" className="absolute top-0 right-0 rounded-full bg-white/10 p-2 text-white hover:bg-white/20">
            <X className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
