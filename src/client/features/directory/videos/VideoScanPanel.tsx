import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { SavedVideo, ScannedVideo, ScanPanel } from '@shared/api/directory/videos/video-scan';
import { youtubeWatchUrl } from '@shared/youtube';
import { Alert } from '@client/components/ui/Alert';
import { YoutubeIcon } from '@client/components/ui/BrandIcons';
import { Button } from '@client/components/ui/Button';
import { Section } from '../clients/Section';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { ListSkeleton, LoadError } from '@client/components/forms/SubpageStates';
import { type VideoCardFields, VideoScanCard } from './VideoScanCard';
import { type ApprovalAction, useScanPanel, useVideoScan } from './use-video-scan';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** The element ids of a scan result's card and of a saved video's card. */
const resultCardId = (youtubeId: string) => `scan-result-${youtubeId}`;
const savedCardId = (videoId: number) => `saved-video-${videoId}`;

/** Moves focus to a card whose button an action took away (Import, Hide). */
const focusCard = (id: string) => () => document.getElementById(id)?.focus();

/** A saved video as a card. */
function savedCard(v: SavedVideo): VideoCardFields {
  return { ...v, savedId: v.id, url: v.youtubeId ? youtubeWatchUrl(v.youtubeId) : null };
}

/** A scan result as a card, with the state of the client's saved copy when there is one (fresher than the scan's). */
function resultCard(v: ScannedVideo, saved: SavedVideo | undefined): VideoCardFields {
  return {
    ...v,
    youtubeId: v.id,
    localThumbnail: null,
    vimeoId: null,
    savedId: saved?.id ?? v.dbVideoId ?? undefined,
    toApprove: saved?.toApprove ?? v.toApprove,
    unavailableReason: saved?.unavailableReason,
  };
}

/**
 * The profile's video-scan panel (lazy, for admin/owner and the guest or team of
 * the client): 'Scan YouTube' for videos featuring the client, newest first; Import for unsaved
 * results; badges Approved, Pending or Unknown for saved ones, pending greyed; Approve and
 * Disapprove for admins, Hide for the guest; and the client's saved videos, pending ones first, so
 * an earlier import can be approved. Team members see it all read-only, and are told why. Says
 * plainly when YouTube is not configured.
 */
export default function VideoScanPanel({ client }: { client: ClientDetail }) {
  const panel = useScanPanel(client.id);
  const { scan, importVideo, setApproval } = useVideoScan(client.id, client.name);
  const configured = panel.data?.youtubeConfigured ?? false;

  return (
    <Section
      id="video-scan"
      title="Video Scan"
      actions={
        <Button variant="secondary" size="sm" onClick={() => scan.mutate()} loading={scan.isPending} disabled={!configured}>
          <YoutubeIcon className="size-4" />
          Scan YouTube
        </Button>
      }
    >
      {panel.isPending ? (
        <ListSkeleton label="Loading the video scan" rows={2} />
      ) : panel.isError ? (
        <LoadError title="Failed to load the video scan" error={panel.error} onRetry={() => panel.refetch()} />
      ) : (
        <PanelBody
          client={client}
          data={panel.data}
          results={scan.data}
          scanError={scan.isError ? serverMessageOr(scan.error, 'Failed to scan YouTube videos. Please try again.') : null}
          actions={{
            busy: importVideo.isPending || setApproval.isPending,
            onImport: (v) => importVideo.mutate(v, { onSuccess: focusCard(resultCardId(v.id)) }),
            onApproval: (videoId, action, cardId) => setApproval.mutate({ videoId, action }, { onSuccess: action === 'hide' ? focusCard(cardId) : undefined }),
          }}
        />
      )}
    </Section>
  );
}

/** What the cards' buttons do. */
interface CardActions {
  busy: boolean;
  onImport(video: ScannedVideo): void;
  /** `cardId`: the card to focus when the action leaves it without a button. */
  onApproval(videoId: number, action: ApprovalAction, cardId: string): void;
}

/** The panel once its data is known: the configuration note, the scan results and the saved videos. */
function PanelBody({
  client,
  data,
  results,
  scanError,
  actions,
}: {
  client: ClientDetail;
  data: ScanPanel;
  results: ScannedVideo[] | undefined;
  scanError: string | null;
  actions: CardActions;
}) {
  const byYoutubeId = new Map(data.videos.filter((v) => v.youtubeId).map((v) => [v.youtubeId, v]));
  const saved = [...data.videos.filter((v) => v.toApprove !== 0), ...data.videos.filter((v) => v.toApprove === 0)];
  const approvalButtons = (card: VideoCardFields, cardId: string) => <ApprovalButtons card={card} cardId={cardId} can={data.can} actions={actions} />;

  return (
    <div className="flex flex-col gap-6">
      {!data.youtubeConfigured ? (
        <Alert tone="info" title="YouTube is not configured">
          Scanning needs a YouTube Data API key on the server (YOUTUBE_API_KEY). Ask an administrator to set one.
        </Alert>
      ) : (
        <p className="text-sm text-ink-soft">Search YouTube for videos featuring {client.name}, newest first.</p>
      )}
      {!data.can.import && <ReadOnlyNote clientName={client.name} />}
      {scanError && (
        <Alert tone="error" title="Scan Failed">
          {scanError}
        </Alert>
      )}
      {results && (
        <div>
          <h3 className="mb-3 font-medium text-ink">YouTube results</h3>
          {results.length === 0 ? (
            <p className="text-sm text-muted">No videos featuring {client.name} were found on YouTube.</p>
          ) : (
            <ul className={GRID} aria-label={`YouTube results for ${client.name}`}>
              {results.map((result) => {
                const card = resultCard(result, byYoutubeId.get(result.id));
                const isSaved = card.savedId !== undefined;
                return (
                  <VideoScanCard key={result.id} id={resultCardId(result.id)} video={card} saved={isSaved}>
                    {isSaved
                      ? approvalButtons(card, resultCardId(result.id))
                      : data.can.import && (
                          <Button size="sm" disabled={actions.busy} onClick={() => actions.onImport(result)} aria-label={`Import: ${result.title}`}>
                            Import
                          </Button>
                        )}
                  </VideoScanCard>
                );
              })}
            </ul>
          )}
        </div>
      )}
      <div>
        <h3 className="mb-3 font-medium text-ink">Saved videos</h3>
        {saved.length === 0 ? (
          <p className="text-sm text-muted">No saved videos yet.{data.youtubeConfigured && ' Scan YouTube to find videos to import.'}</p>
        ) : (
          <ul className={GRID} aria-label={`Saved videos of ${client.name}`}>
            {saved.map((v) => {
              const card = savedCard(v);
              return (
                <VideoScanCard key={v.id} id={savedCardId(v.id)} video={card} saved>
                  {approvalButtons(card, savedCardId(v.id))}
                </VideoScanCard>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * Why a viewer who may scan gets no Import or Hide (a team member: team is left out of
 * video editing; the server refuses their import too).
 */
function ReadOnlyNote({ clientName }: { clientName: string }) {
  return (
    <Alert tone="info" title="You can scan and look">
      Importing or hiding a video is up to {clientName} or an admin: team members don’t change the profile’s videos.
    </Alert>
  );
}

/** Approve (pending) or Disapprove (approved) for admins; Hide (approved) for the guest; nothing for team. */
function ApprovalButtons({ card, cardId, can, actions }: { card: VideoCardFields; cardId: string; can: ScanPanel['can']; actions: CardActions }) {
  const id = card.savedId;
  if (id === undefined) return null;
  const button = (action: ApprovalAction, label: string, variant: 'primary' | 'secondary') => (
    <Button size="sm" variant={variant} disabled={actions.busy} onClick={() => actions.onApproval(id, action, cardId)} aria-label={`${label}: ${card.title}`}>
      {label}
    </Button>
  );
  if (can.approve) return card.toApprove === 0 ? button('disapprove', 'Disapprove', 'secondary') : button('approve', 'Approve', 'primary');
  if (can.hide && card.toApprove === 0) return button('hide', 'Hide', 'secondary');
  return null;
}
