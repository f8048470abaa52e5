import { Link } from '@client/lib/router';
import {
  HOST_REQUEST_CANCELLED,
  HOST_REQUEST_DECLINED,
  HOST_REQUEST_EXPIRED,
  HOST_REQUEST_WITHDRAWN,
  type HostRequestClosed,
} from '@shared/api/bookings/requests';
import { buttonClass } from '@client/components/ui/Button';

/** Each way a request closes: the page's heading, what happened, and the invitation to ask again. */
function wordsOf(request: HostRequestClosed): { heading: string; what: string; again: string } {
  const { guest, showName } = request;
  const ask = `send a new request from ${guest.name}’s profile.`;
  switch (request.closed) {
    case 'declined':
      return {
        heading: HOST_REQUEST_DECLINED,
        what: `${guest.name} can’t be on ${showName} this time.`,
        again: `You’re welcome to ask again, for another time or topic: ${ask}`,
      };
    case 'withdrawn':
      return {
        heading: HOST_REQUEST_WITHDRAWN,
        what: `Your request for ${guest.name} on ${showName} is closed, and the agency knows.`,
        again: `If your plans change, ${ask}`,
      };
    case 'cancelled': {
      const by = request.cancelled?.by ?? 'agency';
      const what = by === 'guest' ? `${guest.name} cancelled their booking` : `${by === 'host' ? 'You' : 'The agency'} cancelled ${guest.name}’s booking`;
      return {
        heading: HOST_REQUEST_CANCELLED,
        what: `${what} on ${showName}, and the calendar invitation is withdrawn.`,
        again: `To find another time, ${ask}`,
      };
    }
    case 'expired':
      return {
        heading: HOST_REQUEST_EXPIRED,
        what: `The time held for ${guest.name} on ${showName} ran out before it was confirmed, and it is released.`,
        again: `To ask again, ${ask}`,
      };
  }
}

/**
 * What the host's link shows once their request is closed: declined (by the agency or the guest,
 * with the reason the host was mailed), withdrawn by them, cancelled by any side (with who and why),
 * or a hold that ran out. Nothing more of the request, no action, and the guest's profile to send a new request from.
 */
export function RequestClosed({ request }: { request: HostRequestClosed }) {
  const { guest } = request;
  const words = wordsOf(request);
  const reason = request.closed === 'declined' ? request.declineReason : request.closed === 'cancelled' ? (request.cancelled?.reason ?? null) : null;
  return (
    <section aria-labelledby="closed-heading" className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5">
      <h2 id="closed-heading" className="font-display text-xl text-ink">
        {words.heading}
      </h2>
      <p className="text-sm text-ink-soft">{words.what}</p>
      {reason && (
        <figure className="w-full">
          <figcaption className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">The reason given</figcaption>
          <blockquote className="mt-2 border-l-2 border-gold pl-4 text-ink whitespace-pre-line">{reason}</blockquote>
        </figure>
      )}
      <p className="text-sm text-ink-soft">{words.again}</p>
      <Link to={`/profile/${encodeURIComponent(guest.slug)}`} className={buttonClass('secondary')}>
        Open {guest.name}’s profile
      </Link>
    </section>
  );
}
