import { ADMIN_CLIENT_LIMITS, SLUG_PATTERN } from '@shared/api/directory/clients/admin-directory';
import { APPEARANCE_LIMITS } from '@shared/api/directory/appearances/appearances';
import { EPISODE_LIMITS } from '@shared/api/directory/podcasts/admin-episodes';
import { isHttpUrl } from '@shared/api/fields';
import { PROFILE_LIMITS } from '@shared/api/directory/profile-editing';
import { TALKING_POINT_LIMITS } from '@shared/api/directory/talking-points/talking-points';
import { YOUTUBE_ID_PATTERN } from '@shared/youtube';
import { type AirtableAttachment, type AirtableRecord, airtableAttachmentSchema } from '@server/integrations/airtable/airtable-client';
import type { AirtableMapping } from '@server/integrations/airtable/airtable-mapping';

/**
 * Pure translations of an Airtable record into our rows. A field the mapping sets to null is
 * left out of the answer (ours stays untouched); a mapped field the record lacks (Airtable omits
 * empty fields) clears ours. Each answers the fields, or the record's validation error.
 */

/** The fields of one record, or why the record can't be imported (a sentence for the run's findings). */
export type FieldsOf<T> = { ok: true; fields: T } | { ok: false; error: string };

/** Our client columns a clients record sets (slug absent: generated from the name on insert, kept on update). */
export interface ClientRecordFields {
  name: string;
  slug?: string;
  headline?: string;
  narrativeBio?: string;
  featured?: boolean;
  goaCategories?: string[];
  linkedinUrl?: string | null;
  instagramUrl?: string | null;
  facebookUrl?: string | null;
  websiteUrl?: string | null;
  youtubeUrl?: string | null;
  bookUrl?: string | null;
  linkedinImgUrl?: string | null;
  sampleQuestions?: string;
}

/** Our video columns a videos record sets (clientId from its client link). */
export interface VideoRecordFields {
  clientId: number;
  title: string;
  description?: string;
  keywords?: string[];
  youtubeId?: string | null;
  vimeoId?: string | null;
  hasTranscript?: boolean;
}

/** Our talking point columns a talking points record sets. */
export interface TalkingPointRecordFields {
  clientId: number;
  talkingPointTitle: string;
  talkingPointFull?: string;
}

/** Our episode columns an episodes record sets; the podcast is named (the syncer finds or creates it). */
export interface EpisodeRecordFields {
  podcastName: string;
  title: string;
  clientId?: number | null;
  description?: string;
  url?: string | null;
  publishedAt?: Date | null;
  releaseStatus?: 'planned' | 'recorded' | 'released';
}

/** Our client id for an Airtable client record id, when that client has been synced. */
type ClientIdOf = (recordid: string) => number | undefined;

const LINK_FIELDS = ['linkedinUrl', 'instagramUrl', 'facebookUrl', 'websiteUrl', 'youtubeUrl', 'bookUrl', 'linkedinImgUrl'] as const;

/** Text of a cell: strings as they are, numbers and booleans written out, lists joined by `joiner`, a collaborator's or option's name. */
function textOf(value: unknown, joiner = ', '): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map((v) => textOf(v, joiner))
      .filter((v) => v !== '')
      .join(joiner);
  if (typeof value === 'object' && 'name' in value && typeof value.name === 'string') return value.name;
  return '';
}

/** A list of names from a multiple-select (array) or comma-separated text: trimmed, blank and repeated ones dropped. */
function listOf(value: unknown): string[] {
  const parts = Array.isArray(value) ? value.map((v) => textOf(v)) : textOf(value).split(',');
  const byLower = new Map<string, string>();
  for (const part of parts) {
    const name = part.replace(/\s+/g, ' ').trim();
    if (name && !byLower.has(name.toLowerCase())) byLower.set(name.toLowerCase(), name);
  }
  return [...byLower.values()];
}

/** A checkbox (true), 'true'/'yes'/'checked'/'1' text or 1 → true; anything else, or empty, false. */
function booleanOf(value: unknown): boolean {
  if (value === true || value === 1) return true;
  return ['true', 'yes', 'checked', '1', 'y'].includes(textOf(value).trim().toLowerCase());
}

/** An http(s) address, else null (junk and javascript: links are dropped, not refused). */
function linkOf(value: unknown): string | null {
  const link = textOf(value).trim();
  return link.length <= PROFILE_LIMITS.urlMax && isHttpUrl(link) ? link : null;
}

/** The first record id of a link field (an array of "rec…" ids; text is taken as one id). */
function linkedIdOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/** `value` of the record's field `field`, or `absent` when the mapping leaves the field out (null). */
function cell(record: AirtableRecord, field: string | null): { mapped: false } | { mapped: true; value: unknown } {
  return field === null ? { mapped: false } : { mapped: true, value: record.fields[field] };
}

/** Text no longer than `max` (trimmed), or the error naming `label`. */
function boundedText(value: unknown, label: string, max: number, joiner?: string): string | { error: string } {
  const text = textOf(value, joiner).replaceAll('\u0000', '').trim();
  return text.length > max ? { error: `The ${label} is longer than ${max} characters` } : text;
}

/** Sets `out[key]` from the cell when mapped; answers an error when the text is too long. */
function putText<T extends object>(
  out: T,
  key: keyof T & string,
  record: AirtableRecord,
  field: string | null,
  label: string,
  max: number,
  joiner?: string,
): string | undefined {
  const c = cell(record, field);
  if (!c.mapped) return undefined;
  const text = boundedText(c.value, label, max, joiner);
  if (typeof text !== 'string') return text.error;
  (out as Record<string, unknown>)[key] = text;
  return undefined;
}

/** A client record's fields: name required; links only http(s); sample questions one per line. */
export function clientFieldsOf(record: AirtableRecord, mapping: AirtableMapping): FieldsOf<ClientRecordFields> {
  const f = mapping.clients.fields;
  const name = textOf(record.fields[f.name]).replace(/\s+/g, ' ').trim();
  if (!name) return { ok: false, error: `The record has no ${f.name}` };
  if (name.length > PROFILE_LIMITS.nameMax) return { ok: false, error: `The name is longer than ${PROFILE_LIMITS.nameMax} characters` };
  const out: ClientRecordFields = { name };
  const slug = cell(record, f.slug);
  if (slug.mapped) {
    const text = textOf(slug.value).trim().toLowerCase();
    if (text) {
      if (text.length > ADMIN_CLIENT_LIMITS.slugMax || !SLUG_PATTERN.test(text))
        return { ok: false, error: `The slug "${text.slice(0, 120)}" is not valid: use lowercase letters, digits and single hyphens` };
      out.slug = text;
    }
  }
  const error =
    putText(out, 'headline', record, f.headline, 'headline', PROFILE_LIMITS.headlineMax) ??
    putText(out, 'narrativeBio', record, f.narrativeBio, 'bio', PROFILE_LIMITS.bioMax) ??
    putText(out, 'sampleQuestions', record, f.sampleQuestions, 'sample questions', ADMIN_CLIENT_LIMITS.sampleQuestionsMax, '\n');
  if (error) return { ok: false, error };
  const featured = cell(record, f.featured);
  if (featured.mapped) out.featured = booleanOf(featured.value);
  const categories = cell(record, f.goaCategories);
  if (categories.mapped) {
    const list = listOf(categories.value);
    const long = list.find((c) => c.length > PROFILE_LIMITS.categoryMax);
    if (long) return { ok: false, error: `The category "${long.slice(0, 80)}…" is longer than ${PROFILE_LIMITS.categoryMax} characters` };
    if (list.length > ADMIN_CLIENT_LIMITS.categoriesMax)
      return { ok: false, error: `The record has ${list.length} categories; at most ${ADMIN_CLIENT_LIMITS.categoriesMax} are allowed` };
    out.goaCategories = list;
  }
  for (const key of LINK_FIELDS) {
    const link = cell(record, f[key]);
    if (link.mapped) out[key] = linkOf(link.value);
  }
  return { ok: true, fields: out };
}

/** The client a record links to, or the error: no link, or a client not synced yet. */
function linkedClient(record: AirtableRecord, field: string, clientIdOf: ClientIdOf): { clientId: number } | { error: string } {
  const recordid = linkedIdOf(record.fields[field]);
  if (!recordid) return { error: `The record links to no client (${field} is empty)` };
  const clientId = clientIdOf(recordid);
  return clientId === undefined ? { error: `The linked client ${recordid} is not in the directory; sync the clients first` } : { clientId };
}

/** A YouTube id from an id or a watch / youtu.be / embed / shorts address; null when none can be read. */
function youtubeIdOf(value: unknown): string | null {
  const text = textOf(value).trim();
  if (YOUTUBE_ID_PATTERN.test(text)) return text;
  if (!isHttpUrl(text)) return null;
  const url = new URL(text);
  const candidate = url.searchParams.get('v') ?? url.pathname.split('/').filter(Boolean).at(-1) ?? '';
  return YOUTUBE_ID_PATTERN.test(candidate) ? candidate : null;
}

/** A Vimeo id (digits) from an id or a vimeo.com address; null when none. */
function vimeoIdOf(value: unknown): string | null {
  const text = textOf(value).trim();
  const id = /^\d+$/.test(text) ? text : /vimeo\.com\/(?:.*\/)?(\d+)(?:[/?#]|$)/.exec(text)?.[1];
  return id && id.length <= 20 ? id : null;
}

/** A videos record's fields: title and client link required; YouTube and Vimeo ids read from ids or addresses. */
export function videoFieldsOf(record: AirtableRecord, mapping: AirtableMapping, clientIdOf: ClientIdOf): FieldsOf<VideoRecordFields> {
  const f = mapping.videos.fields;
  const title = boundedText(record.fields[f.title], 'title', APPEARANCE_LIMITS.titleMax);
  if (typeof title !== 'string') return { ok: false, error: title.error };
  if (!title) return { ok: false, error: `The record has no ${f.title}` };
  const client = linkedClient(record, f.client, clientIdOf);
  if ('error' in client) return { ok: false, error: client.error };
  const out: VideoRecordFields = { clientId: client.clientId, title };
  const error = putText(out, 'description', record, f.description, 'description', EPISODE_LIMITS.descriptionMax);
  if (error) return { ok: false, error };
  const keywords = cell(record, f.keywords);
  if (keywords.mapped) out.keywords = listOf(keywords.value).slice(0, 50);
  const youtube = cell(record, f.youtubeId);
  if (youtube.mapped) out.youtubeId = youtubeIdOf(youtube.value);
  const vimeo = cell(record, f.vimeoId);
  if (vimeo.mapped) out.vimeoId = vimeoIdOf(vimeo.value);
  const transcript = cell(record, f.hasTranscript);
  if (transcript.mapped) out.hasTranscript = booleanOf(transcript.value);
  return { ok: true, fields: out };
}

/** A talking points record's fields: title and client link required. */
export function talkingPointFieldsOf(record: AirtableRecord, mapping: AirtableMapping, clientIdOf: ClientIdOf): FieldsOf<TalkingPointRecordFields> {
  const f = mapping['talking-points'].fields;
  const title = boundedText(record.fields[f.talkingPointTitle], 'title', TALKING_POINT_LIMITS.titleMax);
  if (typeof title !== 'string') return { ok: false, error: title.error };
  if (!title) return { ok: false, error: `The record has no ${f.talkingPointTitle}` };
  const client = linkedClient(record, f.client, clientIdOf);
  if ('error' in client) return { ok: false, error: client.error };
  const out: TalkingPointRecordFields = { clientId: client.clientId, talkingPointTitle: title };
  const error = putText(out, 'talkingPointFull', record, f.talkingPointFull, 'full text', TALKING_POINT_LIMITS.fullMax);
  return error ? { ok: false, error } : { ok: true, fields: out };
}

/** Airtable's words for where an episode stands, to ours. */
const RELEASE_STATUS_WORDS: Record<string, EpisodeRecordFields['releaseStatus']> = {
  planned: 'planned',
  scheduled: 'planned',
  booked: 'planned',
  recorded: 'recorded',
  released: 'released',
  published: 'released',
  aired: 'released',
  live: 'released',
};

/** A date or date-time cell as a Date between APPEARANCE_LIMITS' years, null when empty, or an error. */
function dateOf(value: unknown): Date | null | { error: string } {
  const text = textOf(value).trim();
  if (!text) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < APPEARANCE_LIMITS.firstYear || year > APPEARANCE_LIMITS.lastYear)
    return { error: `The air date "${text.slice(0, 40)}" is not a date between ${APPEARANCE_LIMITS.firstYear} and ${APPEARANCE_LIMITS.lastYear}` };
  return date;
}

/** An episodes record's fields: title and podcast name required; the client link optional (unknown client: an error). */
export function episodeFieldsOf(record: AirtableRecord, mapping: AirtableMapping, clientIdOf: ClientIdOf): FieldsOf<EpisodeRecordFields> {
  const f = mapping.episodes.fields;
  const title = boundedText(record.fields[f.title], 'title', APPEARANCE_LIMITS.titleMax);
  if (typeof title !== 'string') return { ok: false, error: title.error };
  if (!title) return { ok: false, error: `The record has no ${f.title}` };
  const podcastName = textOf(record.fields[f.podcast]).replace(/\s+/g, ' ').trim();
  if (!podcastName) return { ok: false, error: `The record has no ${f.podcast}` };
  if (podcastName.length > APPEARANCE_LIMITS.podcastNameMax)
    return { ok: false, error: `The podcast name is longer than ${APPEARANCE_LIMITS.podcastNameMax} characters` };
  const out: EpisodeRecordFields = { podcastName, title };
  if (f.client !== null) {
    if (linkedIdOf(record.fields[f.client]) === undefined) out.clientId = null;
    else {
      const client = linkedClient(record, f.client, clientIdOf);
      if ('error' in client) return { ok: false, error: client.error };
      out.clientId = client.clientId;
    }
  }
  const error = putText(out, 'description', record, f.description, 'description', EPISODE_LIMITS.descriptionMax);
  if (error) return { ok: false, error };
  const url = cell(record, f.url);
  if (url.mapped) out.url = linkOf(url.value);
  const published = cell(record, f.publishedAt);
  if (published.mapped) {
    const date = dateOf(published.value);
    if (date !== null && !(date instanceof Date)) return { ok: false, error: date.error };
    out.publishedAt = date;
  }
  const status = cell(record, f.releaseStatus);
  if (status.mapped) {
    const word = textOf(status.value).trim().toLowerCase();
    if (word) {
      const releaseStatus = RELEASE_STATUS_WORDS[word];
      if (!releaseStatus) return { ok: false, error: `The release status "${word.slice(0, 40)}" is not one of planned, recorded or released` };
      out.releaseStatus = releaseStatus;
    }
  }
  return { ok: true, fields: out };
}

/** The image attachments of a cell, in order (anything not an image attachment is skipped). */
function imageAttachments(value: unknown): AirtableAttachment[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = airtableAttachmentSchema.safeParse(item);
    return parsed.success && parsed.data.type.startsWith('image/') ? [parsed.data] : [];
  });
}

/** The client's profile photo: the first image in the photo field, or null. */
export function photoAttachmentOf(record: AirtableRecord, mapping: AirtableMapping): AirtableAttachment | null {
  return imageAttachments(record.fields[mapping['client-images'].fields.photo])[0] ?? null;
}

/** The client's media pictures: the images in the media field (none when the mapping leaves it out). */
export function mediaAttachmentsOf(record: AirtableRecord, mapping: AirtableMapping): AirtableAttachment[] {
  const field = mapping['client-images'].fields.mediaImages;
  return field === null ? [] : imageAttachments(record.fields[field]);
}
