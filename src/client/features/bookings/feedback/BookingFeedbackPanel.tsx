import { type FormEvent, useState } from 'react';
import { type BookingFeedback, FEEDBACK_LIMITS, isQuoteOf, LOW_RATING_NOT_QUOTABLE, QUOTE_NOT_FROM_FEEDBACK, sentencesOf } from '../../../../shared/api/bookings/feedback';
import { isQuotableRating } from '../../../../shared/ratings';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextArea';
import { serverMessageOr } from '../../directory/profile-subpage/list-edits';
import type { FeedbackWrites } from './use-booking-feedback';

/** The quote first offered: the feedback's first sentences, as many as fit (the whole of it when it does). */
function firstQuote(body: string): string {
  let quote = '';
  for (const sentence of sentencesOf(body)) {
    const longer = quote ? `${quote} ${sentence}` : sentence;
    if (longer.length > FEEDBACK_LIMITS.quoteMax) break;
    quote = longer;
  }
  return quote;
}

/** The guest's choice of words: the quote to show, checked against the feedback before sending (the server checks the same). */
function QuoteForm({ feedback, showName, writes, onDone }: { feedback: BookingFeedback; showName: string; writes: FeedbackWrites; onDone: () => void }) {
  const [quote, setQuote] = useState(feedback.testimonialQuote ?? firstQuote(feedback.body));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isQuoteOf(quote, feedback.body)) return setError(QUOTE_NOT_FROM_FEEDBACK);
    setError(null);
    writes.approve.mutate({ bookingId: feedback.bookingId, quote }, { onSuccess: onDone, onError: (failure) => setError(serverMessageOr(failure, 'Please try again.')) });
  };
  return (
    <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
      <TextAreaField
        label={`Quote to show on your profile, with ${showName}`}
        value={quote}
        maxLength={FEEDBACK_LIMITS.quoteMax}
        onChange={(e) => setQuote(e.target.value)}
        aria-describedby={`quote-help-${feedback.bookingId}`}
      />
      <p id={`quote-help-${feedback.bookingId}`} className="text-xs text-muted">
        {`Keep the host's words as written: remove the sentences you don't want to show (up to ${FEEDBACK_LIMITS.quoteMax} characters).`}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={writes.approve.isPending}>
          Show on my profile
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * A published booking's feedback from its host (private: the guest's side only): the rating and
 * the words, and the testimonial: "Show on my profile" to choose the words to quote, then Edit or
 * Withdraw. Feedback rated 1 or 2 is never offered as a quote: the panel says so instead.
 */
export function BookingFeedbackPanel({ feedback, showName, writes }: { feedback: BookingFeedback; showName: string; writes: FeedbackWrites }) {
  const [editing, setEditing] = useState(false);
  const quotable = isQuotableRating(feedback.rating);
  const [error, setError] = useState<string | null>(null);
  const withdraw = () =>
    writes.withdraw.mutate(feedback.bookingId, { onSuccess: () => setError(null), onError: (failure) => setError(serverMessageOr(failure, 'Please try again.')) });
  return (
    <section aria-label={`Host feedback on ${showName}`} className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line bg-surface p-3 text-sm">
      <p className="font-medium text-ink">{`Host feedback: ${feedback.rating} out of ${FEEDBACK_LIMITS.ratingMax}`}</p>
      {feedback.body && <p className="whitespace-pre-line text-ink-soft">{feedback.body}</p>}
      {editing && quotable ? (
        <QuoteForm feedback={feedback} showName={showName} writes={writes} onDone={() => setEditing(false)} />
      ) : feedback.testimonialQuote ? (
        <>
          <p className="text-ink">
            <span className="font-medium">{quotable ? 'On your profile: ' : 'Not shown on your profile (rated too low): '}</span>“{feedback.testimonialQuote}”
          </p>
          <div className="flex flex-wrap gap-2">
            {quotable && (
              <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit quote from ${showName}`}>
                Edit quote
              </Button>
            )}
            <Button size="sm" variant="secondary" loading={writes.withdraw.isPending} onClick={withdraw} aria-label={`Withdraw quote from ${showName}`}>
              Withdraw
            </Button>
          </div>
        </>
      ) : !quotable ? (
        <p className="text-xs text-muted">{LOW_RATING_NOT_QUOTABLE}</p>
      ) : (
        feedback.body && (
          <Button size="sm" variant="secondary" className="self-start" onClick={() => setEditing(true)} aria-label={`Show on my profile: a quote from ${showName}`}>
            Show on my profile
          </Button>
        )
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
