import type { ReactNode } from 'react';
import { EditDeleteButtons } from '../profile-subpage/EditDeleteButtons';

/** What a manager may do to a record shown in a list; absent for read-only viewers. */
export interface RecordControls {
  onEdit: () => void;
  /** Absent for a record that may not be deleted (a booking from a host's request). */
  onDelete?: () => void;
  /** The id of the Edit button, to give focus back to it when the edit form closes. */
  editButtonId: string;
}

/** A record's Edit and Delete buttons, named after it. */
export function RecordButtons({ title, controls }: { title: string; controls: RecordControls }) {
  return (
    <div className="-ml-3 flex shrink-0 items-start gap-1 sm:ml-0">
      <EditDeleteButtons
        editId={controls.editButtonId}
        editLabel={`Edit: ${title}`}
        deleteLabel={`Delete: ${title}`}
        onEdit={controls.onEdit}
        onDelete={controls.onDelete}
      />
    </div>
  );
}

/** One record of a list: its heading and details, the manager's buttons, or the edit form in their place. */
export function RecordItem({ title, details, controls, editor }: { title: string; details: ReactNode; controls?: RecordControls; editor?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 border-b border-line py-4 last:border-b-0 sm:flex-row sm:gap-4">
      <div className="min-w-0 flex-1 space-y-1">
        {editor ?? (
          <>
            <h3 className="font-medium text-ink">{title}</h3>
            {details}
          </>
        )}
      </div>
      {controls && !editor && <RecordButtons title={title} controls={controls} />}
    </li>
  );
}
