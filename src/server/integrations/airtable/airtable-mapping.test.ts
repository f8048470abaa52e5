import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { airtableSourceOf, DEFAULT_AIRTABLE_MAPPING, loadAirtableMapping } from './airtable-mapping';

const dir = mkdtempSync(join(tmpdir(), 'airtable-mapping-'));

/** A mapping file with this content; answers its path. */
function fileWith(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

it('uses the defaults without a file', () => {
  expect(loadAirtableMapping()).toBe(DEFAULT_AIRTABLE_MAPPING);
  expect(airtableSourceOf(DEFAULT_AIRTABLE_MAPPING, 'client-images')).toEqual({ table: 'Clients', fields: ['Profile Photo', 'Media Images'] });
});

it('overrides tables and fields from the example file, and leaves out fields set to null', () => {
  const mapping = loadAirtableMapping(join(import.meta.dirname, 'airtable-mapping.example.json'));
  expect(mapping.clients.table).toBe('Guests');
  expect(mapping.clients.fields).toMatchObject({ name: 'Full Name', narrativeBio: 'Bio', headline: 'Headline', bookUrl: null });
  expect(mapping.videos.table).toBe('Videos');
  expect(airtableSourceOf(mapping, 'client-images')).toEqual({ table: 'Guests', fields: ['Headshot', 'Media Images'] });
  expect(airtableSourceOf(mapping, 'clients').fields).not.toContain('Book URL');
});

it('names an unknown section, key or field, and the ones it knows', () => {
  expect(() => loadAirtableMapping(fileWith('section.json', { guests: { table: 'Guests' } }))).toThrow(
    'unknown section "guests" (known: clients, videos, talking-points, episodes, client-images)',
  );
  expect(() => loadAirtableMapping(fileWith('key.json', { 'client-images': { table: 'Clients' } }))).toThrow(
    'client-images: unknown key "table" (known: fields)',
  );
  expect(() => loadAirtableMapping(fileWith('field.json', { clients: { fields: { nmae: 'Name' } } }))).toThrow(
    'clients.fields: unknown field "nmae" (known: name, slug, headline,',
  );
});

it('refuses an empty name, a null required field, and a file that is not JSON', () => {
  expect(() => loadAirtableMapping(fileWith('empty.json', { videos: { table: ' ' } }))).toThrow('videos.table: cannot be empty');
  expect(() => loadAirtableMapping(fileWith('null.json', { clients: { fields: { name: null } } }))).toThrow('clients.fields.name:');
  expect(() => loadAirtableMapping(fileWith('bad.json', '{ "clients": '))).toThrow(/bad\.json could not be read as JSON/);
  expect(() => loadAirtableMapping(join(dir, 'missing.json'))).toThrow(/missing\.json could not be read/);
});
