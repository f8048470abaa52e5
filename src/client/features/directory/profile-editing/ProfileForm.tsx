import { type FormEvent, useState } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { PROFILE_LIMITS, PROFILE_LINK_LABELS, type ProfileLinkKey, profileEditBody } from '@shared/api/directory/profile-editing';
import { primaryPhoto } from '@shared/portrait';
import { Card } from '@client/components/ui/Card';
import { Input } from '@client/components/ui/Field';
import { useCategories } from '../search/use-directory';
import { BioEditor } from './BioEditor';
import { CategoryChips } from './CategoryChips';
import { FieldBlock } from './FieldBlock';
import { PhotoField } from './PhotoField';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid, serverFieldError } from '@client/components/forms/field-errors';
import { SaveBar } from './SaveBar';
import { useProfileSaves } from './use-profile-saves';
import { useUnsavedWarning } from './use-unsaved-warning';

/** The fields of /edit-profile as the form holds them (links as text, empty for none). */
type ProfileDraft = Pick<ClientDetail, 'name' | 'headline' | 'narrativeBio' | 'goaCategories'> & Record<ProfileLinkKey, string>;

const LINK_KEYS = Object.keys(PROFILE_LINK_LABELS) as ProfileLinkKey[];

/** The form's fields from a profile. */
function toDraft(client: ClientDetail): ProfileDraft {
  const links = Object.fromEntries(LINK_KEYS.map((key) => [key, client[key] ?? ''])) as Record<ProfileLinkKey, string>;
  return { name: client.name, headline: client.headline, narrativeBio: client.narrativeBio, goaCategories: client.goaCategories, ...links };
}

/** The message of a field, or of its first item ('goaCategories.3'). */
function errorOf(errors: FieldErrors, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1];
}

/**
 * The /edit-profile form: name, headline, the photo (uploaded on its own), the markdown bio with
 * its live preview, categories and links. Checked with the shared schema before sending (the server's words, next to each field),
 * then saved in one request; a refusal from the server lands next to its field too.
 */
export function ProfileForm({ client }: { client: ClientDetail }) {
  const [baseline, setBaseline] = useState(() => toDraft(client));
  const [draft, setDraft] = useState(baseline);
  const [errors, setErrors] = useState<FieldErrors>({});
  const saves = useProfileSaves(client);
  const categories = useCategories();
  const dirty = JSON.stringify(draft) !== JSON.stringify(baseline);
  useUnsavedWarning(dirty);

  const set = <K extends keyof ProfileDraft>(key: K, value: ProfileDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = fieldErrorsOf(profileEditBody, draft);
    if (Object.keys(found).length === 0) {
      try {
        const saved = await saves.profile.mutateAsync(draft);
        const next = toDraft(saved);
        setBaseline(next);
        setDraft(next);
        setErrors({});
        return;
      } catch (error) {
        Object.assign(found, serverFieldError(error, 'Failed to save the profile. Please try again.'));
      }
    }
    setErrors(found);
    focusFirstInvalid(form);
  };

  const block = (field: keyof ProfileDraft, label: string, hint?: string) => ({ field, label, hint, error: errorOf(errors, field) });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card className="grid gap-5 p-6">
        <h2 className="font-display text-xl text-ink">The basics</h2>
        <FieldBlock
          {...block('name', 'Name', 'The profile’s address stays the same when the name changes.')}
          render={(control) => (
            <Input {...control} value={draft.name} maxLength={PROFILE_LIMITS.nameMax} required onChange={(e) => set('name', e.target.value)} />
          )}
        />
        <FieldBlock
          {...block('headline', 'Headline', 'One line under the name, e.g. “Chief Executive Officer, Northwind”.')}
          render={(control) => (
            <Input {...control} value={draft.headline} maxLength={PROFILE_LIMITS.headlineMax} onChange={(e) => set('headline', e.target.value)} />
          )}
        />
      </Card>

      <Card className="grid gap-4 p-6">
        <h2 className="font-display text-xl text-ink">Photo</h2>
        <PhotoField name={client.name} photo={primaryPhoto(client)} upload={saves.photo} />
      </Card>

      <Card className="grid gap-4 p-6">
        <h2 className="font-display text-xl text-ink">Bio</h2>
        <FieldBlock
          {...block(
            'narrativeBio',
            'Bio (markdown)',
            'Markdown: **bold**, *italic*, [a link](https://…), # headings, - lists. An empty bio hides the profile from the directory.',
          )}
          render={(control) => <BioEditor control={control} value={draft.narrativeBio} onChange={(v) => set('narrativeBio', v)} />}
        />
      </Card>

      <Card className="grid gap-4 p-6">
        <h2 className="font-display text-xl text-ink">Categories</h2>
        <FieldBlock
          {...block('goaCategories', 'Add a category', `Up to ${PROFILE_LIMITS.categoriesMax}; suggestions come from the directory.`)}
          render={(control) => (
            <CategoryChips control={control} value={draft.goaCategories} onChange={(v) => set('goaCategories', v)} suggestions={categories.data ?? []} />
          )}
        />
      </Card>

      <Card className="grid gap-5 p-6">
        <h2 className="font-display text-xl text-ink">Links</h2>
        <div className="grid gap-5 sm:grid-cols-2">
          {LINK_KEYS.map((key) => (
            <FieldBlock
              key={key}
              {...block(key, PROFILE_LINK_LABELS[key])}
              render={(control) => (
                <Input {...control} type="url" inputMode="url" placeholder="https://" value={draft[key]} onChange={(e) => set(key, e.target.value)} />
              )}
            />
          ))}
        </div>
      </Card>

      <SaveBar
        slug={client.slug}
        dirty={dirty}
        pending={saves.profile.isPending}
        error={errors['']}
        onDiscard={() => {
          setDraft(baseline);
          setErrors({});
        }}
      />
    </form>
  );
}
