import type { Mail, Mailer } from '@server/integrations/mail/mailer';
import type { DbOrTx } from '@server/db/client';
import { agencyRecipients } from './requests.repo';
import type { Site } from '@server/platform/site';

/** The agency's inbox of booking requests, which its mails link to. */
export const agencyInbox = (site: Pick<Site, 'baseUrl'>) => `${site.baseUrl}/admin/booking-requests`;

/**
 * Mails the agency of a client (its admins and owners, and the team assigned to the client, each
 * active and activated: `agencyRecipients`) the same mail each, saying its replies are not read
 * (the agency answers in the inbox), best effort: a failure, of one mail or of reading who to send to, is logged
 * with `about` and never thrown (the write it tells of already stands).
 */
export async function mailTheAgency(
  ctx: { db: DbOrTx; mailer: Mailer },
  site: Site,
  clientId: number,
  mail: Omit<Mail, 'to' | 'replies'>,
  about: Record<string, unknown>,
): Promise<void> {
  try {
    for (const to of await agencyRecipients(ctx.db, clientId)) {
      await ctx.mailer
        .send({ ...mail, to, replies: 'nobody' })
        .catch((error: unknown) => site.log.error({ err: error, ...about, to }, `Mailing the agency failed: ${mail.subject}`));
    }
  } catch (error) {
    site.log.error({ err: error, ...about }, `Mailing the agency failed: ${mail.subject}`);
  }
}
