import { describe, expect, it } from 'vitest';
import { awardBody, socialAccountBody } from '@shared/api/directory/profile-records';
import { bookingBody } from '@shared/api/bookings/booking-records';
import { bookingsConfig } from '@client/features/bookings/booking-records/booking-record-kind';
import { awardsConfig, socialsConfig } from './record-kinds';
import { fieldErrorsOf as fieldErrors } from '@client/components/forms/field-errors';
import { bodyOf, draftOf, toLocalInput } from './record-drafts';

describe('record forms', () => {
  it('start empty (a select on its first option) or from the record', () => {
    expect(draftOf(socialsConfig.fields)).toEqual({ platform: 'linkedin', handle: '', url: '', followers: '' });
    expect(draftOf(awardsConfig.fields, { id: 1, title: 'Leader', issuer: '', year: 2024, url: null })).toEqual({
      title: 'Leader',
      issuer: '',
      year: '2024',
      url: '',
    });
  });

  it('send numbers as numbers, empty ones as null, and a local date and time as an instant', () => {
    expect(bodyOf(socialsConfig.fields, { platform: 'x', handle: '', url: 'https://x.com/a', followers: '' })).toEqual({
      platform: 'x',
      handle: '',
      url: 'https://x.com/a',
      followers: null,
    });
    expect(bodyOf(awardsConfig.fields, { title: 'T', issuer: '', year: '2024', url: '' }).year).toBe(2024);
    const draft = draftOf(bookingsConfig.fields, { scheduledFor: '2030-05-01T12:00:00.000Z' });
    expect(bodyOf(bookingsConfig.fields, draft).scheduledFor).toBe('2030-05-01T12:00:00.000Z');
    expect(toLocalInput(null)).toBe('');
  });

  it('name each invalid field with the shared schema’s message, before anything is sent', () => {
    expect(fieldErrors(socialAccountBody, bodyOf(socialsConfig.fields, { platform: 'x', handle: '', url: 'javascript:alert(1)', followers: '-2' }))).toEqual({
      url: 'Enter a full web address starting with http:// or https://',
      followers: 'Followers must be a whole number, 0 or more',
    });
    expect(fieldErrors(awardBody, bodyOf(awardsConfig.fields, { title: '', issuer: '', year: 'soon', url: '' }))).toMatchObject({
      title: 'Enter a title',
      year: expect.stringMatching(/^Enter a year between/),
    });
    expect(fieldErrors(bookingBody, bodyOf(bookingsConfig.fields, { ...draftOf(bookingsConfig.fields), showName: 'Show', recordedOn: '2025-02-30' }))).toEqual({
      recordedOn: 'The recording date must be a valid date (YYYY-MM-DD)',
    });
  });
});
