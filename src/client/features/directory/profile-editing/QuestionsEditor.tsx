import { Plus } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import type { ClientDetail } from '@shared/api/directory/clients/clients';
import { PROFILE_LIMITS, sampleQuestionsBody } from '@shared/api/directory/profile-editing';
import { splitSampleQuestions } from '@shared/sample-questions';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Card } from '@client/components/ui/Card';
import { Input } from '@client/components/ui/Field';
import { moved } from '@client/components/forms/list-edits';
import { FieldBlock, fieldId } from './FieldBlock';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid, serverFieldError } from '@client/components/forms/field-errors';
import { QuestionRow, questionInputId, questionMoveId } from './QuestionRow';
import { SaveBar } from './SaveBar';
import { useProfileSaves } from './use-profile-saves';
import { useUnsavedWarning } from './use-unsaved-warning';

/** A question in the editor, with a key that stays with it while it moves. */
interface Item {
  key: number;
  text: string;
}

let nextKey = 1;
const toItems = (questions: string[]): Item[] => questions.map((text) => ({ key: nextKey++, text }));

/**
 * The sample questions as an ordered list edited in place: add, edit, move up and down (focus
 * stays on the moved question's button, and the move is announced), delete; nothing is stored
 * until Save, which replaces the whole list in one request.
 */
export function QuestionsEditor({ client }: { client: ClientDetail }) {
  const [baseline, setBaseline] = useState(() => splitSampleQuestions(client.sampleQuestions));
  const [items, setItems] = useState(() => toItems(baseline));
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const saves = useProfileSaves(client);
  const texts = items.map((i) => i.text);
  const dirty = JSON.stringify(texts) !== JSON.stringify(baseline);
  const full = items.length >= PROFILE_LIMITS.questionsMax;
  useUnsavedWarning(dirty);

  // after a move or delete, focus goes where the person can carry on (the element exists once drawn)
  useEffect(() => {
    if (!focusTarget) return;
    const element = document.getElementById(focusTarget) as HTMLButtonElement | HTMLInputElement | null;
    (element && !element.disabled ? element : document.getElementById(fieldId('new-question')))?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const change = (next: Item[]) => {
    setItems(next);
    setErrors({});
  };

  const add = () => {
    const text = typed.trim();
    if (!text || full) return;
    change([...items, ...toItems([text])]);
    setTyped('');
    setAnnouncement(`Question added as number ${items.length + 1}`);
  };

  const move = (index: number, direction: -1 | 1) => {
    const order = moved(
      items.map((i) => i.key),
      index,
      direction,
    );
    const byKey = new Map(items.map((i) => [i.key, i]));
    change(order.map((key) => byKey.get(key)!));
    const moving = items[index].key;
    const target = index + direction;
    // at either end the pressed button is disabled: the other one takes focus
    const atEnd = target === 0 || target === items.length - 1;
    setFocusTarget(questionMoveId(moving, atEnd ? (-direction as -1 | 1) : direction));
    setAnnouncement(`Question moved to position ${target + 1} of ${items.length}`);
  };

  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    change(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    setFocusTarget(neighbour ? questionInputId(neighbour.key) : fieldId('new-question'));
    setAnnouncement(`Question ${index + 1} deleted`);
  };

  const onAddKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = fieldErrorsOf(sampleQuestionsBody, { questions: texts });
    if (Object.keys(found).length === 0) {
      try {
        const saved = await saves.questions.mutateAsync({ questions: texts });
        const next = splitSampleQuestions(saved.sampleQuestions);
        setBaseline(next);
        setItems(toItems(next));
        return;
      } catch (error) {
        Object.assign(found, serverFieldError(error, 'Failed to save the sample questions. Please try again.'));
      }
    }
    setErrors(found);
    focusFirstInvalid(form);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6">
      <Card className="px-6 pt-5 pb-1">
        <h2 className="font-display text-xl text-ink">Questions for {client.name}</h2>
        {errors.questions && (
          <div className="mt-3">
            <Alert tone="error">{errors.questions}</Alert>
          </div>
        )}
        {items.length === 0 ? (
          <p className="py-5 text-sm text-muted">No sample questions yet. Add the first one below.</p>
        ) : (
          <ol aria-label={`Sample questions of ${client.name}`}>
            {items.map((item, index) => (
              <QuestionRow
                key={item.key}
                itemKey={item.key}
                text={item.text}
                index={index}
                count={items.length}
                error={errors[`questions.${index}`]}
                onChange={(text) => change(items.map((i) => (i.key === item.key ? { ...i, text } : i)))}
                onMove={(direction) => move(index, direction)}
                onDelete={() => remove(index)}
              />
            ))}
          </ol>
        )}
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </Card>

      <Card className="p-6">
        <FieldBlock
          field="new-question"
          label="New question"
          hint={
            full
              ? `A profile may have at most ${PROFILE_LIMITS.questionsMax} sample questions.`
              : 'One question a line, as a host would ask it. Enter adds it to the list.'
          }
          render={(control) => (
            <div className="flex gap-2">
              <Input
                {...control}
                value={typed}
                maxLength={PROFILE_LIMITS.questionMax}
                disabled={full}
                onChange={(e) => setTyped(e.target.value)}
                onKeyDown={onAddKey}
              />
              <Button variant="secondary" onClick={add} disabled={full || !typed.trim()}>
                <Plus className="size-4" aria-hidden="true" /> Add question
              </Button>
            </div>
          )}
        />
      </Card>

      <SaveBar
        slug={client.slug}
        dirty={dirty}
        pending={saves.questions.isPending}
        error={errors['']}
        onDiscard={() => {
          setItems(toItems(baseline));
          setErrors({});
        }}
      />
    </form>
  );
}
