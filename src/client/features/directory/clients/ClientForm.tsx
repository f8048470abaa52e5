import { useMutation } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  ADMIN_CLIENT_LIMITS,
  type AdminClientCreate,
  type AdminClientDetail,
  type AdminClientPatch,
  adminClientCreate,
  adminClientPatch,
} from '@shared/api/directory/clients/admin-directory';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { PROFILE_LIMITS } from '@shared/api/directory/profile-editing';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Input } from '@client/components/ui/Field';
import { Switch } from '@client/components/ui/Switch';
import { TextArea } from '@client/components/ui/TextArea';
import { toast } from '@client/components/ui/toast-store';
import { ApiError } from '@client/lib/api';
import { call } from '@client/lib/call';
import { useCategories } from '../search/use-directory';
import { BioEditor } from '../profile-editing/BioEditor';
import { CategoryChips } from '../profile-editing/CategoryChips';
import { FieldBlock } from '../profile-editing/FieldBlock';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid, serverFieldError } from '@client/components/forms/field-errors';
import { SaveBar } from '../profile-editing/SaveBar';
import { useUnsavedWarning } from '../profile-editing/use-unsaved-warning';
import { ClientPhotoField } from './ClientPhotoField';
import { bodyOf, type ClientDraft, EMPTY_DRAFT, IMAGE_FIELDS, LINK_FIELDS, toDraft } from './client-draft';

/** One titled group of the editor. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="grid gap-5 p-6">
      <h2 className="font-display text-xl text-ink">{title}</h2>
      {children}
    </Card>
  );
}

/** A failed save's messages by field: the 400's `fields`, a taken slug (409) under the slug. */
function errorsOf(error: unknown): FieldErrors {
  if (error instanceof ApiError && error.status === 409) return { slug: error.message };
  return serverFieldError(error, 'Failed to save the profile. Please try again.');
}

/**
 * Every field of a client, grouped: Identity, Bio (markdown with a preview), Links, Images (the
 * photo uploaded at once, as on /edit-profile, and the fallback addresses),
 * Categories (chips), Sample questions and Airtable. Checked with the shared schema first; the
 * server's refusals land next to their fields. Leaving with unsaved changes asks first.
 */
export function ClientForm({ client, onSaved }: { client: AdminClientDetail | null; onSaved: (saved: AdminClientDetail) => void }) {
  const baseline = client ? toDraft(client) : null;
  const [draft, setDraft] = useState<ClientDraft>(baseline ?? EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const categories = useCategories();
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline ?? EMPTY_DRAFT);
  useUnsavedWarning(dirty);

  const save = useMutation({
    // A new client's body has passed adminClientCreate before it is sent (its name is there).
    mutationFn: (body: AdminClientPatch) =>
      client
        ? call(directoryAdminRoutes.editClient, { params: { id: client.id }, body })
        : call(directoryAdminRoutes.createClient, { body: body as AdminClientCreate }),
  });

  const set = <K extends keyof ClientDraft>(key: K, value: ClientDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = bodyOf(draft, baseline);
    const found = fieldErrorsOf(client ? adminClientPatch : adminClientCreate, body);
    if (Object.keys(found).length === 0) {
      try {
        const saved = await save.mutateAsync(body);
        toast({ type: 'success', title: client ? 'Profile saved' : 'Client created', message: saved.name });
        setErrors({});
        onSaved(saved);
        return;
      } catch (error) {
        Object.assign(found, errorsOf(error));
      }
    }
    setErrors(found);
    focusFirstInvalid(form);
  };

  const block = (field: keyof ClientDraft, label: string, hint?: string) => ({
    field,
    label,
    hint: hint || undefined,
    error: errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1],
  });
  const text = (
    field: Exclude<keyof ClientDraft, 'featured' | 'goaCategories'>,
    label: string,
    hint?: string,
    extra: { maxLength?: number; type?: string } = {},
  ) => (
    <FieldBlock
      {...block(field, label, hint)}
      render={(control) => <Input {...control} {...extra} value={draft[field]} onChange={(e) => set(field, e.target.value)} />}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Group title="Identity">
        <div className="grid gap-5 sm:grid-cols-2">
          {text('name', 'Name', undefined, { maxLength: PROFILE_LIMITS.nameMax })}
          {text('slug', 'Profile address (slug)', client ? 'Renaming keeps the old address as a redirect.' : 'Leave empty to make one from the name.', {
            maxLength: ADMIN_CLIENT_LIMITS.slugMax,
          })}
        </div>
        {text('headline', 'Headline', undefined, { maxLength: PROFILE_LIMITS.headlineMax })}
        <div className="flex items-center gap-3">
          <Switch id="edit-featured" checked={draft.featured} onCheckedChange={(on) => set('featured', on)} aria-labelledby="edit-featured-label" />
          <span id="edit-featured-label" className="text-sm text-ink">
            Featured on the home page spotlight
          </span>
        </div>
      </Group>
      <Group title="Bio">
        <FieldBlock
          {...block('narrativeBio', 'Narrative bio (markdown)', 'An empty bio, “writing in progress” or an hourglass keeps the profile out of the directory.')}
          render={(control) => <BioEditor control={control} value={draft.narrativeBio} onChange={(v) => set('narrativeBio', v)} />}
        />
      </Group>
      <Group title="Links">
        <div className="grid gap-5 sm:grid-cols-2">
          {LINK_FIELDS.map(([key, label]) => (
            <div key={key}>{text(key, label, undefined, { type: 'url' })}</div>
          ))}
        </div>
      </Group>
      <Group title="Images">
        {client ? <ClientPhotoField client={client} /> : <p className="text-sm text-muted">Upload a photo once the client is created.</p>}
        <div className="grid gap-5 sm:grid-cols-2">
          {IMAGE_FIELDS.map(([key, label, hint]) => (
            <div key={key}>{text(key, label, hint)}</div>
          ))}
        </div>
      </Group>
      <Group title="Categories">
        <FieldBlock
          {...block('goaCategories', 'Categories', `Up to ${ADMIN_CLIENT_LIMITS.categoriesMax}, each at most ${PROFILE_LIMITS.categoryMax} characters.`)}
          render={(control) => (
            <CategoryChips
              control={control}
              value={draft.goaCategories}
              onChange={(v) => set('goaCategories', v)}
              suggestions={categories.data ?? []}
              max={ADMIN_CLIENT_LIMITS.categoriesMax}
            />
          )}
        />
      </Group>
      <Group title="Sample questions">
        <FieldBlock
          {...block('sampleQuestions', 'Sample questions', 'One question per line, as the profile and the PDF show them.')}
          render={(control) => (
            <TextArea
              {...control}
              rows={8}
              maxLength={ADMIN_CLIENT_LIMITS.sampleQuestionsMax}
              value={draft.sampleQuestions}
              onChange={(e) => set('sampleQuestions', e.target.value)}
            />
          )}
        />
      </Group>
      <Group title="Airtable">
        {text('recordid', 'Record id', 'The client’s record in the Airtable base (e.g. recA1b2C3).')}
        {client && !client.airtableConfigured && (
          <Alert tone="info">Airtable isn't configured: set AIRTABLE_BASE_ID and AIRTABLE_CLIENTS_TABLE to link records.</Alert>
        )}
        {client?.airtableUrl && (
          <a href={client.airtableUrl} target="_blank" rel="noreferrer" className="link-inline inline-flex items-center gap-1 text-sm">
            Open in Airtable <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        )}
      </Group>
      {client ? (
        <SaveBar slug={client.slug} dirty={dirty} pending={save.isPending} error={errors['']} onDiscard={() => setDraft(toDraft(client))} />
      ) : (
        <div className="flex flex-col gap-3">
          {errors[''] && <Alert tone="error">{errors['']}</Alert>}
          <div className="flex justify-end">
            <Button type="submit" loading={save.isPending}>
              {save.isPending ? 'Creating…' : 'Create client'}
            </Button>
          </div>
        </div>
      )}
    </form>
  );
}
