import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { operationsAdminRoutes } from '@shared/api/operations/admin-route-table';
import type { MailSettings } from '@shared/api/operations/settings';
import { Card } from '@client/components/ui/Card';
import { Skeleton } from '@client/components/ui/Skeleton';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { PageHeader } from '@client/components/layout/PageHeader';

/** One line of the mail card: what it is, its value, and a word on what it means. */
function Row({ label, value, note }: { label: string; value: ReactNode; note: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink">{label}</dt>
      <dd className="flex flex-col gap-1">
        <span className="break-all text-ink">{value}</span>
        <span className="text-sm text-ink-soft">{note}</span>
      </dd>
    </div>
  );
}

/** The mail card's lines: the sender, where replies go (or that nobody set it), and how mail leaves. */
function MailRows({ mail }: { mail: MailSettings }) {
  return (
    <dl className="divide-y divide-line">
      <Row label="Sent from" value={mail.from} note="The sender of every mail. Nobody reads replies sent to it." />
      {mail.replyTo ? (
        <Row
          label="Replies go to"
          value={mail.replyTo}
          note="Mails to hosts and guests (requests, holds, calendar invitations, release follow-ups, feedback) send replies and calendar answers here. Sign-in mails, message digests and notices to the team say their replies are not read."
        />
      ) : (
        <Row
          label="Replies go to"
          value={<span className="font-medium text-destructive">Not set</span>}
          note="A host who answers a booking mail reaches the sender address above, which nobody reads. Ask whoever runs the server to set MAIL_REPLY_TO to the agency’s mailbox."
        />
      )}
      <Row
        label="Delivery"
        value={mail.delivery === 'smtp' ? 'Sent through your mail server' : 'Not sent'}
        note={
          mail.delivery === 'smtp'
            ? 'Mail goes out as it is written.'
            : 'No mail server is set up: mail is kept in the database’s outbox and nobody receives it.'
        }
      />
    </dl>
  );
}

/** /admin/settings: how the server sends mail (its sender, where replies go, delivery), read from its configuration. */
export default function MailSettingsPage() {
  const mail = useQuery({ queryKey: queryKeys.mailSettings, queryFn: () => call(operationsAdminRoutes.mailSettings) });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-8">
      <PageHeader title="Settings" description="How Podium sends mail, and where the answers to it arrive." />
      <Card className="mt-6">
        <h2 className="border-b border-line px-5 py-4 font-display text-lg">Mail</h2>
        {mail.isError ? (
          <p role="alert" className="px-5 py-8 text-center text-sm text-destructive">
            The mail settings could not be loaded. Please refresh the page.
          </p>
        ) : mail.data ? (
          <MailRows mail={mail.data} />
        ) : (
          <div className="space-y-3 p-5">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        )}
      </Card>
    </div>
  );
}
