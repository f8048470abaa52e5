import type { SessionUser } from '@shared/api/session-user';
import { safeImageSrc } from '@shared/api/fields';
import type { TeamMember } from '@shared/api/account/team';
import { canSeeClientTeam } from '@shared/permissions';
import type { AppContext } from '@server/context';
import { forbidden } from '@server/lib/errors';
import { requireClient } from '@server/features/directory/clients/clients.service';
import * as repo from './team.repo';

/**
 * The agency team assigned to a client, for the guest of that client, admins and owners (403 for
 * anyone else, team members included: the Team page is the guest's); 404 for an unknown client.
 */
export async function clientTeam(ctx: Pick<AppContext, 'db' | 'cache'>, user: SessionUser, clientId: number): Promise<TeamMember[]> {
  if (!canSeeClientTeam(user, clientId)) throw forbidden('Only the guest of this profile may see its team');
  const { id } = await requireClient(ctx, clientId);
  const rows = await repo.listTeamOf(ctx.db, id);
  return rows.flatMap((m) => (m.role === 'guest' ? [] : [{ ...m, role: m.role, profileImage: safeImageSrc(m.profileImage) }]));
}
