import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { AUTO_DELETE_RULE_NAMES, AUTO_DELETE_RULE_TEXT, type AutoDeleteLogEntry, type AutoDeleteOutcome } from '@shared/api/operations/auto-delete';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { ConfirmDialog } from '@client/components/ui/ConfirmDialog';
import { Skeleton } from '@client/components/ui/Skeleton';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { AdminPage } from '@client/components/layout/AdminPage';
import { DataTable } from '@client/components/admin-list/DataTable';
import { useAdminList } from '@client/components/admin-list/use-admin-list';
import { OutcomeList, outcomeSummary } from './OutcomeList';
import { RuleCard } from './RuleCard';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import { momentLabel } from '@shared/dates';
import { ListFilter } from '@client/components/admin-list/ListFilter';

const KEY = queryKeys.adminList('auto-delete');
const RULES_KEY = [...KEY, 'rules'] as const;
const LOG_KEY = [...KEY, 'log'] as const;
const FILTERS = ['rule'] as const;
const EMPTY = { none: 'Nothing has been removed yet.', filtered: 'This rule has removed nothing yet.' };
const RULE_OPTIONS = [{ value: '', label: 'All rules' }, ...AUTO_DELETE_RULE_NAMES.map((rule) => ({ value: rule, label: AUTO_DELETE_RULE_TEXT[rule].title }))];

const LOG_COLUMNS: ColumnDef<AutoDeleteLogEntry>[] = [
  { id: 'removed', header: 'Removed', cell: ({ row }) => <span className="whitespace-nowrap">{momentLabel(row.original.removedAt)}</span> },
  { id: 'rule', header: 'Rule', cell: ({ row }) => AUTO_DELETE_RULE_TEXT[row.original.rule].title },
  { id: 'label', header: 'What', cell: ({ row }) => <span className="text-ink">{row.original.label}</span> },
  { id: 'target', header: 'Kind', cell: ({ row }) => `${row.original.targetType} ${row.original.targetId}` },
];

/**
 * /admin/auto-delete: the three rules (each off until switched on, with its age), a dry run of what
 * the enabled ones would remove, Run now after a confirmation stating the counts, and the log.
 */
export default function AutoDeletePage() {
  const queryClient = useQueryClient();
  const rules = useQuery({ queryKey: RULES_KEY, queryFn: () => call(operationsAdminRoutes.autoDeleteRules) });
  const [preview, setPreview] = useState<AutoDeleteOutcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const log = useAdminList({ route: operationsAdminRoutes.autoDeleteLog, key: LOG_KEY, filters: FILTERS, defaults: { sort: 'removed', dir: 'desc' } });

  const dryRun = useMutation({
    mutationFn: () => call(operationsAdminRoutes.autoDeletePreview),
    onSuccess: setPreview,
    onError: (error) => toast({ type: 'error', title: 'The preview failed', message: error.message }),
  });
  const run = useMutation({
    mutationFn: () => call(operationsAdminRoutes.runAutoDelete),
    onSuccess: async (outcome) => {
      toast({ type: 'success', title: `Auto-delete removed ${outcomeSummary(outcome)}` });
      setPreview(null);
      await Promise.all([queryClient.invalidateQueries({ queryKey: LOG_KEY }), queryClient.invalidateQueries({ queryKey: queryKeys.videos })]);
    },
    onError: (error) => toast({ type: 'error', title: 'The run failed', message: error.message }),
  });
  const afterRuleSaved = async () => {
    setPreview(null);
    await queryClient.invalidateQueries({ queryKey: RULES_KEY });
  };
  const anyEnabled = rules.data?.some((r) => r.enabled) ?? false;

  const { params, update } = log;
  const columns = useMemo(() => LOG_COLUMNS, []);
  return (
    <AdminPage
      title="Auto-Delete"
      description="Rules that clear out old, unwanted content on a schedule. Each stays off until you switch it on."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={dryRun.isPending} onClick={() => dryRun.mutate()}>
            <Eye className="size-4" aria-hidden="true" />
            Preview (dry run)
          </Button>
          <Button
            variant="destructive"
            disabled={!anyEnabled}
            loading={run.isPending}
            onClick={() =>
              preview
                ? setConfirming(true)
                : dryRun.mutateAsync().then(
                    () => setConfirming(true),
                    () => undefined,
                  )
            }
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Run now
          </Button>
        </div>
      }
    >
      <section aria-labelledby="rules-heading" className="space-y-3">
        <h2 id="rules-heading" className="font-display text-xl text-ink">
          Rules
        </h2>
        {rules.isError ? (
          <Alert tone="error">The rules could not be loaded.</Alert>
        ) : (
          <div className="grid gap-4 md:grid-cols-3">
            {rules.data
              ? rules.data.map((rule) => <RuleCard key={`${rule.rule}-${rule.updatedAt}`} rule={rule} onSaved={afterRuleSaved} />)
              : AUTO_DELETE_RULE_NAMES.map((name) => <Skeleton key={name} className="h-48 w-full" />)}
          </div>
        )}
      </section>
      {preview && (
        <Card className="space-y-3 p-5">
          <h2 className="font-display text-xl text-ink">Dry run: {outcomeSummary(preview)} would be removed</h2>
          <OutcomeList outcome={preview} />
        </Card>
      )}
      <section aria-labelledby="log-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="log-heading" className="font-display text-xl text-ink">
            Log
          </h2>
          <ListFilter label="Rule" className="w-52" options={RULE_OPTIONS} name="rule" params={params} update={update} />
        </div>
        <DataTable {...log.table} label="removals" columns={columns} sortable={['removed']} empty={EMPTY} />
      </section>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Run auto-delete now?"
        description={`This removes ${preview ? outcomeSummary(preview) : 'what the enabled rules match'}. This can't be undone.`}
        confirmLabel="Run now"
        destructive
        onConfirm={() => {
          setConfirming(false);
          run.mutate();
        }}
      />
    </AdminPage>
  );
}
