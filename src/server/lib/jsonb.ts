// Values made fit for jsonb columns.

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value as jsonb can store it: a lone UTF-16 surrogate (half of a broken character, which a
 * text column takes as U+FFFD but jsonb refuses) becomes U+FFFD inside strings, at any depth.
 */
export function storable(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '\uFFFD');
  if (Array.isArray(value)) return value.map(storable);
  if (value && typeof value === 'object' && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, storable(v)]));
  return value;
}
