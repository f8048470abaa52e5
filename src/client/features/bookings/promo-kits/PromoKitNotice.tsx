import { PartyPopper } from 'lucide-react';
import { Link } from '@client/lib/router';
import { episodeOutNotice } from '@shared/api/bookings/promo-kits';
import { usePromoKits } from './use-promo-kits';

/** The path of a client's promo kits page. */
const promoKitsPath = (slug: string) => `/profile/${slug}/promo-kits`;

/**
 * "Your episode of {show} is out", for each kit nobody on the guest's side has opened yet, with
 * the way to the promo kit; gone once the kits page is opened. Nothing while loading or when all
 * are seen.
 */
export function PromoKitNotice({ clientId, slug }: { clientId: number; slug: string }) {
  const { data } = usePromoKits(clientId);
  const unseen = data?.kits.filter((kit) => kit.seenAt === null) ?? [];
  if (unseen.length === 0) return null;
  return (
    <section aria-label="New episodes out" className="rounded-[var(--radius-card)] border border-success/40 bg-success-soft p-5 text-ink">
      <ul className="space-y-2">
        {unseen.map((kit) => (
          <li key={kit.episodeId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <PartyPopper className="size-5 text-success" aria-hidden="true" />
            <span className="font-medium">{episodeOutNotice(kit.showName)}</span>
            <Link to={promoKitsPath(slug)} className="link-inline text-sm">
              Open your promo kit
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
