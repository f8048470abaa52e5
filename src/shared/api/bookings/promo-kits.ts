import { z } from 'zod';
import { paramId } from '../fields';

/**
 * Promo kits: for a published appearance, two share cards the server renders, the
 * episode's links from its feed, and suggested post text; the guest's side downloads them from
 * /profile/{slug}/promo-kits.
 */

/** The two share cards of a kit: a square one for Instagram and LinkedIn, a wide one for link previews. */
export const PROMO_CARDS = {
  square: { width: 1080, height: 1080, label: 'Square card (1080 × 1080)' },
  wide: { width: 1200, height: 630, label: 'Wide card (1200 × 630)' },
} as const;
export type PromoCard = keyof typeof PROMO_CARDS;
export const PROMO_CARD_KINDS = Object.keys(PROMO_CARDS) as [PromoCard, ...PromoCard[]];

/** The notice on the guest's side until they open their kits. */
export function episodeOutNotice(showName: string): string {
  return `Your episode of ${showName} is out`;
}

/** The 404 of a kit that is unknown or of a client the user may not manage. */
export const PROMO_KIT_NOT_FOUND = 'Promo kit not found';

/** A link of the episode, labelled in words ("Episode page", "Audio file", "Transcript"). */
const promoLink = z.object({ label: z.string(), url: z.string() });

/** A promo kit as the page shows it: the episode, its show, the cards' download addresses, the links and the post texts. */
export const promoKit = z.object({
  episodeId: z.number(),
  bookingId: z.number().nullable(),
  showName: z.string(),
  episodeTitle: z.string(),
  publishedAt: z.string().nullable(),
  links: z.array(promoLink),
  /** Suggested posts, one per paragraph of the stored text. */
  posts: z.array(z.string()),
  createdAt: z.string(),
  seenAt: z.string().nullable(),
});
export type PromoKit = z.infer<typeof promoKit>;

/** A verified appearance with no kit yet, which "Make a promo kit" can make one for. */
const kitlessAppearance = z.object({ episodeId: z.number(), showName: z.string(), episodeTitle: z.string() });
export type KitlessAppearance = z.infer<typeof kitlessAppearance>;

/** GET /api/clients/{id}/promo-kits answer: the kits, newest first, and the verified appearances without one. */
export const promoKitList = z.object({ kits: z.array(promoKit), kitless: z.array(kitlessAppearance) });
export type PromoKitList = z.infer<typeof promoKitList>;

/** POST /api/promo-kits/{episodeId} params: the appearance to make a kit of. */
export const promoKitParams = z.object({ episodeId: paramId('Invalid episode') });

/** POST /api/clients/{id}/promo-kits/seen answer: how many kits this opening marked seen. */
export const promoKitsSeen = z.object({ marked: z.number() });

/** GET /api/promo-kits/{episodeId}/{card} params. */
export const promoCardParams = promoKitParams.extend({
  card: z.enum(PROMO_CARD_KINDS, { error: 'The card is square or wide' }),
});
