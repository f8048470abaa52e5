import { type FormEvent, useState } from 'react';
import { type AdminPodcast, type AdminPodcastCreateBody, adminPodcastCreateBody, PODCAST_LIMITS } from '@shared/api/directory/podcasts/admin-podcasts';
import { Alert } from '@client/components/ui/Alert';
import { CheckedField, CheckedTextArea } from '@client/components/forms/CheckedField';
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
  const set = (name: keyof typeof draft) => (value: string) => setDraft((d) => ({ ...d, [name]: value }));

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

  const check = { errors, form: FORM };
  const text = (name: 'name' | 'host' | 'category' | 'websiteUrl' | 'imageUrl' | 'feedUrl', label: string, extra: Record<string, unknown> = {}) => (
    <CheckedField check={check} field={name} label={label} value={draft[name]} onValue={set(name)} {...extra} />
  );
  const area = (name: 'audienceNotes' | 'description' | 'links', label: string, extra: Record<string, unknown> = {}) => (
    <CheckedTextArea check={check} field={name} label={label} className="[&_textarea]:min-h-20" value={draft[name]} onValue={set(name)} {...extra} />
  );
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-0.5 pb-0.5">
      {text('name', 'Name', { maxLength: PODCAST_LIMITS.nameMax })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text('host', 'Host', { maxLength: PODCAST_LIMITS.hostMax })}
        {text('category', 'Category', { maxLength: PODCAST_LIMITS.categoryMax, placeholder: 'Business, Technology…' })}
      </div>
      {area('audienceNotes', 'Audience notes', { maxLength: PODCAST_LIMITS.audienceNotesMax })}
      {area('description', 'Description', { maxLength: PODCAST_LIMITS.descriptionMax })}
      {text('websiteUrl', 'Website', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
      {text('imageUrl', 'Cover image address', { type: 'url', inputMode: 'url', placeholder: 'https://' })}
      {text('feedUrl', 'RSS feed', { type: 'url', inputMode: 'url', placeholder: 'https://…/feed.xml' })}
      {area('links', `Listening links (one per line, at most ${PODCAST_LIMITS.linksMax})`, { placeholder: 'https://podcasts.apple.com/…' })}
      {errors[''] && <Alert tone="error">{errors['']}</Alert>}
      <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
