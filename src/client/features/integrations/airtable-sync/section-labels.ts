import type { AirtableSection } from '@shared/api/integrations/airtable-sync';

/** How each synced section reads on the page. */
export const SECTION_LABELS: Record<AirtableSection, string> = {
  clients: 'Clients',
  'client-images': 'Client images',
  'talking-points': 'Talking points',
  videos: 'Videos',
  episodes: 'Episodes',
};
