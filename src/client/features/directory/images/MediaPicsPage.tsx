import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ClientDetail, MediaImage } from '@shared/api/directory/clients/clients';
import { Card } from '@client/components/ui/Card';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { moved, serverMessageOr } from '@client/components/forms/list-edits';
import { ProfileSubpage } from '../profile-subpage/ProfileSubpage';
import { SubpageFrame } from '../profile-subpage/SubpageFrame';
import { PictureCard, pictureControlId, pictureLabel } from './PictureCard';
import { PictureDropZone } from './PictureDropZone';
import { PictureForm } from './PictureForm';
import { useMediaWrites } from './use-media-writes';
import { usePictureUploads } from './use-picture-uploads';

const MediaViewer = lazy(() => import('../clients/MediaViewer'));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * /profile/{slug}/media-pics: the client's media pictures in a 1/2/3-column grid, each opening full
 * size. Whoever the server says may edit them (the guest of that client, admins, owners) uploads
 * (drop or choose, several at once, a progress bar each), edits captions and alt text, reorders
 * and deletes them here; everyone else sees the grid.
 */
export default function MediaPicsPage() {
  return <ProfileSubpage title="Media Pics">{(client) => <MediaPics client={client} />}</ProfileSubpage>;
}

/** The page once the profile (and with it its pictures) is known. */
function MediaPics({ client }: { client: ClientDetail }) {
  const canEdit = client.abilities.editMedia;
  const images = client.mediaImages;
  const writes = useMediaWrites(client);
  const uploads = usePictureUploads(client);
  const [viewing, setViewing] = useState<MediaImage | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MediaImage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfter, setFocusAfter] = useState<{ id: number; control: 'earlier' | 'later' | 'edit' } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // after a move the pressed button keeps focus (the other one at either end, where it is disabled);
  // when an edit form closes, its picture's Edit button takes focus again
  useEffect(() => {
    if (!focusAfter || editingId !== null) return;
    const target = document.getElementById(pictureControlId(focusAfter.id, focusAfter.control)) as HTMLButtonElement | null;
    const other =
      focusAfter.control === 'edit'
        ? null
        : (document.getElementById(pictureControlId(focusAfter.id, focusAfter.control === 'earlier' ? 'later' : 'earlier')) as HTMLButtonElement | null);
    (target && !target.disabled ? target : other)?.focus();
  }, [focusAfter, editingId]);

  const move = (index: number, direction: -1 | 1) => {
    const image = images[index];
    writes.reorder.mutate(
      moved(
        images.map((i) => i.id),
        index,
        direction,
      ),
    );
    setFocusAfter({ id: image.id, control: direction < 0 ? 'earlier' : 'later' });
    setAnnouncement(`${pictureLabel(image, index)} moved to position ${index + direction + 1} of ${images.length}`);
  };

  const closeEditor = (id: number) => {
    setEditingId(null);
    setFocusAfter({ id, control: 'edit' });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const image = deleting;
    setDeleting(null);
    writes.remove.mutate(image.id, { onSuccess: () => heading.current?.focus() });
  };

  const intro = canEdit
    ? `Pictures of ${client.name} for hosts and the press, in the order the profile shows them. Add, describe, reorder or delete them here.`
    : `Pictures of ${client.name}.`;

  return (
    <SubpageFrame slug={client.slug} title="Media Pics" name={client.name} intro={intro}>
      {canEdit && (
        <Card className="p-6">
          <h2 className="font-display text-xl text-ink">Add pictures</h2>
          <div className="mt-4">
            <PictureDropZone items={uploads.items} busy={uploads.busy} onFiles={uploads.upload} />
          </div>
        </Card>
      )}

      <Card className="p-6">
        <h2 ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
          {client.name}
        </h2>
        {images.length === 0 ? (
          <p className="pt-4 text-sm text-muted">{canEdit ? 'No media pictures yet. Add the first ones above.' : 'No media pictures yet.'}</p>
        ) : (
          <ul aria-label={`Media pictures of ${client.name}`} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {images.map((image, index) => (
              <PictureCard
                key={image.id}
                image={image}
                index={index}
                count={images.length}
                name={client.name}
                onView={() => setViewing(image)}
                manage={
                  canEdit
                    ? {
                        onMove: (direction) => move(index, direction),
                        onEdit: () => {
                          setEditError(null);
                          setFocusAfter(null);
                          setEditingId(image.id);
                        },
                        onDelete: () => setDeleting(image),
                      }
                    : undefined
                }
                editor={
                  editingId === image.id ? (
                    <PictureForm
                      image={image}
                      pending={writes.update.isPending}
                      error={editError}
                      onCancel={() => closeEditor(image.id)}
                      onSubmit={(body) =>
                        writes.update.mutate(
                          { id: image.id, body },
                          {
                            onSuccess: () => closeEditor(image.id),
                            onError: (error) => setEditError(serverMessageOr(error, 'Failed to save the picture')),
                          },
                        )
                      }
                    />
                  ) : undefined
                }
              />
            ))}
          </ul>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete picture?"
        description={
          deleting
            ? `${capitalised(
                pictureLabel(
                  deleting,
                  images.findIndex((i) => i.id === deleting.id),
                ),
              )} will be removed from the profile. This cannot be undone.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
      {viewing && (
        <Suspense fallback={null}>
          <MediaViewer image={viewing} name={client.name} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </SubpageFrame>
  );
}
