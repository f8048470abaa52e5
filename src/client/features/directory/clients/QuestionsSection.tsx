import { Link } from '@client/lib/router';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { splitSampleQuestions } from '@shared/sample-questions';
import { buttonClass } from '@client/components/ui/Button';
import { Section } from './Section';

/**
 * Sample Questions as a numbered list that prints well; Manage sample questions for those allowed
 * (the link names the client, so an admin edits this one; a guest or team member always edits their own).
 */
export function QuestionsSection({ client }: { client: ClientDetail }) {
  const questions = splitSampleQuestions(client.sampleQuestions);
  if (questions.length === 0 && !client.abilities.manageSampleQuestions) return null;
  return (
    <Section
      id="questions"
      title="Sample Questions"
      actions={
        client.abilities.manageSampleQuestions && (
          <Link to={`/edit-questions?client=${encodeURIComponent(client.slug)}`} className={buttonClass('secondary', 'sm')}>
            Manage sample questions
          </Link>
        )
      }
    >
      {questions.length === 0 ? (
        <p className="text-sm text-muted">No sample questions yet.</p>
      ) : (
        <ol className="list-decimal space-y-2.5 pl-6 marker:font-display marker:text-gold">
          {questions.map((q) => (
            <li key={q} className="pl-1 leading-relaxed text-ink-soft">
              {q}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}
