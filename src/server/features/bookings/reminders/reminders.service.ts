import type { Mail } from '@server/integrations/mail/mailer';
import type { Site } from '@server/platform/site';
import { bookingFactsOf, guestPeopleOf, guestReadingZone, partiesOf } from '../holds/booking-parties';
import type { AppContext } from '@server/context';
import { claimDue, type ReminderKind } from './reminders.repo';
import { recordingReminderMail } from './mails/recording-reminder.mail';

/** What the reminders need: the database and the mailer. */
type RemindersContext = Pick<AppContext, 'db' | 'mailer'>;

/** The reminders of one recording: to the host on their clock, to the guest's people on theirs, each with the other's beside. */
async function reminderMails(ctx: RemindersContext, bookingId: number, kind: ReminderKind): Promise<Mail[]> {
  const parties = await partiesOf(ctx.db, bookingId);
  if (!parties) return [];
  const { booking, host, guest } = parties;
  const facts = bookingFactsOf(parties);
  const mails: Mail[] = [];
  if (host) mails.push({ to: host.email, ...recordingReminderMail(facts, { zone: host.timeZone, other: guest }, kind), replies: 'agency' });
  const hostClock = host ? { name: host.name, timeZone: host.timeZone } : null;
  for (const to of await guestPeopleOf(ctx.db, booking.clientId)) {
    mails.push({ to, ...recordingReminderMail(facts, { zone: guestReadingZone(parties), other: hostClock }, kind), replies: 'agency' });
  }
  return mails;
}

/**
 * Reminds the host and the guest's side of each confirmed recording a day before and an hour
 * before, once each across nodes (`claimDue`); a booking moved to a new time is reminded again. At
 * most once: a failed mail is logged and not retried. How many recordings were reminded.
 */
export async function remindRecordings(ctx: RemindersContext, site: Site): Promise<number> {
  let reminded = 0;
  for (const kind of ['hour', 'day'] as const) {
    const claimed = await claimDue(ctx.db, kind);
    reminded += claimed.length;
    for (const row of claimed) {
      try {
        for (const mail of await reminderMails(ctx, row.id, kind)) {
          await ctx.mailer.send(mail).catch((error: unknown) => site.log.error({ err: error, bookingId: row.id, to: mail.to }, 'A recording reminder failed'));
        }
      } catch (error) {
        site.log.error({ err: error, bookingId: row.id }, 'Reminding of a recording failed');
      }
    }
  }
  return reminded;
}
