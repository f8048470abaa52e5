/**
 * JSON for an inline `<script type="application/json">` block: every `<` is escaped as `\u003c`
 * (still valid JSON), so no value can close the element (`</script>`) or open a comment.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
