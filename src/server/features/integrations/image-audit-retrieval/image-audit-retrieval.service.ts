import type { AirtableSection } from '@shared/api/integrations/airtable-sync';
import type { SessionUser } from '@shared/api/session-user';
import type { RetrieveDataResult, RetrieveImageResult, RetrieveMessage } from '@shared/api/directory/images/image-audit';
import type { AirtableRecord } from '@server/integrations/airtable/airtable-client';
import { AppError, conflict, notFound } from '@server/lib/errors';
import { photoIssues } from '@server/features/directory/images/photo-rule';
import { airtableFailure, assertConfigured, type SyncContext } from '../airtable-sync/airtable-sync.service';
import * as repo from '../airtable-sync/airtable-sync.repo';
import { mediaKeysByClient, syncClientImages } from '../airtable-sync/client-images';
import { photoAttachmentOf } from '../airtable-sync/record-fields';
import { syncOneClient, talkingPointsSyncer } from '../airtable-sync/row-sections';
import { syncChannelOf } from '../airtable-sync/sync-events';

/** 422 for a record the sync could not use, with its reason. */
const unusable = (message: string) => new AppError(422, message, 'AIRTABLE_RECORD_UNUSABLE');

/** The client and its Airtable record: 409 not configured or no record id, 404 unknown client or record, 502 Airtable failing. */
async function clientAndRecord(ctx: SyncContext, slug: string): Promise<{ client: repo.ClientRow; record: AirtableRecord }> {
  assertConfigured(ctx);
  const client = await repo.clientBySlug(ctx.db, slug);
  if (!client) throw notFound('Client not found');
  if (!client.recordid) throw conflict('This client has no Airtable record id.', 'NO_RECORD_ID');
  const record = await ctx.airtable.getRecord(ctx.config.airtable.mapping.clients.table, client.recordid).catch((error: unknown) => {
    throw airtableFailure(error);
  });
  if (!record) throw notFound(`The Airtable record ${client.recordid} no longer exists.`);
  return { client, record };
}

/** After a retrieval wrote: stale caches dropped, open pages told (as a sync of the section would). */
async function announce(ctx: SyncContext, section: AirtableSection): Promise<void> {
  await ctx.bus.invalidate('clients');
  await syncChannelOf(ctx.database).publish({ type: 'sync_complete', section });
}

/**
 * retrieve-airtable: the record's photo attachment, downloaded, re-encoded and checked by the
 * photo rule (photoIssues, as the sync checks it); stored as the client's photo when usable. An
 * unusable photo answers success false with the reasons.
 */
export async function retrieveImage(ctx: SyncContext, user: SessionUser, slug: string): Promise<RetrieveImageResult> {
  const { client, record } = await clientAndRecord(ctx, slug);
  if (!photoAttachmentOf(record, ctx.config.airtable.mapping)) {
    return {
      success: false,
      message: 'The Airtable record has no profile photo.',
      result: { validationResult: { isValid: false, issues: ['No photo in Airtable.'] }, localimage: client.localimage },
    };
  }
  const imported = await repo.importedAttachments(ctx.db);
  const done = await syncClientImages(ctx, user, record, client, imported, { photo: true, media: false }, new Set());
  const { outcome } = done;
  if (outcome === 'unchanged') {
    const current = client.localimage?.replace(/^\/uploads\/+/, '');
    const size = current ? await repo.assetSize(ctx.db, current) : undefined;
    const issues = photoIssues({ width: size?.width ?? 0, height: size?.height ?? 0 });
    return {
      success: true,
      message: 'The profile photo is already the one in Airtable.',
      result: { validationResult: { isValid: issues.length === 0, issues }, localimage: client.localimage },
    };
  }
  if (typeof outcome !== 'string') {
    const issues = done.photoIssues ?? [outcome.failed];
    return {
      success: false,
      message: `The Airtable photo was not used: ${issues.join(' ')}`,
      result: { validationResult: { isValid: false, issues }, localimage: client.localimage },
    };
  }
  await announce(ctx, 'client-images');
  const updated = await repo.clientBySlug(ctx.db, slug);
  return {
    success: true,
    message: 'Image retrieved from Airtable.',
    result: { validationResult: { isValid: true, issues: [] }, localimage: updated?.localimage ?? null },
  };
}

/** retrieve-airtable-data: the client's fields from their record (the clients section's upsert for one client). */
export async function retrieveData(ctx: SyncContext, user: SessionUser, slug: string): Promise<RetrieveDataResult> {
  const { client, record } = await clientAndRecord(ctx, slug);
  const outcome = await syncOneClient(ctx, user, record, client);
  if (typeof outcome !== 'string') return { success: false, message: `The Airtable record could not be used: ${outcome.failed}` };
  if (outcome === 'unchanged') return { success: true, message: 'The profile already matches Airtable.' };
  await announce(ctx, 'clients');
  return { success: true, message: 'Data retrieved from Airtable.' };
}

/** retrieve-sample-questions: only the sample questions field of the record. */
export async function retrieveSampleQuestions(ctx: SyncContext, user: SessionUser, slug: string): Promise<RetrieveMessage> {
  if (ctx.config.airtable.mapping.clients.fields.sampleQuestions === null) {
    assertConfigured(ctx);
    throw conflict('Sample questions are not read from Airtable: the mapping leaves them out.', 'NOT_MAPPED');
  }
  const { client, record } = await clientAndRecord(ctx, slug);
  const outcome = await syncOneClient(ctx, user, record, client, ['sampleQuestions']);
  if (typeof outcome !== 'string') throw unusable(`The Airtable record could not be used: ${outcome.failed}`);
  if (outcome === 'unchanged') return { message: 'The sample questions already match Airtable.' };
  await announce(ctx, 'clients');
  return { message: 'Retrieved the sample questions.' };
}

/** retrieve-media-images: the record's media pictures not copied yet. */
export async function retrieveMediaImages(ctx: SyncContext, user: SessionUser, slug: string): Promise<RetrieveMessage> {
  const { client, record } = await clientAndRecord(ctx, slug);
  const mediaKeys = (await mediaKeysByClient(ctx, [client.id])).get(client.id)!;
  const done = await syncClientImages(ctx, user, record, client, await repo.importedAttachments(ctx.db), { photo: false, media: true }, mediaKeys);
  if (typeof done.outcome !== 'string') throw unusable(`The media images could not be copied: ${done.outcome.failed}`);
  if (done.mediaAdded === 0) return { message: 'No new media images in Airtable.' };
  await announce(ctx, 'client-images');
  return { message: `Retrieved ${done.mediaAdded} media image${done.mediaAdded === 1 ? '' : 's'}.` };
}

/** retrieve-talking-points: the talking points table's records that link to the client's record. */
export async function retrieveTalkingPoints(ctx: SyncContext, user: SessionUser, slug: string): Promise<RetrieveMessage> {
  const { client } = await clientAndRecord(ctx, slug);
  const { table, fields } = ctx.config.airtable.mapping['talking-points'];
  const linksTo = (record: AirtableRecord) => {
    const link = record.fields[fields.client];
    return Array.isArray(link) ? link.includes(client.recordid) : link === client.recordid;
  };
  const syncPage = await talkingPointsSyncer(ctx, user);
  let found = 0;
  const failures: string[] = [];
  let changed = false;
  try {
    for await (const page of ctx.airtable.listRecords(table, { fields: Object.values(fields).filter((f): f is string => f !== null) })) {
      const mine = page.filter(linksTo);
      found += mine.length;
      for (const outcome of await syncPage(mine)) {
        if (typeof outcome !== 'string') failures.push(outcome.failed);
        else if (outcome !== 'unchanged') changed = true;
      }
    }
  } catch (error) {
    throw airtableFailure(error);
  }
  if (changed) await announce(ctx, 'talking-points');
  if (found === 0) return { message: 'Airtable has no talking points for this client.' };
  const retrieved = `Retrieved ${found - failures.length} talking point${found - failures.length === 1 ? '' : 's'}.`;
  return { message: failures.length ? `${retrieved} ${failures.length} could not be used: ${failures[0]}` : retrieved };
}
