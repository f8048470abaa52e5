import { formatDate } from '@shared/dates';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { CopyTextButton } from '@client/components/ui/CopyTextButton';
import { Input } from '@client/components/ui/Field';

/** A pitch's link, shown this once (a new pitch's, or a new link for one), with a Copy button. */
export function PitchLinkOnce({ link, expiresAt, onDone }: { link: string; expiresAt: string; onDone: () => void }) {
  return (
    <div className="mt-5 flex flex-col gap-4">
      <Alert tone="info" title="Copy the link now">
        This is the only time it is shown: Podium keeps only a fingerprint of it. It works until {formatDate.dayMonthYear(expiresAt)} unless you revoke it.
      </Alert>
      <Input readOnly aria-label="Pitch link" value={link} className="font-mono" onFocus={(event) => event.currentTarget.select()} />
      <div className="flex justify-end gap-2">
        <CopyTextButton text={link} label="Copy link" what="Link" />
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}
