import { SubpageFrame } from '../profile-subpage/SubpageFrame';
import EditPageGuard from './EditPageGuard';
import { EditTarget } from './EditTarget';
import { OtherEditPageLink } from './OtherEditPageLink';
import { ProfileForm } from './ProfileForm';

/**
 * /edit-profile: behind the edit pages' guard, the profile's name, headline, markdown bio with a
 * live preview, categories and links, for the own client (guest, team) or `?client={slug}` (admin, owner).
 */
export default function EditProfilePage() {
  return (
    <EditPageGuard>
      <EditTarget title="Edit Profile">
        {(client) => (
          <SubpageFrame
            slug={client.slug}
            title="Edit Profile"
            name={client.name}
            actions={<OtherEditPageLink path="/edit-questions" slug={client.slug} label="Edit sample questions" />}
            intro={`What the profile of ${client.name} shows. Changes appear on the profile as soon as they are saved.`}
          >
            <ProfileForm key={client.id} client={client} />
          </SubpageFrame>
        )}
      </EditTarget>
    </EditPageGuard>
  );
}
