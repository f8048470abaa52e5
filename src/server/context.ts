import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Mailer } from './integrations/mail/mailer';

/** What every feature's routes receive: configuration, the database and the integrations. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  mailer: Mailer;
}
