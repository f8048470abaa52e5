import { describe, expect, it } from 'vitest';
import { installPlainIssueMessages } from '../plain-issues';
import { bookingRequestBody } from './requests';

installPlainIssueMessages();

/** The message the form and the server show for an audience, or undefined when it is accepted. */
function audienceMessage(audienceSize: unknown): string | undefined {
  const result = bookingRequestBody.shape.audienceSize.safeParse(audienceSize);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('the booking request’s audience', () => {
  it('refuses zero and below as a whole number above 0, not as "not a number"', () => {
    for (const size of [0, -5, -1_000_000]) expect(audienceMessage(size)).toBe('Enter the audience as a whole number above 0');
  });

  it('names the other problems for what they are', () => {
    expect(audienceMessage(2.5)).toBe('Enter the audience as a whole number');
    expect(audienceMessage('12')).toBe('Enter the audience as a number');
    expect(audienceMessage(Number.POSITIVE_INFINITY)).toBe('Enter the audience as a number');
    expect(audienceMessage(1_000_000_001)).toBe('Enter an audience of at most 1,000,000,000');
  });

  it('accepts a positive whole number, and none at all', () => {
    expect(audienceMessage(1)).toBeUndefined();
    expect(audienceMessage(12_500)).toBeUndefined();
    expect(audienceMessage(null)).toBeUndefined();
    expect(bookingRequestBody.shape.audienceSize.parse(undefined)).toBeNull();
  });
});
