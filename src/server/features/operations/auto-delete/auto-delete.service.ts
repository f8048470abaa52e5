import {
  AUTO_DELETE_BATCH,
  AUTO_DELETE_RULE_NAMES,
  type AutoDeleteLogEntry,
  type AutoDeleteLogQuery,
  type AutoDeleteOutcome,
  type AutoDeleteRule,
  type AutoDeleteRuleBody,
  type AutoDeleteRuleName,
  type AutoDeleteRuleOutcome,
} from '@shared/api/operations/auto-delete';
import type { AdminListPage } from '@shared/api/admin-lists';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import type { Db, DbOrTx } from '@server/db/client';
import { toAdminPage } from '@server/lib/admin-list';
import { defineJob } from '@server/jobs/define-job';
import { deleteImageFiles } from '@server/features/directory/images/image-upload';
import { auditActorOf, auditedWrite } from '@server/platform/audit/audited-write';
import { insertAudit } from '@server/platform/audit/audit.repo';
import { touchAndRecord } from '@server/features/directory/clients/client-writes';
import * as repo from './auto-delete.repo';

/** What a run needs: the database, the storage of the files, the bus that tells the read caches, and the schedule's interval. */
export type AutoDeleteContext = Pick<AppContext, 'db' | 'storage' | 'metrics' | 'config'> & { bus?: Pick<AppContext['bus'], 'invalidate'> };

/** A rule never switched on. */
const DEFAULT_AGE_DAYS = 30;

/** Every rule's setting, in the page's order; a rule never set is off. */
export async function listRules(db: DbOrTx): Promise<AutoDeleteRule[]> {
  const stored = new Map((await repo.readRules(db)).map((r) => [r.rule, r]));
  return AUTO_DELETE_RULE_NAMES.map((rule) => {
    const row = stored.get(rule);
    return { rule, enabled: row?.enabled ?? false, ageDays: row?.ageDays ?? DEFAULT_AGE_DAYS, updatedAt: row?.updatedAt.toISOString() ?? null };
  });
}

/** Switches a rule on or off and sets its age, audited. */
export async function updateRule(ctx: Pick<AppContext, 'db'>, user: SessionUser, rule: AutoDeleteRuleName, body: AutoDeleteRuleBody): Promise<AutoDeleteRule> {
  const row = await auditedWrite(
    ctx.db,
    user,
    (tx) => repo.saveRule(tx, rule, body, (user.originalUser ?? user).id),
    (row) => ({ action: 'auto-delete.rule-update', targetType: 'auto-delete-rule', targetId: rule, details: { enabled: row.enabled, ageDays: row.ageDays } }),
  );
  return { rule, enabled: row.enabled, ageDays: row.ageDays, updatedAt: row.updatedAt.toISOString() };
}

/** What an enabled rule removes now: its first AUTO_DELETE_BATCH candidates, and whether more wait. */
async function outcomeOf(db: DbOrTx, rule: AutoDeleteRule): Promise<{ outcome: AutoDeleteRuleOutcome; candidates: repo.Candidate[] }> {
  const found = await repo.candidates(db, rule.rule, rule.ageDays, AUTO_DELETE_BATCH + 1);
  const candidates = found.slice(0, AUTO_DELETE_BATCH);
  const items = candidates.map(({ targetType, targetId, label }) => ({ targetType, targetId, label }));
  return { outcome: { rule: rule.rule, ageDays: rule.ageDays, count: items.length, more: found.length > AUTO_DELETE_BATCH, items }, candidates };
}

const totalOf = (rules: AutoDeleteRuleOutcome[]) => rules.reduce((n, r) => n + r.count, 0);

/** The dry run: what each enabled rule would remove now, changing nothing. */
export async function preview(ctx: Pick<AppContext, 'db'>): Promise<AutoDeleteOutcome> {
  const rules = [];
  for (const rule of await listRules(ctx.db)) if (rule.enabled) rules.push((await outcomeOf(ctx.db, rule)).outcome);
  return { total: totalOf(rules), rules };
}

/**
 * Removes what one enabled rule matches, in one transaction: the rows, an auto_delete_log entry
 * each, the update log for videos, and one audit entry. The storage keys of files to delete after.
 */
async function runRule(db: Db, user: SessionUser | null, jobId: number, rule: AutoDeleteRule) {
  return db.transaction(async (tx) => {
    const { outcome, candidates } = await outcomeOf(tx, rule);
    let removed = candidates;
    let files: string[] = [];
    if (rule.rule === 'orphan-files') {
      const deleted = new Set(
        (
          await repo.deleteOrphanAssets(
            tx,
            candidates.map((c) => Number(c.targetId)),
          )
        ).map((a) => a.storageKey),
      );
      removed = candidates.filter((c) => c.storageKey && deleted.has(c.storageKey));
      files = [...deleted];
    } else {
      const rows = await repo.deleteVideos(
        tx,
        candidates.map((c) => Number(c.targetId)),
      );
      const gone = new Set(rows.map((r) => String(r.id)));
      removed = candidates.filter((c) => gone.has(c.targetId));
      await touchAndRecord(tx, user, 'video', rows, (row) => ({ before: { title: row.title, youtubeId: row.youtubeId, vimeoId: row.vimeoId }, after: null }));
    }
    await repo.insertLog(tx, jobId, rule.rule, removed);
    await insertAudit(tx, {
      ...auditActorOf(user),
      action: 'auto-delete.run',
      targetType: 'auto-delete-rule',
      targetId: rule.rule,
      details: { jobId, scheduled: user === null, ageDays: rule.ageDays, count: removed.length, targetIds: removed.map((c) => c.targetId) },
    });
    const items = removed.map(({ targetType, targetId, label }) => ({ targetType, targetId, label }));
    return { outcome: { ...outcome, count: items.length, items }, files };
  });
}

/** How often the schedule looks whether a run is due (a restart does not skip a day). */
const SCHEDULE_LOOK_MS = 15 * 60 * 1000;

/**
 * Auto-delete as a job: every enabled rule (a rule that is off removes nothing), one transaction
 * per rule; orphan files are deleted from storage after their rule's commit. One run at a time
 * across nodes (409 for a person while another runs). Its schedule: every
 * AUTO_DELETE_INTERVAL_HOURS (0: off), unless a run started within the interval.
 */
export const autoDeleteJob = defineJob<AutoDeleteContext, undefined, AutoDeleteOutcome>({
  kind: 'auto-delete',
  singleton: true,
  busy: { message: 'An auto-delete run is already going; try again in a minute', code: 'AUTO_DELETE_RUNNING' },
  paramsOf: (_input, user) => ({ scheduled: user === null }),
  summaryOf: (outcome) => Object.fromEntries(outcome.rules.map((r) => [r.rule, r.count])),
  async run(ctx, _input, job, user) {
    const rules: AutoDeleteRuleOutcome[] = [];
    for (const rule of await listRules(ctx.db)) {
      if (!rule.enabled) continue;
      const { outcome, files } = await runRule(ctx.db, user, job.id, rule);
      await deleteImageFiles(ctx, files).catch(() => undefined);
      rules.push(outcome);
    }
    const result = { total: totalOf(rules), rules };
    if (result.total > 0) await ctx.bus?.invalidate('clients');
    return result;
  },
  schedule: {
    timing: (ctx) => {
      const hours = ctx.config.autoDeleteIntervalHours;
      return hours === 0 ? null : { everyMs: Math.min(SCHEDULE_LOOK_MS, hours * 3_600_000), notWithinMs: hours * 3_600_000 };
    },
    input: () => undefined,
    report(outcome, log) {
      if (outcome.total > 0) log.info({ removed: Object.fromEntries(outcome.rules.map((r) => [r.rule, r.count])) }, 'auto-delete run');
    },
  },
});

/** Runs auto-delete now for `user` and answers what it removed: 409 while another run is going. */
export function runAutoDelete(ctx: AutoDeleteContext, user: SessionUser): Promise<AutoDeleteOutcome> {
  return autoDeleteJob.run(ctx, user, undefined);
}

/** One page of the auto-delete log. */
export async function logPage(ctx: Pick<AppContext, 'db'>, query: AutoDeleteLogQuery): Promise<AdminListPage<AutoDeleteLogEntry>> {
  const { items, count } = await repo.logPage(ctx.db, query);
  return toAdminPage(
    items.map(({ jobId: _job, removedAt, ...entry }) => ({ ...entry, removedAt: removedAt.toISOString() })),
    count,
    query,
  );
}
