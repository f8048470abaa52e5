/**
 * What a headline says of a person's work, as written, for schema.org: in its first part (before
 * "|", ";" or a bullet), the organisation named after its last " at ", "@" or comma, else after
 * " of ", when that starts with a capital or a digit; the job title is what comes before it, else
 * the whole first part ("VP of Sales at Acme Labs | Author" → VP of Sales, Acme Labs; "CFO,
 * Brightline" → CFO, Brightline; "Author" → Author, none). The matcher reads organisations its own
 * way (`organisationOf`, folded for lookups).
 */
export function workOf(headline: string): { jobTitle: string | null; organisation: string | null } {
  const first = (headline.split(/[|;·•]/)[0] ?? '').trim();
  const [, role = '', named = ''] = /^(.*)(?:\sat\s|@|,)\s*([^,@]+)$/i.exec(first) ?? /^(.*?)\sof\s+([^,@]+)$/i.exec(first) ?? [];
  const organisation = named.trim();
  if (!/^[\p{Lu}\p{N}]/u.test(organisation) || role.trim() === '') return { jobTitle: first || null, organisation: null };
  return { jobTitle: role.trim(), organisation };
}
