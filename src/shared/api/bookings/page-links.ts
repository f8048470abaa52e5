import { addressOf } from '../route';
import { PITCH_LINK_KINDS, type PitchLinkKind } from './pitches';
import { bookingsRoutes } from './route-table';

/*
 * The links on a page reached through a secret link (a pitch page, a host's request page) are
 * written relative to the page, as a query (`?open=pdf&guest=12`): the page's HTML never carries
 * its token, and they still work without JavaScript. The server answers such an address with a
 * redirect to the API route that serves it (pageLinkTarget), the token taken from the address the
 * browser already has.
 */

/** A guest's tracked link on a pitch page (the profile, the one-sheet PDF, the portrait), relative to the page. */
export const pitchGuestLink = (guestId: number, kind: PitchLinkKind) => `?open=${kind}&guest=${guestId}`;

/** The host's calendar invitation on their request page, relative to the page. */
export const HOST_CALENDAR_LINK = '?open=calendar';

/** The token in a page's address (its second segment), decoded; undefined when it can't be. */
function tokenOf(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The API address a page link asks for (see pitchGuestLink, HOST_CALENDAR_LINK), from the page's
 * address with its query; undefined for any other address. The API route checks the token.
 */
export function pageLinkTarget(url: string): string | undefined {
  const [path, search = ''] = url.split('?', 2);
  const query = new URLSearchParams(search);
  const open = query.get('open');
  if (!open) return undefined;
  const page = /^\/(pitch|requests)\/([^/]+)\/?$/i.exec(path);
  const token = page && tokenOf(page[2]);
  if (!page || !token) return undefined;
  if (page[1].toLowerCase() === 'requests') return open === 'calendar' ? addressOf(bookingsRoutes.hostCalendar, { params: { token } }) : undefined;
  const guest = query.get('guest') ?? '';
  const kind = PITCH_LINK_KINDS.find((known) => known === open);
  if (!kind || !/^[1-9]\d{0,9}$/.test(guest)) return undefined;
  return addressOf(bookingsRoutes.pitchLink, { params: { token, clientId: guest, kind } });
}
