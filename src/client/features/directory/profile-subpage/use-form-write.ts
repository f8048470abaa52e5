import { useState } from 'react';
import { type FormFailure, formFailureOf } from '@client/components/forms/list-edits';

/**
 * A form's write and the message it shows when the write fails: `submit(write)` clears the
 * message, runs the write and answers whether it succeeded; on failure the server's message
 * (or `fallback`) is shown, as `error`, and in `failure` with the server's message per field.
 */
export function useFormWrite(fallback: string) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const submit = async (write: () => Promise<unknown>): Promise<boolean> => {
    try {
      setFailure(null);
      await write();
      return true;
    } catch (caught) {
      setFailure(formFailureOf(caught, fallback));
      return false;
    }
  };
  return { error: failure?.message ?? null, failure, submit };
}
