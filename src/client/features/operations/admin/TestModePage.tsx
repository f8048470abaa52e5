import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import { TEST_MODE_KEY } from '@shared/limits';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { Switch } from '@client/components/ui/Switch';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { useSettings } from '@client/lib/use-settings';
import { PageHeader } from '@client/components/layout/PageHeader';

/** /admin/test: the Test Mode switch (TEST_MODE_ENABLED). */
export default function TestModePage() {
  const queryClient = useQueryClient();
  const { testMode, isPending } = useSettings();
  const update = useMutation({
    mutationFn: (on: boolean) => call(operationsAdminRoutes.saveSetting, { body: { key: TEST_MODE_KEY, value: on ? 'true' : 'false' } }),
    onSuccess: (settings, on) => {
      queryClient.setQueryData(queryKeys.settings, settings);
      toast({ type: 'success', title: on ? 'Test mode on' : 'Test mode off' });
    },
    onError: (error) => toast({ type: 'error', title: 'Failed to update setting', message: error.message }),
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <PageHeader title="Test Mode" description="Lets guests and team members open the editing pages while they are being tried out." />
      <Card className="mt-6 flex items-center justify-between gap-6 p-6">
        <div>
          <p id="test-mode-label" className="font-medium text-ink">
            Test mode is {testMode ? 'on' : 'off'}
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            When on, guests and team members see Edit Profile and Questions and may open /edit-profile and /edit-questions.
          </p>
        </div>
        {isPending ? (
          <Skeleton className="h-7 w-12 rounded-full" />
        ) : (
          <Switch checked={testMode} aria-labelledby="test-mode-label" disabled={update.isPending} onCheckedChange={(on) => update.mutate(on)} />
        )}
      </Card>
    </div>
  );
}
