import type { SessionUser } from '@shared/api/session-user';
import type { TalkingPoint } from '@shared/api/directory/clients/clients';
import { TALKING_POINT_LIMITS } from '@shared/api/directory/talking-points/talking-points';
import { canDeleteTalkingPoints, canManageTalkingPoints } from '@shared/permissions';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { badRequest, conflict, forbidden, notFound } from '@server/lib/errors';
import { managerCheck } from '@server/lib/require-manager';
import { reorderedIds } from '@server/lib/ordering';
import { lockClientForWrite, writeAndAnnounce } from '../clients/client-writes';
import { type ChangeSource, recordEdit } from '@server/platform/update-log/content-changes';
import * as repo from './talking-points.repo';

/** What talking-point writes need: the database, and the bus that tells the read cache the profile changed. */
type TalkingPointsContext = Pick<AppContext, 'db' | 'bus'>;

/** The title and full text of a talking point, as validated by the shared schema. */
interface TalkingPointFields {
  talkingPointTitle: string;
  talkingPointFull: string;
}

/** 403 unless the user may manage the client's talking points: admin, owner, the guest of that client. */
const requireManager = managerCheck(canManageTalkingPoints, 'the talking points');

/** The client of a talking point, once the user is known to manage it: 404 when unknown, 403 when not theirs. */
async function lockClientOfPoint(tx: Tx, user: SessionUser, id: number) {
  const clientId = await repo.findClientIdOf(tx, id);
  if (clientId === undefined) throw notFound('Talking point not found');
  requireManager(user, clientId);
  return lockClientForWrite(tx, clientId);
}

/** The logged fields of a talking point (the update log's before and after). */
const textOf = (point: TalkingPointFields): Record<string, string> => ({
  talkingPointTitle: point.talkingPointTitle,
  talkingPointFull: point.talkingPointFull,
});

/** The audit entry of a write to one talking point of a client. */
const describePoint =
  (action: string) =>
  ({ client, point }: { client: { id: number; slug: string }; point: TalkingPoint }) => ({
    action,
    targetType: 'talking-point',
    targetId: point.id,
    details: { clientId: client.id, slug: client.slug, title: point.talkingPointTitle },
  });

/** Adds a talking point after the client's last one, audited; 409 past the per-client limit. */
export async function createTalkingPoint(
  ctx: TalkingPointsContext,
  user: SessionUser,
  clientId: number,
  fields: TalkingPointFields,
  source: ChangeSource = 'edit',
): Promise<TalkingPoint> {
  requireManager(user, clientId);
  const { point } = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientForWrite(tx, clientId);
      if ((await repo.countOf(tx, clientId)) >= TALKING_POINT_LIMITS.perClient) {
        throw conflict(`A profile may have at most ${TALKING_POINT_LIMITS.perClient} talking points`, 'TOO_MANY_TALKING_POINTS');
      }
      const point = await repo.insertLast(tx, clientId, fields);
      await recordEdit(tx, user, { clientId, entityType: 'talking-point', entityId: point.id, before: null, after: { ...fields } }, source);
      return { client, point };
    },
    describePoint('talking-point.create'),
  );
  return point;
}

/** Changes a talking point's title and full text, audited; 404 unknown, 403 another's. */
export async function updateTalkingPoint(
  ctx: TalkingPointsContext,
  user: SessionUser,
  id: number,
  fields: TalkingPointFields,
  source: ChangeSource = 'edit',
): Promise<TalkingPoint> {
  const { point } = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientOfPoint(tx, user, id);
      const before = await repo.findOf(tx, id);
      const point = await repo.update(tx, client.id, id, fields);
      if (!point || !before) throw notFound('Talking point not found');
      await recordEdit(tx, user, { clientId: client.id, entityType: 'talking-point', entityId: id, before: textOf(before), after: textOf(point) }, source);
      return { client, point };
    },
    describePoint('talking-point.update'),
  );
  return point;
}

/** Deletes a talking point, audited; 404 unknown, 403 another's or when not an admin or owner. */
export async function deleteTalkingPoint(ctx: TalkingPointsContext, user: SessionUser, id: number): Promise<void> {
  await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientOfPoint(tx, user, id);
      if (!canDeleteTalkingPoints(user)) throw forbidden('Only an admin may delete talking points');
      const before = await repo.findOf(tx, id);
      if (!before || !(await repo.remove(tx, client.id, id))) throw notFound('Talking point not found');
      await recordEdit(tx, user, { clientId: client.id, entityType: 'talking-point', entityId: id, before: textOf(before), after: null });
      return client;
    },
    (client) => ({ action: 'talking-point.delete', targetType: 'talking-point', targetId: id, details: { clientId: client.id, slug: client.slug } }),
  );
}

/**
 * Puts the client's talking points in the order of `ids`; those it leaves out keep their order
 * after them. Audited; 400 (and nothing changed) when an id is not one of the client's.
 * Answers the whole list in its new order.
 */
export async function reorderTalkingPoints(ctx: TalkingPointsContext, user: SessionUser, clientId: number, ids: number[]): Promise<TalkingPoint[]> {
  requireManager(user, clientId);
  const { points } = await writeAndAnnounce(
    ctx,
    user,
    async (tx) => {
      const client = await lockClientForWrite(tx, clientId);
      const order = reorderedIds(await repo.listIdsOf(tx, clientId), ids);
      if (!order) throw badRequest('Every talking point must belong to this profile', 'UNKNOWN_TALKING_POINT');
      await repo.setOrder(tx, clientId, order);
      return { client, order, points: await repo.listOf(tx, clientId) };
    },
    ({ client, order }) => ({ action: 'talking-point.reorder', targetType: 'client', targetId: client.id, details: { slug: client.slug, order } }),
  );
  return points;
}
