import type { ReactNode } from 'react';
import { Link } from '@client/lib/router';
import { Alert } from '@client/components/ui/Alert';
import { buttonClass } from '@client/components/ui/Button';

/** What a booking desk page says of a link that is unknown, used, expired or closed, with a way on (and anything more to offer, such as a form). */
export function LinkInvalid({ message, to, label, children }: { message: string; to: string; label: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert tone="error">{message}</Alert>
      {children}
      <Link to={to} className={buttonClass('secondary')}>
        {label}
      </Link>
    </div>
  );
}
