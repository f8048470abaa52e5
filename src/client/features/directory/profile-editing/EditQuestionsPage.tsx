import { EditPage } from './EditPage';
import { QuestionsEditor } from './QuestionsEditor';

/**
 * /edit-questions: the profile's sample questions as an ordered, editable list, for the own
 * client (guest, team) or `?client={slug}` (admin, owner).
 */
export default function EditQuestionsPage() {
  return (
    <EditPage
      title="Sample Questions"
      intro={() => 'Questions a host might ask, in the order the profile lists them. Nothing changes on the profile until you save.'}
      other={{ path: '/edit-profile', label: 'Edit profile' }}
    >
      {(client) => <QuestionsEditor key={client.id} client={client} />}
    </EditPage>
  );
}
