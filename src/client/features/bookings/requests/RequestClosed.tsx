import { Link } from 'react-router';
import { HOST_REQUEST_DECLINED, HOST_REQUEST_WITHDRAWN, type HostRequestClosed } from '../../../../shared/api/bookings/requests';
import { buttonClass } from '../../../components/ui/Button';

/**
 * What the host's link shows once their request is closed: declined (by the agency or the guest,
 * with the reason the host was mailed) or withdrawn by them. Nothing more of the request, no
 * action, and the guest's profile to send a new request from.
 */
export function RequestClosed({ request }: { request: HostRequestClosed }) {
  const { guest, showName } = request;
  const declined = request.closed === 'declined';
  return (
    <section aria-labelledby="closed-heading" className="flex flex-col items-start gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-5">
      <h2 id="closed-heading" className="font-display text-xl text-ink">
        {declined ? HOST_REQUEST_DECLINED : HOST_REQUEST_WITHDRAWN}
      </h2>
      <p className="text-sm text-ink-soft">
        {declined ? `${guest.name} can’t be on ${showName} this time.` : `Your request for ${guest.name} on ${showName} is closed, and the agency knows.`}
      </p>
      {declined && request.declineReason && (
        <figure className="w-full">
          <figcaption className="text-xs font-semibold tracking-[0.2em] text-gold uppercase">The reason given</figcaption>
          <blockquote className="mt-2 border-l-2 border-gold pl-4 text-ink whitespace-pre-line">{request.declineReason}</blockquote>
        </figure>
      )}
      <p className="text-sm text-ink-soft">
        {declined ? `You’re welcome to ask again, for another time or topic: send a new request from ${guest.name}’s profile.` : `If your plans change, send a new request from ${guest.name}’s profile.`}
      </p>
      <Link to={`/profile/${encodeURIComponent(guest.slug)}`} className={buttonClass('secondary')}>
        Open {guest.name}’s profile
      </Link>
    </section>
  );
}
