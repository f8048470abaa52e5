import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import { AUTO_DELETE_RULE_TEXT, type AutoDeleteRule, type AutoDeleteRuleBody } from '@shared/api/operations/auto-delete';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Input, Label } from '@client/components/ui/Field';
import { Switch } from '@client/components/ui/Switch';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';

/** The age a person typed, or why it is not one (1 to 3650 whole days). */
function ageError(typed: string): string | null {
  const n = Number(typed);
  return /^\d+$/.test(typed.trim()) && n >= 1 && n <= 3650 ? null : 'Enter a whole number of days from 1 to 3650';
}

/**
 * One auto-delete rule as a card: what it removes, a Switch that turns it on or off at once, and
 * its age in days, saved with Save age. `onSaved` refreshes the rules and the preview.
 */
export function RuleCard({ rule, onSaved }: { rule: AutoDeleteRule; onSaved: () => Promise<unknown> }) {
  const id = useId();
  const text = AUTO_DELETE_RULE_TEXT[rule.rule];
  const [age, setAge] = useState(String(rule.ageDays));
  const save = useMutation({
    mutationFn: (body: AutoDeleteRuleBody) => call(operationsAdminRoutes.saveAutoDeleteRule, { params: { rule: rule.rule }, body }),
    onSuccess: async (saved) => {
      toast({ type: 'success', title: `${text.title}: ${saved.enabled ? `on, after ${saved.ageDays} days` : 'off'}` });
      await onSaved();
    },
    onError: (error) => toast({ type: 'error', title: 'The rule could not be saved', message: error.message }),
  });
  const error = ageError(age);
  const dirty = age.trim() !== String(rule.ageDays);
  return (
    <Card role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id={`${id}-title`} className="font-medium text-ink">
            {text.title}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">{text.description}</p>
        </div>
        <Switch
          aria-labelledby={`${id}-title`}
          checked={rule.enabled}
          disabled={save.isPending}
          onCheckedChange={(enabled) => save.mutate({ enabled, ageDays: error ? rule.ageDays : Number(age) })}
        />
      </div>
      <form
        className="mt-auto flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!error) save.mutate({ enabled: rule.enabled, ageDays: Number(age) });
        }}
      >
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-age`}>Age in days</Label>
          <Input
            id={`${id}-age`}
            inputMode="numeric"
            className="w-28"
            value={age}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setAge(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={!dirty || !!error} loading={save.isPending && dirty}>
          Save age
        </Button>
        {error && (
          <p id={`${id}-error`} className="w-full text-sm text-destructive">
            {error}
          </p>
        )}
      </form>
    </Card>
  );
}
