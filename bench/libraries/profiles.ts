import type { SearchRow } from '@server/features/directory/clients/clients.repo';
import { benchProfile } from '../seed-profiles';

type Probe = { name: string; headline?: string; narrativeBio?: string };

/** The listed profiles of search.test.ts, with the same fields (the factory's defaults for the rest). */
export const SEARCH_TEST_PROFILES: Probe[] = [
  { name: 'Amara Okafor', narrativeBio: 'Speaks about boards.' },
  { name: 'Lina Amera', narrativeBio: 'Speaks about boards.' },
  { name: 'Theo Wellington', narrativeBio: 'Speaks about boards.' },
  { name: 'Wei Chen', narrativeBio: 'Speaks about boards.' },
  { name: 'Mira Stone', narrativeBio: 'Speaks about boards.' },
  { name: 'Mira Stonebridge', narrativeBio: 'Speaks about boards.' },
  { name: 'Mira Stonne', narrativeBio: 'Speaks about boards.' },
  { name: 'Ivo Park', headline: 'Adviser to Mira Stone' },
  { name: 'Lu Vance', narrativeBio: 'Worked with Mira Stone for years.' },
];

/** Profiles added by hand to the generated ones: the search tests' profiles, and a few words the generated profiles never use. */
const PROBES: Probe[] = [
  ...SEARCH_TEST_PROFILES,
  { name: 'Helena Marsh', headline: 'Chief Sustainability Officer', narrativeBio: 'Builds sustainable supply chains for retail.' },
  { name: 'Sustain Partners Ltd', headline: 'Advisory firm', narrativeBio: 'Climate strategy for boards.' },
  { name: 'Tomas Leadbetter', headline: 'Leadership coach', narrativeBio: 'Coaches leaders through turnarounds.' },
];

/** A profile as the search index reads it (listed, updated now). */
export function searchRow(
  id: number,
  fields: { name: string; slug?: string; headline?: string; narrativeBio?: string; featured?: boolean; goaCategories?: string[] },
): SearchRow {
  const narrativeBio = fields.narrativeBio ?? 'A leader in the field.';
  return {
    id,
    slug: fields.slug ?? `client-${id}`,
    name: fields.name,
    headline: fields.headline ?? 'Chief Executive Officer',
    localimage: null,
    profileImage: null,
    linkedinImgUrl: null,
    featured: fields.featured ?? false,
    goaCategories: fields.goaCategories ?? [],
    bioExcerpt: narrativeBio.slice(0, 400),
    narrativeBio,
    listed: true,
    updatedAt: new Date(),
  };
}

/** `count` generated profiles (ids 1…count, as bench/seed-profiles.ts makes them) and then the hand-written probes, by ascending id. */
export function benchRows(count: number): SearchRow[] {
  const generated = Array.from({ length: count }, (_, i) => searchRow(i + 1, benchProfile(i + 1)));
  return [...generated, ...PROBES.map((probe, i) => searchRow(count + 1 + i, probe))];
}
