import { zoneLabel } from '@shared/dates';
import { plural } from '@shared/plural';
import { escapeHtml } from '@server/lib/escape-html';
import type { MailContent } from '@server/platform/mail/compose-mail';

/** How much of a message's text a digest quotes, in characters. */
const DIGEST_QUOTE_MAX = 200;
/** How many messages one digest lists; the rest are counted ("and N more"). */
const DIGEST_LISTED_MAX = 20;

/** A message as a digest shows it. */
interface DigestMessage {
  threadId: number;
  clientName: string;
  recipientType: 'client' | 'team';
  senderName: string;
  body: string;
  createdAt: Date;
}

/** Who a digest is written for (their name, for the greeting), whether it quotes the text, and their time zone when known. */
export interface DigestReader {
  name: string;
  digestIncludesText: boolean;
  timeZone: string | null;
}

/** The link to a conversation on the Messages page. */
export const threadLink = (baseUrl: string, threadId: number) => `${baseUrl}/messages/${threadId}`;

/** A message's text cut at DIGEST_QUOTE_MAX characters (whole code points), with an ellipsis when cut. */
function quote(body: string): string {
  const chars = Array.from(body);
  return chars.length > DIGEST_QUOTE_MAX ? `${chars.slice(0, DIGEST_QUOTE_MAX).join('')}…` : body;
}

/** How long before the email a message was written: "just before this email", "25 minutes before this email", "3 hours …", "2 days …". */
function beforeTheEmail(written: Date, sentAt: Date): string {
  const minutes = Math.max(0, Math.round((sentAt.getTime() - written.getTime()) / 60_000));
  if (minutes < 1) return 'just before this email';
  if (minutes < 60) return `${plural(minutes, 'minute')} before this email`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${plural(hours, 'hour')} before this email` : `${plural(Math.round(hours / 24), 'day')} before this email`;
}

/**
 * When a message was written, as its reader reads it: on their own clock when their zone is known
 * ("Tue, Nov 24, 9:57 AM Tokyo time, 25 minutes before this email"), else only how long before this
 * email, which reads true in any zone.
 */
function when(written: Date, reader: DigestReader, sentAt: Date): string {
  const ago = beforeTheEmail(written, sentAt);
  if (!reader.timeZone) return ago;
  const clock = written.toLocaleString('en-US', {
    timeZone: reader.timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${clock} ${zoneLabel(reader.timeZone)}, ${ago}`;
}

/** The heading of a thread's part: the client for the team, the team for the client. */
function heading(message: DigestMessage, count: number): string {
  const from = message.recipientType === 'team' ? message.clientName : 'the team';
  return `Messages from ${from} (${count})`;
}

/** The listed messages by thread, in the order their threads first appear. */
function byThread(messages: DigestMessage[]): DigestMessage[][] {
  const threads = new Map<number, DigestMessage[]>();
  for (const m of messages) threads.set(m.threadId, [...(threads.get(m.threadId) ?? []), m]);
  return [...threads.values()];
}

/**
 * The digest email of one account, sent at `sentAt`: a subject with the count; per thread (up to
 * DIGEST_LISTED_MAX messages, oldest first) who wrote and when (on the reader's clock when known), the text cut at DIGEST_QUOTE_MAX characters when
 * the account includes text, and a link to /messages/{threadId}; as plain text and as HTML with
 * every value escaped.
 */
export function unreadDigestMail(to: DigestReader, messages: DigestMessage[], site: { siteName: string; baseUrl: string }, sentAt: Date): MailContent {
  const n = messages.length;
  const total = `${n} unread message${n === 1 ? '' : 's'}`;
  const threads = byThread(messages.slice(0, DIGEST_LISTED_MAX));
  const more = n - Math.min(n, DIGEST_LISTED_MAX);
  const link = (threadId: number) => threadLink(site.baseUrl, threadId);
  const e = escapeHtml;

  const text = [`Hello${to.name ? ` ${to.name}` : ''},`, '', `You have ${total} on ${site.siteName}.`];
  const html = [`<p>Hello${to.name ? ` ${e(to.name)}` : ''},</p>`, `<p>You have ${e(total)} on ${e(site.siteName)}.</p>`];
  for (const thread of threads) {
    text.push('', heading(thread[0], thread.length));
    html.push(`<h2 style="font-size:16px">${e(heading(thread[0], thread.length))}</h2>`, '<ul>');
    for (const m of thread) {
      text.push(`- ${m.senderName}, ${when(m.createdAt, to, sentAt)}`);
      if (to.digestIncludesText) text.push(`  ${quote(m.body).replace(/\s*\n\s*/g, ' ')}`);
      const said = to.digestIncludesText ? `<br><span style="white-space:pre-line">${e(quote(m.body))}</span>` : '';
      html.push(`<li><strong>${e(m.senderName)}</strong>, ${e(when(m.createdAt, to, sentAt))}${said}</li>`);
    }
    text.push(`Open the conversation: ${link(thread[0].threadId)}`);
    html.push('</ul>', `<p><a href="${e(link(thread[0].threadId))}">Open the conversation</a></p>`);
  }
  if (more > 0) {
    text.push('', `And ${more} more: ${site.baseUrl}/messages`);
    html.push(`<p><a href="${e(`${site.baseUrl}/messages`)}">And ${more} more</a></p>`);
  }
  const footer = `You get this email because "Email me unread messages" is on for your ${site.siteName} account. You can switch it off, or leave the message text out, on the Messages page.`;
  text.push('', footer);
  html.push(`<p style="color:#555;font-size:12px">${e(footer)}</p>`);
  return { subject: `You have ${total} on ${site.siteName}`, text: `${text.join('\n')}\n`, html: html.join('\n') };
}
