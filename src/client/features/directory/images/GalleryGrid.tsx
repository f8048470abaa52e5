import type { RowSelectionState } from '@tanstack/react-table';
import { ImageOff } from 'lucide-react';
import type { AdminGalleryImage } from '@shared/api/directory/images/admin-gallery';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { Skeleton } from '@client/components/ui/Skeleton';
import { cn } from '@client/lib/cn';

/** A picture's name for labels: its alt text, else its caption, else its number. */
export const pictureName = (image: AdminGalleryImage) => image.alt || image.caption || `Picture ${image.id}`;

/**
 * The gallery's page of pictures as a responsive grid of tiles: each with a selection checkbox,
 * the picture (opens the viewer), its caption and client; skeleton tiles while loading, an error
 * with Try again, and `empty` when there are none.
 */
export function GalleryGrid({
  images,
  selection,
  onSelectionChange,
  onOpen,
  isError,
  onRetry,
  empty,
}: {
  images: AdminGalleryImage[] | undefined;
  selection: RowSelectionState;
  onSelectionChange: (next: RowSelectionState) => void;
  onOpen: (image: AdminGalleryImage) => void;
  isError: boolean;
  onRetry: () => void;
  empty: string;
}) {
  if (isError)
    return <LoadFailed message="The pictures could not be loaded." onRetry={onRetry} className="rounded-[var(--radius-card)] border border-line bg-surface" />;
  if (images?.length === 0) return <p className="rounded-[var(--radius-card)] border border-line bg-surface px-4 py-12 text-center text-ink-soft">{empty}</p>;
  const allSelected = !!images && images.length > 0 && images.every((i) => selection[String(i.id)]);
  return (
    <section aria-label="Pictures" aria-busy={!images} className="space-y-3">
      {images && (
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-ink-soft">
          <input
            type="checkbox"
            className="size-4 cursor-pointer accent-[var(--color-accent)]"
            checked={allSelected}
            onChange={(e) => onSelectionChange(e.target.checked ? Object.fromEntries(images.map((i) => [String(i.id), true])) : {})}
          />
          Select all pictures on this page
        </label>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {!images &&
          Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder tiles have no identity
            <li key={i}>
              {i === 0 && <span className="sr-only">Loading pictures…</span>}
              <Skeleton className="aspect-square w-full" />
            </li>
          ))}
        {images?.map((image) => {
          const id = String(image.id);
          const selected = !!selection[id];
          return (
            <li
              key={id}
              className={cn(
                'group relative overflow-hidden rounded-[var(--radius-card)] border bg-surface shadow-[var(--shadow-card)]',
                selected ? 'border-accent ring-2 ring-accent/40' : 'border-line',
              )}
            >
              <input
                type="checkbox"
                aria-label={`Select ${pictureName(image)}`}
                className="absolute top-2 left-2 z-10 size-6 cursor-pointer accent-[var(--color-accent)]"
                checked={selected}
                onChange={(e) => onSelectionChange({ ...selection, [id]: e.target.checked })}
              />
              <button
                type="button"
                className="block aspect-square w-full bg-sunken focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent"
                aria-label={`View ${pictureName(image)}`}
                onClick={() => onOpen(image)}
              >
                {image.src ? (
                  <img src={image.src} alt="" loading="lazy" className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02]" />
                ) : (
                  <ImageOff className="mx-auto size-8 text-ink-soft" aria-hidden="true" />
                )}
              </button>
              <div className="space-y-0.5 px-3 py-2 text-sm">
                <p className="truncate text-ink">{image.caption || image.alt || 'No caption'}</p>
                <p className="truncate text-ink-soft">{image.client.name}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
