import { type FormEvent, useId, useState } from 'react';
import { type AdminVideo, type AdminVideoEditBody, FEATURED_VIDEO_RULE } from '@shared/api/directory/videos/admin-videos';
import { LIMITS } from '@shared/limits';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { ModalCancel } from '@client/components/ui/Modal';
import { Switch } from '@client/components/ui/Switch';
import { TextAreaField } from '@client/components/ui/TextArea';
import { VideoThumbnail } from './VideoThumbnail';
import { KeywordChips } from './KeywordChips';
import { VideoStatusBadge } from './VideoStatusBadge';

/**
 * Shows a video's thumbnail, status and YouTube id, and edits its title (required), description, keywords (at most 5) and its featured mark, with
 * the featured rule (FEATURED_VIDEO_RULE) spelled out. `error` is the server's refusal, shown above the actions.
 */
export function VideoEditForm({
  video,
  pending,
  error,
  onSubmit,
}: {
  video: AdminVideo;
  pending: boolean;
  error?: string;
  onSubmit: (body: AdminVideoEditBody) => void;
}) {
  const id = useId();
  const [title, setTitle] = useState(video.title);
  const [description, setDescription] = useState(video.description);
  const [keywords, setKeywords] = useState(video.keywords);
  const [featured, setFeatured] = useState(video.featured);
  const tooMany = keywords.length > LIMITS.videoKeywordsMax;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ title: title.trim(), description, keywords, featured });
  };

  return (
    <form className="mt-5 space-y-4" onSubmit={submit}>
      <div className="flex items-start gap-4">
        <VideoThumbnail video={video} className="w-36 shrink-0 rounded-md" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-ink-soft">Status</dt>
          <dd>
            <VideoStatusBadge status={video.status} />
          </dd>
          <dt className="text-ink-soft">YouTube id</dt>
          <dd className="font-mono break-all text-ink">{video.youtubeId ?? 'None'}</dd>
        </dl>
      </div>
      <Field label="Title" value={title} required maxLength={300} onChange={(event) => setTitle(event.target.value)} />
      <TextAreaField label="Description" value={description} rows={4} onChange={(event) => setDescription(event.target.value)} />
      <KeywordChips value={keywords} onChange={setKeywords} />
      {tooMany && <Alert tone="error">Remove keywords until at most {LIMITS.videoKeywordsMax} are left.</Alert>}
      <div className="flex items-start justify-between gap-4 rounded-[var(--radius-control)] border border-line p-3">
        <div>
          <p id={`${id}-featured`} className="text-sm font-medium text-ink">
            Featured on the home page
          </p>
          <p id={`${id}-rule`} className="mt-0.5 text-xs text-ink-soft">
            {FEATURED_VIDEO_RULE}
          </p>
        </div>
        <Switch checked={featured} onCheckedChange={setFeatured} aria-labelledby={`${id}-featured`} aria-describedby={`${id}-rule`} />
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex justify-end gap-3 pt-2">
        <ModalCancel />
        <Button type="submit" loading={pending} disabled={!title.trim() || tooMany}>
          Save
        </Button>
      </div>
    </form>
  );
}
