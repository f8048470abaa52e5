import { useState } from 'react';
import { serverMessageOr } from './list-edits';

/**
 * A form's write and the message it shows when the write fails: `submit(write)` clears the
 * message, runs the write and answers whether it succeeded; on failure the server's message
 * (or `fallback`) is shown.
 */
export function useFormWrite(fallback: string) {
  const [error, setError] = useState<string | null>(null);
  const submit = async (write: () => Promise<unknown>): Promise<boolean> => {
    try {
      setError(null);
      await write();
      return true;
    } catch (caught) {
      setError(serverMessageOr(caught, fallback));
      return false;
    }
  };
  return { error, submit };
}
