import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import { PITCH_LIMITS } from '@shared/api/bookings/pitches';
import type { ClientOption } from '@shared/api/directory/clients/client-options';
import { splitSampleQuestions } from '@shared/sample-questions';
import { Button } from '@client/components/ui/Button';
import { Checkbox } from '@client/components/ui/Checkbox';
import { Input, Label } from '@client/components/ui/Field';
import { TextAreaField } from '@client/components/ui/TextArea';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { profileQuery } from '@client/features/directory/clients/profile-query';
import { FieldMessage, invalidProps } from '@client/components/forms/field-message';
import type { FieldErrors } from '@client/components/forms/field-errors';
import { OptionPicker } from '@client/components/admin-list/OptionPicker';

/** One guest of the pitch being built: the chosen client ('' while none), the line, and the questions picked or written. */
export interface PitchGuestDraft {
  key: number;
  clientId: string;
  line: string;
  questions: string[];
}

/** A client as the guest picker offers it (an archived one says so: the server refuses it). */
const guestLabel = (option: ClientOption) => (option.archived ? `${option.name} (archived)` : option.name);

/** The chosen guest's sample questions, from their profile (none until a guest is chosen). */
function useSampleQuestions(clientId: string): string[] {
  const id = Number(clientId);
  // the picker has read this option already: its slug opens the profile
  const option = useQuery({
    queryKey: queryKeys.pickerOptions(bookingsAdminRoutes.pitchGuestOptions.path, `id=${clientId}`),
    queryFn: () => call(bookingsAdminRoutes.pitchGuestOptions, { query: { id } }),
    staleTime: 60_000,
    enabled: clientId !== '',
  }).data?.[0];
  const profile = useQuery({ ...profileQuery(option?.slug ?? ''), enabled: Boolean(option) });
  return profile.data ? splitSampleQuestions(profile.data.sampleQuestions) : [];
}

/**
 * The fields of one guest on a pitch: the guest (the console's option picker, offering the guests
 * the user may pitch), why they fit this audience, and the questions for the show, ticked from the
 * guest's sample questions or written.
 */
export function PitchGuestFields({
  draft,
  index,
  form,
  errors,
  onChange,
  onRemove,
}: {
  draft: PitchGuestDraft;
  index: number;
  form: string;
  errors: FieldErrors;
  onChange: (draft: PitchGuestDraft) => void;
  onRemove?: () => void;
}) {
  const writtenId = useId();
  const [written, setWritten] = useState('');
  const samples = useSampleQuestions(draft.clientId);
  const offered = [...samples, ...draft.questions.filter((question) => !samples.includes(question))];
  const toggle = (question: string, on: boolean) =>
    onChange({ ...draft, questions: on ? [...draft.questions, question] : draft.questions.filter((picked) => picked !== question) });
  const addWritten = () => {
    const question = written.trim();
    if (question && !draft.questions.includes(question)) onChange({ ...draft, questions: [...draft.questions, question] });
    setWritten('');
  };
  const n = index + 1;
  return (
    <fieldset className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line p-4">
      <legend className="px-1 text-sm font-medium text-ink">Guest {n}</legend>
      <OptionPicker<ClientOption>
        label={`Guest ${n}`}
        value={draft.clientId}
        onChange={(clientId) => onChange({ ...draft, clientId, questions: clientId === draft.clientId ? draft.questions : [] })}
        route={bookingsAdminRoutes.pitchGuestOptions}
        placeholder="Type a guest’s name"
        clearLabel={`Choose another guest ${n}`}
        optionLabel={guestLabel}
        error={errors[`guests.${index}.clientId`]}
      />
      <div>
        <TextAreaField
          label={`Why guest ${n} fits this audience`}
          rows={2}
          maxLength={PITCH_LIMITS.lineMax}
          value={draft.line}
          onChange={(event) => onChange({ ...draft, line: event.target.value })}
          {...invalidProps(errors, form, `guests.${index}.line`)}
        />
        <FieldMessage errors={errors} form={form} name={`guests.${index}.line`} />
      </div>
      <fieldset aria-describedby={errors[`guests.${index}.questions`] ? `${form}-guests.${index}.questions-error` : undefined}>
        <legend className="text-sm font-medium text-ink-soft">Questions for the show (up to {PITCH_LIMITS.questionsMax})</legend>
        {offered.length === 0 && (
          <p className="mt-1 text-sm text-ink-soft">
            {draft.clientId ? 'No sample questions on this profile: write one below.' : 'Choose the guest to see their sample questions.'}
          </p>
        )}
        <div className="mt-2 flex flex-col gap-2">
          {offered.map((question) => (
            <Checkbox
              key={question}
              label={question}
              checked={draft.questions.includes(question)}
              onChange={(event) => toggle(question, event.target.checked)}
            />
          ))}
        </div>
        <FieldMessage errors={errors} form={form} name={`guests.${index}.questions`} />
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={writtenId}>Write a question for guest {n}</Label>
        <div className="flex gap-2">
          <Input
            id={writtenId}
            value={written}
            maxLength={PITCH_LIMITS.questionMax}
            onChange={(event) => setWritten(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              addWritten();
            }}
          />
          <Button variant="secondary" onClick={addWritten} disabled={!written.trim()}>
            Add
          </Button>
        </div>
      </div>
      {onRemove && (
        <Button variant="ghost" size="sm" className="self-start" onClick={onRemove}>
          Remove guest {n}
        </Button>
      )}
    </fieldset>
  );
}
