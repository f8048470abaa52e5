import type { SessionUser } from '@shared/api/session-user';
import { pathWithoutToken } from '@shared/token-pages';
import type { Db } from '@server/db/client';
import { insertNavigationEvent } from './navigation.repo';

/**
 * Records a route change for the activity dashboard, under the real account while impersonating.
 * The path is kept without its query, and a page reached through a secret link without its token
 * ("/pitch/…"), whatever the browser sent: the activity page never lists a live link.
 */
export async function recordNavigation(db: Db, user: SessionUser, visit: { path: string; timestamp: string }): Promise<void> {
  await insertNavigationEvent(db, {
    userId: user.originalUser?.id ?? user.id,
    path: pathWithoutToken(visit.path),
    visitedAt: new Date(visit.timestamp),
  });
}
