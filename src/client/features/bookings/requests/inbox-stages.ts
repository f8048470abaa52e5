import { STATUS_LABELS } from '@shared/api/bookings/pipeline';
import { BOOKING_STATUSES } from '@shared/api/directory/profile-records';

/** The inbox's stage filter choices: open requests (the default, ''), every stage, or one. */
export const STAGE_OPTIONS = [
  { value: '', label: 'Open (new or held)' },
  { value: 'all', label: 'Every stage' },
  ...BOOKING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** When a request came in, as the inboxes list it. */
export const receivedAt = (at: string) => new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
