import { type FormEvent, useState } from 'react';
import { BOOKING_REQUEST_LIMITS, type BookingRequestBody, bookingRequestBody, RECORDING_FORMATS, RECORDING_SETTINGS } from '@shared/api/bookings/requests';
import { Alert } from '@client/components/ui/Alert';
import { Button } from '@client/components/ui/Button';
import { ChoiceGroup } from '@client/components/ui/ChoiceGroup';
import { Field, Input, Label } from '@client/components/ui/Field';
import { SelectField } from '@client/components/ui/Select';
import { FieldMessage, invalidProps } from '@client/components/forms/field-message';
import { type FieldErrors, fieldErrorsOf, focusFirstInvalid } from '@client/components/forms/field-errors';
import { FormButtons } from '@client/components/forms/FormButtons';
import { instantOf } from '@shared/wall-time';
import { browserTimeZone } from './slot-times';
import { ZonePicker } from './ZonePicker';
import { CheckedField, CheckedTextArea } from '@client/components/forms/CheckedField';

const FORM = 'booking-request';
/** The topic picker's choice for a topic the host writes. */
const OWN_TOPIC = '__own__';
const FORMAT_LABELS: Record<(typeof RECORDING_FORMATS)[number], string> = { audio: 'Audio', video: 'Video' };
const SETTING_LABELS: Record<(typeof RECORDING_SETTINGS)[number], string> = { remote: 'Remote', 'in-person': 'In person' };

/** The show a pitch page was made for: its name, and its link when the agency gave one. */
export interface PitchShow {
  name: string;
  url: string | null;
}

/** Props of RequestGuestForm. */
interface RequestGuestFormProps {
  clientId: number;
  /** The guest's talking points, offered as topics. */
  topics: string[];
  /** The token of the pitch page it is sent from, if any. */
  pitch?: string;
  /** The show the pitch page was made for, prefilled so the host need not type it (its link when the agency gave one). */
  show?: PitchShow;
  pending: boolean;
  /** Sends; resolves the server's messages by field ({} once sent). */
  onSubmit: (body: BookingRequestBody) => Promise<FieldErrors>;
  onCancel: () => void;
}

/** The errors of the proposed times: each must be filled and in the future, by its index. */
function slotErrors(instants: (string | null)[]): FieldErrors {
  const errors: FieldErrors = {};
  instants.forEach((instant, index) => {
    if (!instant) errors[`slots.${index}`] = 'Pick a date and time';
    else if (Date.parse(instant) <= Date.now()) errors[`slots.${index}`] = 'Pick a time in the future';
  });
  return errors;
}

/**
 * A host's request for a guest: who they are, the show (prefilled from a pitch page; its audience self-reported), the topic
 * (one of the guest's talking points or their own), two to five times in their time zone, audio
 * or video, remote or in person, and a message. Checked against the shared schema before sending.
 */
export function RequestGuestForm({ clientId, topics, pitch, show, pending, onSubmit, onCancel }: RequestGuestFormProps) {
  const [hostName, setHostName] = useState('');
  const [hostEmail, setHostEmail] = useState('');
  const [showName, setShowName] = useState(show?.name ?? '');
  const [showUrl, setShowUrl] = useState(show?.url ?? '');
  const [audience, setAudience] = useState('');
  const [topicChoice, setTopicChoice] = useState(topics[0] ?? OWN_TOPIC);
  const [ownTopic, setOwnTopic] = useState('');
  const [slots, setSlots] = useState(['', '']);
  const [timeZone, setTimeZone] = useState(browserTimeZone);
  const [format, setFormat] = useState<(typeof RECORDING_FORMATS)[number]>('video');
  const [setting, setSetting] = useState<(typeof RECORDING_SETTINGS)[number]>('remote');
  const [message, setMessage] = useState('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const instants = slots.map((slot) => instantOf(slot, timeZone));
    const body: BookingRequestBody = {
      clientId,
      hostName,
      hostEmail,
      showName,
      showUrl: showUrl.trim(),
      audienceSize: audience.trim() === '' ? null : Number(audience.replace(/[,\s]/g, '')),
      topic: topicChoice === OWN_TOPIC ? ownTopic : topicChoice,
      slots: instants.map((instant) => instant ?? ''),
      timeZone,
      format,
      setting,
      message,
      website,
      pitch,
    };
    const local = { ...fieldErrorsOf(bookingRequestBody, body), ...slotErrors(instants) };
    const found = Object.keys(local).length > 0 ? local : await onSubmit(body);
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(form);
  };

  const setSlot = (index: number, value: string) => setSlots((all) => all.map((slot, i) => (i === index ? value : slot)));
  const topicOptions = [...topics.map((topic) => ({ value: topic, label: topic })), { value: OWN_TOPIC, label: 'Another topic…' }];
  const check = { errors, form: FORM };
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4 px-0.5 pb-0.5">
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckedField
          check={check}
          field="hostName"
          label="Your name"
          autoComplete="name"
          value={hostName}
          maxLength={BOOKING_REQUEST_LIMITS.nameMax}
          onValue={setHostName}
        />
        <CheckedField check={check} field="hostEmail" label="Your email" type="email" autoComplete="email" value={hostEmail} onValue={setHostEmail} />
        <CheckedField check={check} field="showName" label="Show name" value={showName} maxLength={BOOKING_REQUEST_LIMITS.showNameMax} onValue={setShowName} />
        <CheckedField
          check={check}
          field="showUrl"
          label="Show link (RSS feed or website)"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={showUrl}
          onValue={setShowUrl}
        />
      </div>
      <CheckedField
        check={check}
        field="audienceSize"
        label="Audience per episode (optional, self-reported)"
        inputMode="numeric"
        value={audience}
        onValue={setAudience}
      />
      <div>
        <SelectField
          label="Topic"
          options={topicOptions}
          value={topicChoice}
          onChange={(e) => setTopicChoice(e.target.value)}
          {...(topicChoice === OWN_TOPIC ? {} : invalidProps(errors, FORM, 'topic'))}
        />
        {topicChoice === OWN_TOPIC && (
          <Field
            label="Your topic"
            className="mt-3"
            value={ownTopic}
            maxLength={BOOKING_REQUEST_LIMITS.topicMax}
            onChange={(e) => setOwnTopic(e.target.value)}
            {...invalidProps(errors, FORM, 'topic')}
          />
        )}
        <FieldMessage errors={errors} form={FORM} name="topic" />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-ink-soft">
          Times you propose ({BOOKING_REQUEST_LIMITS.slotsMin} to {BOOKING_REQUEST_LIMITS.slotsMax})
        </legend>
        <ZonePicker label="Your time zone" name="timeZone" value={timeZone} onChange={setTimeZone} {...invalidProps(errors, FORM, 'timeZone')} />
        <FieldMessage errors={errors} form={FORM} name="timeZone" />
        {slots.map((slot, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a time's place in the list is its identity while it is edited
          <div key={index}>
            <div className="flex items-end gap-2">
              <div className="flex flex-1 flex-col gap-1.5">
                <Label htmlFor={`${FORM}-slot-${index}`}>Time {index + 1}</Label>
                <Input
                  id={`${FORM}-slot-${index}`}
                  type="datetime-local"
                  value={slot}
                  onChange={(e) => setSlot(index, e.target.value)}
                  {...invalidProps(errors, FORM, `slots.${index}`)}
                />
              </div>
              {slots.length > BOOKING_REQUEST_LIMITS.slotsMin && (
                <Button variant="ghost" onClick={() => setSlots((all) => all.filter((_, i) => i !== index))} aria-label={`Remove time ${index + 1}`}>
                  Remove
                </Button>
              )}
            </div>
            <FieldMessage errors={errors} form={FORM} name={`slots.${index}`} />
          </div>
        ))}
        <FieldMessage errors={errors} form={FORM} name="slots" />
        {slots.length < BOOKING_REQUEST_LIMITS.slotsMax && (
          <Button variant="secondary" className="self-start" onClick={() => setSlots((all) => [...all, ''])}>
            Add a time
          </Button>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup legend="Recording" name={`${FORM}-format`} options={RECORDING_FORMATS} labels={FORMAT_LABELS} value={format} onChange={setFormat} />
        <ChoiceGroup legend="Where" name={`${FORM}-setting`} options={RECORDING_SETTINGS} labels={SETTING_LABELS} value={setting} onChange={setSetting} />
      </div>
      <CheckedTextArea
        check={check}
        field="message"
        label="Message (optional)"
        value={message}
        maxLength={BOOKING_REQUEST_LIMITS.messageMax}
        onValue={setMessage}
      />
      {/* a honeypot: hidden from people and from assistive technology, so only a bot fills it */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${FORM}-website`}>Website</label>
        <input id={`${FORM}-website`} name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      {errors[''] && <Alert tone="error">{errors['']}</Alert>}
      <FormButtons submitLabel="Send request" pending={pending} onCancel={onCancel} />
    </form>
  );
}
