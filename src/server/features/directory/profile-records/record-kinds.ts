import type { z } from 'zod';
import { safeLink } from '../../../../shared/api/fields';
import { dayIn } from '../../../../shared/dates';
import {
  type Award,
  award,
  awardBody,
  awardEdit,
  type Booking,
  booking,
  bookingBody,
  bookingEdit,
  platformLabel,
  type PressItem,
  pressItem,
  pressItemBody,
  pressItemEdit,
  type RecordKind,
  RELEASE_LINK_REQUIRED,
  type SocialAccount,
  socialAccount,
  socialAccountBody,
  socialAccountEdit,
} from '../../../../shared/api/directory/profile-records';
import { DESK_DELETE_REFUSED, DESK_EDIT_REFUSED, DESK_HAND_MOVES, DESK_MOVE_REFUSED, DESK_PARTIES_FIXED, handMovesOf, NOT_HAPPENED_YET } from '../../../../shared/api/bookings/pipeline';
import type { Config } from '../../../config';
import type { DbOrTx } from '../../../db/client';
import type { awards, bookings, prItems, socialAccounts } from '../../../db/schema';
import { type AppError, badRequest, conflict } from '../../../lib/errors';
import { requireFreeTimeOfGuest } from '../../bookings/desk/desk-case';
import { type AfterMoveContext, afterBookingMove } from '../../bookings/pipeline/after-move';
import type { Site } from '../../bookings/requests/requests.service';
import { registerFeed } from '../feeds/feed-register';
import * as repo from './profile-records.repo';

/** What a kind's settle step is given: the client, the validated changes, and the stored record when editing. */
export interface SettleInput<Changes, Row> {
  tx: DbOrTx;
  clientId: number;
  changes: Changes;
  /** The stored record and its id when editing; undefined when creating. */
  current?: Row;
  id?: number;
}

/** The operations of a kind's store (profile-records.repo builds them, one set for every kind). */
export interface RecordStoreOps<Row, Values> {
  list(db: DbOrTx, clientId: number): Promise<Row[]>;
  clientOf(db: DbOrTx, id: number): Promise<number | undefined>;
  find(db: DbOrTx, clientId: number, id: number): Promise<Row | undefined>;
  countOf(db: DbOrTx, clientId: number): Promise<number>;
  insert(db: DbOrTx, clientId: number, values: Values): Promise<Row>;
  update(db: DbOrTx, clientId: number, id: number, values: Values): Promise<Row | undefined>;
  remove(db: DbOrTx, clientId: number, id: number): Promise<Row | undefined>;
}

/**
 * One kind of profile record: all the generic routes and service need to know of it. Its path
 * name and labels, who may read it, the shared schemas of its bodies and answer, where it is
 * stored, how a row is answered, and the kind's own rules on a write (settle). `Changes` is
 * what an edit body holds (a create body holds the same fields, the required ones present).
 */
export interface RecordKindSpec<Row, Item, Changes, Values> {
  kind: RecordKind;
  /** 'Social account': in messages such as 'Social account not found'. */
  label: string;
  /** 'social accounts': in the per-profile limit message. */
  plural: string;
  /** The audit log's target type and action prefix ('social-account' → 'social-account.create'). */
  auditType: string;
  /**
   * Who may read the list: everyone ('public'), or only those who may manage the client
   * ('managers'; visitors get 401, users of other clients 403).
   */
  readers: 'public' | 'managers';
  createBody: z.ZodType<Changes>;
  editBody: z.ZodType<Changes>;
  answer: z.ZodType<Item>;
  store: RecordStoreOps<Row, Values>;
  /** The answer of a row; `env` holds the settings an answer depends on (bookings: the follow-up days). */
  toItem(row: Row, env: RecordEnv): Item;
  /** A short name of the record for the audit log. */
  summary(item: Item): string;
  /** Turns validated changes into the values to store; refuses (400, 409) what the kind's rules forbid. */
  settle(input: SettleInput<Changes, Row>): Promise<Values>;
  /**
   * What follows a create or an edit once its transaction committed (bookings: the pipeline's
   * hook), given the record before (undefined when created) and after. It logs its own failures:
   * the write stands.
   */
  afterWrite?(env: AfterWriteEnv, move: { before: Row | undefined; after: Row }): Promise<void>;
  /** Why a stored record may not be deleted (bookings from a host's request: 409); undefined when it may. */
  refuseDelete?(row: Row): AppError | undefined;
}

/** The settings a record's answer may depend on. */
export type RecordEnv = Pick<Config, 'releaseFollowUpDays'>;

/** What a kind's afterWrite is given: the app's database, mailer and settings, and where links point. */
export interface AfterWriteEnv {
  ctx: AfterMoveContext;
  site: Site;
}

/** Any kind, as the generic service and routes take them (each is type-checked where it is defined below). */
export type AnyRecordKind = RecordKindSpec<unknown, { id: number }, unknown, unknown>;

/** Rows and stored values of each kind. */
type Row<R extends { list: (...args: never[]) => Promise<unknown[]> }> = Awaited<ReturnType<R['list']>>[number];

/** Kinds without rules of their own store what was validated. */
const asValidated = async <V>({ changes }: { changes: V }) => changes;

/** Social accounts: public; one account per platform and profile (a second one is 409). */
export const socialKind: RecordKindSpec<Row<typeof repo.socialsRepo>, SocialAccount, z.output<typeof socialAccountEdit>, repo.RecordValues<typeof socialAccounts>> = {
  kind: 'socials',
  label: 'Social account',
  plural: 'social accounts',
  auditType: 'social-account',
  readers: 'public',
  createBody: socialAccountBody,
  editBody: socialAccountEdit,
  answer: socialAccount,
  store: repo.socialsRepo,
  toItem: (row) => ({ ...row, url: safeLink(row.url) }),
  summary: (item) => platformLabel(item.platform),
  async settle({ tx, clientId, changes, id }) {
    if (changes.platform && (await repo.findSocialOnPlatform(tx, clientId, changes.platform, id))) {
      throw conflict(`This profile already has a ${platformLabel(changes.platform)} account: edit that one instead`, 'DUPLICATE_PLATFORM');
    }
    return changes;
  },
};

/**
 * Bookings: private to those who may manage the client (host contacts and notes are not for
 * visitors). A pipeline: setting the stage 'recorded' fills the recording date when it is empty
 * with the scheduled day (in the guest's time zone), or today for a booking with no time;
 * 'published' requires the release link (400 without one; the page asks for it) and fills the
 * publishing date with today when it is empty. The show's feed is the
 * address given (registered as an unreviewed feed from a guest's booking; empty clears it), or on a new booking the feed of the
 * podcast of the same name, if it has one. Edits stamp updated_at. After a
 * write commits, the pipeline's hook runs (afterBookingMove: a booking just published asks its
 * host for feedback).
 */
export const bookingKind: RecordKindSpec<Row<typeof repo.bookingsRepo>, Booking, z.output<typeof bookingEdit>, repo.RecordValues<typeof bookings>> = {
  kind: 'bookings',
  label: 'Booking',
  plural: 'bookings',
  auditType: 'booking',
  readers: 'managers',
  createBody: bookingBody,
  editBody: bookingEdit,
  answer: booking,
  store: repo.bookingsRepo,
  toItem: ({ feedId: _feedId, recordedDaysAgo, requestId, ...row }, env) => ({
    ...row,
    fromRequest: requestId !== null,
    scheduledFor: row.scheduledFor?.toISOString() ?? null,
    releaseUrl: safeLink(row.releaseUrl),
    recordingLink: safeLink(row.recordingLink),
    feedUrl: safeLink(row.feedUrl),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    releaseOverdue: row.releaseUrl === null && row.status !== 'published' && row.status !== 'cancelled' && recordedDaysAgo !== null && recordedDaysAgo > env.releaseFollowUpDays,
    releaseFollowUpSentAt: row.releaseFollowUpSentAt?.toISOString() ?? null,
  }),
  summary: (item) => item.showName,
  async settle({ tx, clientId, changes, current, id }) {
    if (current?.requestId != null) keepDeskRules(current, changes);
    const { scheduledFor, feedUrl, ...rest } = changes;
    const values: repo.RecordValues<typeof bookings> = { ...rest };
    if (scheduledFor !== undefined) values.scheduledFor = scheduledFor === null ? null : new Date(scheduledFor);
    if (feedUrl) values.feedId = await registerFeed(tx, feedUrl, { source: 'guest-booking', showName: changes.showName ?? current?.showName });
    else if (feedUrl === null) values.feedId = null;
    if (!current && !feedUrl && changes.showName) values.feedId = await repo.feedOfPodcastNamed(tx, changes.showName);
    if (current) values.updatedAt = new Date();
    const status = changes.status ?? current?.status ?? 'requested';
    const after = <K extends 'recordedOn' | 'publishedOn' | 'releaseUrl'>(key: K) => (changes[key] !== undefined ? changes[key] : (current?.[key] ?? null));
    if (status === 'published' && !after('releaseUrl')) throw badRequest(`releaseUrl: ${RELEASE_LINK_REQUIRED}`, 'RELEASE_LINK_REQUIRED');
    const when = values.scheduledFor !== undefined ? values.scheduledFor : (current?.scheduledFor ?? null);
    // what an edit truly changes (a form sends every field back, most of them as they were)
    const movesStage = changes.status !== undefined && changes.status !== current?.status;
    const movesTime = scheduledFor !== undefined && !sameValue(scheduledFor, current?.scheduledFor);
    const claimsHappened = (status === 'recorded' || status === 'published') && (movesStage || movesTime);
    if (claimsHappened && when && when.getTime() > Date.now()) throw badRequest(`status: ${NOT_HAPPENED_YET}`, 'NOT_HAPPENED_YET');
    // a time kept for the guest (confirmed, or held) may not overlap another: no double-booking by hand either
    const keepsTime = (status === 'confirmed' || status === 'held') && (movesStage || movesTime);
    if (keepsTime && when) await requireFreeTimeOfGuest(tx, clientId, id, when);
    // recorded on the day it was scheduled (the guest's own day), unless the agency says otherwise
    if (changes.status === 'recorded' && !after('recordedOn')) values.recordedOn = when ? dayIn(when, await repo.timeZoneOfClient(tx, clientId)) : await repo.today(tx);
    if (changes.status === 'published' && !after('publishedOn')) values.publishedOn = await repo.today(tx);
    return values;
  },
  refuseDelete: (row) => (row.requestId !== null ? conflict(DESK_DELETE_REFUSED, 'DESK_DELETE_REFUSED') : undefined),
  afterWrite: ({ ctx, site }, move) => afterBookingMove(ctx, site, move),
};

/** The fields of a booking that a hand edit may change while the desk has it (before confirmed, or closed). */
const WHILE_WITH_THE_DESK = new Set(['notes']);

/**
 * A hand edit of a booking made from a host's request keeps the desk's rules (409 otherwise): its
 * show and host stay the request's; before it is confirmed, and once closed, only its notes change;
 * its stage moves only as DESK_HAND_MOVES allows. A field sent with its stored value is no change.
 */
function keepDeskRules(current: Row<typeof repo.bookingsRepo>, changes: z.output<typeof bookingEdit>): void {
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).filter((key) => changes[key] !== undefined && !sameValue(changes[key], current[key as keyof typeof current]));
  if (changed.some((key) => key === 'showName' || key === 'hostName' || key === 'hostContact')) throw conflict(DESK_PARTIES_FIXED, 'DESK_PARTIES_FIXED');
  const moves = handMovesOf({ status: current.status, fromRequest: true });
  if (changes.status !== undefined && changes.status !== current.status && !moves.includes(changes.status)) throw conflict(DESK_MOVE_REFUSED, 'DESK_MOVE_REFUSED');
  if (!(current.status in DESK_HAND_MOVES) && changed.some((key) => !WHILE_WITH_THE_DESK.has(key))) throw conflict(DESK_EDIT_REFUSED, 'DESK_EDIT_REFUSED');
}

/** Whether an edit's value is the stored one (instants compared as instants, text as written). */
function sameValue(sent: unknown, stored: unknown): boolean {
  if (stored instanceof Date) return typeof sent === 'string' && Date.parse(sent) === stored.getTime();
  return (sent ?? null) === (stored ?? null);
}

/** Press items: public. */
export const pressKind: RecordKindSpec<Row<typeof repo.pressRepo>, PressItem, z.output<typeof pressItemEdit>, repo.RecordValues<typeof prItems>> = {
  kind: 'press',
  label: 'Press item',
  plural: 'press items',
  auditType: 'press-item',
  readers: 'public',
  createBody: pressItemBody,
  editBody: pressItemEdit,
  answer: pressItem,
  store: repo.pressRepo,
  toItem: (row) => ({ ...row, url: safeLink(row.url) }),
  summary: (item) => item.title,
  settle: asValidated,
};

/** Awards: public. */
export const awardKind: RecordKindSpec<Row<typeof repo.awardsRepo>, Award, z.output<typeof awardEdit>, repo.RecordValues<typeof awards>> = {
  kind: 'awards',
  label: 'Award',
  plural: 'awards',
  auditType: 'award',
  readers: 'public',
  createBody: awardBody,
  editBody: awardEdit,
  answer: award,
  store: repo.awardsRepo,
  toItem: (row) => ({ ...row, url: safeLink(row.url) }),
  summary: (item) => item.title,
  settle: asValidated,
};
