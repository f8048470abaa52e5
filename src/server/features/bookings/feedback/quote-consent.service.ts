import { QUOTE_LINK_DAYS, QUOTE_LINK_INVALID, type QuoteConsentView } from '@shared/api/bookings/quote-consent';
import type { AppContext } from '@server/context';
import { AppError, notFound } from '@server/lib/errors';
import { hashToken } from '@server/lib/tokens';
import { lockClientForWrite } from '@server/features/directory/clients/client-writes';
import { auditedWrite } from '@server/platform/audit/audited-write';
import type { Site } from '@server/platform/site';
import { deleteLink } from './feedback.repo';
import * as repo from './quote-consent.repo';
import { guestPeopleOf } from '../holds/booking-parties';
import { quoteAgreedMail } from './mails/quote-agreed.mail';
import { quoteAskMail } from './mails/quote-ask.mail';

/** The 503 of a quote stored while the mail asking its host failed (asking again with the same quote sends it). */
export const QUOTE_ASK_FAILED = 'Your quote is saved, but the mail asking the host to agree could not be sent. Please try again in a few minutes.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a quote link minted now stops working. */
export const quoteLinkExpiry = () => new Date(Date.now() + QUOTE_LINK_DAYS * DAY_MS);

/** What the mail asking a host names: where it goes, the host, the guest, the show and the quote. */
export interface QuoteAsk {
  to: string;
  hostName: string | null;
  guestName: string;
  showName: string;
  quote: string;
}

/**
 * Mails the host the exact quote the guest chose from their feedback, as the profile would show
 * it, and one link to agree (`/quote/{token}`); replies reach the agency. If the mail fails, the
 * link is removed (the quote waits; asking again sends a fresh one) and a 503 says so.
 */
export async function askHostToAgree(ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>, site: Site, ask: QuoteAsk, token: string): Promise<void> {
  const link = `${site.baseUrl}/quote/${token}`;
  try {
    await ctx.mailer.send({ to: ask.to, ...quoteAskMail({ ...ask, siteName: ctx.config.siteName, link }), link, replies: 'agency' });
  } catch (error) {
    site.log.error({ err: error }, 'The mail asking a host to agree to a quote failed; its link was removed');
    await deleteLink(ctx.db, hashToken(token));
    throw new AppError(503, QUOTE_ASK_FAILED, 'MAIL_FAILED', 60);
  }
}

/** The quote a host's link asks about; 404 (QUOTE_LINK_INVALID) for a link unknown, used, expired, or whose quote changed or was withdrawn. */
async function requireByToken(ctx: Pick<AppContext, 'db'>, token: string) {
  const found = await repo.findByQuoteToken(ctx.db, hashToken(token));
  if (!found) throw notFound(QUOTE_LINK_INVALID, 'QUOTE_LINK_INVALID');
  return found;
}

/** What the host's page shows: the guest, the show, their own name and the exact quote. Reading it agrees to nothing. */
export async function quoteConsentView(ctx: Pick<AppContext, 'db'>, token: string): Promise<QuoteConsentView> {
  const { guestName, showName, hostName, quote } = await requireByToken(ctx, token);
  return { guestName, showName, hostName, quote };
}

/** Thrown inside the consent's transaction when the quote was agreed, changed or withdrawn meanwhile (rolls back the audit entry). */
const GONE = new Error('quote link gone');

/**
 * Tells the guest's people that the host agreed and where the quote now shows; best effort (a
 * failure is logged: the quote is published either way).
 */
async function tellGuestOfYes(
  ctx: Pick<AppContext, 'db' | 'mailer'>,
  site: Site,
  found: NonNullable<Awaited<ReturnType<typeof repo.findByQuoteToken>>>,
): Promise<void> {
  const profile = `${site.baseUrl}/profile/${found.slug}`;
  const mail = quoteAgreedMail({ ...found, profile });
  for (const to of await guestPeopleOf(ctx.db, found.clientId)) {
    await ctx.mailer
      .send({ to, ...mail, link: profile, replies: 'agency' })
      .catch((error: unknown) => site.log.error({ err: error, bookingId: found.bookingId }, 'Telling the guest that a host agreed to be quoted failed'));
  }
}

/**
 * The host agrees to be quoted: the quote shows on the guest's profile from now on, with the
 * host's name and the show, and the guest's people are told. The link is used up (a second
 * answers 404), audited with no actor, and every node's read cache drops the profile.
 */
export async function agreeToQuote(ctx: Pick<AppContext, 'db' | 'bus' | 'mailer'>, token: string, site: Site): Promise<{ message: string }> {
  const found = await requireByToken(ctx, token);
  await auditedWrite(
    ctx.db,
    null,
    async (tx) => {
      const client = await lockClientForWrite(tx, found.clientId);
      if (!(await repo.deleteQuoteLink(tx, hashToken(token))) || !(await repo.agreeToQuote(tx, found.bookingId, found.quote))) throw GONE;
      return client;
    },
    (client) => ({
      action: 'testimonial.agree',
      targetType: 'booking',
      targetId: found.bookingId,
      details: { clientId: client.id, slug: client.slug, showName: found.showName },
    }),
  ).catch((error: unknown) => {
    if (error === GONE) throw notFound(QUOTE_LINK_INVALID, 'QUOTE_LINK_INVALID');
    throw error;
  });
  await ctx.bus.invalidate('clients');
  await tellGuestOfYes(ctx, site, found);
  return { message: `Thank you! Your words now show on ${found.guestName}’s profile.` };
}
