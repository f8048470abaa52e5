import { useQuery } from '@tanstack/react-query';
import { useParams } from '@client/lib/router';
import { profileQuery } from '@client/features/directory/clients/profile-query';
import { PromoKitNotice } from './PromoKitNotice';

/**
 * The "episode is out" notice across the client panel (/profile/{slug}/…, the Bookings page
 * included), for whoever may manage the client; not on the promo kits page itself, which marks
 * the kits seen. The profile is the subpages' own query (already read), so this costs one request:
 * the client's kits.
 */
export default function PanelPromoKitNotice() {
  const { slug = '', '*': subpage } = useParams();
  const { data: client } = useQuery(profileQuery(slug));
  if (!client?.abilities.manage || subpage === 'promo-kits') return null;
  // the subpages' frame (SubpageFrame), and nothing at all when no kit is unseen
  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 empty:hidden sm:px-8">
      <PromoKitNotice clientId={client.id} slug={client.slug} />
    </div>
  );
}
