import { type FormEvent, useId, useMemo, useState } from 'react';
import { type BookingFeedback, FEEDBACK_LIMITS, sentencesOf } from '@shared/api/bookings/feedback';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Checkbox } from '@client/components/ui/Checkbox';
import { serverMessageOr } from '@client/components/forms/list-edits';
import { QuotedWords } from './QuotedWords';
import type { FeedbackWrites } from './use-booking-feedback';

/** What the preview says while no sentence is ticked. */
const NOTHING_TICKED = 'Tick at least one sentence to see your quote.';

/**
 * The guest's choice of words: each sentence of the host's feedback (split as the server splits
 * them, so any set ticked is a quote it accepts) is a checkbox, none ticked at first; the quote
 * reads as the ticked sentences in the host's order, shown as the profile would show it. Sending
 * it asks the host to agree.
 */
export function QuoteEditor({
  feedback,
  showName,
  writes,
  onDone,
}: {
  feedback: BookingFeedback;
  showName: string;
  writes: FeedbackWrites;
  onDone: () => void;
}) {
  const sentences = useMemo(() => sentencesOf(feedback.body), [feedback.body]);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const [error, setError] = useState<string | null>(null);
  const helpId = useId();
  const host = feedback.hostName ?? 'the host';
  const quote = sentences.filter((_, index) => ticked.has(index)).join(' ');
  const tooLong = quote.length > FEEDBACK_LIMITS.quoteMax;
  const toggle = (index: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!quote) return setError('Tick at least one sentence to quote.');
    if (tooLong) return setError(`Keep the quote under ${FEEDBACK_LIMITS.quoteMax} characters: untick a sentence.`);
    setError(null);
    writes.approve.mutate(
      { bookingId: feedback.bookingId, quote },
      { onSuccess: onDone, onError: (failure) => setError(serverMessageOr(failure, 'Please try again.')) },
    );
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <fieldset className="flex flex-col gap-1" aria-describedby={helpId}>
        <legend className="mb-1 font-medium text-ink">{`Quote to show on your profile, with ${showName}`}</legend>
        <p id={helpId} className="text-xs text-muted">
          Choose the sentences to quote. Your quote is made of them, in the host’s words.
        </p>
        <ul className="flex flex-col">
          {sentences.map((sentence, index) => (
            // a sentence may come twice: its place tells them apart
            // biome-ignore lint/suspicious/noArrayIndexKey: the sentences of one feedback never move
            <li key={index}>
              <Checkbox label={sentence} checked={ticked.has(index)} onChange={() => toggle(index)} className="min-h-11 py-1" />
            </li>
          ))}
        </ul>
      </fieldset>
      <div role="status" className="flex flex-col gap-1">
        {quote ? (
          <>
            <p className="text-xs font-medium text-ink-soft">Your quote will read:</p>
            <QuotedWords quote={quote} hostName={feedback.hostName} showName={showName} />
            <p className={tooLong ? 'text-xs text-destructive' : 'text-xs text-muted'}>{`${quote.length} of ${FEEDBACK_LIMITS.quoteMax} characters`}</p>
          </>
        ) : (
          <p className="text-xs text-muted">{NOTHING_TICKED}</p>
        )}
      </div>
      <p className="text-xs text-muted">{`${host} is mailed this quote and asked to agree. It shows on your profile, with their name and the show, once they do.`}</p>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={writes.approve.isPending}>
          {`Ask ${host} to agree`}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
