import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useParams } from '@client/lib/router';
import { FEEDBACK_LIMITS, FEEDBACK_LINK_INVALID, FEEDBACK_THANKS, type FeedbackForm, RATINGS, type Rating } from '@shared/api/bookings/feedback';
import { bookingsRoutes } from '@shared/api/bookings/route-table';
import { formatDate } from '@shared/dates';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { ChoiceGroup } from '@client/components/ui/ChoiceGroup';
import { LinkInvalid } from '../LinkInvalid';
import { LoadFailed } from '@client/components/ui/LoadFailed';
import { PageSpinner } from '@client/components/ui/Spinner';
import { TextAreaField } from '@client/components/ui/TextArea';
import { call } from '@client/lib/call';
import { bookingKeys } from '../booking-keys';
import { useHydrating } from '@client/lib/use-hydrating';
import { usePageTitle } from '@client/lib/use-page-title';
import { feedbackFormQuery } from './feedback-query';

/** The rating's labels: the number and its word, so a screen reader reads more than a digit. */
const RATING_LABELS: Record<Rating | '', string> = { '': 'No rating', 1: '1 – Poor', 2: '2 – Fair', 3: '3 – Good', 4: '4 – Very good', 5: '5 – Excellent' };

/**
 * The form: a rating from 1 to 5 (a radio group) and how it went; once sent, the page shows its
 * thanks (the server keeps it: a reload shows them too). The server's HTML shows it disabled until
 * the page is hydrated, so nothing typed before then is lost to a native submit.
 */
function RateGuest({ token, form }: { token: string; form: FeedbackForm }) {
  const queryClient = useQueryClient();
  const hydrating = useHydrating();
  const [rating, setRating] = useState<Rating | ''>('');
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () => call(bookingsRoutes.sendFeedback, { params: { token }, body: { rating: Number(rating), body } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.feedbackForm }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(rating === '');
    if (rating !== '') send.mutate();
  };
  return (
    <form className="flex flex-col gap-5 rounded-[var(--radius-card)] border border-line bg-canvas p-5" onSubmit={submit} noValidate>
      <ChoiceGroup
        legend={`How was ${form.guestName} as a guest?`}
        name="rating"
        options={RATINGS}
        labels={RATING_LABELS}
        value={rating}
        onChange={setRating}
        disabled={hydrating}
      />
      {missing && <Alert tone="error">Choose a rating from 1 to 5.</Alert>}
      <TextAreaField
        label="How did it go? (optional)"
        value={body}
        maxLength={FEEDBACK_LIMITS.bodyMax}
        disabled={hydrating}
        onChange={(e) => setBody(e.target.value)}
      />
      {send.isError && <Alert tone="error">{send.error.message || 'Your feedback could not be sent. Please try again.'}</Alert>}
      <Button type="submit" className="self-start" loading={send.isPending} disabled={hydrating}>
        Send feedback
      </Button>
    </form>
  );
}

/**
 * /feedback/{token}: the host rates the guest of a published episode, through the link mailed
 * when it was published (no account). Server-rendered for reading without JavaScript; once the
 * feedback is sent the page thanks the host, on every later visit too. An unknown, expired or
 * closed link says so.
 */
export default function FeedbackPage() {
  const { token = '' } = useParams();
  usePageTitle('Your feedback');
  // the key holds no token: the form is forgotten as soon as the page leaves it
  const form = useQuery({ ...feedbackFormQuery(token), retry: false, gcTime: 0 });
  if (form.isPending) return <PageSpinner label="Loading…" fullScreen />;
  if (form.isError) return <LoadFailed message="This page could not be loaded." onRetry={() => void form.refetch()} />;
  const view = form.data;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl text-ink">Your feedback</h1>
      {view ? (
        <>
          <p className="text-ink-soft">
            {`${view.guestName} on ${view.showName}`}
            {view.publishedOn && `, published ${formatDate.dayMonthYear(view.publishedOn)}`}
            {'. Your feedback stays with the agency; the guest may ask to quote your words on their profile, and nothing is shown unless you agree.'}
          </p>
          {view.given ? <Alert tone="success">{FEEDBACK_THANKS}</Alert> : <RateGuest token={token} form={view} />}
        </>
      ) : (
        <LinkInvalid message={FEEDBACK_LINK_INVALID} to="/directory" label="Browse the directory" />
      )}
    </div>
  );
}
