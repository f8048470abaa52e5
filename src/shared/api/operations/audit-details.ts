import { STATUS_LABELS } from '../bookings/pipeline';
import { MATCH_SIGNAL_LABELS, VERIFIED_BASIS_LABELS } from '../directory/appearances/feeds';
import { JOB_KIND_LABELS } from '../jobs';
import { formatDate } from '@shared/dates';
import { fieldLabel } from '@shared/log-labels';

/** How the reader's times are written: an instant (ISO) in words, in their time zone. */
export type TimeWords = (iso: string) => string;

/** One line of an audit entry's details as a person reads it: { label: 'Show', value: 'The Long Game' }. */
export interface DetailLine {
  label: string;
  value: string;
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Keys whose numbers are ids (written as they are, '1204'); other numbers are counts ('1,204'). */
const ID_KEY = /Ids?$|^ids?$|^order$|^change$/;

const capitalised = (text: string | undefined) => text && text.charAt(0).toUpperCase() + text.slice(1);

/** Coded values in words, by the key they are stored under (a booking's stage, a job's kind, a field's name…). */
const CODED: Record<string, (code: string) => string | undefined> = {
  from: (code) => STATUS_LABELS[code as keyof typeof STATUS_LABELS],
  to: (code) => STATUS_LABELS[code as keyof typeof STATUS_LABELS],
  kind: (code) => capitalised(JOB_KIND_LABELS[code as keyof typeof JOB_KIND_LABELS]),
  signal: (code) => MATCH_SIGNAL_LABELS[code as keyof typeof MATCH_SIGNAL_LABELS],
  basis: (code) => VERIFIED_BASIS_LABELS[code as keyof typeof VERIFIED_BASIS_LABELS],
  field: fieldLabel,
  fields: fieldLabel,
};

/** A text value in words: times in the reader's zone, days as dates, codes by their key, else as written. */
function textOf(key: string, text: string, time: TimeWords): string {
  if (text === '') return 'none';
  if (INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return time(text);
  if (DAY.test(text)) return formatDate.dayMonthYear(text);
  return CODED[key]?.(text) ?? text;
}

/**
 * One recorded value in words, read by the key it is stored under: 'none' for nothing, Yes/No,
 * ids as written and counts grouped ('1,500'), times in the reader's zone, codes in words, lists
 * joined with commas, and an object's keys as 'label value' pairs.
 */
export function detailValue(key: string, value: unknown, time: TimeWords): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return ID_KEY.test(key) ? String(value) : value.toLocaleString('en-US');
  if (typeof value === 'string') return textOf(key, value, time);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((item) => detailValue(key, item, time)).join(value.some(isRecord) ? '; ' : ', ');
  if (isRecord(value)) {
    const pairs = Object.entries(value).map(([inner, v]) => `${fieldLabel(inner)} ${detailValue(inner, v, time)}`);
    return pairs.length === 0 ? 'none' : pairs.join(', ');
  }
  return String(value);
}

/** Whether a recorded value holds a time (at any depth): the page then names the zone its times are read in. */
export function holdsTime(value: unknown): boolean {
  if (typeof value === 'string') return INSTANT.test(value);
  if (Array.isArray(value)) return value.some(holdsTime);
  return isRecord(value) && Object.values(value).some(holdsTime);
}

/**
 * An audit entry's details as lines a person reads, in the order recorded: each key by its label
 * (see fieldLabel), a nested object flattened into one line per key ('Settings · Section').
 */
export function detailLines(details: Fields, time: TimeWords, prefix = ''): DetailLine[] {
  return Object.entries(details).flatMap(([key, value]) => {
    const label = prefix ? `${prefix} · ${fieldLabel(key)}` : fieldLabel(key);
    if (isRecord(value) && Object.keys(value).length > 0) return detailLines(value, time, label);
    return [{ label, value: detailValue(key, value, time) }];
  });
}
