import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@client/lib/router';
import type { GalleryProblem } from '@shared/api/directory/images/admin-gallery';
import { directoryAdminRoutes } from '@shared/api/directory/admin-route-table';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Modal } from '@client/components/ui/Modal';
import { call } from '@client/lib/call';

/** What the checks so far found: the problems, how many pictures were looked at, and where the next batch starts. */
interface Findings {
  checked: number;
  problems: GalleryProblem[];
  nextAfterId: number | null;
}

const BATCH = 200;

/**
 * The broken-image finder: checks the pictures a batch at a time on the server (local files
 * missing or undecodable; remote ones listed as not checked) and lists what it found.
 */
export function BrokenImagesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [findings, setFindings] = useState<Findings | null>(null);
  const check = useMutation({
    mutationFn: (afterId: number) => call(directoryAdminRoutes.checkGalleryImages, { body: { afterId, limit: BATCH } }),
    onSuccess: (result) =>
      setFindings((before) => ({
        checked: (before?.checked ?? 0) + result.checked,
        problems: [...(before?.problems ?? []), ...result.problems],
        nextAfterId: result.nextAfterId,
      })),
  });
  const start = () => {
    setFindings(null);
    check.mutate(0);
  };
  const broken = findings?.problems.filter((p) => p.problem !== 'remote') ?? [];
  const remote = findings?.problems.filter((p) => p.problem === 'remote') ?? [];

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Find broken images"
      description="Checks each local picture’s file on disk (missing, or not a readable image). Remote pictures are listed as not checked."
    >
      <div className="mt-4 space-y-3">
        {check.isError && <Alert tone="error">{check.error.message || 'The check failed; try again.'}</Alert>}
        {findings && (
          <div aria-live="polite" className="space-y-3">
            <p className="text-sm text-ink">
              {findings.checked.toLocaleString()} pictures checked: <strong>{broken.length}</strong> broken, {remote.length} not checked (remote).
            </p>
            {broken.length > 0 && (
              <ul
                aria-label="Broken images"
                className="max-h-64 divide-y divide-line overflow-y-auto rounded-[var(--radius-control)] border border-line text-sm"
              >
                {broken.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <span className="min-w-0 truncate text-ink" title={p.src ?? ''}>
                      {p.src ?? `Picture ${p.id}`}
                    </span>
                    <span className="text-ink-soft">
                      {p.message} ·{' '}
                      <Link className="link-inline" to={`/profile/${encodeURIComponent(p.client.slug)}`}>
                        {p.client.name}
                      </Link>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {findings?.nextAfterId != null ? (
            <Button loading={check.isPending} onClick={() => check.mutate(findings.nextAfterId ?? 0)}>
              Check the next {BATCH}
            </Button>
          ) : (
            <Button loading={check.isPending} onClick={start}>
              {findings ? 'Check again' : 'Start check'}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
