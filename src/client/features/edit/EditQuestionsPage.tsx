import EditPageGuard from './EditPageGuard';

/** /edit-questions (being built for issue 9). */
export default function EditQuestionsPage() {
  return <EditPageGuard title="Sample Questions" />;
}
