import type { AdminClientDetail, AdminClientPatch } from '@shared/api/directory/clients/admin-directory';

/** The address fields of a client, with their labels, in the order the editor shows them. */
export const LINK_FIELDS = [
  ['linkedinUrl', 'LinkedIn'],
  ['instagramUrl', 'Instagram'],
  ['facebookUrl', 'Facebook'],
  ['websiteUrl', 'Website'],
  ['youtubeUrl', 'YouTube'],
  ['bookUrl', 'Book'],
] as const;

/** The photo addresses of a client, with their labels and hints (the uploaded photo is uploaded, not typed). */
export const IMAGE_FIELDS = [
  ['profileImage', 'Fallback photo address', 'Shown when the uploaded photo is missing.'],
  ['linkedinImgUrl', 'LinkedIn photo address', ''],
] as const;

/** The text fields that are null when empty. */
const NULLABLE = ['profileImage', 'linkedinImgUrl', ...LINK_FIELDS.map(([key]) => key), 'recordid'] as const;
type NullableKey = (typeof NULLABLE)[number];

/** The editor's fields: every text as a string (empty for none); the uploaded photo has its own upload, not a field. */
export type ClientDraft = { [K in Exclude<keyof AdminClientPatch, 'featured' | 'goaCategories' | 'localimage'>]-?: string } & {
  featured: boolean;
  goaCategories: string[];
};

/** An empty draft for a new client (its slug is made from the name unless one is typed). */
export const EMPTY_DRAFT: ClientDraft = {
  slug: '',
  name: '',
  headline: '',
  narrativeBio: '',
  profileImage: '',
  linkedinImgUrl: '',
  featured: false,
  goaCategories: [],
  linkedinUrl: '',
  instagramUrl: '',
  facebookUrl: '',
  websiteUrl: '',
  youtubeUrl: '',
  bookUrl: '',
  recordid: '',
  sampleQuestions: '',
};

/** The draft of a stored client. */
export function toDraft(client: AdminClientDetail): ClientDraft {
  const draft = { ...EMPTY_DRAFT };
  for (const key of Object.keys(EMPTY_DRAFT) as (keyof ClientDraft)[]) {
    const value = client[key];
    (draft as Record<string, unknown>)[key] = value ?? '';
  }
  return draft;
}

/** The body that saves `draft`: only the fields that differ from `baseline` (all for a new client), empty addresses as null, a blank new slug left out. */
export function bodyOf(draft: ClientDraft, baseline: ClientDraft | null): AdminClientPatch {
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(draft) as (keyof ClientDraft)[]) {
    const value = draft[key];
    if (baseline && JSON.stringify(value) === JSON.stringify(baseline[key])) continue;
    if (!baseline && key === 'slug' && value === '') continue;
    body[key] = typeof value === 'string' && NULLABLE.includes(key as NullableKey) ? value.trim() || null : value;
  }
  return body as AdminClientPatch;
}
