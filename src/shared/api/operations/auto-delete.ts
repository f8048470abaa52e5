import { z } from 'zod';
import { adminListPage, adminListQuery } from '../admin-lists';

/** The auto-delete rules (the auto_delete_rules.rule values). */
export const AUTO_DELETE_RULE_NAMES = ['unavailable-videos', 'stale-pending-videos', 'orphan-files'] as const;
export type AutoDeleteRuleName = (typeof AUTO_DELETE_RULE_NAMES)[number];

/** The most items one rule removes in a run (and its preview lists); the rest wait for the next run. */
export const AUTO_DELETE_BATCH = 500;

/** A rule's setting: off until switched on, and the age in days past which it removes. */
export const autoDeleteRule = z.object({
  rule: z.enum(AUTO_DELETE_RULE_NAMES),
  enabled: z.boolean(),
  ageDays: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AutoDeleteRule = z.infer<typeof autoDeleteRule>;

/** GET /api/admin/auto-delete/rules answer: every rule. */
export const autoDeleteRules = z.array(autoDeleteRule);

/** PUT /api/admin/auto-delete/rules/{rule} params. */
export const autoDeleteRuleParams = z.object({ rule: z.enum(AUTO_DELETE_RULE_NAMES) });

/** PUT /api/admin/auto-delete/rules/{rule} body. */
export const autoDeleteRuleBody = z.object({
  enabled: z.boolean(),
  ageDays: z.number().int('Age must be a whole number of days').min(1, 'Age must be at least 1 day').max(3650, 'Age must be at most 3650 days'),
});
export type AutoDeleteRuleBody = z.infer<typeof autoDeleteRuleBody>;

/** One thing a rule removes: a video (its id) or a stored file (its storage key), with a label a person recognises. */
const autoDeleteItem = z.object({ targetType: z.enum(['video', 'asset']), targetId: z.string(), label: z.string() });
export type AutoDeleteItem = z.infer<typeof autoDeleteItem>;

/** What an enabled rule would remove (a preview) or removed (a run); `more` when items past the batch wait for the next run. */
const autoDeleteRuleOutcome = z.object({
  rule: z.enum(AUTO_DELETE_RULE_NAMES),
  ageDays: z.number().int(),
  count: z.number().int(),
  more: z.boolean(),
  items: z.array(autoDeleteItem),
});
export type AutoDeleteRuleOutcome = z.infer<typeof autoDeleteRuleOutcome>;

/** GET /api/admin/auto-delete/preview and POST /api/admin/auto-delete/run answer: one entry per enabled rule. */
export const autoDeleteOutcome = z.object({ total: z.number().int(), rules: z.array(autoDeleteRuleOutcome) });
export type AutoDeleteOutcome = z.infer<typeof autoDeleteOutcome>;

/** GET /api/admin/auto-delete/log query: paging, newest first, a rule filter and q on the label. */
export const autoDeleteLogQuery = adminListQuery(['removed'] as const, 'removed', { rule: z.enum(AUTO_DELETE_RULE_NAMES).optional() });
export type AutoDeleteLogQuery = z.infer<typeof autoDeleteLogQuery>;

/** One removal in the auto-delete log. */
const autoDeleteLogEntry = z.object({
  id: z.number(),
  rule: z.enum(AUTO_DELETE_RULE_NAMES),
  targetType: z.string(),
  targetId: z.string(),
  label: z.string(),
  removedAt: z.string(),
});
export type AutoDeleteLogEntry = z.infer<typeof autoDeleteLogEntry>;

/** GET /api/admin/auto-delete/log answer. */
export const autoDeleteLogPage = adminListPage(autoDeleteLogEntry);

/** What each rule removes, as the page describes it. */
export const AUTO_DELETE_RULE_TEXT: Record<AutoDeleteRuleName, { title: string; description: string }> = {
  'unavailable-videos': {
    title: 'Unavailable videos',
    description: 'Videos marked unavailable (removed or private on their platform) for longer than the age.',
  },
  'stale-pending-videos': {
    title: 'Stale pending videos',
    description: 'Imported videos still waiting for approval longer than the age after they were added.',
  },
  'orphan-files': { title: 'Orphan files', description: 'Uploaded files nothing points at any more, older than the age.' },
};
