// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingFeedback } from '../../../../shared/api/bookings/feedback';
import type { ClientDetail } from '../../../../shared/api/directory/clients/clients';
import { TestimonialsSection } from '../../directory/clients/TestimonialsSection';
import { BookingFeedbackPanel } from './BookingFeedbackPanel';
import type { FeedbackWrites } from './use-booking-feedback';

afterEach(cleanup);

const feedback = (rating: number): BookingFeedback => ({
  bookingId: 7,
  rating,
  body: 'A generous guest. We would invite her again.',
  createdAt: '2026-01-20T10:00:00.000Z',
  testimonialQuote: null,
  testimonialApprovedAt: null,
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

  it('shows each testimonial’s rating as stars read out in words on the profile', () => {
    const client = { testimonials: [{ quote: 'A generous guest.', showName: 'Leaders Talk', rating: 4 }] } as ClientDetail;
    render(<TestimonialsSection client={client} />);
    const stars = screen.getByRole('img', { name: 'Rated 4 out of 5' });
    expect(stars.querySelectorAll('svg')).toHaveLength(5);
  });
});
