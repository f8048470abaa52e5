import type { SessionUser } from '@shared/api/session-user';
import { forbidden } from './errors';

/**
 * The check a client's content service runs before each write: `can` is the rule of
 * shared/permissions, and a user it refuses gets 403 'You may not manage {what} of this profile'.
 */
export function managerCheck(can: (user: SessionUser, clientId: number) => boolean, what: string): (user: SessionUser, clientId: number) => void {
  return (user, clientId) => {
    if (!can(user, clientId)) throw forbidden(`You may not manage ${what} of this profile`);
  };
}
