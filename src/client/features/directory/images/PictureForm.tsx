import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { MediaImage } from '@shared/api/directory/clients/clients';
import { MEDIA_IMAGE_LIMITS, type MediaImagePatchBody } from '@shared/api/directory/images/media-images';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { TextAreaField } from '@client/components/ui/TextArea';

/** Props of PictureForm. */
interface PictureFormProps {
  image: Pick<MediaImage, 'alt' | 'caption'>;
  pending: boolean;
  /** The server's refusal of the last save, shown above the buttons. */
  error?: string | null;
  onSubmit: (body: MediaImagePatchBody) => void;
  onCancel: () => void;
}

/** A picture's alt text (what it shows, for people who cannot see it) and caption, with the shared limits. */
export function PictureForm({ image, pending, error, onSubmit, onCancel }: PictureFormProps) {
  const [alt, setAlt] = useState(image.alt);
  const [caption, setCaption] = useState(image.caption);
  const form = useRef<HTMLFormElement>(null);

  // the form opens in place of the caption: its first field takes focus
  useEffect(() => {
    form.current?.querySelector('input')?.focus();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ alt: alt.trim(), caption: caption.trim() });
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <Field label="Alt text" value={alt} maxLength={MEDIA_IMAGE_LIMITS.altMax} placeholder="What the picture shows" onChange={(e) => setAlt(e.target.value)} />
      <TextAreaField
        label="Caption"
        value={caption}
        maxLength={MEDIA_IMAGE_LIMITS.captionMax}
        rows={2}
        className="[&_textarea]:min-h-16"
        onChange={(e) => setCaption(e.target.value)}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={pending}>
          Save
        </Button>
      </div>
    </form>
  );
}
