import { useQuery } from '@tanstack/react-query';
import { Mail, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { accountRoutes } from '@shared/api/account/route-table';
import type { TeamMember } from '@shared/api/account/team';
import { messagingSide } from '@shared/permissions';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { ProfilePhoto } from '@client/components/ui/ProfilePhoto';
import { ApiError } from '@client/lib/api';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { useCurrentUser } from '@client/lib/use-current-user';
import { ConversationLink } from '@client/features/messaging/messages/ConversationLink';
import { ProfileSubpage } from '@client/features/directory/profile-subpage/ProfileSubpage';
import { SubpageFrame } from '@client/features/directory/profile-subpage/SubpageFrame';
import { ListSkeleton, LoadError } from '@client/components/forms/SubpageStates';
import { MessageDialog } from './MessageDialog';

/** How a member's role reads on the page. */
const ROLE_LABELS: Record<TeamMember['role'], string> = { team: 'Team member', admin: 'Account manager', owner: 'Agency owner' };

/**
 * /profile/{slug}/team: the agency team assigned to the client, for the guest of that client
 * (Team is the guest's), admins and owners. For the client's side (its guest, or an
 * admin viewing as the client) each member has a Message button that opens a message to them,
 * and the conversation those messages go to is linked once it exists.
 */
export default function TeamPage() {
  return <ProfileSubpage title="Team">{(client) => <TeamList client={client} />}</ProfileSubpage>;
}

/** Whether the server refused the viewer (not the guest of this profile). */
function isRefusal(error: Error): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/** The team list once the profile is known. */
function TeamList({ client }: { client: ClientDetail }) {
  const team = useQuery({
    queryKey: queryKeys.clientTeam(client.id),
    queryFn: () => call(accountRoutes.clientTeam, { params: { id: client.id } }),
  });
  const { data: user } = useCurrentUser();
  const [writingTo, setWritingTo] = useState<TeamMember | null>(null);
  const clientSide = messagingSide(user) === 'client';
  const onMessage = clientSide ? setWritingTo : undefined;
  return (
    <SubpageFrame slug={client.slug} title="Team" name={client.name} intro={`The agency people who work with ${client.name}. Message any of them directly.`}>
      {clientSide && <ConversationLink />}
      {team.isPending ? (
        <Card className="px-6">
          <ListSkeleton label="Loading the team" />
        </Card>
      ) : team.isError ? (
        isRefusal(team.error) ? (
          <Card className="p-6">
            <p className="text-ink-soft">The team page is only available to the guest of this profile.</p>
          </Card>
        ) : (
          <LoadError title="Failed to load the team" error={team.error} onRetry={() => team.refetch()} />
        )
      ) : team.data.length === 0 ? (
        <Card className="p-6">
          <p className="text-ink-soft">No team members are assigned to this profile yet.</p>
        </Card>
      ) : (
        <ul aria-label={`Team of ${client.name}`} className="grid gap-4 sm:grid-cols-2">
          {team.data.map((member) => (
            <li key={member.id}>
              <TeamMemberCard member={member} onMessage={onMessage} />
            </li>
          ))}
        </ul>
      )}
      <MessageDialog clientId={client.id} clientName={client.name} member={writingTo} onClose={() => setWritingTo(null)} />
    </SubpageFrame>
  );
}

/** One member: portrait (or initials), name, role, email, and the Message button when the viewer may write. */
function TeamMemberCard({ member, onMessage }: { member: TeamMember; onMessage?: (member: TeamMember) => void }) {
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-center gap-4">
        <ProfilePhoto src={member.profileImage} name={member.name} className="size-14 shrink-0 overflow-hidden rounded-full" />
        <div className="min-w-0">
          <h2 className="truncate font-display text-lg text-ink">{member.name}</h2>
          <p className="text-sm text-muted">{ROLE_LABELS[member.role]}</p>
        </div>
      </div>
      <a href={`mailto:${member.email}`} className="inline-flex min-w-0 items-center gap-2 text-sm text-ink-soft hover:text-ink">
        <Mail className="size-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{member.email}</span>
      </a>
      {onMessage && (
        <Button size="sm" className="mt-auto self-start" aria-label={`Message ${member.name}`} onClick={() => onMessage(member)}>
          <MessageSquare className="size-4" aria-hidden="true" />
          Message
        </Button>
      )}
    </Card>
  );
}
