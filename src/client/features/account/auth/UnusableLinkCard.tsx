import { Link } from '@client/lib/router';
import { Alert } from '@client/components/ui/Alert';
import { AuthCard } from './AuthCard';

/** The page of an emailed link (password reset, activation) that cannot be used: why, and the way back to sign in. */
export function UnusableLinkCard({ title, message }: { title: string; message: string }) {
  return (
    <AuthCard title={title}>
      <Alert tone="error">{message}</Alert>
      <Link to="/login" className="mt-4 inline-block text-sm link-inline">
        Back to Login
      </Link>
    </AuthCard>
  );
}
