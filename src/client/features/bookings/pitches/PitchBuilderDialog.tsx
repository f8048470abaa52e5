import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { bookingsAdminRoutes } from '@shared/api/bookings/admin-route-table';
import { PITCH_LIMITS, type PitchCreateBody, pitchCreateBody } from '@shared/api/bookings/pitches';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { Field } from '@client/components/ui/Field';
import { Modal } from '@client/components/ui/Modal';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { FieldMessage, invalidProps } from '@client/components/forms/field-message';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid, serverFieldError } from '@client/components/forms/field-errors';
import { FormButtons } from '@client/components/forms/FormButtons';
import { type PitchGuestDraft, PitchGuestFields } from './PitchGuestFields';
import { PitchLinkOnce } from './PitchLinkOnce';

const FORM = 'pitch';

/**
 * Builds a pitch page: the show, its link, the last day the page works, and one to five guests,
 * each with the agency's line and the questions picked for the show; then shows the link once.
 */
export function PitchBuilderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const nextKey = useRef(1);
  const blank = (): PitchGuestDraft => ({ key: nextKey.current++, clientId: '', line: '', questions: [] });
  const [showName, setShowName] = useState('');
  const [showUrl, setShowUrl] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [guests, setGuests] = useState<PitchGuestDraft[]>(() => [blank()]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [created, setCreated] = useState<{ link: string; expiresAt: string } | null>(null);
  const create = useMutation({
    mutationFn: (body: PitchCreateBody) => call(bookingsAdminRoutes.createPitch, { body }),
    onSuccess: async (answer) => {
      setCreated(answer);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminList('pitches') });
    },
  });
  const close = () => {
    setCreated(null);
    setShowName('');
    setShowUrl('');
    setExpiresOn('');
    setGuests([blank()]);
    setErrors({});
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body: PitchCreateBody = {
      showName,
      showUrl: showUrl.trim() || null,
      expiresOn: expiresOn || null,
      guests: guests.map((guest) => ({ clientId: Number(guest.clientId), line: guest.line, questions: guest.questions })),
    };
    const local = fieldErrorsOf(pitchCreateBody, body);
    guests.forEach((guest, index) => {
      if (!guest.clientId) local[`guests.${index}.clientId`] = 'Choose a guest';
    });
    const found =
      Object.keys(local).length > 0
        ? local
        : await create.mutateAsync(body).then(
            () => ({}),
            (error) => serverFieldError(error, 'The pitch page could not be made. Please try again.'),
          );
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(form);
  };
  const update = (index: number, draft: PitchGuestDraft) => setGuests((list) => list.map((guest, i) => (i === index ? draft : guest)));

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title={created ? 'Your pitch page' : 'New pitch page'}
      description={
        created ? 'Send this link to the show’s host.' : `Pick up to ${PITCH_LIMITS.guestsMax} guests for one show and say why each fits its audience.`
      }
      wide
    >
      {created ? (
        <PitchLinkOnce link={created.link} expiresAt={created.expiresAt} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4 px-0.5 pb-0.5">
          <div>
            <Field
              label="Show name"
              value={showName}
              maxLength={PITCH_LIMITS.showNameMax}
              onChange={(event) => setShowName(event.target.value)}
              {...invalidProps(errors, FORM, 'showName')}
            />
            <FieldMessage errors={errors} form={FORM} name="showName" />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <Field
                label="Show link (optional)"
                type="url"
                value={showUrl}
                onChange={(event) => setShowUrl(event.target.value)}
                {...invalidProps(errors, FORM, 'showUrl')}
              />
              <FieldMessage errors={errors} form={FORM} name="showUrl" />
            </div>
            <div>
              <Field
                label={`Last day (optional, ${PITCH_LIMITS.defaultDays} days if empty)`}
                type="date"
                value={expiresOn}
                onChange={(event) => setExpiresOn(event.target.value)}
                {...invalidProps(errors, FORM, 'expiresOn')}
              />
              <FieldMessage errors={errors} form={FORM} name="expiresOn" />
            </div>
          </div>
          {guests.map((guest, index) => (
            <PitchGuestFields
              key={guest.key}
              draft={guest}
              index={index}
              form={FORM}
              errors={errors}
              onChange={(draft) => update(index, draft)}
              onRemove={guests.length > 1 ? () => setGuests((list) => list.filter((_, i) => i !== index)) : undefined}
            />
          ))}
          {errors.guests && (
            <p id={`${FORM}-guests-error`} className="text-sm text-destructive">
              {errors.guests}
            </p>
          )}
          {guests.length < PITCH_LIMITS.guestsMax && (
            <Button variant="secondary" className="self-start" onClick={() => setGuests((list) => [...list, blank()])}>
              Add a guest
            </Button>
          )}
          {errors[''] && <Alert tone="error">{errors['']}</Alert>}
          <FormButtons submitLabel="Make the pitch page" pending={create.isPending} onCancel={close} />
        </form>
      )}
    </Modal>
  );
}
