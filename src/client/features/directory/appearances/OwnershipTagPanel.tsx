import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import type { OwnershipTag } from '@shared/api/directory/appearances/feeds';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { CopyTextButton } from '@client/components/ui/CopyTextButton';
import { Input } from '@client/components/ui/Field';

/** A day in the reader's own zone, in words ("June 3, 2026"). */
const dayInWords = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long' });

/**
 * The one-line tag that proves a show's feed is its owner's (the Podcasting 2.0 `podcast:txt`
 * with the purpose "verify"): a button asks the server for a new one, shown this once with Copy
 * and how to use it. `what` names the feed in the button's label ("your show's feed").
 */
export function OwnershipTagPanel({ ask, what }: { ask: () => Promise<OwnershipTag>; what: string }) {
  const tag = useMutation({ mutationFn: ask });
  if (!tag.data) {
    return (
      <div className="flex flex-col items-start gap-2">
        {tag.isError && <Alert tone="error">{tag.error.message || 'The tag could not be made. Please try again.'}</Alert>}
        <Button variant="secondary" size="sm" loading={tag.isPending} onClick={() => tag.mutate()}>
          <KeyRound className="size-4" aria-hidden="true" />
          Get a tag for {what}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="info" title="Copy the tag now">
        It is shown this once. Paste it as one line inside the feed’s channel (next to its title), then publish the feed. The next time we read it, the show is
        verified. The tag works until {dayInWords(tag.data.expiresAt)}; once found, it can be removed.
      </Alert>
      <Input readOnly aria-label="Ownership tag" value={tag.data.tag} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
      <div>
        <CopyTextButton text={tag.data.tag} label="Copy tag" what="Tag" />
      </div>
    </div>
  );
}
