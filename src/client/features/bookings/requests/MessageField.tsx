import { TextAreaField } from '@client/components/ui/TextArea';

/** A short message to the other party (a note, a question, a reason): three rows, at most `maxLength` characters. */
export function MessageField({ label, value, maxLength, onChange }: { label: string; value: string; maxLength: number; onChange: (text: string) => void }) {
  return <TextAreaField label={label} value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} rows={3} />;
}
