import { createHash } from 'node:crypto';

/** The message without what changes between repeats of one error: numbers, quoted values, hex ids. */
function messageShape(message: string): string {
  return message
    .replace(/(["'`]).*?\1/g, '$1…$1')
    .replace(/\b[0-9a-f]{8,}\b/gi, '#')
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** Where the error was thrown: the first frame of its stack, without line and column, query or a bundle's content hash. */
function firstFrame(stack: string | null | undefined): string {
  const frame = (stack ?? '').split('\n').find((line) => /^\s*at\s|@/.test(line)) ?? '';
  return frame
    .trim()
    .replace(/\?[^):\s]*/g, '')
    .replace(/:\d+(:\d+)?/g, '')
    .replace(/-[A-Za-z0-9_-]{8}\.js/g, '.js');
}

/**
 * What groups repeats of one error (SHA-1, hex): its source, the shape of its message and the
 * first frame of its stack. `Client 42 not found` and `Client 43 not found` from one place are one group.
 */
export function errorFingerprint(source: 'server' | 'client', message: string, stack?: string | null): string {
  return createHash('sha1')
    .update(`${source}\n${messageShape(message)}\n${firstFrame(stack)}`)
    .digest('hex');
}
