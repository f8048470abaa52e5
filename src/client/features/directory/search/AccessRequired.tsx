import { ShieldAlert } from 'lucide-react';
import { Link } from '@client/lib/router';
import { buttonClass } from '@client/components/ui/Button';

/** 'Access Required' for anyone who is not an admin or owner. */
export function AccessRequired({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      <ShieldAlert className="size-10 text-muted" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl text-ink">Access Required</h1>
      <p className="mt-3 text-ink-soft">
        {signedIn ? 'You need admin privileges to access this page.' : 'Unable to verify your authentication. Please log in again.'}
      </p>
      <div className="mt-8 flex gap-3">
        <Link to="/login" className={buttonClass('primary')}>
          Log In
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
