/** A hostile value for a URL position (path parameter or query value), already percent-encoded or deliberately broken. */
export interface HostileText {
  label: string;
  text: string;
}

const enc = encodeURIComponent;

/** Hostile values for path parameters and query values. */
export const HOSTILE_TEXT: HostileText[] = [
  { label: 'NUL inside', text: enc('a\u0000b') },
  { label: 'NUL alone', text: '%00' },
  { label: '1e309', text: '1e309' },
  { label: '-1', text: '-1' },
  { label: '2**53', text: String(2 ** 53) },
  { label: '99999999999', text: '99999999999' },
  { label: 'year 0', text: enc('0000-01-01T00:00:00Z') },
  { label: 'not a date', text: enc('not a date') },
  { label: 'year 275760', text: enc('+275760-09-13T00:00:00Z') },
  { label: '10,000 characters', text: 'x'.repeat(10_000) },
  { label: 'emoji', text: enc('🎤👩🏽‍💼') },
  { label: 'RTL override', text: enc('\u202Eabc\u200F') },
  { label: 'combining marks', text: enc('e\u0301\u0301\u0301') },
  { label: 'lone surrogate', text: '%ED%A0%80' },
  { label: 'broken escape %E0%A4%A', text: '%E0%A4%A' },
  { label: 'bare %', text: '%' },
  { label: 'encoded slash and dots', text: '%2e%2e%2F%2e%2e' },
  { label: 'empty', text: '' },
];

/** Hostile values for a JSON body field, as raw JSON text (1e309 parses to Infinity). */
export const HOSTILE_JSON: { label: string; json: string }[] = [
  { label: 'NUL inside', json: JSON.stringify('a\u0000b') },
  { label: '1e309', json: '1e309' },
  { label: '-1', json: '-1' },
  { label: '2**53', json: String(2 ** 53) },
  { label: '99999999999', json: '99999999999' },
  { label: 'year 0', json: JSON.stringify('0000-01-01T00:00:00Z') },
  { label: 'not a date', json: JSON.stringify('not a date') },
  { label: 'year 275760', json: JSON.stringify('+275760-09-13T00:00:00Z') },
  { label: '10,000 characters', json: JSON.stringify('x'.repeat(10_000)) },
  { label: 'array', json: '["a","b"]' },
  { label: 'object', json: '{"a":{"b":1}}' },
  { label: 'boolean', json: 'true' },
  { label: 'null', json: 'null' },
  { label: 'emoji', json: JSON.stringify('🎤👩🏽‍💼') },
  { label: 'RTL override', json: JSON.stringify('\u202Eabc\u200F') },
  { label: 'combining marks', json: JSON.stringify('e\u0301\u0301\u0301') },
  { label: 'lone surrogate', json: '"\\ud800x"' },
  { label: 'broken escape', json: JSON.stringify('%E0%A4%A') },
];

/** Whole request bodies that are not what a route expects, sent as application/json. */
export const HOSTILE_BODIES: { label: string; raw: string }[] = [
  { label: 'not JSON', raw: 'this is not JSON' },
  { label: 'truncated JSON', raw: '{"a":' },
  { label: 'empty', raw: '' },
  { label: 'array', raw: '[1,2,3]' },
  { label: 'string', raw: '"text"' },
  { label: 'null', raw: 'null' },
  { label: 'deep nesting', raw: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { label: '__proto__', raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
];

/** Query keys tried on routes whose schema declares no querystring. */
export const LIKELY_QUERY_KEYS = ['q', 'limit', 'offset', 'name', 'category', 'id', 'slug'];

/** Body fields tried on routes whose schema declares no body. */
export const LIKELY_BODY_FIELDS = ['email', 'password', 'token', 'key', 'value', 'path', 'timestamp', 'featured', 'name'];

/** A JSON object's text with the given fields' values replaced by raw JSON text (which may not be valid JSON, e.g. 1e309). */
export function withRawFields(base: Record<string, unknown>, fields: string[], rawJson: string): string {
  const rest = Object.fromEntries(Object.entries(base).filter(([key]) => !fields.includes(key)));
  const restJson = JSON.stringify(rest);
  const replaced = fields.map((field) => `${JSON.stringify(field)}:${rawJson}`).join(',');
  return `{${replaced}${restJson === '{}' ? '' : `,${restJson.slice(1, -1)}`}}`;
}
