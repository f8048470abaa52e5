import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldInWords, installPlainIssueMessages } from './plain-issues';

installPlainIssueMessages();

const messagesOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('plain issue messages', () => {
  it('names the field in words', () => {
    expect(fieldInWords(['narrativeBio'])).toBe('the narrative bio');
    expect(fieldInWords(['userId'])).toBe('the user ID');
    expect(fieldInWords(['linkedin_url'])).toBe('the linkedin address');
    expect(fieldInWords(['publishedAt'])).toBe('the published date');
    expect(fieldInWords(['questions', 2])).toBe('question 3');
    expect(fieldInWords([])).toBe('this request');
  });

  it('says what is wrong without schema wording, for every kind of check', () => {
    const schema = z.object({
      userId: z.coerce.number().int(),
      bio: z.string().max(3),
      name: z.string().min(1),
      code: z.string().min(4),
      tags: z.array(z.string()).max(1),
      picks: z.array(z.string()).min(2),
      age: z.number().min(18).max(99),
      email: z.email(),
      site: z.url(),
      when: z.iso.datetime(),
      kind: z.enum(['a', 'b']),
      step: z.number().multipleOf(5),
      missing: z.string(),
    });
    const messages = messagesOf(schema, {
      userId: 'abc',
      bio: 'abcdef',
      name: '',
      code: 'ab',
      tags: ['a', 'b'],
      picks: [],
      age: 120,
      email: 'x',
      site: 'not a site',
      when: 'yesterday',
      kind: 'c',
      step: 3,
    });
    expect(messages).toEqual([
      'The user ID is not in a form we accept',
      'The bio must be at most 3 characters',
      'The name can’t be empty',
      'The code must be at least 4 characters',
      'The tags can have at most 1 entry',
      'The picks needs at least 2 entries',
      'The age must be at most 99',
      'Enter a valid email address',
      'Enter a full web address starting with http:// or https://',
      'The when must be a valid date',
      'Choose one of the options for the kind',
      'The step must be a whole number',
      'The missing is missing',
    ]);
    for (const message of messages) expect(message).not.toMatch(/expected|received|invalid input|too (big|small)/i);
  });

  it('keeps a message the schema gives', () => {
    expect(messagesOf(z.object({ name: z.string().min(1, 'Enter a name') }), { name: '' })).toEqual(['Enter a name']);
  });

  it('speaks of the whole request when it is not an object', () => {
    expect(messagesOf(z.object({ a: z.string() }), 'text')).toEqual(['This request is not in a form we accept']);
    expect(messagesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual(['This request has something we don’t accept']);
  });
});
