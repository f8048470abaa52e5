import type { AdminJob } from '@shared/api/jobs';
import type { RunProfileSpiderBody } from '@shared/api/integrations/profile-spider';
import type { SessionUser } from '@shared/api/session-user';
import type { AppContext } from '@server/context';
import { safeFetchFor } from '@server/integrations/safe-fetch/safe-fetch';
import { defineJob } from '@server/jobs/define-job';
import type { JobHandle, NewFinding } from '@server/jobs/run-job';
import { createLinkChecker, type LinkCheckerOptions } from './link-checker';
import { fieldFindings, linksOf } from './profile-checks';
import * as repo from './profile-spider.repo';

/** Clients read and checked per step (progress is reported after each). */
const BATCH = 25;

/** The profile spider as a job: which clients it checks, and how links are checked (tests shorten the waits). */
const profileSpiderJob = defineJob<
  Pick<AppContext, 'db' | 'config' | 'metrics'>,
  { scope: repo.ClientScope; linkOptions?: LinkCheckerOptions },
  Record<string, unknown>
>({
  kind: 'profile-spider',
  singleton: true,
  paramsOf: ({ scope }) => ('ids' in scope ? { clientIds: scope.ids } : { all: true }),
  run: (ctx, { scope, linkOptions }, job) => spider(ctx, job, scope, linkOptions),
});

/** Starts a profile spider run over the chosen clients, or every live client (409 while one runs). */
export function runProfileSpider(
  ctx: Pick<AppContext, 'db' | 'config' | 'metrics'>,
  user: SessionUser,
  body: RunProfileSpiderBody,
  linkOptions?: LinkCheckerOptions,
): Promise<AdminJob> {
  const scope: repo.ClientScope = body.clientIds ? { ids: body.clientIds } : { all: true };
  return profileSpiderJob.start(ctx, user, { scope, linkOptions });
}

/**
 * The run: for each batch of clients, the findings that need no request (missing fields, hidden
 * bios), then every remote link and image checked through the safe fetcher; dead ones are findings.
 */
async function spider(ctx: Pick<AppContext, 'db' | 'config'>, job: JobHandle, scope: repo.ClientScope, linkOptions?: LinkCheckerOptions) {
  const check = createLinkChecker(safeFetchFor(ctx.config), linkOptions);
  const total = await repo.countClients(ctx.db, scope);
  const summary = { clients: 0, linksChecked: 0, 'dead-link': 0, 'missing-field': 0, 'hidden-bio': 0 };
  await job.progress(0, total, summary);
  for (let afterId = 0; !(await job.isCancelled()); ) {
    const batch = await repo.clientBatch(ctx.db, scope, afterId, BATCH);
    if (batch.length === 0) break;
    const findings: NewFinding[] = batch.flatMap(fieldFindings);
    const links = batch.flatMap(linksOf);
    const checks = await Promise.all(links.map((link) => check(link.url, job.signal)));
    links.forEach((link, i) => {
      const result = checks[i]!;
      if (!result.ok)
        findings.push({
          clientId: link.clientId,
          kind: 'dead-link',
          detail: { field: link.field, url: link.url, status: result.status, reason: result.reason ?? 'No answer' },
        });
    });
    await job.addFindings(findings);
    for (const finding of findings) summary[finding.kind as 'dead-link']++;
    summary.clients += batch.length;
    summary.linksChecked += links.length;
    afterId = batch.at(-1)!.id;
    await job.progress(summary.clients, total, summary);
  }
  return summary;
}
