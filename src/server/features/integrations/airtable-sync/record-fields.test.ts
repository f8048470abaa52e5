import { describe, expect, it } from 'vitest';
import type { AirtableRecord } from '@server/integrations/airtable/airtable-client';
import { type AirtableMapping, DEFAULT_AIRTABLE_MAPPING } from '@server/integrations/airtable/airtable-mapping';
import { clientFieldsOf, episodeFieldsOf, mediaAttachmentsOf, photoAttachmentOf, talkingPointFieldsOf, videoFieldsOf } from './record-fields';

const record = (fields: Record<string, unknown>): AirtableRecord => ({ id: 'recTEST', createdTime: '2026-01-01T00:00:00.000Z', fields });
const clients = new Map([['recCLIENT', 7]]);
const clientIdOf = (id: string) => clients.get(id);
const image = (id: string, type = 'image/png') => ({ id, url: `http://127.0.0.1:1/${id}.png`, filename: `${id}.png`, size: 10, type });

describe('record fields', () => {
  it('reads a client: booleans, categories, links, questions; unmapped fields left out, empty ones cleared', () => {
    const mapping: AirtableMapping = {
      ...DEFAULT_AIRTABLE_MAPPING,
      clients: { ...DEFAULT_AIRTABLE_MAPPING.clients, fields: { ...DEFAULT_AIRTABLE_MAPPING.clients.fields, bookUrl: null } },
    };
    const got = clientFieldsOf(
      record({
        Name: '  Ada   Lovelace ',
        Slug: 'Ada-Lovelace',
        Featured: 'true',
        'GOA Categories': 'Tech, Math , tech,',
        'LinkedIn URL': 'javascript:alert(1)',
        'Website URL': 'https://ada.example',
        'Sample Questions': ['One?', 'Two?'],
        'Book URL': 'https://book.example',
      }),
      mapping,
    );
    expect(got).toEqual({
      ok: true,
      fields: {
        name: 'Ada Lovelace',
        slug: 'ada-lovelace',
        headline: '',
        narrativeBio: '',
        sampleQuestions: 'One?\nTwo?',
        featured: true,
        goaCategories: ['Tech', 'Math'],
        linkedinUrl: null,
        instagramUrl: null,
        facebookUrl: null,
        websiteUrl: 'https://ada.example',
        youtubeUrl: null,
        linkedinImgUrl: null,
      },
    });
    expect(clientFieldsOf(record({ Featured: true, 'GOA Categories': ['A', 'B'] }), DEFAULT_AIRTABLE_MAPPING)).toEqual({
      ok: false,
      error: 'The record has no Name',
    });
    expect(clientFieldsOf(record({ Name: 'X', Slug: 'not a slug!' }), DEFAULT_AIRTABLE_MAPPING).ok).toBe(false);
    expect(clientFieldsOf(record({ Name: 'X', Headline: 'h'.repeat(201) }), DEFAULT_AIRTABLE_MAPPING)).toEqual({
      ok: false,
      error: 'The headline is longer than 200 characters',
    });
  });

  it('reads videos and talking points with their client link', () => {
    expect(
      videoFieldsOf(
        record({
          Title: 'Talk',
          Client: ['recCLIENT'],
          'YouTube ID': 'https://youtu.be/dQw4w9WgXcQ',
          'Vimeo ID': 'https://vimeo.com/123',
          Keywords: ['a', 'b'],
          'Has Transcript': true,
        }),
        DEFAULT_AIRTABLE_MAPPING,
        clientIdOf,
      ),
    ).toEqual({
      ok: true,
      fields: { clientId: 7, title: 'Talk', description: '', keywords: ['a', 'b'], youtubeId: 'dQw4w9WgXcQ', vimeoId: '123', hasTranscript: true },
    });
    expect(videoFieldsOf(record({ Title: 'Talk', Client: ['recOTHER'] }), DEFAULT_AIRTABLE_MAPPING, clientIdOf)).toEqual({
      ok: false,
      error: 'The linked client recOTHER is not in the directory; sync the clients first',
    });
    expect(talkingPointFieldsOf(record({ Title: 'Point', Client: ['recCLIENT'], 'Full Text': 'Long' }), DEFAULT_AIRTABLE_MAPPING, clientIdOf)).toEqual({
      ok: true,
      fields: { clientId: 7, talkingPointTitle: 'Point', talkingPointFull: 'Long' },
    });
    expect(talkingPointFieldsOf(record({ Title: 'Point' }), DEFAULT_AIRTABLE_MAPPING, clientIdOf).ok).toBe(false);
  });

  it('reads episodes: podcast by name, dates, release words', () => {
    expect(
      episodeFieldsOf(
        record({ Title: 'Ep 1', Podcast: 'The Show', 'Air Date': '2025-03-04', 'Release Status': 'Aired', 'Episode URL': 'https://pod.example/1' }),
        DEFAULT_AIRTABLE_MAPPING,
        clientIdOf,
      ),
    ).toEqual({
      ok: true,
      fields: {
        podcastName: 'The Show',
        title: 'Ep 1',
        clientId: null,
        description: '',
        url: 'https://pod.example/1',
        publishedAt: new Date('2025-03-04T00:00:00Z'),
        releaseStatus: 'released',
      },
    });
    expect(episodeFieldsOf(record({ Title: 'Ep', Podcast: 'S', 'Air Date': 'soon' }), DEFAULT_AIRTABLE_MAPPING, clientIdOf).ok).toBe(false);
    expect(episodeFieldsOf(record({ Title: 'Ep', Podcast: 'S', 'Release Status': 'maybe' }), DEFAULT_AIRTABLE_MAPPING, clientIdOf).ok).toBe(false);
  });

  it('picks image attachments only', () => {
    const r = record({ 'Profile Photo': [image('attDOC', 'application/pdf'), image('attA')], 'Media Images': [image('attB'), { junk: 1 }, image('attC')] });
    expect(photoAttachmentOf(r, DEFAULT_AIRTABLE_MAPPING)?.id).toBe('attA');
    expect(mediaAttachmentsOf(r, DEFAULT_AIRTABLE_MAPPING).map((a) => a.id)).toEqual(['attB', 'attC']);
    expect(photoAttachmentOf(record({}), DEFAULT_AIRTABLE_MAPPING)).toBeNull();
  });
});
