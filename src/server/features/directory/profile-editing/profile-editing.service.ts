import type { SessionUser } from '@shared/api/session-user';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import type { ProfileEdit } from '@shared/api/directory/profile-editing';
import { canEditOnEditPages, canManageClient, editPageRefusal } from '@shared/permissions';
import { formatSampleQuestions } from '@shared/sample-questions';
import type { AppContext } from '@server/context';
import type { Tx } from '@server/db/client';
import { AppError, forbidden, notFound } from '@server/lib/errors';
import { type ImageUpload, inspectImages, prepareImages, storeUploadedImage, withImageFiles } from '../images/image-upload';
import { spendUploadPixels } from '../images/upload-budget';
import { photoIssues } from '../images/photo-rule';
import { auditedWrite } from '@server/platform/audit/audited-write';
import { getProfileJson } from '../clients/clients.service';
import { testModeOn } from '@server/platform/settings';
import { recordContentChanges } from '@server/platform/update-log/content-changes';
import * as repo from './profile-editing.repo';

/** What profile edits need: the database, the read cache (test mode, the answer), the bus that tells it a profile changed, DATA_DIR for photos. */
type EditingContext = Pick<AppContext, 'db' | 'database' | 'cache' | 'bus' | 'storage' | 'config'>;

/**
 * 403 unless the user may save on the edit pages for this client: who may manage it, and for
 * guest and team only while test mode is on (read as the edit-page guard and abilities read it).
 */
async function requireEditor(ctx: EditingContext, user: SessionUser, clientId: number): Promise<void> {
  const testMode = await testModeOn(ctx);
  if (canEditOnEditPages(user, clientId, testMode)) return;
  if (!canManageClient(user, clientId)) throw forbidden('You may not edit this profile');
  throw forbidden(editPageRefusal(user, testMode) ?? 'You may not edit this profile', 'EDIT_PAGES_CLOSED');
}

/**
 * One audited transaction that writes the columns `columnsIn` gives (it may store files first)
 * and marks the client changed; 404 for an unknown client, and then nothing is written.
 * Answers the client's slug.
 */
async function commitClientWrite(
  ctx: EditingContext,
  user: SessionUser,
  clientId: number,
  action: string,
  columnsIn: (tx: Tx) => Promise<repo.ProfileColumns>,
): Promise<string> {
  const client = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const columns = await columnsIn(tx);
      const before = await repo.findColumns(tx, clientId, Object.keys(columns) as (keyof repo.ProfileColumns)[]);
      const updated = await repo.updateClient(tx, clientId, columns);
      if (!updated || !before) throw notFound('Client not found');
      const change = { clientId, clientName: updated.name, entityType: 'client', entityId: clientId, before, after: columns };
      await recordContentChanges(tx, user, 'edit', [change]);
      return { ...updated, fields: Object.keys(columns) };
    },
    ({ id, slug, fields }) => ({ action, targetType: 'client', targetId: id, details: { slug, fields } }),
  );
  return client.slug;
}

/** After a commit: tells every node's read cache, and answers the profile as GET /api/clients/{slug} now shows it, with the user's abilities. */
async function announced(ctx: EditingContext, user: SessionUser, slug: string): Promise<ClientDetail> {
  await ctx.bus.invalidate('clients');
  return JSON.parse(await getProfileJson(ctx, slug, user)) as ClientDetail;
}

/**
 * Saves the fields of /edit-profile that the body carries (validated by the shared schema).
 * The slug does NOT change when the name does: links to /profile/{slug} keep working
 * (only the admin directory moves a slug, and the old one then redirects).
 */
export async function updateProfile(ctx: EditingContext, user: SessionUser, clientId: number, fields: ProfileEdit): Promise<ClientDetail> {
  await requireEditor(ctx, user, clientId);
  const slug = await commitClientWrite(ctx, user, clientId, 'client.profile.update', async () => fields);
  return announced(ctx, user, slug);
}

/** Replaces the sample questions with `questions`, in order, stored in the text format the profile and the PDF read. */
export async function replaceSampleQuestions(ctx: EditingContext, user: SessionUser, clientId: number, questions: string[]): Promise<ClientDetail> {
  await requireEditor(ctx, user, clientId);
  const slug = await commitClientWrite(ctx, user, clientId, 'client.sample-questions.update', async () => ({
    sampleQuestions: formatSampleQuestions(questions),
  }));
  return announced(ctx, user, slug);
}

/**
 * Replaces the profile photo with one uploaded image (read by `readUpload` once the user is known
 * to be allowed): checked and re-encoded by the upload pipeline (413, 415, 400; 429 past the
 * account's pixels a minute), refused with the photo rule's reasons when the sync and Retrieve
 * Image would refuse it too (422), stored under a generated name, and clients.localimage set to its /uploads/ address, all or nothing. The old
 * photo's file stays (the orphan-files auto-delete rule clears uploads nothing points at).
 */
export async function replacePhoto(ctx: EditingContext, user: SessionUser, clientId: number, readUpload: () => Promise<ImageUpload[]>): Promise<ClientDetail> {
  await requireEditor(ctx, user, clientId);
  const inspected = await inspectImages(await readUpload());
  await spendUploadPixels(ctx, user, inspected);
  const [image] = await prepareImages(inspected);
  const issues = photoIssues(image);
  if (issues.length > 0) throw new AppError(422, issues.join(' '), 'PHOTO_UNUSABLE');
  const slug = await withImageFiles(ctx, [image], () =>
    commitClientWrite(ctx, user, clientId, 'client.photo.update', async (tx) => ({ localimage: (await storeUploadedImage(ctx, tx, user, image)).url })),
  );
  return announced(ctx, user, slug);
}
