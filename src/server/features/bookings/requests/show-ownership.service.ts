import type { OwnershipTag } from '@shared/api/directory/appearances/feeds';
import type { AppContext } from '@server/context';
import { conflict } from '@server/lib/errors';
import { issueOwnershipTag } from '@server/features/directory/appearances/feeds/feed-ownership';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { canProveShow, requireByToken } from './requests.service';

/** The 409 of a host whose request cannot prove a show yet (not confirmed, joined to another, or no feed). */
export const SHOW_NOT_PROVABLE = 'Your show’s feed can be proven once your request is confirmed, from its own page.';

/**
 * A new tag for the host of a confirmed request to paste into their show's feed (POST
 * /api/requests/{token}/ownership-tag): the next read of the feed that finds it proves the show
 * theirs. Answered this once, to the link's holder alone; audited with no actor and without the
 * token. 404 for a dead link (HOST_LINK_INVALID); 409 before the request is confirmed.
 */
export async function hostOwnershipTag(ctx: Pick<AppContext, 'db'>, token: string): Promise<OwnershipTag> {
  const found = await requireByToken(ctx, token);
  if (!canProveShow(found)) throw conflict(SHOW_NOT_PROVABLE, 'SHOW_NOT_PROVABLE');
  const feedId = found.booking!.feedId!;
  return auditedWrite(
    ctx.db,
    null,
    (tx) => issueOwnershipTag(tx, feedId, { requestId: found.request.id }),
    () => ({
      action: 'podcast.feed-ownership-tag',
      targetType: 'podcast-feed',
      targetId: feedId,
      details: { requestId: found.request.id, showName: found.request.showName },
    }),
  );
}
