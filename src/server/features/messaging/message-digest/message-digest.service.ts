import type { SessionUser } from '@shared/api/session-user';
import type { DigestSettings } from '@shared/api/messaging/message-digest';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { notFound } from '@server/lib/errors';
import { configuredBaseUrl } from '@server/platform/site';
import { threadLink, unreadDigestMail } from './mails/unread-digest.mail';
import * as repo from './message-digest.repo';

/**
 * Unread-message digests: a member whose messages stay unread longer than the quiet
 * period (MESSAGE_DIGEST_QUIET_MINUTES) gets one email listing them, not one per message.
 *
 * Who: a message to the client goes to its client's active guest accounts. A message to the team
 * goes to its recipientId when that is an active admin or owner, or an active team member who
 * works with the client; else to the active team members who work with the client; else to the
 * active admins and owners.
 *
 * When: messages with the same recipients form a batch; once the oldest of a batch has waited the
 * quiet period, the whole batch goes out (so a conversation of three messages in ten minutes is one
 * email, not three), and each recipient gets one email with every batch due for them.
 *
 * At most once: a run takes an advisory lock (one node sends; another running at the same time
 * skips), and in the same transaction sets emailed_at on every message it will email, which is the
 * record that this run covers them. The emails go out after the commit. A crash or an SMTP failure
 * after the commit loses those emails (the mailer records a failure in outbox_emails and logs it)
 * but never sends a message twice, nor retries a failing send every minute; the messages stay
 * unread in the app. Accounts that opted out (message_digest false) get nothing, but their
 * messages are marked all the same so they do not pile up.
 */
export type DigestContext = Pick<AppContext, 'db' | 'mailer' | 'config'>;

/** How many waiting messages one run reads at most (the rest wait for the next run). */
const PENDING_PER_RUN = 5_000;

/** What a digest run did. */
export interface DigestRun {
  /** Emails sent (or kept in the outbox without SMTP_URL). */
  emails: number;
  /** Emails the mailer failed to send. */
  failed: number;
  /** Messages marked as covered by this run (emailed, or nobody to email). */
  messages: number;
}

/** One account's digest: the account and its messages, oldest first. */
interface Digest {
  account: repo.DigestAccount;
  messages: repo.PendingMessage[];
}

/** Rows grouped by their client, in order. */
function byClient<T extends { clientId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.clientId, [...(groups.get(row.clientId) ?? []), row]);
  return groups;
}

/** Who each pending message goes to (see the rules above), by message id. */
async function recipientsOf(tx: DbOrTx, pending: repo.PendingMessage[]): Promise<Map<number, repo.DigestAccount[]>> {
  const clientIds = [...new Set(pending.map((m) => m.clientId))];
  const guests = byClient(await repo.activeGuestsOf(tx, clientIds));
  const team = byClient(await repo.activeTeamOf(tx, clientIds));
  const admins = pending.some((m) => m.recipientType === 'team') ? await repo.activeAdmins(tx) : [];
  const recipients = new Map<number, repo.DigestAccount[]>();
  for (const m of pending) {
    if (m.recipientType === 'client') {
      recipients.set(m.id, guests.get(m.clientId) ?? []);
      continue;
    }
    const teamOfClient = team.get(m.clientId) ?? [];
    const named = m.recipientId === 0 ? undefined : [...teamOfClient, ...admins].find((a) => a.id === m.recipientId);
    recipients.set(m.id, named ? [named] : teamOfClient.length > 0 ? teamOfClient : admins);
  }
  return recipients;
}

/** The messages of the batches (same recipients) whose oldest message was sent at or before `cutoff`, with their recipients. */
function dueBatches(pending: repo.PendingMessage[], recipients: Map<number, repo.DigestAccount[]>, cutoff: Date) {
  const batches = new Map<string, { accounts: repo.DigestAccount[]; messages: repo.PendingMessage[] }>();
  for (const m of pending) {
    const accounts = recipients.get(m.id) ?? [];
    const key = accounts.map((a) => a.id).join(',');
    const batch = batches.get(key) ?? { accounts, messages: [] };
    batch.messages.push(m);
    batches.set(key, batch);
  }
  return [...batches.values()].filter((b) => b.messages[0].createdAt <= cutoff);
}

/** The due batches as one digest per account that wants digests. */
function digestsOf(batches: ReturnType<typeof dueBatches>): Digest[] {
  const digests = new Map<number, Digest>();
  for (const batch of batches) {
    for (const account of batch.accounts.filter((a) => a.messageDigest)) {
      const digest = digests.get(account.id) ?? { account, messages: [] };
      digest.messages.push(...batch.messages);
      digests.set(account.id, digest);
    }
  }
  for (const digest of digests.values()) digest.messages.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
  return [...digests.values()];
}

/**
 * One digest run at `now` (tests pass their own): claims the due messages and marks them in one
 * transaction under the advisory lock, then sends one email per account. Nothing when the digest
 * is off (quiet period 0) or another node is running.
 */
export async function runMessageDigest(ctx: DigestContext, now: Date = new Date()): Promise<DigestRun> {
  const run: DigestRun = { emails: 0, failed: 0, messages: 0 };
  const { quietMinutes } = ctx.config.messageDigest;
  if (quietMinutes === 0) return run;
  const cutoff = new Date(now.getTime() - quietMinutes * 60_000);
  const digests = await ctx.db.transaction(async (tx) => {
    if (!(await repo.tryDigestLock(tx))) return [];
    const pending = await repo.pendingMessages(tx, PENDING_PER_RUN);
    const due = dueBatches(pending, await recipientsOf(tx, pending), cutoff);
    const ids = due.flatMap((b) => b.messages.map((m) => m.id));
    await repo.markEmailed(tx, ids, now);
    run.messages = ids.length;
    return digestsOf(due);
  });
  const site = { siteName: ctx.config.siteName, baseUrl: configuredBaseUrl(ctx.config) };
  for (const { account, messages } of digests) {
    try {
      const mail = unreadDigestMail(account, messages, site, now);
      await ctx.mailer.send({ to: account.email, ...mail, link: threadLink(site.baseUrl, messages[0].threadId), replies: 'nobody' });
      run.emails++;
    } catch {
      run.failed++; // the mailer has logged it and kept it in outbox_emails as failed
    }
  }
  return run;
}

/** The account whose settings a user changes: their own, also while viewing as a client. */
function accountIdOf(user: SessionUser): number {
  return user.originalUser?.id ?? user.id;
}

/** GET /api/messages/digest-settings: the caller's own account's digest settings. */
export async function digestSettings(ctx: Pick<AppContext, 'db'>, user: SessionUser): Promise<DigestSettings> {
  const settings = await repo.findDigestSettings(ctx.db, accountIdOf(user));
  if (!settings) throw notFound('Account not found');
  return settings;
}

/** PUT /api/messages/digest-settings: stores the caller's own account's digest settings; what is stored. */
export async function updateDigestSettings(ctx: Pick<AppContext, 'db'>, user: SessionUser, input: DigestSettings): Promise<DigestSettings> {
  const settings = await repo.updateDigestSettings(ctx.db, accountIdOf(user), input);
  if (!settings) throw notFound('Account not found');
  return settings;
}
