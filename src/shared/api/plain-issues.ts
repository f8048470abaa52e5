import { z } from 'zod';

/**
 * Plain-language messages for the checks a schema gives no message of its own (zod's defaults read
 * "Invalid input: expected number, received NaN"). A schema's own message ('Enter a name') always
 * wins; these name the field in words ("The bio must be at most 5000 characters").
 */

/** The field a path points to, in words: `narrativeBio` → "the narrative bio", `questions.2` → "question 3". */
export function fieldInWords(path: readonly PropertyKey[]): string {
  const last = path.at(-1);
  if (last === undefined) return 'this request';
  if (typeof last === 'number') {
    const list = path.at(-2);
    const name = typeof list === 'string' ? words(list).replace(/s$/, '') : 'item';
    return `${name} ${last + 1}`;
  }
  return `the ${words(String(last))}`;
}

/** camelCase, snake_case or kebab-case as lower-case words: "id" as ID, "url" as address, "publishedAt" as "published date". */
function words(key: string): string {
  return key
    .replace(/([a-z])At$/, '$1 date')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .replace(/\bid\b/g, 'ID')
    .replace(/\burl\b/g, 'address')
    .replace(/\burls\b/g, 'addresses')
    .trim();
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const entries = (count: unknown) => `${count} ${Number(count) === 1 ? 'entry' : 'entries'}`;

type Issue = Parameters<z.core.$ZodErrorMap>[0];

/** The plain message of one issue zod raised without a message of the schema's own. */
function plainIssueMessage(issue: Issue): string {
  const field = fieldInWords(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? `${sentence(field)} is missing` : `${sentence(field)} is not in a form we accept`;
    case 'too_big':
      if (issue.origin === 'string') return `${sentence(field)} must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${sentence(field)} can have at most ${entries(issue.maximum)}`;
      return `${sentence(field)} must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? `${sentence(field)} can’t be empty` : `${sentence(field)} must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${sentence(field)} needs at least ${entries(issue.minimum)}`;
      return `${sentence(field)} must be at least ${issue.minimum}`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address';
      if (issue.format === 'url') return 'Enter a full web address starting with http:// or https://';
      if (issue.format === 'datetime' || issue.format === 'date') return `${sentence(field)} must be a valid date`;
      return `${sentence(field)} is not in a form we accept`;
    case 'invalid_value':
      return `Choose one of the options for ${field}`;
    case 'not_multiple_of':
      return `${sentence(field)} must be a whole number`;
    case 'unrecognized_keys':
      return `${sentence(field)} has something we don’t accept`;
    default:
      return `${sentence(field)} is not valid`;
  }
}

/** Makes every schema of this process speak plainly where it has no message of its own (call once at start-up). */
export function installPlainIssueMessages(): void {
  z.config({ customError: plainIssueMessage });
}
