import type { HostRequestView } from '@shared/api/bookings/requests';
import { CopyTextButton } from '@client/components/ui/CopyTextButton';

/**
 * The exact `podcast:person` line the host of a confirmed booking may add to the episode: podcast
 * apps then credit the guest with their profile, and the episode confirms the guest's appearance
 * by itself once it is out.
 */
export function CreditGuestLine({ view }: { view: HostRequestView }) {
  if (!view.personTag) return null;
  return (
    <section aria-labelledby="credit-guest-heading" className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="credit-guest-heading" className="font-display text-xl text-ink">
          Credit {view.guest.name} in the episode
        </h2>
        <CopyTextButton text={view.personTag} label="Copy the line" what="Line" />
      </div>
      <p className="text-sm text-ink-soft">
        Add this line to the episode in your podcast host’s settings (the Podcasting 2.0 “person” tag). Podcast apps then show {view.guest.name} as your guest
        with a link to their profile, and their appearance on {view.showName} is confirmed from your own feed as soon as the episode is out.
      </p>
      <pre className="rounded-md border border-line bg-sunken p-3 text-xs break-all whitespace-pre-wrap text-ink">
        <code>{view.personTag}</code>
      </pre>
    </section>
  );
}
