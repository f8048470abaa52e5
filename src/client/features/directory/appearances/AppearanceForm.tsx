import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { APPEARANCE_LIMITS, type AppearanceCreateBody, type AppearanceEditBody } from '@shared/api/directory/appearances/appearances';
import type { Appearance } from '@shared/api/directory/podcasts/podcasts';
import { directoryRoutes } from '@shared/api/directory/route-table';
import { Alert } from '@client/components/ui/Alert';
import { Field } from '@client/components/ui/Field';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { FormButtons } from '@client/components/forms/FormButtons';
import { emptyIfUnchanged } from '@client/components/forms/list-edits';
import { CheckedField } from '@client/components/forms/CheckedField';
import type { FieldErrors } from '@client/components/forms/field-errors';

/** Props of AppearanceForm. */
interface AppearanceFormProps {
  /** The appearance being edited (its podcast stays); a new one, with a podcast to pick or name, when absent. */
  initial?: Appearance;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last save, shown above the buttons. */
  error?: string | null;
  /** Saves; resolves true when saved (a new form then empties). */
  onSubmit: (body: AppearanceCreateBody & AppearanceEditBody) => Promise<boolean>;
  onCancel?: () => void;
}

/** The podcasts whose name (or host, episode, guest) matches what was typed, for the podcast field's suggestions. */
function usePodcastSuggestions(typed: string) {
  const q = typed.trim();
  return useQuery({
    queryKey: queryKeys.podcasts(q),
    queryFn: () => call(directoryRoutes.podcasts, { query: { limit: 20, q: q || undefined } }),
    staleTime: 60_000,
  });
}

/**
 * An appearance's podcast (new ones only: an existing show picked from the suggestions of
 * GET /api/podcasts, or a new show by name), episode title, link and date, with a message for a
 * missing title or podcast.
 */
export function AppearanceForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: AppearanceFormProps) {
  const editing = initial !== undefined;
  const [podcast, setPodcast] = useState('');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [date, setDate] = useState(initial?.publishedAt?.slice(0, 10) ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const suggestions = usePodcastSuggestions(editing ? '' : podcast);
  const listId = useId();
  const formId = useId();
  const form = useRef<HTMLFormElement>(null);

  // an edit form opens in place of the appearance: its first field takes focus
  useEffect(() => {
    if (editing) form.current?.querySelector('input')?.focus();
  }, [editing]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const lacking: FieldErrors = {};
    if (!editing && !podcast.trim()) lacking.podcast = 'Choose a podcast or enter the name of a new one';
    if (!title.trim()) lacking.title = 'Enter the episode title';
    setErrors(lacking);
    if (Object.keys(lacking).length > 0) {
      event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const known = suggestions.data?.items.find((p) => p.name.toLowerCase() === podcast.trim().toLowerCase());
    const show = editing ? {} : known ? { podcastId: known.id } : { podcastName: podcast.trim() };
    const saved = await onSubmit({ ...show, title: title.trim(), url: url.trim(), publishedAt: date });
    if (saved && !editing) {
      emptyIfUnchanged(setPodcast, podcast);
      emptyIfUnchanged(setTitle, title);
      emptyIfUnchanged(setUrl, url);
      emptyIfUnchanged(setDate, date);
    }
  };

  const check = { errors, form: formId };
  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4">
      {editing ? (
        <p className="text-sm text-muted">On {initial.podcastName}</p>
      ) : (
        <CheckedField
          check={check}
          field="podcast"
          label="Podcast"
          value={podcast}
          list={listId}
          autoComplete="off"
          placeholder="Pick a show or type a new one"
          maxLength={APPEARANCE_LIMITS.podcastNameMax}
          onValue={(value) => {
            setPodcast(value);
            if (value.trim()) setErrors(({ podcast: _, ...rest }) => rest);
          }}
        >
          <datalist id={listId}>
            {suggestions.data?.items.map((p) => (
              <option key={p.id} value={p.name}>
                {p.host ? `hosted by ${p.host}` : undefined}
              </option>
            ))}
          </datalist>
        </CheckedField>
      )}
      <CheckedField
        check={check}
        field="title"
        label="Episode title"
        value={title}
        maxLength={APPEARANCE_LIMITS.titleMax}
        onValue={(value) => {
          setTitle(value);
          if (value.trim()) setErrors(({ title: _, ...rest }) => rest);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field label="Episode link" type="url" inputMode="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} />
        <Field label="Date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
