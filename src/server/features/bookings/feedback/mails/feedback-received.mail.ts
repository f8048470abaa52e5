import { FEEDBACK_LIMITS } from '@shared/api/bookings/feedback';
import { composeMail, type MailContent, mailLink } from '@server/platform/mail/compose-mail';

/** Tells the agency a host's feedback arrived: the rating, the words (if any), and the guest's Bookings page where it shows. */
export function feedbackReceivedMail(feedback: {
  hostName: string | null;
  guestName: string;
  showName: string;
  rating: number;
  body: string;
  link: string;
}): MailContent {
  return composeMail(`Feedback on ${feedback.guestName} from ${feedback.showName}: ${feedback.rating}/${FEEDBACK_LIMITS.ratingMax}`, [
    `${feedback.hostName ?? 'The host'} of ${feedback.showName} rated ${feedback.guestName} ${feedback.rating} out of ${FEEDBACK_LIMITS.ratingMax}.`,
    '',
    feedback.body || '(No words added.)',
    '',
    ["The guest's Bookings page shows it, and lets them quote it on their profile: ", mailLink(feedback.link)],
  ]);
}
