import EditPageGuard from './EditPageGuard';

/** /edit-profile (being built for issue 9). */
export default function EditProfilePage() {
  return <EditPageGuard title="Edit Profile" />;
}
