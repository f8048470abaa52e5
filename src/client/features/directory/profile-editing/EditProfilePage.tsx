import { EditPage } from './EditPage';
import { ProfileForm } from './ProfileForm';

/**
 * /edit-profile: the profile's name, headline, photo, markdown bio with a live preview,
 * categories and links, for the own client (guest, team) or `?client={slug}` (admin, owner).
 */
export default function EditProfilePage() {
  return (
    <EditPage
      title="Edit Profile"
      intro={(client) => `What the profile of ${client.name} shows. Changes appear on the profile as soon as they are saved.`}
      other={{ path: '/edit-questions', label: 'Edit sample questions' }}
    >
      {(client) => <ProfileForm key={client.id} client={client} />}
    </EditPage>
  );
}
