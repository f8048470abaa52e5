import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { accountAdminRoutes } from '@shared/api/account/admin-route-table';
import { API_KEY_RATE_LIMITS, API_SCOPE_LABELS, type CreateApiKeyBody, createApiKeyBody, type CreatedApiKey } from '@shared/api/account/api-keys';
import { API_SCOPES, type ApiScope } from '@shared/api/api-scopes';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Checkbox } from '@client/components/ui/Checkbox';
import { Input } from '@client/components/ui/Field';
import { Modal } from '@client/components/ui/Modal';
import { toast } from '@client/components/ui/toast-store';
import { call } from '@client/lib/call';
import { CheckedField } from '@client/components/forms/CheckedField';
import { FieldMessage } from '@client/components/forms/field-message';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid, serverFieldError } from '@client/components/forms/field-errors';
import { FormButtons } from '@client/components/forms/FormButtons';
import { API_KEYS_LIST_KEY } from './api-key-labels';

const FORM = 'api-key';

/** The new key, shown this once, with a copy button. */
function ShowOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div className="mt-5 space-y-4">
      <Alert tone="info" title="Copy the key now">
        This is the only time it is shown: Podium keeps only a fingerprint of it. Send it as <code>Authorization: Bearer {'<key>'}</code>.
      </Alert>
      <Input readOnly aria-label="API key" value={created.key} className="font-mono" onFocus={(e) => e.currentTarget.select()} />
      <div className="flex justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            navigator.clipboard.writeText(created.key).then(
              () => toast({ type: 'success', title: 'Key copied' }),
              () => toast({ type: 'error', title: 'Could not copy the key', message: 'Select it and copy it by hand.' }),
            )
          }
        >
          Copy key
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/** Makes an API key: a name, its scopes, an optional expiry day and its requests a minute; then shows the key once. */
export function CreateKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['profiles:read']);
  const [expiresOn, setExpiresOn] = useState('');
  const [rate, setRate] = useState(String(API_KEY_RATE_LIMITS.default));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useMutation({
    mutationFn: (body: CreateApiKeyBody) => call(accountAdminRoutes.createApiKey, { body }),
    onSuccess: async (answer) => {
      setCreated(answer);
      await queryClient.invalidateQueries({ queryKey: API_KEYS_LIST_KEY });
    },
  });
  const close = () => {
    setCreated(null);
    setName('');
    setErrors({});
    onClose();
  };
  const toggle = (scope: ApiScope, on: boolean) => setScopes((list) => (on ? [...list, scope] : list.filter((s) => s !== scope)));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = { name: name.trim(), scopes: API_SCOPES.filter((s) => scopes.includes(s)), expiresOn: expiresOn || null, rateLimitPerMinute: rate };
    const local = fieldErrorsOf(createApiKeyBody, body);
    const found =
      Object.keys(local).length > 0
        ? local
        : await create.mutateAsync(body).then(
            () => ({}),
            (error) => serverFieldError(error, 'Failed to create the key'),
          );
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(form);
  };

  const check = { errors, form: FORM };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={created ? `Key for ${created.apiKey.name}` : 'New API key'}
      description="Read-only access to the public API (/api/v1)."
    >
      {created ? (
        <ShowOnce created={created} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4 px-0.5 pb-0.5">
          <CheckedField check={check} field="name" label="Name (who uses it)" value={name} maxLength={100} onValue={setName} />
          <fieldset aria-describedby={errors.scopes ? `${FORM}-scopes-error` : undefined}>
            <legend className="text-sm font-medium text-ink-soft">What it may read</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {API_SCOPES.map((scope) => (
                <Checkbox key={scope} label={API_SCOPE_LABELS[scope]} checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
              ))}
            </div>
            <FieldMessage errors={errors} form={FORM} name="scopes" />
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <CheckedField check={check} field="expiresOn" label="Expires on (optional)" type="date" value={expiresOn} onValue={setExpiresOn} />
            <CheckedField
              check={check}
              field="rateLimitPerMinute"
              label="Requests a minute"
              type="number"
              inputMode="numeric"
              min={API_KEY_RATE_LIMITS.min}
              max={API_KEY_RATE_LIMITS.max}
              value={rate}
              onValue={setRate}
            />
          </div>
          {errors[''] && <Alert tone="error">{errors['']}</Alert>}
          <FormButtons submitLabel="Create key" pending={create.isPending} onCancel={close} />
        </form>
      )}
    </Modal>
  );
}
