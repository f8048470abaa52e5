import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginBody, LoginResponse } from '../../../shared/api/auth';
import { homePathAfterLogin } from '../../../shared/permissions';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { fetchCurrentUser } from '../../lib/use-current-user';

/** Signs in, refreshes the current user, then goes where SPEC §2 sends the role. */
export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: LoginBody) => api<LoginResponse>('/api/auth/login', { method: 'POST', body }),
    onSuccess: async (answer) => {
      queryClient.removeQueries();
      await queryClient.fetchQuery({ queryKey: queryKeys.user, queryFn: fetchCurrentUser });
      navigate(homePathAfterLogin(answer.role), { replace: true });
    },
  });
}
