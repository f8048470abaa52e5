import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MediaImage } from '@shared/api/directory/clients/clients';
import { MEDIA_GRID_SIZES, sizedSrcSet } from '@shared/portrait';
import { Button } from '@client/components/ui/Button';
import { EditDeleteButtons } from '../profile-subpage/EditDeleteButtons';

/** The id of a picture's control (to give focus back to it after a move or an edit). */
export const pictureControlId = (id: number, control: 'earlier' | 'later' | 'edit') => `media-image-${id}-${control}`;

/** How a picture is named to assistive technology: its position, and its caption when it has one. */
export function pictureLabel(image: MediaImage, index: number): string {
  return image.caption ? `picture ${index + 1} (${image.caption})` : `picture ${index + 1}`;
}

/** Props of PictureCard. */
interface PictureCardProps {
  image: MediaImage;
  index: number;
  count: number;
  /** Whose pictures these are: the alt text when a picture has none. */
  name: string;
  onView: () => void;
  /** The manager's controls; absent for read-only viewers. */
  manage?: {
    onMove: (direction: -1 | 1) => void;
    onEdit: () => void;
    onDelete: () => void;
  };
  /** The caption and alt-text form, in place of the caption while editing. */
  editor?: ReactNode;
}

/** One picture of the grid: opens full size; for managers, move earlier or later, edit and delete. */
export function PictureCard({ image, index, count, name, onView, manage, editor }: PictureCardProps) {
  const label = pictureLabel(image, index);
  return (
    <li className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface">
      <button type="button" onClick={onView} className="group block overflow-hidden bg-sunken focus-ring-inset">
        <img
          src={image.src}
          srcSet={sizedSrcSet(image.src)}
          sizes={MEDIA_GRID_SIZES}
          alt={image.alt || name}
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <span className="sr-only">, {label}: view full size</span>
      </button>
      <div className="flex flex-1 flex-col gap-2 p-3">
        {editor ?? (
          <>
            {image.caption && <p className="text-sm text-ink-soft">{image.caption}</p>}
            {manage && !image.alt && <p className="text-xs text-warning">No alt text yet</p>}
          </>
        )}
        {manage && !editor && (
          <div className="mt-auto flex items-center gap-1 pt-1">
            <Button
              id={pictureControlId(image.id, 'earlier')}
              variant="ghost"
              size="sm"
              aria-label={`Move earlier: ${label}`}
              disabled={index === 0}
              onClick={() => manage.onMove(-1)}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Button>
            <Button
              id={pictureControlId(image.id, 'later')}
              variant="ghost"
              size="sm"
              aria-label={`Move later: ${label}`}
              disabled={index === count - 1}
              onClick={() => manage.onMove(1)}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
            <EditDeleteButtons
              editId={pictureControlId(image.id, 'edit')}
              editLabel={`Edit caption and alt text: ${label}`}
              deleteLabel={`Delete: ${label}`}
              onEdit={manage.onEdit}
              onDelete={manage.onDelete}
              deleteClassName="ml-auto"
            />
          </div>
        )}
      </div>
    </li>
  );
}
