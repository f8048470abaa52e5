import { Field } from '@client/components/ui/Field';
import { useDebouncedTerm } from '@client/components/admin-list/use-debounced-term';

/** A labelled text filter applied 300 ms after typing stops, as the list's search is. */
export function DebouncedField({ label, value, onChange, className }: { label: string; value: string; onChange: (value: string) => void; className?: string }) {
  const [term, setTerm] = useDebouncedTerm(value, onChange);
  return <Field label={label} className={className} value={term} onChange={(e) => setTerm(e.target.value)} />;
}
