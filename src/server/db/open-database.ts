import { type Database, openEmbedded } from './client';

/**
 * Opens whichever database the configuration names: PostgreSQL when a URL is set, else embedded.
 * The PostgreSQL driver is imported only then: the embedded default never loads it.
 */
export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (!config.databaseUrl) return openEmbedded(config.dataDir);
  const { openPostgres } = await import('./postgres');
  return openPostgres(config.databaseUrl);
}
