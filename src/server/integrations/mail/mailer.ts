import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '@server/db/client';
import { outboxEmails } from '@server/db/schema';

/** One email to send. `link` is the action link, logged when the mail is only kept locally. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
  /** A calendar invitation (RFC 5545) sent with the mail as its text/calendar part, and kept in the outbox. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /**
   * Who reads a reply: `agency` for a mail that invites one (it gets the agency's MAIL_REPLY_TO as
   * its Reply-To), `nobody` for one whose replies are not read (it says so at its foot).
   */
  replies: 'agency' | 'nobody';
}

/** The line at the foot of a mail whose replies nobody reads. */
export const NO_REPLY_NOTE = 'This mail was sent automatically: replies to it are not read.';

/** The mail as it goes out: the no-reply note at the foot of one nobody answers, and its Reply-To. */
function finished(mail: Mail, replyTo: string | undefined): { text: string; html?: string; replyTo?: string } {
  if (mail.replies === 'agency') return { text: mail.text, html: mail.html, replyTo };
  return { text: `${mail.text}\n\n${NO_REPLY_NOTE}`, html: mail.html && `${mail.html}<p style="color:#6b6b6b;font-size:12px">${NO_REPLY_NOTE}</p>` };
}

/** The address that reads replies and RSVPs: MAIL_REPLY_TO, else the sender's. */
export function agencyMailbox(config: { mailFrom: string; mailReplyTo?: string }): string {
  return config.mailReplyTo ?? config.mailFrom;
}

/** Sends mail. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Mail through nodemailer. A mail that invites a reply carries the agency's Reply-To; one whose
 * replies are not read says so at its foot. With SMTP_URL it goes out by SMTP, and the outbox records only that it
 * was sent (or failed): to whom, the subject, when, never its body, link or invitation, so no copy
 * of the database holds a live link. Without SMTP_URL the whole mail is kept in the outbox and its
 * link logged, so a local user can follow it. nodemailer loads with the first mail sent by SMTP,
 * not when the server starts.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; replyTo?: string }, log: Pick<FastifyBaseLogger, 'info' | 'error'>): Mailer {
  const { smtpUrl } = options;
  let transport: Promise<Transporter> | undefined;
  const smtp = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    async send(mail) {
      const out = finished(mail, options.replyTo);
      const record = { toAddress: mail.to, subject: mail.subject, replyTo: out.replyTo ?? null };
      if (!smtpUrl) {
        const content = { textBody: out.text, htmlBody: out.html ?? null, link: mail.link ?? null, calendar: mail.calendar?.content ?? null };
        await db.insert(outboxEmails).values({ ...record, ...content, status: 'kept' });
        log.info({ to: mail.to, link: mail.link }, `Mail kept in the outbox (no SMTP_URL): ${mail.subject}`);
        return;
      }
      try {
        await (await smtp()).sendMail({
          from: options.from,
          to: mail.to,
          replyTo: out.replyTo,
          subject: mail.subject,
          text: out.text,
          html: out.html,
          icalEvent: mail.calendar && { method: mail.calendar.method, content: mail.calendar.content },
        });
        await db.insert(outboxEmails).values({ ...record, status: 'sent' });
      } catch (error) {
        log.error({ err: error, to: mail.to }, 'Sending mail failed');
        await db.insert(outboxEmails).values({ ...record, status: 'failed', error: (error as Error).message });
        throw error;
      }
    },
  };
}
