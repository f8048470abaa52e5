import type { SessionUser } from '../../../shared/api/auth';
import type { ClientDetail } from '../../../shared/api/clients';
import type { ProfileEdit } from '../../../shared/api/profile-editing';
import { canEditOnEditPages, canManageClient, editPageRefusal } from '../../../shared/permissions';
import { formatSampleQuestions } from '../../../shared/sample-questions';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../lib/errors';
import { auditedWrite } from '../audit/audit.service';
import { getProfileJson } from '../clients/clients.service';
import { testModeOn } from '../settings/settings.service';
import * as repo from './profile-editing.repo';

/** What profile edits need: the database, the read cache (test mode, the answer) and the bus that tells it a profile changed. */
type EditingContext = Pick<AppContext, 'db' | 'database' | 'cache' | 'bus'>;

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
 * One audited write of a client's columns in one transaction (404 for an unknown client, and
 * then nothing is written); tells every node's read cache, and answers the profile as
 * GET /api/clients/{slug} now shows it, with the user's abilities.
 */
async function writeProfile(ctx: EditingContext, user: SessionUser, clientId: number, columns: repo.ProfileColumns, action: string): Promise<ClientDetail> {
  await requireEditor(ctx, user, clientId);
  const client = await auditedWrite(
    ctx.db,
    user,
    async (tx) => {
      const updated = await repo.updateClient(tx, clientId, columns);
      if (!updated) throw notFound('Client not found');
      return updated;
    },
    (updated) => ({ action, targetType: 'client', targetId: updated.id, details: { slug: updated.slug, fields: Object.keys(columns) } }),
  );
  await ctx.bus.invalidate('clients');
  return JSON.parse(await getProfileJson(ctx, client.slug, user)) as ClientDetail;
}

/**
 * Saves the fields of /edit-profile that the body carries (validated by the shared schema).
 * The slug does NOT change when the name does: links to /profile/{slug} keep working
 * (redirects from old slugs are issue 11's).
 */
export function updateProfile(ctx: EditingContext, user: SessionUser, clientId: number, fields: ProfileEdit): Promise<ClientDetail> {
  return writeProfile(ctx, user, clientId, fields, 'client.profile.update');
}

/** Replaces the sample questions with `questions`, in order, stored in the text format the profile and the PDF read. */
export function replaceSampleQuestions(ctx: EditingContext, user: SessionUser, clientId: number, questions: string[]): Promise<ClientDetail> {
  return writeProfile(ctx, user, clientId, { sampleQuestions: formatSampleQuestions(questions) }, 'client.sample-questions.update');
}
