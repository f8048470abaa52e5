import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { PROMO_CARD_KINDS, PROMO_CARDS, type KitlessAppearance, type PromoKit } from '@shared/api/bookings/promo-kits';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { formatDate } from '@shared/dates';
import { Button, buttonClass } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { toast } from '@client/components/ui/toast-store';
import { addressOf, call } from '@client/lib/call';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { ProfileSubpage } from '@client/features/directory/profile-subpage/ProfileSubpage';
import { SubpageFrame } from '@client/features/directory/profile-subpage/SubpageFrame';
import { ListSkeleton, LoadError } from '@client/components/forms/SubpageStates';
import { bookingKeys } from '../booking-keys';
import { CopyTextButton } from '@client/components/ui/CopyTextButton';
import { usePromoKits } from './use-promo-kits';

const TITLE = 'Promo Kits';

/**
 * /profile/{slug}/promo-kits, in the client panel: for each published appearance, its two share
 * cards (downloadable), the episode's links and suggested posts to copy; the verified appearances
 * without a kit can get one ("Make a promo kit"). Private to whoever may manage the client.
 * Opening it marks the kits seen, so the "episode is out" notice goes.
 */
export default function PromoKitsPage() {
  return (
    <ProfileSubpage title={TITLE}>
      {(client) =>
        client.abilities.manage ? (
          <PromoKits client={client} />
        ) : (
          <SubpageFrame slug={client.slug} title={TITLE} name={client.name}>
            <p className="text-ink-soft">Promo kits are private to the people who manage this profile.</p>
          </SubpageFrame>
        )
      }
    </ProfileSubpage>
  );
}

function PromoKits({ client }: { client: ClientDetail }) {
  const queryClient = useQueryClient();
  const kits = usePromoKits(client.id);
  const marked = useRef(false);
  const key = bookingKeys.promoKits(client.id);
  const hasKits = (kits.data?.kits.length ?? 0) > 0;
  // every opening with kits tells the server: it notes the guest's own people's first use of a kit (seen by the agency or not)
  useEffect(() => {
    if (!hasKits || marked.current) return;
    marked.current = true;
    call(bookingsRoutes.markPromoKitsSeen, { params: { id: client.id } }).then(
      ({ marked: unseen }) => (unseen > 0 ? queryClient.invalidateQueries({ queryKey: key }) : undefined),
      () => undefined, // the notice stays until a later visit marks them
    );
  }, [hasKits, client.id, queryClient, key]);

  const make = useMutation({
    mutationFn: (episodeId: number) => call(bookingsRoutes.makePromoKit, { params: { episodeId } }),
    onSuccess: (kit) => {
      toast({ type: 'success', title: `Promo kit made for ${kit.showName}` });
      return queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast({ type: 'error', title: 'The promo kit could not be made', message: serverMessageOr(error, 'Please try again.') }),
  });

  return (
    <SubpageFrame
      slug={client.slug}
      title={TITLE}
      name={client.name}
      intro={`Share cards, links and post text for each episode ${client.name} appears in, ready to download and share.`}
    >
      {kits.isPending ? (
        <Card className="px-6">
          <ListSkeleton label="Loading the promo kits" />
        </Card>
      ) : kits.isError ? (
        <LoadError title="Failed to load the promo kits" error={kits.error} onRetry={() => kits.refetch()} />
      ) : (
        <>
          {kits.data.kits.length === 0 && (
            <Card className="p-6 text-ink-soft">
              <p>No promo kits yet. When an episode with {client.name} comes out, its kit appears here and you get an email.</p>
            </Card>
          )}
          {kits.data.kits.map((kit) => (
            <KitCard key={kit.episodeId} kit={kit} guestName={client.name} />
          ))}
          {kits.data.kitless.length > 0 && (
            <Kitless appearances={kits.data.kitless} making={make.isPending ? make.variables : undefined} onMake={(id) => make.mutate(id)} />
          )}
        </>
      )}
    </SubpageFrame>
  );
}

/** One kit: the episode, both cards with their downloads, the links and the posts to copy. */
function KitCard({ kit, guestName }: { kit: PromoKit; guestName: string }) {
  const headingId = `promo-kit-${kit.episodeId}`;
  return (
    <Card className="p-4 sm:p-6">
      <article aria-labelledby={headingId} className="flex flex-col gap-5">
        <header>
          <h2 id={headingId} className="font-display text-xl text-ink">
            {kit.showName}
          </h2>
          <p className="text-sm text-ink-soft">
            {kit.episodeTitle}
            {kit.publishedAt && ` · Out ${formatDate.dayMonthYear(kit.publishedAt.slice(0, 10))}`}
          </p>
        </header>
        <div className="grid gap-4 sm:grid-cols-2">
          {PROMO_CARD_KINDS.map((card) => {
            const href = addressOf(bookingsRoutes.promoCard, { params: { episodeId: kit.episodeId, card } });
            const { label, width, height } = PROMO_CARDS[card];
            return (
              <figure key={card} className="flex flex-col gap-2">
                <img
                  src={href}
                  width={width}
                  height={height}
                  loading="lazy"
                  alt={`${label}: “${kit.episodeTitle}” on ${kit.showName}, with ${guestName}`}
                  className="h-auto w-full rounded-[var(--radius-control)] border border-line bg-canvas"
                />
                <figcaption>
                  <a href={href} download className={buttonClass('secondary', 'sm')} aria-label={`Download ${label.toLowerCase()} of ${kit.showName}`}>
                    <Download className="size-4" aria-hidden="true" />
                    {`Download ${label.toLowerCase()}`}
                  </a>
                </figcaption>
              </figure>
            );
          })}
        </div>
        {kit.links.length > 0 && (
          <section aria-label={`Links of the episode of ${kit.showName}`}>
            <h3 className="text-sm font-medium text-ink">Links</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {kit.links.map((link) => (
                <li key={link.url} className="break-words">
                  <span className="text-ink-soft">{link.label}: </span>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className="link-inline">
                    {link.url}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-label={`Suggested posts for ${kit.showName}`} className="flex flex-col gap-3">
          <h3 className="text-sm font-medium text-ink">Suggested posts</h3>
          {kit.posts.map((post, i) => (
            <div
              key={post}
              className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line p-3 sm:flex-row sm:items-start sm:justify-between"
            >
              <p className="text-sm break-words whitespace-pre-line text-ink-soft">{post}</p>
              <div className="shrink-0">
                <CopyTextButton text={post} label={`Copy post ${i + 1}`} what="Post" />
              </div>
            </div>
          ))}
        </section>
      </article>
    </Card>
  );
}

/** The verified appearances without a kit, each with "Make a promo kit". */
function Kitless({ appearances, making, onMake }: { appearances: KitlessAppearance[]; making: number | undefined; onMake: (episodeId: number) => void }) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="kitless-title">
        <h2 id="kitless-title" className="font-display text-lg text-ink">
          Appearances without a kit
        </h2>
        <ul className="mt-3 divide-y divide-line">
          {appearances.map((appearance) => (
            <li key={appearance.episodeId} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="text-sm">
                <span className="font-medium text-ink">{appearance.showName}</span>
                <span className="text-ink-soft"> · {appearance.episodeTitle}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                loading={making === appearance.episodeId}
                disabled={making !== undefined}
                onClick={() => onMake(appearance.episodeId)}
                aria-label={`Make a promo kit: ${appearance.showName}, ${appearance.episodeTitle}`}
              >
                <Sparkles className="size-4" aria-hidden="true" />
                Make a promo kit
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
