import { Navigate, useLocation } from '@client/lib/router';
import { signInPathFor } from '@client/lib/return-path';

/** Sends a visitor to /login, to come back to this page once signed in. */
export function SignInFirst() {
  return <Navigate to={signInPathFor(useLocation())} replace />;
}
