import type { SessionUser } from '../../../../shared/api/account/auth';
import type { Db } from '../../../db/client';
import { insertNavigationEvent } from './navigation.repo';

/** Records a route change for the activity dashboard, under the real account while impersonating. */
export async function recordNavigation(db: Db, user: SessionUser, visit: { path: string; timestamp: string }): Promise<void> {
  await insertNavigationEvent(db, {
    userId: user.originalUser?.id ?? user.id,
    path: visit.path,
    visitedAt: new Date(visit.timestamp),
  });
}
