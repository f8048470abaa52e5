import { readFileSync } from 'node:fs';
import { type ZodError, z } from 'zod';

/** The sections a sync covers and its events name; client-images are attachment fields of the clients table. */
const AIRTABLE_SECTIONS = ['clients', 'videos', 'talking-points', 'episodes', 'client-images'] as const;
/** A section a sync covers. */
type AirtableSection = (typeof AIRTABLE_SECTIONS)[number];

const name = z.string().trim().min(1, 'cannot be empty');
/** A field the base may lack: null means "not in this base", and the sync leaves ours alone. */
const optional = name.nullable();

const clientFields = z.object({
  name,
  slug: optional,
  headline: optional,
  narrativeBio: optional,
  featured: optional,
  goaCategories: optional,
  linkedinUrl: optional,
  instagramUrl: optional,
  facebookUrl: optional,
  websiteUrl: optional,
  youtubeUrl: optional,
  bookUrl: optional,
  linkedinImgUrl: optional,
  sampleQuestions: optional,
});
/** Attachment fields of the clients table: the profile photo and the media pictures. */
const clientImageFields = z.object({ photo: name, mediaImages: optional });
/** `client` is a link to the clients table (a list of record ids). */
const videoFields = z.object({
  title: name,
  client: name,
  description: optional,
  keywords: optional,
  youtubeId: optional,
  vimeoId: optional,
  hasTranscript: optional,
});
const talkingPointFields = z.object({ talkingPointTitle: name, client: name, talkingPointFull: optional });
const episodeFields = z.object({
  title: name,
  podcast: name,
  client: optional,
  description: optional,
  url: optional,
  publishedAt: optional,
  releaseStatus: optional,
});

const table = <F extends z.ZodObject>(fields: F) => z.object({ table: name, fields });
const mappingSchema = z.object({
  clients: table(clientFields),
  videos: table(videoFields),
  'talking-points': table(talkingPointFields),
  episodes: table(episodeFields),
  'client-images': z.object({ fields: clientImageFields }),
});

/** Which Airtable table and field names each section reads; client-images read the clients table. */
export type AirtableMapping = z.infer<typeof mappingSchema>;

/** The mapping used when no file overrides it: tables and fields named after the product's records and their fields, in Airtable's Title Case. */
export const DEFAULT_AIRTABLE_MAPPING: AirtableMapping = {
  clients: {
    table: 'Clients',
    fields: {
      name: 'Name',
      slug: 'Slug',
      headline: 'Headline',
      narrativeBio: 'Narrative Bio',
      featured: 'Featured',
      goaCategories: 'GOA Categories',
      linkedinUrl: 'LinkedIn URL',
      instagramUrl: 'Instagram URL',
      facebookUrl: 'Facebook URL',
      websiteUrl: 'Website URL',
      youtubeUrl: 'YouTube URL',
      bookUrl: 'Book URL',
      linkedinImgUrl: 'LinkedIn Image URL',
      sampleQuestions: 'Sample Questions',
    },
  },
  videos: {
    table: 'Videos',
    fields: {
      title: 'Title',
      client: 'Client',
      description: 'Description',
      keywords: 'Keywords',
      youtubeId: 'YouTube ID',
      vimeoId: 'Vimeo ID',
      hasTranscript: 'Has Transcript',
    },
  },
  'talking-points': {
    table: 'Talking Points',
    fields: { talkingPointTitle: 'Title', client: 'Client', talkingPointFull: 'Full Text' },
  },
  episodes: {
    table: 'Episodes',
    fields: {
      title: 'Title',
      podcast: 'Podcast',
      client: 'Client',
      description: 'Description',
      url: 'Episode URL',
      publishedAt: 'Air Date',
      releaseStatus: 'Release Status',
    },
  },
  'client-images': { fields: { photo: 'Profile Photo', mediaImages: 'Media Images' } },
};

/** A mapping file: any section, and in it the table and any fields, override the defaults; nothing else is allowed. */
const fileSchema = z
  .object({
    clients: z.object({ table: name, fields: clientFields.partial().strict() }).partial().strict(),
    videos: z.object({ table: name, fields: videoFields.partial().strict() }).partial().strict(),
    'talking-points': z.object({ table: name, fields: talkingPointFields.partial().strict() }).partial().strict(),
    episodes: z.object({ table: name, fields: episodeFields.partial().strict() }).partial().strict(),
    'client-images': z.object({ fields: clientImageFields.partial().strict() }).partial().strict(),
  })
  .partial()
  .strict();

/** What may be written at a path of the file, named in the error for an unknown key. */
function knownKeysAt(path: readonly PropertyKey[]): readonly string[] {
  const [section, part] = path as [AirtableSection | undefined, string | undefined];
  if (section === undefined) return AIRTABLE_SECTIONS;
  const defaults = DEFAULT_AIRTABLE_MAPPING[section];
  return part === 'fields' ? Object.keys(defaults.fields) : Object.keys(defaults);
}

/** One line per problem, e.g. `clients.fields: unknown field "nmae" (known: name, slug, …)`. */
function describe(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.join('.');
      if (issue.code === 'unrecognized_keys') {
        const what = issue.path.length === 0 ? 'section' : issue.path.at(-1) === 'fields' ? 'field' : 'key';
        const keys = issue.keys.map((k) => `"${k}"`).join(', ');
        return `${where ? `${where}: ` : ''}unknown ${what}${issue.keys.length > 1 ? 's' : ''} ${keys} (known: ${knownKeysAt(issue.path).join(', ')})`;
      }
      return `${where || 'the file'}: ${issue.message}`;
    })
    .join('; ');
}

/**
 * The Airtable mapping: the defaults, overridden section by section and field by field by the
 * JSON file at `path` when given (AIRTABLE_MAPPING_FILE). Throws an Error naming the file and
 * every problem (unreadable, not JSON, an unknown section or field, an empty name).
 */
export function loadAirtableMapping(path?: string): AirtableMapping {
  if (!path) return DEFAULT_AIRTABLE_MAPPING;
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`The Airtable mapping file ${path} could not be read as JSON: ${(error as Error).message}`);
  }
  const parsed = fileSchema.safeParse(data);
  if (!parsed.success) throw new Error(`The Airtable mapping file ${path} is not valid: ${describe(parsed.error)}`);
  const file = parsed.data;
  const merge = (section: AirtableSection) => {
    const defaults = DEFAULT_AIRTABLE_MAPPING[section];
    const override: { table?: string; fields?: Record<string, string | null | undefined> } = file[section] ?? {};
    return { ...defaults, ...override, fields: { ...defaults.fields, ...override.fields } };
  };
  return mappingSchema.parse(Object.fromEntries(AIRTABLE_SECTIONS.map((section) => [section, merge(section)])));
}

/** Where a section's records come from: its table (the clients table for client-images) and the Airtable fields to ask for. */
export function airtableSourceOf(mapping: AirtableMapping, section: AirtableSection): { table: string; fields: string[] } {
  const table = section === 'client-images' ? mapping.clients.table : mapping[section].table;
  const fields = Object.values(mapping[section].fields as Record<string, string | null>).filter((f): f is string => f !== null);
  return { table, fields };
}
