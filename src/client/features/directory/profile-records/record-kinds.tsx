import { ExternalLink } from 'lucide-react';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { idParams } from '@shared/api/fields';
import {
  type Award,
  awardBody,
  type PressItem,
  platformLabel,
  pressItemBody,
  RECORD_LIMITS,
  type RecordKind,
  SOCIAL_PLATFORMS,
  type SocialAccount,
  socialAccountBody,
} from '@shared/api/directory/profile-records';
import { directoryRoutes } from '@shared/api/directory/route-table';
import type { Route } from '@shared/api/route';
import { formatDate } from '@shared/dates';
import type { FieldSpec } from './record-drafts';

/** A kind's routes as the generic hooks call them: its items typed `Item`, its bodies as the kind's form validated them. */
interface KindRoutes<Item> {
  list: Route<{ params: typeof idParams; response: z.ZodType<Item[]> }>;
  create: Route<{ params: typeof idParams; body: z.ZodType; response: z.ZodType<Item> }>;
  edit: Route<{ params: typeof idParams; body: z.ZodType; response: z.ZodType<Item> }>;
  remove: Route<{ params: typeof idParams; response: z.ZodType }>;
}

/**
 * How a page shows and edits one kind of record: its routes, path, title, intro, the words of its
 * toasts, its form fields (validated by the same shared schema as the server), and how an item
 * reads in the list.
 */
export interface KindConfig<Item extends { id: number }> {
  kind: RecordKind;
  /** Its list, create, edit and delete routes (directoryRoutes.records[kind]). */
  routes: KindRoutes<Item>;
  /** The page title ('Socials'). */
  title: string;
  /** 'Social account': toasts read '{Noun} added', '{Noun} saved', '{Noun} deleted'. */
  noun: string;
  /** 'social accounts', in sentences. */
  plural: string;
  /** Only those who may manage the client may read them (bookings). */
  privateToManagers?: boolean;
  intro: (name: string, canManage: boolean) => string;
  fields: readonly FieldSpec[];
  schema: z.ZodType;
  /** The item's name in its heading and in the labels of its buttons. */
  itemTitle: (item: Item) => string;
  /** The item's details under its heading. */
  details: (item: Item) => ReactNode;
  /**
   * Fields an item's edit form leaves out, with the sentence saying why, and the schema its edit is
   * checked by then (bookings from a host's request: the desk keeps their show, host and stage).
   */
  locked?: (item: Item) => LockedFields | undefined;
  /** Whether an item may be deleted (a Delete button); every item when absent. */
  removable?: (item: Item) => boolean;
  /** Other lists a write changes, refreshed after it (bookings: the team's releases overdue). */
  alsoRefresh?: readonly QueryKey[];
}

/** The fields an edit form leaves out of an item, why (a sentence above the form), and the edit's schema. */
export interface LockedFields {
  names: readonly string[];
  note: string;
  schema: z.ZodType;
}

/** A record's link, opening in a new tab. */
export function RecordLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="link-inline inline-flex items-center gap-1 break-all">
      {children}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** A record's details: the non-empty `parts` on one line separated by middle dots, then its link (when it has one). */
function DetailsWithLink({ parts, href, linkText }: { parts: (string | null | undefined | false)[]; href: string | null; linkText: ReactNode }) {
  const shown = parts.filter(Boolean);
  return (
    <>
      {shown.length > 0 && <p className="text-sm text-ink-soft">{shown.join(' · ')}</p>}
      <RecordLink href={href}>{linkText}</RecordLink>
    </>
  );
}

const urlField = (label: string, required = false): FieldSpec => ({ name: 'url', label, type: 'url', required, maxLength: RECORD_LIMITS.urlMax, wide: true });

/**
 * The fields of a titled record (press, awards): its title (required, the form's full width), who
 * gave it (a short name: the outlet, the issuer), when, and its link.
 */
function titledFields(source: { name: string; label: string }, when: FieldSpec, linkLabel: string): FieldSpec[] {
  return [
    { name: 'title', label: 'Title', type: 'text', required: true, maxLength: RECORD_LIMITS.titleMax, wide: true },
    { ...source, type: 'text', maxLength: RECORD_LIMITS.nameMax },
    when,
    urlField(linkLabel),
  ];
}

/** A titled record's name in its heading and buttons: its title. */
const titleOf = (item: { title: string }) => item.title;

/** /profile/{slug}/socials. */
export const socialsConfig: KindConfig<SocialAccount> = {
  kind: 'socials',
  routes: directoryRoutes.records.socials,
  title: 'Socials',
  noun: 'Social account',
  plural: 'social accounts',
  intro: (name, canManage) => (canManage ? `Where ${name} can be followed. One account per platform.` : `Where ${name} can be followed.`),
  fields: [
    { name: 'platform', label: 'Platform', type: 'select', options: SOCIAL_PLATFORMS.map((p) => ({ value: p.id, label: p.label })), required: true },
    { name: 'handle', label: 'Handle', type: 'text', maxLength: RECORD_LIMITS.handleMax },
    urlField('Address', true),
    { name: 'followers', label: 'Followers', type: 'number' },
  ],
  schema: socialAccountBody,
  itemTitle: (item) => platformLabel(item.platform),
  details: (item) => (
    <DetailsWithLink
      parts={[item.handle, item.followers !== null && `${item.followers.toLocaleString('en-US')} followers`]}
      href={item.url}
      linkText={item.url}
    />
  ),
};

/** /profile/{slug}/pr. */
export const pressConfig: KindConfig<PressItem> = {
  kind: 'press',
  routes: directoryRoutes.records.press,
  title: 'PR',
  noun: 'Press item',
  plural: 'press items',
  intro: (name) => `Press coverage of ${name}, the latest first.`,
  fields: titledFields({ name: 'outlet', label: 'Outlet' }, { name: 'publishedOn', label: 'Published on', type: 'date' }, 'Link to the article'),
  schema: pressItemBody,
  itemTitle: titleOf,
  details: (item) => (
    <DetailsWithLink parts={[item.outlet, item.publishedOn && formatDate.dayMonthYear(item.publishedOn)]} href={item.url} linkText="Read the article" />
  ),
};

/** /profile/{slug}/awards. */
export const awardsConfig: KindConfig<Award> = {
  kind: 'awards',
  routes: directoryRoutes.records.awards,
  title: 'Awards',
  noun: 'Award',
  plural: 'awards',
  intro: (name) => `Awards ${name} has received, the latest first.`,
  fields: titledFields({ name: 'issuer', label: 'Issuer' }, { name: 'year', label: 'Year', type: 'number' }, 'Link'),
  schema: awardBody,
  itemTitle: titleOf,
  details: (item) => <DetailsWithLink parts={[item.issuer, item.year !== null && String(item.year)]} href={item.url} linkText="About the award" />,
};
