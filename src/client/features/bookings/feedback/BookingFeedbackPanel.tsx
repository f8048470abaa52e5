import { useState } from 'react';
import { type BookingFeedback, FEEDBACK_LIMITS, LOW_RATING_NOT_QUOTABLE } from '@shared/api/bookings/feedback';
import { isQuotableRating } from '@shared/ratings';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { QuoteEditor } from './QuoteEditor';
import type { FeedbackWrites } from './use-booking-feedback';

/** Where a chosen quote stands, in words: on the profile, waiting for the host, not asked (or their link ran out), or rated too low. */
function quoteStanding(feedback: BookingFeedback, host: string): string {
  if (!isQuotableRating(feedback.rating)) return 'Not shown on your profile (rated too low)';
  if (feedback.testimonialAgreedAt) return 'On your profile';
  if (feedback.hostAsked) return `Waiting for ${host} to agree to be quoted`;
  return `Not on your profile: ${host} has not agreed to be quoted`;
}

/**
 * A published booking's feedback from its host (private: the guest's side only): the rating and
 * the words, and the testimonial: "Show on my profile" to tick the sentences to quote; the host is
 * then asked to agree, and the panel says it waits for them until they do (or asks them again once
 * their link ran out); then Edit or Withdraw. Feedback rated 1 or 2 is never offered as a quote:
 * the panel says so instead.
 */
export function BookingFeedbackPanel({ feedback, showName, writes }: { feedback: BookingFeedback; showName: string; writes: FeedbackWrites }) {
  const [editing, setEditing] = useState(false);
  const quotable = isQuotableRating(feedback.rating);
  const [error, setError] = useState<string | null>(null);
  const host = feedback.hostName ?? 'the host';
  const onError = (failure: unknown) => setError(serverMessageOr(failure, 'Please try again.'));
  const withdraw = () => writes.withdraw.mutate(feedback.bookingId, { onSuccess: () => setError(null), onError });
  const askAgain = (quote: string) => writes.approve.mutate({ bookingId: feedback.bookingId, quote }, { onSuccess: () => setError(null), onError });
  const quote = feedback.testimonialQuote;
  return (
    <section
      aria-label={`Host feedback on ${showName}`}
      className="flex flex-col gap-2 rounded-[var(--radius-control)] border border-line bg-surface p-3 text-sm"
    >
      <p className="font-medium text-ink">{`Host feedback: ${feedback.rating} out of ${FEEDBACK_LIMITS.ratingMax}`}</p>
      {feedback.body && <p className="whitespace-pre-line text-ink-soft">{feedback.body}</p>}
      {editing && quotable ? (
        <QuoteEditor feedback={feedback} showName={showName} writes={writes} onDone={() => setEditing(false)} />
      ) : quote ? (
        <>
          <p className="font-medium text-ink">{quoteStanding(feedback, host)}</p>
          <p className="text-ink">“{quote}”</p>
          <div className="flex flex-wrap gap-2">
            {quotable && !feedback.testimonialAgreedAt && !feedback.hostAsked && (
              <Button size="sm" loading={writes.approve.isPending} onClick={() => askAgain(quote)}>
                {`Ask ${host} to agree`}
              </Button>
            )}
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
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            onClick={() => setEditing(true)}
            aria-label={`Show on my profile: a quote from ${showName}`}
          >
            Show on my profile
          </Button>
        )
      )}
      {error && <Alert tone="error">{error}</Alert>}
    </section>
  );
}
