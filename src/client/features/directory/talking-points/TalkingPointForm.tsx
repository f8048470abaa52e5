import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { TalkingPoint } from '@shared/api/directory/clients/clients';
import { TALKING_POINT_LIMITS, type TalkingPointBody } from '@shared/api/directory/talking-points/talking-points';
import { Alert } from '@client/components/ui/Alert';
import { Field } from '@client/components/ui/Field';
import { TextAreaField } from '@client/components/ui/TextArea';
import { FormButtons } from '@client/components/forms/FormButtons';
import { emptyIfUnchanged } from '@client/components/forms/list-edits';

/** Props of TalkingPointForm. */
interface TalkingPointFormProps {
  /** The point being edited; a new one when absent. */
  initial?: Pick<TalkingPoint, 'talkingPointTitle' | 'talkingPointFull'>;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last save, shown above the buttons. */
  error?: string | null;
  /** Saves; resolves true when saved (a new form then empties, but for what was typed while it saved). */
  onSubmit: (body: TalkingPointBody) => Promise<boolean>;
  onCancel?: () => void;
}

/** The title and full text of a talking point, with the shared limits and a message when the title is missing. */
export function TalkingPointForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: TalkingPointFormProps) {
  const [title, setTitle] = useState(initial?.talkingPointTitle ?? '');
  const [full, setFull] = useState(initial?.talkingPointFull ?? '');
  const [missingTitle, setMissingTitle] = useState(false);
  const titleError = useId();
  const form = useRef<HTMLFormElement>(null);
  const editing = initial !== undefined;

  // an edit form opens in place of the text: the title takes focus
  useEffect(() => {
    if (editing) form.current?.querySelector('input')?.focus();
  }, [editing]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim()) {
      setMissingTitle(true);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    const saved = await onSubmit({ talkingPointTitle: title.trim(), talkingPointFull: full.trim() });
    if (saved && !editing) {
      emptyIfUnchanged(setTitle, title);
      emptyIfUnchanged(setFull, full);
    }
  };

  return (
    <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div>
        <Field
          label="Title"
          value={title}
          maxLength={TALKING_POINT_LIMITS.titleMax}
          required
          aria-invalid={missingTitle || undefined}
          aria-describedby={missingTitle ? titleError : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            if (e.target.value.trim()) setMissingTitle(false);
          }}
        />
        {missingTitle && (
          <p id={titleError} className="mt-1.5 text-sm text-destructive">
            Enter a title
          </p>
        )}
      </div>
      <TextAreaField label="Full text" value={full} maxLength={TALKING_POINT_LIMITS.fullMax} rows={4} onChange={(e) => setFull(e.target.value)} />
      {error && <Alert tone="error">{error}</Alert>}
      <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
