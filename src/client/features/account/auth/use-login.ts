import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from '@client/lib/router';
import type { LoginBody } from '@shared/api/account/auth';
import { accountRoutes } from '@shared/api/account/route-table';
import { call } from '@client/lib/call';
import { queryKeys } from '@client/lib/query-keys';
import { fetchCurrentUser } from '@client/lib/use-current-user';
import { pathAfterSignIn } from '@client/lib/return-path';

/** Signs in, refreshes the current user, then goes back to the page that sent the visitor to sign in, else to the role's landing page (/admin for admins and owners, / for everyone else). */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: (body: LoginBody) => call(accountRoutes.login, { body }),
    onSuccess: async (answer) => {
      queryClient.removeQueries();
      await queryClient.fetchQuery({ queryKey: queryKeys.user, queryFn: fetchCurrentUser });
      navigate(pathAfterSignIn(answer.role, params.get('next')), { replace: true });
    },
  });
}
