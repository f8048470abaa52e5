import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ClientDetail, TalkingPoint } from '@shared/api/directory/clients/clients';
import { Card } from '@client/components/ui/Card';
import { profileSectionQueries } from '../clients/profile-section-queries';
import { AddCard } from '../profile-subpage/AddCard';
import { ConfirmItemDelete, removedFromProfile } from '../profile-subpage/ConfirmItemDelete';
import { moved, serverMessageOr } from '@client/components/forms/list-edits';
import { ProfileSubpage } from '../profile-subpage/ProfileSubpage';
import { SubpageFrame } from '../profile-subpage/SubpageFrame';
import { ListSkeleton, LoadError } from '@client/components/forms/SubpageStates';
import { useFormWrite } from '../profile-subpage/use-form-write';
import { TalkingPointForm } from './TalkingPointForm';
import { editButtonId, moveButtonId, TalkingPointItem } from './TalkingPointItem';
import { useTalkingPointWrites } from './use-talking-points';

/** The delay between one talking point's entrance animation and the next. */
const STAGGER_MS = 200;

/**
 * /profile/{slug}/talking-points: the client's talking points in order, with the 200 ms stagger.
 * Whoever the server says may manage them (the guest of that client, admins, owners) adds,
 * edits and reorders them here, and admins and owners delete them; everyone else reads them.
 */
export default function TalkingPointsPage() {
  return <ProfileSubpage title="Talking Points">{(client) => <TalkingPointsManager client={client} />}</ProfileSubpage>;
}

/** The list (and, for managers, its controls and the add form) once the profile is known. */
function TalkingPointsManager({ client }: { client: ClientDetail }) {
  const points = useQuery({ ...profileSectionQueries(client.id).talkingPoints });
  const canManage = client.abilities.manageTalkingPoints;
  const writes = useTalkingPointWrites(client.id);
  const list = points.data ?? [];
  const [editingId, setEditingId] = useState<number | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const creating = useFormWrite('Failed to add the talking point');
  const [deleting, setDeleting] = useState<TalkingPoint | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: -1 | 1 } | null>(null);
  const [focusEdit, setFocusEdit] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const stagger = useStagger(points.isSuccess, list.length);

  // after a move the pressed button keeps focus; at either end, where it is disabled, the other one takes it
  useEffect(() => {
    if (!focusAfterMove) return;
    const same = document.getElementById(moveButtonId(focusAfterMove.id, focusAfterMove.direction)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(focusAfterMove.id, focusAfterMove.direction < 0 ? 1 : -1)) as HTMLButtonElement | null;
    (same && !same.disabled ? same : other)?.focus();
  }, [focusAfterMove]);

  // when an edit form closes, its point's Edit button takes focus again
  useEffect(() => {
    if (focusEdit !== null && editingId === null) document.getElementById(editButtonId(focusEdit))?.focus();
  }, [focusEdit, editingId]);

  const closeEditor = (id: number) => {
    setEditingId(null);
    setFocusEdit(id);
  };

  const move = (index: number, direction: -1 | 1) => {
    const ids = moved(
      list.map((p) => p.id),
      index,
      direction,
    );
    const point = list[index];
    writes.reorder.mutate(ids);
    setFocusAfterMove({ id: point.id, direction });
    setAnnouncement(`${point.talkingPointTitle} moved to position ${index + direction + 1} of ${list.length}`);
  };

  const intro = canManage
    ? `What ${client.name} speaks about, in the order the profile shows them. ${client.abilities.deleteTalkingPoints ? 'Add, edit, reorder or delete them here.' : 'Add, edit or reorder them here; ask the Podium team to delete one.'}`
    : `What ${client.name} speaks about.`;

  return (
    <SubpageFrame slug={client.slug} title="Talking Points" name={client.name} intro={intro}>
      <Card className="px-6 pt-5 pb-1">
        <h2 ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
          {client.name}
        </h2>
        {points.isPending ? (
          <ListSkeleton label="Loading talking points" />
        ) : points.isError ? (
          <div className="py-5">
            <LoadError title="Failed to load talking points" error={points.error} onRetry={() => points.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <p className="py-5 text-sm text-muted">{canManage ? 'No talking points yet. Add the first one below.' : 'No talking points yet.'}</p>
        ) : (
          <ol aria-label={`Talking points of ${client.name}`}>
            {list.map((point, index) => (
              <TalkingPointItem
                key={point.id}
                point={point}
                index={index}
                count={list.length}
                appear={stagger ? { animationDelay: `${index * STAGGER_MS}ms` } : undefined}
                manage={
                  canManage
                    ? {
                        onMove: (direction) => move(index, direction),
                        onEdit: () => {
                          setEditError(null);
                          setFocusEdit(null);
                          setEditingId(point.id);
                        },
                        onDelete: client.abilities.deleteTalkingPoints ? () => setDeleting(point) : undefined,
                      }
                    : undefined
                }
                editor={
                  editingId === point.id ? (
                    <TalkingPointForm
                      initial={point}
                      submitLabel="Save"
                      pending={writes.update.isPending}
                      error={editError}
                      onCancel={() => closeEditor(point.id)}
                      onSubmit={async (body) => {
                        try {
                          await writes.update.mutateAsync({ id: point.id, body });
                          closeEditor(point.id);
                          return true;
                        } catch (error) {
                          setEditError(serverMessageOr(error, 'Failed to save the talking point'));
                          return false;
                        }
                      }}
                    />
                  ) : undefined
                }
              />
            ))}
          </ol>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </Card>

      {canManage && (
        <AddCard title="Add a talking point">
          <TalkingPointForm
            submitLabel="Add talking point"
            pending={writes.create.isPending}
            error={creating.error}
            onSubmit={(body) => creating.submit(() => writes.create.mutateAsync(body))}
          />
        </AddCard>
      )}

      <ConfirmItemDelete
        item={deleting}
        title="Delete talking point?"
        description={(point) => removedFromProfile(point.talkingPointTitle)}
        onClose={() => setDeleting(null)}
        onConfirm={(point) => writes.remove.mutate(point.id, { onSuccess: () => heading.current?.focus() })}
      />
    </SubpageFrame>
  );
}

/** Whether the list's first appearance is still playing: one point every 200 ms, then no more animation (moves stay still). */
function useStagger(loaded: boolean, count: number): boolean {
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (!loaded || !playing) return;
    const timer = setTimeout(() => setPlaying(false), count * STAGGER_MS + 250);
    return () => clearTimeout(timer);
  }, [loaded, playing, count]);
  return playing;
}
