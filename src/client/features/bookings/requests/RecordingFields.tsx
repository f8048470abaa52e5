import { RECORDING_MINUTES, recordingLength } from '@shared/api/bookings/desk';
import type { BookingProgress } from '@shared/api/bookings/requests';
import { Field } from '@client/components/ui/Field';
import { SelectField } from '@client/components/ui/Select';

/** Every length the agency may plan a recording for: quarter hours from RECORDING_MINUTES.min to .max. */
const LENGTH_OPTIONS = Array.from({ length: (RECORDING_MINUTES.max - RECORDING_MINUTES.min) / RECORDING_MINUTES.step + 1 }, (_, i) => {
  const minutes = RECORDING_MINUTES.min + i * RECORDING_MINUTES.step;
  return { value: String(minutes), label: recordingLength(minutes) };
});

/** Props of RecordingFields: the link and length as typed, and their setters. */
interface RecordingFieldsProps {
  link: string;
  minutes: number;
  onLink: (link: string) => void;
  onMinutes: (minutes: number) => void;
}

/** The recording's call link (optional) and its planned length, side by side from a tablet up. */
export function RecordingFields({ link, minutes, onLink, onMinutes }: RecordingFieldsProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
      <Field label="Recording link (optional)" type="url" inputMode="url" placeholder="https://" value={link} onChange={(e) => onLink(e.target.value)} />
      <SelectField label="Planned length" options={LENGTH_OPTIONS} value={String(minutes)} onChange={(e) => onMinutes(Number(e.target.value))} />
    </div>
  );
}

/** Where and how long the recording is, for a booking held or confirmed: the link to join (or that there is none yet) and its length. */
export function RecordingSummary({ booking }: { booking: BookingProgress }) {
  if (booking.status !== 'held' && booking.status !== 'confirmed') return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink">
      {booking.recordingLink ? (
        <a href={booking.recordingLink} target="_blank" rel="noopener noreferrer" className="link-inline font-medium">
          Join the recording
        </a>
      ) : (
        <span className="text-ink-soft">No recording link yet</span>
      )}
      <span aria-hidden="true" className="text-muted">
        ·
      </span>
      <span>Planned for {recordingLength(booking.recordingMinutes)}</span>
    </p>
  );
}
