import type { ReactNode } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { SubpageFrame } from '../profile-subpage/SubpageFrame';
import EditPageGuard from './EditPageGuard';
import { EditTarget } from './EditTarget';
import { OtherEditPageLink } from './OtherEditPageLink';

/**
 * An edit page: its test-mode guard (EditPageGuard), the client it edits (own, or `?client={slug}` for admins),
 * and its frame (back to the profile, the title, a link to the other edit page, what it is for).
 */
export function EditPage({
  title,
  intro,
  other,
  children,
}: {
  title: string;
  intro: (client: ClientDetail) => string;
  other: { path: '/edit-profile' | '/edit-questions'; label: string };
  children: (client: ClientDetail) => ReactNode;
}) {
  return (
    <EditPageGuard>
      <EditTarget title={title}>
        {(client) => (
          <SubpageFrame
            slug={client.slug}
            title={title}
            name={client.name}
            actions={<OtherEditPageLink path={other.path} slug={client.slug} label={other.label} />}
            intro={intro(client)}
          >
            {children(client)}
          </SubpageFrame>
        )}
      </EditTarget>
    </EditPageGuard>
  );
}
