import { ADMIN_CLIENT_LIMITS } from '@shared/api/directory/clients/admin-directory';

/** A profile address made from a name: lowercase ASCII letters and digits joined by single hyphens ('client' when none are left). */
export function slugFrom(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, ADMIN_CLIENT_LIMITS.slugMax - 6)
    .replace(/^-+|-+$/g, '');
  return slug || 'client';
}

/** `base` if it is not in `taken`, else the first free `base-2`, `base-3`… */
export function uniqueSlug(taken: Set<string>, base: string): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
