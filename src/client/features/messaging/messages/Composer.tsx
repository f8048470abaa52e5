import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { MESSAGE_LIMITS } from '@shared/api/messaging/messages';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { TextArea } from '@client/components/ui/TextArea';
import { cn } from '@client/lib/cn';

/** The character counter shows from this many characters left. */
const COUNTER_FROM_LEFT = 500;

/** Puts the focus in the form's message box. */
const focusBoxOf = (form: HTMLFormElement | null) => form?.querySelector('textarea')?.focus();

/** Props of Composer. */
interface ComposerProps {
  /** Sends the text; rejects with the reason shown when it fails (the text is kept). */
  onSend: (body: string) => Promise<unknown>;
  /** Called on each keystroke (typing indicator) and when typing ends (sent, left the box). */
  onTyping?: () => void;
  onStopTyping?: () => void;
  /** Whom the message goes to, for the box's label. */
  to: string;
  /** Focus the box when shown (after the first message of a new conversation moved to its thread). */
  autoFocus?: boolean;
}

/**
 * The message box: Enter sends, Shift+Enter breaks the line; Send is disabled while empty or
 * sending. The text stays (with the server's reason) when sending fails, and the focus stays in
 * the box after sending. At most MESSAGE_LIMITS.bodyMax characters, counted near the limit.
 */
export function Composer({ onSend, onTyping, onStopTyping, to, autoFocus }: ComposerProps) {
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const counterId = useId();
  const left = MESSAGE_LIMITS.bodyMax - body.length;
  const empty = body.trim() === '';

  useEffect(() => {
    if (autoFocus) focusBoxOf(form.current);
  }, [autoFocus]);

  const send = async () => {
    if (empty || sending) return;
    setSending(true);
    setProblem(null);
    onStopTyping?.();
    try {
      await onSend(body.trim());
      setBody('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Failed to send the message');
    } finally {
      setSending(false);
      focusBoxOf(form.current);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form ref={form} onSubmit={submit} className="flex flex-col gap-2 border-t border-line bg-surface p-3 sm:p-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <div className="flex items-end gap-2">
        <TextArea
          aria-label={`Message ${to}`}
          aria-describedby={left <= COUNTER_FROM_LEFT ? counterId : undefined}
          placeholder={`Message ${to}`}
          rows={1}
          maxLength={MESSAGE_LIMITS.bodyMax}
          value={body}
          onChange={(event) => {
            setBody(event.target.value);
            if (event.target.value) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => onStopTyping?.()}
          className="max-h-40 min-h-11! flex-1 resize-none field-sizing-content"
        />
        <Button type="submit" disabled={empty} loading={sending} className="h-11 shrink-0">
          {!sending && <SendHorizontal className="size-4" aria-hidden="true" />}
          <span className="max-sm:sr-only">Send</span>
        </Button>
      </div>
      <div className="flex justify-between gap-3 text-xs text-muted">
        <span className="max-sm:hidden">Enter to send, Shift+Enter for a new line</span>
        {left <= COUNTER_FROM_LEFT && (
          <span id={counterId} className={cn('ml-auto tabular-nums', left <= 0 && 'font-semibold text-destructive')}>
            {left.toLocaleString()} characters left
          </span>
        )}
      </div>
    </form>
  );
}
