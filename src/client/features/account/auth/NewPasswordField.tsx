import { Field } from '@client/components/ui/Field';

/** A field for a new password (the browser may offer to make one), shown as text while `visible`. */
export function NewPasswordField({
  label,
  value,
  onValue,
  visible = false,
}: {
  label: string;
  value: string;
  onValue: (value: string) => void;
  visible?: boolean;
}) {
  return <Field label={label} type={visible ? 'text' : 'password'} autoComplete="new-password" value={value} onChange={(e) => onValue(e.target.value)} />;
}
