import { ImagePlus } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { IMAGE_UPLOAD_LIMITS } from '@shared/limits';
import { Button } from '@client/components/ui/Button';
import { cn } from '@client/lib/cn';
import { ACCEPT_ATTRIBUTE } from './file-checks';
import type { UploadItem } from './use-picture-uploads';

/** How an upload's state reads next to its file name. */
function statusText(item: UploadItem): string {
  if (item.status === 'failed') return 'Failed';
  if (item.status === 'done') return 'Uploaded';
  if (item.status === 'waiting') return 'Waiting';
  return `${Math.round(item.progress * 100)}%`;
}

/**
 * Where a manager adds pictures: drop files on the zone, or press "Choose files" (keyboard
 * reachable) to pick several; each file of the batch then shows its progress bar and outcome.
 */
export function PictureDropZone({ items, busy, onFiles }: { items: UploadItem[]; busy: boolean; onFiles: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const maxMb = IMAGE_UPLOAD_LIMITS.maxFileBytes / 1024 / 1024;

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!busy) onFiles([...event.dataTransfer.files]);
  };

  return (
    <div className="flex flex-col gap-4">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer gesture; the Choose files button inside is the keyboard way */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-line px-6 py-8 text-center transition-colors',
          over && 'border-accent bg-accent-soft',
        )}
      >
        <ImagePlus className="size-8 text-muted" aria-hidden="true" />
        <p className="text-sm text-ink-soft">Drag pictures here, or</p>
        <Button onClick={() => input.current?.click()} loading={busy}>
          Choose files
        </Button>
        <p className="text-xs text-muted">
          JPEG, PNG, WebP or GIF, up to {maxMb} MB each and {IMAGE_UPLOAD_LIMITS.maxFiles} at a time.
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT_ATTRIBUTE}
          hidden
          aria-label="Choose files"
          onChange={(event) => {
            onFiles([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 && (
        <ul aria-label="Uploads" className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.key} className="flex flex-col gap-1.5">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate text-ink">{item.name}</span>
                <span className={cn('shrink-0 text-right', item.status === 'failed' ? 'text-destructive' : 'text-muted')}>{statusText(item)}</span>
              </div>
              <div
                role="progressbar"
                aria-label={`Upload of ${item.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(item.progress * 100)}
                className="h-1.5 overflow-hidden rounded-full bg-sunken"
              >
                <div
                  className={cn('h-full rounded-full transition-[width] duration-150', item.status === 'failed' ? 'bg-destructive' : 'bg-accent')}
                  style={{ width: `${item.status === 'failed' ? 100 : Math.round(item.progress * 100)}%` }}
                />
              </div>
              {item.status === 'failed' && <p className="text-sm text-destructive">{item.error ?? 'Upload failed'}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
