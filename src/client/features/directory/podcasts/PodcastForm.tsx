import { type FormEvent, useState } from 'react';
import { type AdminPodcast, type AdminPodcastCreateBody, adminPodcastCreateBody, PODCAST_LIMITS } from '@shared/api/directory/podcasts/admin-podcasts';
import { Alert } from '@client/components/ui/Alert';
import { Field } from '@client/components/ui/Field';
import { TextAreaField } from '@client/components/ui/TextArea';
import { FieldMessage, invalidProps } from '@client/components/forms/field-message';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from '@client/components/forms/field-errors';
import { FormButtons } from '@client/components/forms/FormButtons';

const FORM = 'podcast';

/** Props of PodcastForm. */
interface PodcastFormProps {
  /** The podcast being edited; a new one when absent. */
  initial?: AdminPodcast;
  submitLabel: string;
  pending: boolean;
  /** Saves; resolves the server's messages by field ({} once saved). */
  onSubmit: (body: AdminPodcastCreateBody) => Promise<FieldErrors>;
  onCancel: () => void;
}

/** The links box's lines as links: one per line, blanks dropped. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The first message about the links, wherever the schema put it ('links' or 'links.3'). */
function linksError(errors: FieldErrors): string | undefined {
  const key = Object.keys(errors).find((k) => k === 'links' || k.startsWith('links.'));
  if (!key) return undefined;
  const line = key.split('.')[1];
  return line === undefined ? errors[key] : `Line ${Number(line) + 1}: ${errors[key]}`;
}

/**
 * A podcast's show details: name, host, category, audience notes, description, website, cover
 * image, RSS feed (optional; emptied detaches it) and listening links (one per line, at most 10), checked against the shared schema before
 * sending and showing the server's field messages (a name in use among them) after.
 */
export function PodcastForm({ initial, submitLabel, pending, onSubmit, onCancel }: PodcastFormProps) {
  const [draft, setDraft] = useState({
    name: initial?.name ?? '',
    host: initial?.host ?? '',
    category: initial?.category ?? '',
    audienceNotes: initial?.audienceNotes ?? '',
    description: initial?.description ?? '',
    websiteUrl: initial?.websiteUrl ?? '',
    imageUrl: initial?.imageUrl ?? '',
    links: initial?.links.join('\n') ?? '',
    feedUrl: initial?.feed?.url ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (name: keyof typeof draft) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [name]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body: AdminPodcastCreateBody = {
      name: draft.name.trim(),
      host: draft.host.trim(),
      category: draft.category.trim(),
      audienceNotes: draft.audienceNotes.trim(),
      description: draft.description.trim(),
      websiteUrl: draft.websiteUrl.trim(),
      imageUrl: draft.imageUrl.trim(),
      links: linesOf(draft.links),
      feedUrl: draft.feedUrl.trim(),
    };
    const local = fieldErrorsOf(adminPodcastCreateBody, body);
    const found = Object.keys(local).length > 0 ? local : await onSubmit(body);
    const links = linksError(found);
    const shown = links ? { ...found, links } : found;
    setErrors(shown);
    if (Object.keys(shown).length > 0) focusFirstInvalid(form);
  };

  const text = (name: 'name' | 'host' | 'category' | 'websiteUrl' | 'imageUrl' | 'feedUrl', label: string, extra: Record<string, unknown> = {}) => (
    <div>
      <Field label={label} value={draft[name]} onChange={set(name)} {...extra} {...invalidProps(errors, FORM, name)} />
      <FieldMessage errors={errors} form={FORM} name={name} />
    </div>
  );
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-0.5 pb-0.5">
      {text('name', 'Name', { maxLength: PODCAST_LIMITS.nameMax })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('host', 'Host', { maxLength: PODCAST_LIMITS.hostMax })}
        {text('category', 'Category', { maxLength: PODCAST_LIMITS.categoryMax, placeholder: 'Business, Technology…' })}
      </div>
      <div>
        <TextAreaField
          label="Audience notes"
          className="[&_textarea]:min-h-20"
          value={draft.audienceNotes}
          onChange={set('audienceNotes')}
          maxLength={PODCAST_LIMITS.audienceNotesMax}
          {...invalidProps(errors, FORM, 'audienceNotes')}
        />
        <FieldMessage errors={errors} form={FORM} name="audienceNotes" />
      </div>
      <div>
        <TextAreaField
          label="Description"
          className="[&_textarea]:min-h-20"
          value={draft.description}
          onChange={set('description')}
          maxLength={PODCAST_LIMITS.descriptionMax}
          {...invalidProps(errors, FORM, 'description')}
        />
        <FieldMessage errors={errors} form={FORM} name="description" />
      </div>
      {text('websiteUrl', 'Website', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
      {text('imageUrl', 'Cover image address', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
      {text('feedUrl', 'RSS feed', { type: 'url', inputMode: 'url', placeholder: 'https://…/feed.xml' })}
      <div>
        <TextAreaField
          label={`Listening links (one per line, at most ${PODCAST_LIMITS.linksMax})`}
          className="[&_textarea]:min-h-20"
          placeholder="https://podcasts.apple.com/…"
          value={draft.links}
          onChange={set('links')}
          {...invalidProps(errors, FORM, 'links')}
        />
        <FieldMessage errors={errors} form={FORM} name="links" />
      </div>
      {errors[''] && <Alert tone="error">{errors['']}</Alert>}
      <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
