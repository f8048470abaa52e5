import type { Db } from '../client';

/** Seeds the demo directory on an empty database (filled in by the seed work). */
export async function seedDemoIfEmpty(_db: Db, _options: { dataDir: string; print: (line: string) => void }): Promise<void> {}
