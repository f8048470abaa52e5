import type { opaqueBody } from '../fields';
import type { adminJob } from '../jobs';
import { route } from '../route';
import type { airtableSyncStatus, syncRunBody, syncStreamQuery } from './airtable-sync';
import type { csvImportBody, csvPreview, csvRunBody } from './csv-import';
import type { uploadStorageStatus } from './migrate-uploads';
import type { runProfileSpiderBody } from './profile-spider';

/** The integrations domain's routes: the Airtable sync, the CSV import, the profile spider and moving uploads. */
export const integrationsRoutes = {
  /** Whether Airtable is configured, its sections and the schedule (owner). */
  syncStatus: route<{ response: typeof airtableSyncStatus }>('GET', '/api/admin/sync'),
  /** Starts a sync of a section or of everything (owner). */
  runSync: route<{ body: typeof syncRunBody; response: typeof adminJob }>('POST', '/api/admin/sync/run'),
  /** The live sync events every signed-in page follows (Server-Sent Events). */
  syncStream: route<{ query: typeof syncStreamQuery; response: typeof opaqueBody }>('GET', '/api/sync-progress-stream'),
  /** Reads a CSV file and plans its rows (owner). */
  csvPreview: route<{ body: typeof csvImportBody; response: typeof csvPreview }>('POST', '/api/admin/csv-import/preview'),
  /** Imports the new rows and the chosen updates as a job (owner). */
  csvRun: route<{ body: typeof csvRunBody; response: typeof adminJob }>('POST', '/api/admin/csv-import/run'),
  /** Starts the profile spider (admin). */
  runProfileSpider: route<{ body: typeof runProfileSpiderBody; response: typeof adminJob }>('POST', '/api/admin/profile-spider/run'),
  /** Where uploads are stored (owner). */
  uploadStorage: route<{ response: typeof uploadStorageStatus }>('GET', '/api/admin/migrate-uploads'),
  /** Starts moving the local uploads to S3 (owner). */
  migrateUploads: route<{ response: typeof adminJob }>('POST', '/api/admin/migrate-uploads/run'),
};
