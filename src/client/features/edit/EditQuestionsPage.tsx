import { SubpageFrame } from '../profile-subpage/SubpageFrame';
import EditPageGuard from './EditPageGuard';
import { EditTarget } from './EditTarget';
import { OtherEditPageLink } from './OtherEditPageLink';
import { QuestionsEditor } from './QuestionsEditor';

/**
 * /edit-questions: behind the edit pages' guard, the profile's sample questions as an ordered,
 * editable list, for the own client (guest, team) or `?client={slug}` (admin, owner).
 */
export default function EditQuestionsPage() {
  return (
    <EditPageGuard>
      <EditTarget title="Sample Questions">
        {(client) => (
          <SubpageFrame
            slug={client.slug}
            title="Sample Questions"
            name={client.name}
            actions={<OtherEditPageLink path="/edit-profile" slug={client.slug} label="Edit profile" />}
            intro="Questions a host might ask, in the order the profile lists them. Nothing changes on the profile until you save."
          >
            <QuestionsEditor key={client.id} client={client} />
          </SubpageFrame>
        )}
      </EditTarget>
    </EditPageGuard>
  );
}
