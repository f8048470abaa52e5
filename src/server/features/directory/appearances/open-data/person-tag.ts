import { escapeXml } from '@server/lib/escape-xml';

/**
 * A guest's `podcast:person` line for an episode of a show's feed (Podcasting 2.0): role guest,
 * their profile as `href`, their picture as `img` when given, every value escaped.
 */
export function personTagLine(name: string, profileUrl: string, imageUrl?: string): string {
  const img = imageUrl ? ` img="${escapeXml(imageUrl)}"` : '';
  return `<podcast:person role="guest" href="${escapeXml(profileUrl)}"${img}>${escapeXml(name)}</podcast:person>`;
}
