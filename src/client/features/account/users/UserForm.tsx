import { type FormEvent, useState } from 'react';
import { CLIENT_LINKED_ROLES, inviteUserBody, updateUserBody } from '@shared/api/account/users';
import { ACCOUNT_ROLES, type AccountRole } from '@shared/roles';
import { Alert } from '@client/components/ui/Alert';
import { CheckedField, CheckedSelect } from '@client/components/forms/CheckedField';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from '@client/components/forms/field-errors';
import { FormButtons } from '@client/components/forms/FormButtons';
import { ROLE_LABELS } from './user-labels';
import { ClientPicker } from '@client/features/directory/clients/ClientPicker';

const FORM = 'user';
const isClientLinked = (role: AccountRole) => (CLIENT_LINKED_ROLES as readonly string[]).includes(role);

/** What the form sends: an invitation (with an email) or a change. */
export interface UserFormValues {
  email?: string;
  name: string;
  role: AccountRole;
  clientId: number | null;
}

/** Props of UserForm. */
interface UserFormProps {
  /** The account being changed; a new invitation when absent. */
  initial?: { name: string; role: AccountRole; clientId: number | null };
  /** Whether the owner role may be chosen (owners only). */
  canMakeOwner: boolean;
  /** Whether the role is locked (one's own, or an owner's for an admin), with why. */
  roleLockedBecause?: string;
  submitLabel: string;
  pending: boolean;
  /** Saves; resolves the server's messages by field ({} once saved). */
  onSubmit: (values: UserFormValues) => Promise<FieldErrors>;
  onCancel: () => void;
}

/**
 * An account's email (invitations only), name, role and client (guests and team members only,
 * and always one for them), checked against the shared schema before sending.
 */
export function UserForm({ initial, canMakeOwner, roleLockedBecause, submitLabel, pending, onSubmit, onCancel }: UserFormProps) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState(initial?.name ?? '');
  const [role, setRole] = useState<AccountRole>(initial?.role ?? 'team');
  const [clientId, setClientId] = useState(initial?.clientId ? String(initial.clientId) : '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const roles = ACCOUNT_ROLES.filter((r) => r !== 'owner' || canMakeOwner || initial?.role === 'owner').map((value) => ({ value, label: ROLE_LABELS[value] }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values: UserFormValues = { name: name.trim(), role, clientId: isClientLinked(role) && clientId ? Number(clientId) : null };
    if (!initial) values.email = email.trim();
    const local = fieldErrorsOf(initial ? updateUserBody : inviteUserBody, values);
    const found = Object.keys(local).length > 0 ? local : await onSubmit(values);
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(form);
  };

  const check = { errors, form: FORM };
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4 px-0.5 pb-0.5">
      {!initial && <CheckedField check={check} field="email" label="Email" type="email" autoComplete="off" value={email} onValue={setEmail} />}
      <CheckedField check={check} field="name" label="Name" value={name} maxLength={200} onValue={setName} />
      <CheckedSelect check={check} field="role" label="Role" options={roles} value={role} disabled={Boolean(roleLockedBecause)} onValue={setRole}>
        {roleLockedBecause && <p className="mt-1.5 text-sm text-ink-soft">{roleLockedBecause}</p>}
      </CheckedSelect>
      {isClientLinked(role) && (
        <ClientPicker
          label={role === 'guest' ? 'Client (the profile this guest speaks for)' : 'Client (the profile this team member works on)'}
          value={clientId}
          onChange={setClientId}
          placeholder="Type a client’s name"
          clearLabel="Remove the client"
          error={errors.clientId}
        />
      )}
      {errors[''] && <Alert tone="error">{errors['']}</Alert>}
      <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
