import { useInfiniteQuery } from '@tanstack/react-query';
import { Mic, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { CardShowMore } from '@client/components/ui/ShowMore';
import { EvidenceMark } from './EvidenceMark';
import { AddCard } from '../profile-subpage/AddCard';
import { ConfirmItemDelete } from '../profile-subpage/ConfirmItemDelete';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { ProfileSubpage } from '../profile-subpage/ProfileSubpage';
import { SubpageFrame } from '../profile-subpage/SubpageFrame';
import { ListSkeleton, LoadError } from '@client/components/forms/SubpageStates';
import { useFormWrite } from '../profile-subpage/use-form-write';
import { AppearanceForm } from './AppearanceForm';
import { appearancePagesQuery, loadedAppearances } from './appearance-pages';
import { FindEpisodes } from './FindEpisodes';
import { SuggestedAppearances } from './SuggestedAppearances';
import { useAppearanceWrites } from './use-appearances';
import { EpisodeSummary } from './EpisodeSummary';

/**
 * /profile/{slug}/podcasts: the client's podcast appearances, a page at a time (those a person
 * confirmed first, then the newest). Whoever may manage
 * the client (its guest and team members, admins, owners) adds, edits and removes
 * them here and links episodes found by Find Episodes; everyone else reads them.
 */
export default function PodcastAppearancesPage() {
  return <ProfileSubpage title="Podcasts">{(client) => <AppearancesManager client={client} />}</ProfileSubpage>;
}

/** The list (and, for managers, its controls, Find Episodes and the add form) once the profile is known. */
function AppearancesManager({ client }: { client: ClientDetail }) {
  const appearances = useInfiniteQuery(appearancePagesQuery(client.id));
  const canManage = client.abilities.manage;
  const writes = useAppearanceWrites(client.id);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const creating = useFormWrite('Failed to add the appearance');
  const [removing, setRemoving] = useState<Appearance | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = loadedAppearances(appearances.data);

  const intro = canManage
    ? `The shows ${client.name} has appeared on: those a person confirmed first, then the newest. Add appearances, find episodes that mention ${client.name}, edit or remove them here.`
    : `The shows ${client.name} has appeared on: those a person confirmed first, then the newest.`;

  return (
    <SubpageFrame slug={client.slug} title="Podcasts" name={client.name} intro={intro}>
      {canManage && <SuggestedAppearances client={client} />}
      <Card className="px-6 pt-5 pb-1">
        <h2 ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
          Appearances
        </h2>
        {appearances.isPending ? (
          <ListSkeleton label="Loading podcast appearances" />
        ) : appearances.isError ? (
          <div className="py-5">
            <LoadError title="Failed to load podcast appearances" error={appearances.error} onRetry={() => appearances.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <p className="py-5 text-sm text-muted">
            {canManage ? 'No podcast appearances yet. Find episodes or add one below.' : 'No podcast appearances listed yet.'}
          </p>
        ) : (
          <ul aria-label={`Podcast appearances of ${client.name}`} className="divide-y divide-line">
            {list.map((a) => (
              <li key={a.id} className="flex gap-3 py-4">
                <Mic className="mt-1 size-4 shrink-0 text-gold" aria-hidden="true" />
                {editingId === a.id ? (
                  <div className="min-w-0 flex-1">
                    <AppearanceForm
                      initial={a}
                      submitLabel="Save"
                      pending={writes.edit.isPending}
                      error={editError}
                      onCancel={() => setEditingId(null)}
                      onSubmit={async (body) => {
                        try {
                          await writes.edit.mutateAsync({ id: a.id, body });
                          setEditingId(null);
                          return true;
                        } catch (error) {
                          setEditError(serverMessageOr(error, 'Failed to save the appearance'));
                          return false;
                        }
                      }}
                    />
                  </div>
                ) : (
                  <>
                    <div className="min-w-0 flex-1">
                      <EpisodeSummary title={a.title} url={a.url} show={a.podcastName} host={a.podcastHost} date={a.publishedAt} />
                      <p className="mt-1.5">
                        <EvidenceMark appearance={a} />
                      </p>
                    </div>
                    {canManage && (
                      <div className="flex shrink-0 items-start gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Edit: ${a.title}`}
                          onClick={() => {
                            setEditError(null);
                            setEditingId(a.id);
                          }}
                        >
                          <Pencil className="size-4" aria-hidden="true" />
                        </Button>
                        <Button variant="ghost" size="sm" aria-label={`Remove: ${a.title}`} className="hover:text-destructive" onClick={() => setRemoving(a)}>
                          <Trash2 className="size-4" aria-hidden="true" />
                        </Button>
                      </div>
                    )}
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        <CardShowMore query={appearances} label="Show more appearances" />
      </Card>

      {canManage && (
        <>
          <FindEpisodes
            clientId={client.id}
            name={client.name}
            linking={writes.link.isPending ? (writes.link.variables ?? null) : null}
            onLink={(episode) => writes.link.mutate(episode.id)}
          />
          <AddCard title="Add appearance">
            <AppearanceForm
              submitLabel="Add appearance"
              pending={writes.create.isPending}
              error={creating.error}
              onSubmit={(body) => creating.submit(() => writes.create.mutateAsync(body))}
            />
          </AddCard>
        </>
      )}

      <ConfirmItemDelete
        item={removing}
        title="Remove this appearance?"
        description={(appearance) =>
          `“${appearance.title}” will no longer show on the profile. The episode stays with ${appearance.podcastName}, and Find Episodes can link it again.`
        }
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={(appearance) => writes.unlink.mutate(appearance.id, { onSuccess: () => heading.current?.focus() })}
      />
    </SubpageFrame>
  );
}
