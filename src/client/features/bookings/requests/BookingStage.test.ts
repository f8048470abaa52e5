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

describe('stageSentence of a confirmed recording asked to reconfirm', () => {
  const at = '2099-03-02T15:00:00.000Z';
  const confirmed = (reconfirmation: BookingProgress['reconfirmation']): BookingProgress => ({ ...requested, status: 'confirmed', slot: at, reconfirmation });

  it('asks the host until they have, and tells the agency who is still to say yes', () => {
    expect(stageSentence(confirmed({ host: false, guest: false }), 'Europe/London', 'host', 'Amara Okafor')).toMatch(
      /^Confirmed for .*\. Please reconfirm it below\.$/,
    );
    expect(stageSentence(confirmed({ host: true, guest: false }), 'Europe/London', 'host', 'Amara Okafor')).toMatch(/ You reconfirmed it\.$/);
    expect(stageSentence(confirmed({ host: false, guest: false }), 'Europe/London', 'agency', 'Amara Okafor')).toMatch(
      / Waiting for the host and Amara Okafor to reconfirm\.$/,
    );
    expect(stageSentence(confirmed({ host: true, guest: false }), 'Europe/London', 'agency', 'Amara Okafor')).toMatch(
      / Waiting for Amara Okafor to reconfirm\.$/,
    );
    expect(stageSentence(confirmed({ host: true, guest: true }), 'Europe/London', 'agency', 'Amara Okafor')).toMatch(
      / Reconfirmed by the host and the guest\.$/,
    );
    expect(stageSentence(confirmed(null), 'Europe/London', 'agency', 'Amara Okafor')).toMatch(/^Confirmed for [^.]*\.$/);
  });
});

describe('stageSentence of a hold sharing its time', () => {
  const at = '2099-03-02T15:00:00.000Z';
  const held = (line: BookingProgress['line'], holdAwaiting: BookingProgress['holdAwaiting'] = 'host'): BookingProgress => ({
    ...requested,
    status: 'held',
    slot: at,
    holdExpiresAt: at,
    holdAwaiting,
    line,
  });

  it('tells the first hold’s agency how many wait, and its host the challenge’s deadline', () => {
    expect(stageSentence(held({ place: 1, holds: 3, challengeDueAt: null }), 'UTC', 'agency', 'Amara')).toMatch(
      /waiting for the host to confirm\. 2 more in line behind this hold\.$/,
    );
    expect(stageSentence(held({ place: 1, holds: 2, challengeDueAt: at }), 'UTC', 'host', 'Amara')).toMatch(
      /is held for you\. Another show has asked for it: please confirm it or release it by .*; after that it passes to the next show in line\.$/,
    );
    // no challenge yet: the first host reads their hold as usual
    expect(stageSentence(held({ place: 1, holds: 2, challengeDueAt: null }), 'UTC', 'host', 'Amara')).toMatch(
      /is held for you until .*\. Please confirm it below\.$/,
    );
  });

  it('tells a hold in line its place, both sides', () => {
    expect(stageSentence(held({ place: 3, holds: 3, challengeDueAt: null }, null), 'UTC', 'host', 'Amara')).toMatch(/: you are third in line\./);
    expect(stageSentence(held({ place: 2, holds: 2, challengeDueAt: at }, null), 'UTC', 'agency', 'Amara')).toMatch(
      /this one is second in line\. The first hold was challenged: its host has until .*\.$/,
    );
  });
});
