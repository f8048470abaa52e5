import type { AdminListPage } from '@shared/api/admin-lists';
import { safeImageSrc } from '@shared/api/fields';
import type { ImageAuditClient, ImageAuditQuery, ImageAuditStats } from '@shared/api/directory/images/image-audit';
import type { AppContext } from '@server/context';
import { toAdminPage } from '@server/lib/admin-list';
import { photoIssues } from './photo-rule';
import { normalizeLocalImage } from '../clients/image-paths';
import * as repo from './image-audit.repo';

type AuditContext = Pick<AppContext, 'db' | 'config'>;

/** The size as people read it: "412 × 300 px". */
const sizeOf = (row: repo.AuditRow) => `${row.width} × ${row.height} px`;

/** Why a photo is in its state, for the auditor's pill; a photo the photo rule refuses gives its reasons ("Too wide for a portrait: 900 × 300 …"). */
export function detailOf(row: repo.AuditRow): string {
  switch (row.state) {
    case 'missing':
      return 'No photo';
    case 'broken':
      return row.remote ? 'Remote photo, not stored here' : 'No record of this file among the uploads';
    case 'low-resolution':
    case 'not-square':
      return photoIssues({ width: row.width ?? 0, height: row.height ?? 0 }).join(' ');
    case 'present':
      return row.width === null ? 'Stored; size not recorded' : sizeOf(row);
  }
}

/** A row as the auditor lists it; `localimage` is the photo's address as the profile shows it. */
function clientOf(row: repo.AuditRow): ImageAuditClient {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    recordid: row.recordid,
    localimage: safeImageSrc(normalizeLocalImage(row.localimage)) ?? safeImageSrc(row.profileImage),
    width: row.width,
    height: row.height,
    state: row.state,
    detail: detailOf(row),
  };
}

/** /admin/image-auditor: one page of live clients with their photo state. */
export async function listAuditedClients(ctx: AuditContext, query: ImageAuditQuery): Promise<AdminListPage<ImageAuditClient>> {
  const { items: rows, count } = await repo.auditList.page(ctx.db, query);
  return toAdminPage(rows.map(clientOf), count, query);
}

/** Live clients per photo state, and whether Airtable is configured (the retrievals need it). */
export async function auditStats(ctx: AuditContext): Promise<ImageAuditStats> {
  const states = await repo.stateCounts(ctx.db);
  const total = Object.values(states).reduce((sum, n) => sum + n, 0);
  return { total, states, airtableConfigured: Boolean(ctx.config.airtable.apiKey && ctx.config.airtable.baseId) };
}
