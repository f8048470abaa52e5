import type { z } from 'zod';
import { safeLink } from '@shared/api/fields';
import {
  type Award,
  award,
  awardBody,
  awardEdit,
  platformLabel,
  type PressItem,
  pressItem,
  pressItemBody,
  pressItemEdit,
  type RecordKind,
  type SocialAccount,
  socialAccount,
  socialAccountBody,
  socialAccountEdit,
} from '@shared/api/directory/profile-records';
import type { Config } from '@server/config';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import type { awards, prItems, socialAccounts } from '@server/db/schema';
import { type AppError, conflict } from '@server/lib/errors';
import type { Site } from '@server/platform/site';
import * as repo from './profile-records.repo';

/** What a kind's settle step is given: the client, the validated changes, and the stored record when editing. */
interface SettleInput<Changes, Row> {
  tx: DbOrTx;
  clientId: number;
  changes: Changes;
  /** The stored record and its id when editing; undefined when creating. */
  current?: Row;
  id?: number;
}

/** The operations of a kind's store (profile-records.repo builds them, one set for every kind). */
interface RecordStoreOps<Row, Values> {
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
type RecordEnv = Pick<Config, 'releaseFollowUpDays'>;

/** What a kind's afterWrite is given: the app's context, and where links point. */
export interface AfterWriteEnv {
  ctx: AppContext;
  site: Site;
}

/** Any kind, as the generic service and routes take them (each is type-checked where it is defined below). */
export type AnyRecordKind = RecordKindSpec<unknown, { id: number }, unknown, unknown>;

/** Rows and stored values of each kind. */
export type Row<R extends { list: (...args: never[]) => Promise<unknown[]> }> = Awaited<ReturnType<R['list']>>[number];

/** Kinds without rules of their own store what was validated. */
const asValidated = async <V>({ changes }: { changes: V }) => changes;

/** Social accounts: public; one account per platform and profile (a second one is 409). */
export const socialKind: RecordKindSpec<
  Row<typeof repo.socialsRepo>,
  SocialAccount,
  z.output<typeof socialAccountEdit>,
  repo.RecordValues<typeof socialAccounts>
> = {
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
