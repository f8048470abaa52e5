/**
 * Iterates `source` one item ahead: the next item is asked for as soon as one is handed out, so
 * fetching the next page overlaps the caller's work on this one. A failure of the next item is
 * thrown when the caller asks for it, as without the look-ahead; stopping early ends the source
 * once the item asked for ahead has settled.
 */
export async function* oneAhead<T>(source: AsyncIterable<T>): AsyncGenerator<T, void, undefined> {
  const items = source[Symbol.asyncIterator]();
  let next = items.next();
  // asked ahead: a failure is held until the caller asks for that item (never left unhandled)
  next.catch(() => undefined);
  let done = false;
  try {
    for (;;) {
      const current = await next;
      if (current.done) {
        done = true;
        return;
      }
      next = items.next();
      next.catch(() => undefined);
      yield current.value;
    }
  } finally {
    if (!done) {
      await next.catch(() => undefined);
      await items.return?.();
    }
  }
}
