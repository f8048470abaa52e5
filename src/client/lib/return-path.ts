import { canOpenAdminPath, homePathAfterLogin } from '@shared/permissions';
import type { Role } from '@shared/roles';

/** /login with the page to come back to once signed in (`next`), for a visitor sent to sign in. */
export function signInPathFor(location: { pathname: string; search: string; hash: string }): string {
  const back = `${location.pathname}${location.search}${location.hash}`;
  return back === '/' ? '/login' : `/login?next=${encodeURIComponent(back)}`;
}

/**
 * Where a sign-in goes: back to `next` when it is a page of this site the role may open (an
 * address of another site, `//host` or `/\host`, and /login itself are ignored), else
 * the role's landing page: /admin for admins and owners, / for everyone else.
 */
export function pathAfterSignIn(role: Role, next: string | null): string {
  const home = homePathAfterLogin(role);
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || /^\/login\b/.test(next)) return home;
  const pathname = next.split(/[?#]/)[0].replace(/\/$/, '') || '/';
  if (pathname.startsWith('/admin') && !canOpenAdminPath({ role, clientId: null }, pathname)) return home;
  return next;
}
