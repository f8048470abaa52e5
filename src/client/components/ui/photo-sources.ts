/**
 * The profile-photo fallback chain: the photo, the same with a cache-busting parameter,
 * the object-storage path (/uploads/ → /public-objects/media/), then the generated initials avatar.
 */
export function photoSources(photo: string | null | undefined, name: string): string[] {
  const avatar = `/api/avatar?name=${encodeURIComponent(name)}`;
  if (!photo) return [avatar];
  const bust = `${photo}${photo.includes('?') ? '&' : '?'}retry=1`;
  const chain = [photo, bust];
  if (photo.includes('/uploads/')) chain.push(photo.replace('/uploads/', '/public-objects/media/'));
  return [...chain, avatar];
}
