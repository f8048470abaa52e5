import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useState } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { PORTRAIT_SIZES } from '@shared/portrait';
import { buttonClass } from '@client/components/ui/Button';
import { ProfilePhoto } from '@client/components/ui/ProfilePhoto';
import { Spinner } from '@client/components/ui/Spinner';
import { cn } from '@client/lib/cn';
import { ACCEPT_ATTRIBUTE, fileProblem, uploadErrorMessage } from '../images/file-checks';
import type { useProfileSaves } from './use-profile-saves';

/** Props of PhotoField. */
interface PhotoFieldProps {
  /** The client's name (the photo's alternative text, the initials of the fallback). */
  name: string;
  /** The current photo's address, null for none. */
  photo: string | null;
  /** The upload (useProfileSaves' photo): POST /api/clients/{id}/photo. */
  upload: ReturnType<typeof useProfileSaves>['photo'];
  /** Called with the profile as it reads after an upload. */
  onUploaded?: (detail: ClientDetail) => void;
}

/**
 * The profile photo (of /edit-profile and the admin client editor): the current one, and a file
 * picker whose choice is checked in the browser (type from the bytes, size), shown at once as a
 * preview and uploaded on its own (not with the form's Save); the server's refusal is shown under it.
 */
export function PhotoField({ name, photo, upload, onUploaded }: PhotoFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  // a chosen file's preview address is released when it is replaced or the page goes
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await fileProblem(file);
    setError(problem);
    if (problem) return;
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: (detail) => {
        setPreview(null);
        onUploaded?.(detail);
      },
      onError: (failure) => {
        setPreview(null);
        setError(uploadErrorMessage(failure));
      },
    });
  };

  return (
    <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
      <div className="relative size-32 shrink-0 overflow-hidden rounded-2xl">
        {preview ? (
          <img src={preview} alt={`${name}, as chosen`} className="size-full object-cover" />
        ) : (
          <ProfilePhoto src={photo} name={name} sizes={PORTRAIT_SIZES.profileCard} eager className="size-full" />
        )}
        {upload.isPending && (
          <div className="absolute inset-0 flex items-center justify-center bg-ink/40 text-white">
            <Spinner label="Uploading" className="text-white" />
          </div>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <label
          className={cn(
            buttonClass('secondary'),
            'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-[var(--color-focus)]',
            upload.isPending && 'pointer-events-none opacity-50',
          )}
        >
          <ImageUp className="size-4" aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Upload a new photo'}
          <input
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            disabled={upload.isPending}
            aria-describedby={error ? 'photo-error' : 'photo-hint'}
            aria-invalid={error ? true : undefined}
            onChange={choose}
          />
        </label>
        <p id="photo-hint" className="text-xs text-muted">
          JPEG, PNG, WebP or GIF up to 10 MB; a square or 4:5 portrait looks best. It replaces the photo at once.
        </p>
        {error && (
          <p id="photo-error" className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
