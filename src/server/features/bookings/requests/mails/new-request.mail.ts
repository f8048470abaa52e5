import { fullTimeWithOther } from '@shared/dates';
import type { MailContent } from '@server/platform/mail/compose-mail';
import { agencyMail } from './agency-frame';

/** A confirmed request as the agency's mail tells it: the host, the guest, the show, the topic and the times proposed (UTC instants), with the host's zone and the guest's (null while unset). */
export interface NewRequestFacts {
  hostName: string;
  hostEmail: string;
  guestName: string;
  guestZone: string | null;
  showName: string;
  showUrl: string;
  topic: string;
  slots: string[];
  hostZone: string;
}

/** Tells the agency of a new request: who asks for whom on which show, the topic, and each time proposed on the host's clock (the guest's beside it), with the inbox's link. */
export function newRequestMail(request: NewRequestFacts, inbox: string): MailContent {
  const guest = { name: request.guestName, timeZone: request.guestZone };
  return agencyMail(
    `New booking request for ${request.guestName} from ${request.showName}`,
    [
      `${request.hostName} <${request.hostEmail}> asks for ${request.guestName} on ${request.showName} (${request.showUrl}).`,
      `Topic: ${request.topic}`,
      '',
      'The times proposed:',
      ...request.slots.map((slot) => `- ${fullTimeWithOther(slot, request.hostZone, guest)}`),
    ],
    inbox,
  );
}
