import type { AppContext } from '@server/context';
import { hitRateLimit } from '@server/platform/rate-limit';
import { agencyInbox, mailTheAgency } from '../requests/agency-mail';
import { hostRepliesMail } from './mails/host-replies.mail';
import type { Site } from '@server/platform/site';
import { type ClaimedReply, claimDueReplies, threadsOf } from './reply-mail.repo';

/**
 * How the agency hears of a host's replies: a thread's first waiting reply is mailed `delayMinutes`
 * later, with every reply written meanwhile, in one mail; a thread is mailed at most
 * `perThreadPerDay` times in 24 hours (later replies are in the inbox only). The replies' job looks
 * every `checkEverySeconds`.
 */
export const REPLY_MAIL = { delayMinutes: 5, perThreadPerDay: 6, checkEverySeconds: 60 } as const;

const DAY_SECONDS = 24 * 60 * 60;

/** What mailing the replies needs: the database and the mailer. */
export type ReplyMailContext = Pick<AppContext, 'db' | 'mailer'>;

/** The replies of each thread, in the order they were written. */
function byThread(replies: ClaimedReply[]): Map<number, string[]> {
  const threads = new Map<number, string[]>();
  for (const reply of replies) threads.set(reply.requestId, [...(threads.get(reply.requestId) ?? []), reply.body]);
  return threads;
}

/**
 * Mails the agency the host replies that are due (`REPLY_MAIL`), one mail per thread, at `at` (the
 * database's clock when not given). The replies are taken and each thread's mail counted in one
 * transaction, committed before any mail: at most once, as the other clocks (a failure is logged by
 * `mailTheAgency`, not retried; the replies are in the inbox). A thread past its daily mails is not
 * mailed. How many threads were mailed, and how many were over their day's mails.
 */
export async function mailDueReplies(ctx: ReplyMailContext, site: Site, at?: Date): Promise<{ mailed: number; overDailyCap: number }> {
  const taken = await ctx.db.transaction(async (tx) => {
    const threads: { requestId: number; replies: string[]; mailOfDay: number }[] = [];
    for (const [requestId, replies] of byThread(await claimDueReplies(tx, REPLY_MAIL.delayMinutes, at))) {
      const { hits } = await hitRateLimit(tx, `booking-replies:mail:${requestId}`, DAY_SECONDS);
      threads.push({ requestId, replies, mailOfDay: hits });
    }
    return threads;
  });
  const due = taken.filter((thread) => thread.mailOfDay <= REPLY_MAIL.perThreadPerDay);
  const inbox = agencyInbox(site);
  for (const thread of await threadsOf(
    ctx.db,
    due.map((entry) => entry.requestId),
  )) {
    const { replies, mailOfDay } = due.find((entry) => entry.requestId === thread.requestId)!;
    const lastToday = mailOfDay === REPLY_MAIL.perThreadPerDay ? REPLY_MAIL.perThreadPerDay : undefined;
    await mailTheAgency(ctx, site, thread.clientId, { ...hostRepliesMail(thread, replies, inbox, lastToday), link: inbox }, { requestId: thread.requestId });
  }
  return { mailed: due.length, overDailyCap: taken.length - due.length };
}
