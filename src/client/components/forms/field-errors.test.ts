import { describe, expect, it } from 'vitest';
import { profileEditBody, sampleQuestionsBody } from '@shared/api/directory/profile-editing';
import { ApiError } from '@client/lib/api';
import { fieldErrorsOf, serverFieldError } from './field-errors';

describe('field messages of the edit pages', () => {
  it('come from the shared schema, one per field, in the server’s words', () => {
    expect(fieldErrorsOf(profileEditBody, { name: ' ', websiteUrl: 'example.com', goaCategories: ['ok'] })).toEqual({
      name: 'Enter a name',
      websiteUrl: 'Enter the full Website address, starting with http:// or https://',
    });
    expect(fieldErrorsOf(sampleQuestionsBody, { questions: ['Fine?', ''] })).toEqual({ 'questions.1': 'Enter the question, or remove it' });
    expect(fieldErrorsOf(profileEditBody, { name: 'Ada', instagramUrl: '' })).toEqual({});
  });

  it('put each field of a 400 next to that field, and anything else on the form', () => {
    const both = { name: 'Enter a name', websiteUrl: 'Enter the full Website address, starting with http:// or https://' };
    expect(serverFieldError(new ApiError('name: Enter a name', 400, both), 'Failed')).toEqual(both);
    expect(serverFieldError(new ApiError('Enter the question, or remove it', 400, { 'questions.2': 'Enter the question, or remove it' }), 'Failed')).toEqual({
      'questions.2': 'Enter the question, or remove it',
    });
    expect(serverFieldError(new ApiError('This page is only available when test mode is enabled.', 403), 'Failed')).toEqual({
      '': 'This page is only available when test mode is enabled.',
    });
    expect(serverFieldError(new ApiError('Request failed: 502', 502), 'Failed to save')).toEqual({ '': 'Failed to save' });
    expect(serverFieldError(new TypeError('Failed to fetch'), 'Failed to save')).toEqual({ '': 'Failed to save' });
  });
});
