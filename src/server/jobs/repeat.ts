/** One background task run on a timer, as repeat() takes it. */
interface RepeatedTask {
  /** How long between two runs, in ms. */
  everyMs: number;
  /** Whether it also runs once soon after it starts (AT_START_DELAY_MS), before its first interval ends. */
  atStart?: boolean;
  /** One run; a run still going when the next is due is not overlapped (that one is skipped). */
  run(): Promise<void>;
  /** Told of a run that threw; the next run tries again. */
  onError(error: unknown): void;
}

/**
 * How long after the schedules start a run `atStart` waits: a starting server answers its first
 * requests first (the catch-up runs share its one embedded connection and its CPU with them).
 */
export const AT_START_DELAY_MS = 3_000;

/**
 * The one timer loop of the server's background work (the clean-up, the digest, auto-delete, the
 * scheduled Airtable sync): runs `task` every `everyMs` until the returned function is called,
 * never two runs at once, and never holding the process open. A defined job's schedule runs on it
 * (`defineJob`), which claims a recorded run across nodes by the rule of `claim.ts`.
 */
export function repeat(task: RepeatedTask): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await task.run();
    } catch (error) {
      task.onError(error);
    } finally {
      running = false;
    }
  };
  const first = task.atStart ? setTimeout(tick, Math.min(AT_START_DELAY_MS, task.everyMs)) : undefined;
  first?.unref();
  const timer = setInterval(tick, task.everyMs);
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
