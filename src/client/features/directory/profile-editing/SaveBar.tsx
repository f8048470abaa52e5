import { ExternalLink } from 'lucide-react';
import { Link } from '@client/lib/router';
import { Alert } from '@client/components/ui/Alert';
import { Button, buttonClass } from '@client/components/ui/Button';

/**
 * The foot of an edit form, kept in view: whether there are unsaved changes, the save's failure,
 * a link to the profile, Discard and Save (pending while saving).
 */
export function SaveBar({ slug, dirty, pending, error, onDiscard }: { slug: string; dirty: boolean; pending: boolean; error?: string; onDiscard: () => void }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-[var(--radius-card)] sm:border sm:shadow-[var(--shadow-card)]">
      {error && (
        <div className="mb-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft" aria-live="polite">
          {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/profile/${slug}`} className={buttonClass('ghost')}>
            <ExternalLink className="size-4" aria-hidden="true" /> View profile
          </Link>
          {dirty && (
            <Button variant="secondary" onClick={onDiscard} disabled={pending}>
              Discard changes
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </div>
    </div>
  );
}
