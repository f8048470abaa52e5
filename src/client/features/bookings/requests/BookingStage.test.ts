import { describe, expect, it } from 'vitest';
import type { BookingProgress } from '@shared/api/bookings/requests';
import { REQUESTED_PROGRESS } from '@tests/helpers/fixtures/bookings/inbox-request';
import { stageSentence } from './BookingStage';

const requested: BookingProgress = REQUESTED_PROGRESS;
const proposed = ['2099-03-02T15:00:00.000Z', '2099-03-03T15:00:00.000Z'];

describe('stageSentence', () => {
  it('says who waits on whom once the agency proposed other times', () => {
    expect(stageSentence(requested, 'Europe/London', 'host', 'Amara Okafor', proposed)).toBe('The agency proposed other times: please pick one below.');
    expect(stageSentence(requested, 'Europe/London', 'agency', 'Amara Okafor', proposed)).toBe('Waiting for the host to pick one of the times you proposed.');
  });

  it('before any proposal, the host waits on the agency', () => {
    expect(stageSentence(requested, 'Europe/London', 'host', 'Amara Okafor')).toBe('The agency has your request and will answer by email.');
    expect(stageSentence(requested, 'Europe/London', 'agency', 'Amara Okafor', [])).toBe('Waiting for your answer.');
  });
});
