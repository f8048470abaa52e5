// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingFeedback } from '@shared/api/bookings/feedback';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { TestimonialsSection } from '@client/features/directory/clients/TestimonialsSection';
import { BookingFeedbackPanel } from './BookingFeedbackPanel';
import type { FeedbackWrites } from './use-booking-feedback';

afterEach(cleanup);

const feedback = (rating: number, fields: Partial<BookingFeedback> = {}): BookingFeedback => ({
  bookingId: 7,
  rating,
  body: 'A generous guest. We would invite her again.',
  createdAt: '2026-01-20T10:00:00.000Z',
  hostName: 'Hana Host',
  testimonialQuote: null,
  testimonialApprovedAt: null,
  testimonialAgreedAt: null,
  hostAsked: false,
  ...fields,
});
const idle = { isPending: false, mutate: () => undefined };
const writes = { approve: idle, withdraw: idle } as unknown as FeedbackWrites;

describe('testimonials show their rating, and low ratings are never offered as one', () => {
  it('offers a quote of feedback rated 3 or more, and says why not below', () => {
    render(<BookingFeedbackPanel feedback={feedback(3)} showName="Leaders Talk" writes={writes} />);
    expect(screen.getByRole('button', { name: 'Show on my profile: a quote from Leaders Talk' })).toBeTruthy();
    cleanup();
    render(<BookingFeedbackPanel feedback={feedback(2)} showName="Leaders Talk" writes={writes} />);
    expect(screen.queryByRole('button', { name: /Show on my profile/ })).toBeNull();
    expect(screen.getByText('Only feedback rated 3 or more out of 5 can be shown on the profile.')).toBeTruthy();
  });

  it('shows each testimonial’s rating as stars read out in words on the profile, with the host’s name and show', () => {
    const client = { testimonials: [{ quote: 'A generous guest.', showName: 'Leaders Talk', hostName: 'Hana Host', rating: 4 }] } as ClientDetail;
    render(<TestimonialsSection client={client} />);
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
    expect(screen.getByText('— Hana Host, Leaders Talk')).toBeTruthy();
  });
});

const MIXED = 'A generous guest.  The sound was poor at times.\nWe would invite her again! Would we? Yes.';

describe('the quote editor: the guest ticks the host’s sentences they want', () => {
  /** Opens the editor of feedback with these words; the approve write's spy. */
  function openEditor(body = MIXED) {
    const mutate = vi.fn();
    render(
      <BookingFeedbackPanel
        feedback={feedback(4, { body })}
        showName="Leaders Talk"
        writes={{ ...writes, approve: { isPending: false, mutate } } as unknown as FeedbackWrites}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show on my profile: a quote from Leaders Talk' }));
    return mutate;
  }

  it('lists each sentence as its own checkbox under a legend, none ticked, under the line that says how a quote is made', () => {
    openEditor();
    const group = screen.getByRole('group', { name: 'Quote to show on your profile, with Leaders Talk' });
    expect(within(group).getByText('Choose the sentences to quote. Your quote is made of them, in the host’s words.')).toBeTruthy();
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      'A generous guest.',
      'The sound was poor at times.',
      'We would invite her again!',
      'Would we?',
      'Yes.',
    ]);
    expect(boxes.every((box) => !box.checked)).toBe(true);
    expect(screen.getByText('Tick at least one sentence to see your quote.')).toBeTruthy();
  });

  it('shows the quote as it will read, the ticked sentences in the host’s order, and sends just that', () => {
    const mutate = openEditor();
    fireEvent.click(screen.getByRole('checkbox', { name: 'We would invite her again!' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'A generous guest.' }));
    const preview = screen.getByRole('status');
    expect(preview.textContent).toContain('“A generous guest. We would invite her again!”');
    expect(preview.textContent).toContain('— Hana Host, Leaders Talk');
    fireEvent.click(screen.getByRole('button', { name: 'Ask Hana Host to agree' }));
    expect(mutate).toHaveBeenCalledWith({ bookingId: 7, quote: 'A generous guest. We would invite her again!' }, expect.anything());
  });

  it('sends nothing until a sentence is ticked, and says so', () => {
    const mutate = openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Ask Hana Host to agree' }));
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('Tick at least one sentence');
  });

  it('says a quote waits for the host until they agree, offers to ask again once their link ran out, and is on the profile once they did', () => {
    const chosen = { testimonialQuote: 'A generous guest.', testimonialApprovedAt: '2026-01-21T10:00:00.000Z' };
    render(<BookingFeedbackPanel feedback={feedback(4, { ...chosen, hostAsked: true })} showName="Leaders Talk" writes={writes} />);
    expect(screen.getByText('Waiting for Hana Host to agree to be quoted')).toBeTruthy();
    expect(screen.queryByText(/On your profile/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask Hana Host to agree' })).toBeNull();
    cleanup();
    const mutate = vi.fn();
    render(
      <BookingFeedbackPanel
        feedback={feedback(4, chosen)}
        showName="Leaders Talk"
        writes={{ ...writes, approve: { isPending: false, mutate } } as unknown as FeedbackWrites}
      />,
    );
    expect(screen.getByText('Not on your profile: Hana Host has not agreed to be quoted')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ask Hana Host to agree' }));
    expect(mutate).toHaveBeenCalledWith({ bookingId: 7, quote: 'A generous guest.' }, expect.anything());
    cleanup();
    render(
      <BookingFeedbackPanel feedback={feedback(4, { ...chosen, testimonialAgreedAt: '2026-01-22T10:00:00.000Z' })} showName="Leaders Talk" writes={writes} />,
    );
    expect(screen.getByText('On your profile')).toBeTruthy();
    expect(screen.queryByText(/Waiting for/)).toBeNull();
  });
});
