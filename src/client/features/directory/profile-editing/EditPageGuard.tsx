import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { editPageRefusal } from '@shared/permissions';
import { PageSpinner } from '@client/components/ui/Spinner';
import { useCurrentUser } from '@client/lib/use-current-user';
import { useSettings } from '@client/lib/use-settings';
import { SignInFirst } from '@client/components/layout/SignInFirst';

/**
 * /edit-profile and /edit-questions: owner and admin always; guest or team only in
 * test mode; otherwise 'Page Not Available' with the reason. The server applies the same rule
 * to the saves; this mirrors it. A visitor is sent to sign in. Renders `children` when the page
 * may be opened.
 */
export default function EditPageGuard({ children }: { children: ReactNode }) {
  const { data: user, isPending: userPending } = useCurrentUser();
  const { testMode, isPending } = useSettings();
  if (userPending || (user && isPending)) return <PageSpinner />;
  // the rule is about roles: a visitor has none yet, so signs in first
  if (!user) return <SignInFirst />;
  const refusal = editPageRefusal(user, testMode);
  if (refusal) {
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
        <Lock className="size-10 text-muted" aria-hidden="true" />
        <h1 className="mt-4 font-display text-3xl text-ink">Page Not Available</h1>
        <p className="mt-3 text-ink-soft">{refusal}</p>
      </div>
    );
  }
  return <>{children}</>;
}
