import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from '@client/lib/router';
import { QUOTE_LINK_INVALID, type QuoteConsentView, YES_QUOTE_ME } from '@shared/api/bookings/quote-consent';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { PageSpinner } from '@client/components/ui/Spinner';
import { call } from '@client/lib/call';
import { useHydrating } from '@client/lib/use-hydrating';
import { usePageTitle } from '@client/lib/use-page-title';
import { LinkInvalid } from '../LinkInvalid';
import { QuotedWords } from './QuotedWords';
import { quoteConsentQuery } from './quote-consent-query';

/** The page's title in the tab (the server writes the same one). */
const PAGE_TITLE = 'Your words on a profile';

/** The quote as it would read and the one button that agrees to it (a POST: opening the link agrees to nothing); then the thanks. */
function AgreeToQuote({ token, view }: { token: string; view: QuoteConsentView }) {
  const hydrating = useHydrating();
  const agree = useMutation({ mutationFn: () => call(bookingsRoutes.agreeToQuote, { params: { token } }) });
  if (agree.isSuccess) return <Alert tone="success">{agree.data.message}</Alert>;
  return (
    <div className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-line bg-canvas p-5">
      <QuotedWords quote={view.quote} hostName={view.hostName} showName={view.showName} />
      <p className="text-sm text-ink-soft">Nothing is shown unless you agree. If you would rather not be quoted, there is nothing to do.</p>
      {agree.isError && <Alert tone="error">{agree.error.message || 'Your answer could not be sent. Please try again.'}</Alert>}
      <Button className="self-start" loading={agree.isPending} disabled={hydrating} onClick={() => agree.mutate()}>
        {YES_QUOTE_ME}
      </Button>
    </div>
  );
}

/**
 * /quote/{token}: the host who gave feedback on a guest reads the exact quote the guest chose from
 * it, with the name and show it would carry, and agrees with "Yes, quote me" (no account).
 * Server-rendered for reading without JavaScript; the button works once the page is hydrated. A
 * used or expired link says so.
 */
export default function QuoteConsentPage() {
  const { token = '' } = useParams();
  // the key holds no token: the view is forgotten as soon as the page leaves it
  usePageTitle(PAGE_TITLE);
  const consent = useQuery({ ...quoteConsentQuery(token), retry: false, gcTime: 0 });
  if (consent.isPending) return <PageSpinner label="Loading…" fullScreen />;
  if (consent.isError) return <LoadFailed message="This page could not be loaded." onRetry={() => void consent.refetch()} />;
  const view = consent.data;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      {view ? (
        <>
          <h1 className="font-display text-3xl text-ink">{`May ${view.guestName} quote you?`}</h1>
          <p className="text-ink-soft">{`${view.guestName} would like to show these words from your feedback on their profile, with your name and ${view.showName}.`}</p>
          <AgreeToQuote token={token} view={view} />
        </>
      ) : (
        <>
          <h1 className="font-display text-3xl text-ink">{PAGE_TITLE}</h1>
          <LinkInvalid message={QUOTE_LINK_INVALID} to="/directory" label="Browse the directory" />
        </>
      )}
    </div>
  );
}
