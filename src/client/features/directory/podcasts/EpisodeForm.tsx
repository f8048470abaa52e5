import { type FormEvent, useState } from 'react';
import {
  type AdminEpisode,
  type AdminEpisodeCreateBody,
  adminEpisodeCreateBody,
  EPISODE_LIMITS,
  RELEASE_STATUS_LABELS,
  RELEASE_STATUSES,
  type ReleaseStatus,
} from '@shared/api/directory/podcasts/admin-episodes';
import { Alert } from '@client/components/ui/Alert';
import { OptionPicker } from '@client/components/admin-list/OptionPicker';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from '@client/components/forms/field-errors';
import { FormButtons } from '@client/components/forms/FormButtons';
import { CheckedField, CheckedSelect, CheckedTextArea } from '@client/components/forms/CheckedField';
import { ClientPicker } from '@client/features/directory/clients/ClientPicker';

const STATUS_OPTIONS = RELEASE_STATUSES.map((value) => ({ value, label: RELEASE_STATUS_LABELS[value] }));
const FORM = 'episode';

/** Props of EpisodeForm. */
interface EpisodeFormProps {
  /** The episode being edited; a new one when absent (its podcast from `podcastId` when given). */
  initial?: AdminEpisode;
  submitLabel: string;
  pending: boolean;
  /** Saves; resolves the server's messages by field ({} once saved). */
  onSubmit: (body: AdminEpisodeCreateBody) => Promise<FieldErrors>;
  onCancel: () => void;
}

/**
 * An episode's podcast, client (or none), title, description, link, air date and release status,
 * checked against the shared schema before sending and showing the server's field messages after.
 */
export function EpisodeForm({ initial, submitLabel, pending, onSubmit, onCancel }: EpisodeFormProps) {
  const [podcastId, setPodcastId] = useState(initial ? String(initial.podcast.id) : '');
  const [clientId, setClientId] = useState(initial?.client ? String(initial.client.id) : '');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [url, setUrl] = useState(initial?.url ?? '');
  const [airDate, setAirDate] = useState(initial?.airDate ?? '');
  const [status, setStatus] = useState<ReleaseStatus>(initial?.releaseStatus ?? 'planned');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = {
      podcastId: podcastId ? Number(podcastId) : undefined,
      clientId: clientId ? Number(clientId) : null,
      title: title.trim(),
      description: description.trim(),
      url: url.trim(),
      airDate,
      releaseStatus: status,
    };
    const local = fieldErrorsOf(adminEpisodeCreateBody, body);
    // the schema passed, so the podcast is chosen
    const found = Object.keys(local).length > 0 ? local : await onSubmit(body as AdminEpisodeCreateBody);
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(form);
  };

  const check = { errors, form: FORM };
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex max-h-[70vh] flex-col gap-4 overflow-y-auto px-0.5 pb-0.5">
      <OptionPicker
        label="Podcast"
        value={podcastId}
        onChange={setPodcastId}
        route={directoryAdminRoutes.podcastOptions}
        placeholder="Type a podcast’s name"
        clearLabel="Choose another podcast"
        error={errors.podcastId}
      />
      <ClientPicker label="Client" value={clientId} onChange={setClientId} placeholder="No client" clearLabel="Remove the client" error={errors.clientId} />
      <CheckedField check={check} field="title" label="Episode title" value={title} maxLength={EPISODE_LIMITS.titleMax} onValue={setTitle} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckedField check={check} field="airDate" label="Air date" type="date" value={airDate} onValue={setAirDate} />
        <CheckedSelect check={check} field="releaseStatus" label="Release status" options={STATUS_OPTIONS} value={status} onValue={setStatus} />
      </div>
      <CheckedField check={check} field="url" label="Episode link" type="url" inputMode="url" placeholder="https://" value={url} onValue={setUrl} />
      <CheckedTextArea
        check={check}
        field="description"
        label="Description"
        value={description}
        maxLength={EPISODE_LIMITS.descriptionMax}
        onValue={setDescription}
      />
      {errors[''] && <Alert tone="error">{errors['']}</Alert>}
      <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
