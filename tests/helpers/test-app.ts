import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '@server/app';
import { type Config, loadConfig } from '@server/config';
import type { Database, Db } from '@server/db/client';
import { createMailer, type Mail, type Mailer } from '@server/integrations/mail/mailer';
import type { UploadStorage } from '@server/integrations/storage/upload-storage';
import { openTestDatabase } from './databases';

/** A mailer that keeps what it was asked to send, for assertions. */
export interface CapturingMailer extends Mailer {
  sent: Mail[];
}

/** An app on a fresh migrated database, with its database and captured mail. */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  mail: CapturingMailer;
  /** The upload storage of the test's config (its own DATA_DIR, or S3 with STORAGE=s3). */
  storage: UploadStorage;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL);
 * `extend` may add test-only routes before it is ready. Mail is captured in `mail.sent`, and with
 * an SMTP_URL in `env` also sent through the app's real mailer (SMTP and the outbox's record). It serves no client build unless `env`
 * gives a CLIENT_DIR: the route tests must not depend on whether `npm run build` has run (npm
 * test builds the client while they run).
 */
export async function createTestApp(env: Record<string, string> = {}, extend?: (app: FastifyInstance) => void): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'podium-test-'));
  const noClientBuild = join(dataDir, 'no-client-build');
  const config = loadConfig({ DATA_DIR: dataDir, CLIENT_DIR: noClientBuild, LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40), ...env });
  const database = await openTestDatabase(inject('pgliteTemplate'));
  const sent: Mail[] = [];
  // with SMTP_URL (a local SmtpSink), mail also goes through the app's own mailer, outbox included
  const smtp = config.smtpUrl
    ? createMailer(
        database.db,
        { smtpUrl: config.smtpUrl, from: config.mailFrom, replyTo: config.mailReplyTo },
        { info: () => undefined, error: () => undefined },
      )
    : undefined;
  const mail: CapturingMailer = {
    sent,
    async send(m) {
      sent.push(m);
      await smtp?.send(m);
    },
  };
  const app = await buildApp({ config, database, mailer: mail, logger: false });
  extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    config,
    mail,
    storage: app.storage,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
