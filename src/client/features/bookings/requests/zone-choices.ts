import { compareText, zoneCity, zoneLabel } from '@shared/dates';
import { offsetOf } from '@shared/wall-time';

/** A zone's offset from UTC now, in minutes east (Kolkata: 330, New York in winter: -300). */
function offsetMinutes(zone: string): number {
  return Math.round(offsetOf(Date.now(), zone) / 60_000);
}

/** An offset as a person reads it: "GMT-5", "GMT+5:30", "GMT". */
function offsetText(minutes: number): string {
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The picker's groups, in the order it lists them, by the first part of a zone's id. */
const REGIONS: Readonly<Record<string, string>> = {
  America: 'Americas',
  Europe: 'Europe',
  Arctic: 'Europe',
  Africa: 'Africa',
  Asia: 'Asia',
  Australia: 'Australia & Pacific',
  Pacific: 'Australia & Pacific',
  Atlantic: 'Atlantic',
  Indian: 'Indian Ocean',
  Antarctica: 'Antarctica',
};
const REGION_ORDER = [...new Set(Object.values(REGIONS))];

/**
 * The old ids browsers still list (Chrome and Safari list CLDR's ids, which keep IANA's former
 * names), by the id IANA gives the same zone today; the picker offers the new one when the
 * browser knows it.
 */
const ZONES_RENAMED: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** Whether this browser knows `zone` as a time zone. */
function knownZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The id a zone goes by today ("Asia/Calcutta" → "Asia/Kolkata"), when the browser knows it; else the id itself. */
function currentId(zone: string): string {
  const renamed = ZONES_RENAMED[zone];
  return renamed && knownZone(renamed) ? renamed : zone;
}

/** Text as the search compares it: lower case, without accents, words apart ("São Paulo" → "sao paulo"). */
function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A time zone as the picker offers it. */
export interface ZoneChoice {
  /** The zone's IANA id, as the form posts and the server keeps it ("Asia/Kolkata"). */
  value: string;
  /** Its city first (so typing a city finds it in the menu) and its offset now: "Kolkata · GMT+5:30". */
  label: string;
  /** The group listing it ("Asia"); null for an id no group lists ("UTC", "Etc/GMT+5", "US/Eastern"). */
  region: string | null;
  /** Its offset from UTC now, in minutes east. */
  offset: number;
  /** The words a search matches: its city, group and id, its old name too ("kyiv europe europe kyiv europe kiev"). */
  words: string;
}

/** A zone's choice; `withRegion` adds the region's word for a city whose name another zone shares. */
function choiceOf(zone: string, withRegion = false): ZoneChoice {
  const parts = zone.split('/');
  const region = REGIONS[parts[0]!] ?? null;
  const offset = offsetMinutes(zone);
  const offsetName = offsetText(offset);
  const city = zoneCity(zone);
  let name: string;
  if (!city) name = zoneLabel(zone);
  else if (!region) name = `${city} (${parts[0]})`;
  else if (withRegion) name = `${city} · ${parts.length > 2 ? parts[1]!.replaceAll('_', ' ') : region}`;
  else name = city;
  const label = name === offsetName ? name : `${name} · ${offsetName}`;
  const former = Object.keys(ZONES_RENAMED).find((old) => ZONES_RENAMED[old] === zone) ?? '';
  return { value: zone, label, region, offset, words: ` ${searchable(`${name} ${region ?? ''} ${zone} ${former}`)} ` };
}

/** A group of the picker: its name in plain words and its zones, by offset then city. */
export interface ZoneGroup {
  region: string;
  zones: ZoneChoice[];
}

/**
 * The zones people use, grouped by region (Americas, Europe, Africa, Asia, Australia & Pacific,
 * Atlantic, Indian Ocean, Antarctica), each group by offset then city: every zone `ids` names
 * under a region, by today's id, once. Ids without a city or region ("UTC", "Etc/GMT+5",
 * "US/Eastern") are left out, as are former names ("Asia/Calcutta": Kolkata is listed as
 * "Asia/Kolkata").
 */
export function groupZones(ids: readonly string[]): ZoneGroup[] {
  const zones = [...new Set(ids.filter((id) => REGIONS[id.split('/')[0]!] && zoneCity(id)).map(currentId))];
  const cities = new Map<string, number>();
  for (const zone of zones) cities.set(zoneCity(zone)!, (cities.get(zoneCity(zone)!) ?? 0) + 1);
  const choices = zones.map((zone) => choiceOf(zone, cities.get(zoneCity(zone)!)! > 1));
  return REGION_ORDER.map((region) => ({
    region,
    zones: choices.filter((choice) => choice.region === region).sort((a, b) => a.offset - b.offset || compareText(a.label, b.label)),
  })).filter((group) => group.zones.length > 0);
}

/** The picker's groups of every zone the browser knows, made once a page (about 420 offsets to read) when a picker first needs them. */
export function zoneGroups(): ZoneGroup[] {
  allZoneGroups ??= groupZones(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []);
  return allZoneGroups;
}

let allZoneGroups: ZoneGroup[] | undefined;

/**
 * One zone's choice, as the picker shows the current one (whatever its id, "UTC" and former names
 * too; an id this browser does not know by its name alone, with no offset).
 */
export function zoneChoice(zone: string): ZoneChoice {
  if (knownZone(zone)) return choiceOf(zone);
  const name = zoneCity(zone) ?? zone;
  return { value: zone, label: name, region: null, offset: Number.NaN, words: ` ${searchable(`${name} ${zone}`)} ` };
}

/** Whether two ids name the same zone under today's id ("Asia/Calcutta" and "Asia/Kolkata"). */
export function sameZone(a: string, b: string): boolean {
  return currentId(a) === currentId(b);
}

/** An offset a person types: "+9", "-5:00", "GMT+9", "UTC+5:30", "+0530", "gmt" (a minus may be the typographic one). */
const OFFSET_QUERY = /^(?:gmt|utc)?\s*(?:([+-])\s*(\d{1,2})(?:[:.h]?(\d{2}))?)?$/;

/**
 * What a search in the picker keeps: an offset typed ("+9", "GMT-5", "UTC+5:30") keeps the zones at
 * exactly that offset now ("+9" is Tokyo, not Adelaide's +9:30); other text keeps the zones with a
 * word of their city, group or id starting so ("york", "new y", "europe"). Null for a search with
 * nothing to look for yet (empty, or a lone "+").
 */
export function zoneSearch(query: string): ((choice: ZoneChoice) => boolean) | null {
  const typed = query.trim().toLowerCase().replaceAll('\u2212', '-');
  if (typed === '') return null;
  const offset = OFFSET_QUERY.exec(typed.replace(/\s+/g, ''));
  if (offset) {
    const [, sign, hours, minutes] = offset;
    const wanted = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes ?? 0)) : 0;
    return (choice) => choice.offset === wanted;
  }
  const words = searchable(typed);
  if (words === '') return null;
  return (choice) => choice.words.includes(` ${words}`);
}
