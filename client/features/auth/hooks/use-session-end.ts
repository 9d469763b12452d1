import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { sessionQueryKey } from '../api/get-session';

/**
 * Signs the app out when the server ends the session (suspension, password change, logout
 * elsewhere): any API answer 401 while signed in re-checks the session, and so does the tab
 * becoming visible again. A null session sends RequireAuth to the login screen and nothing of
 * the member's data stays cached.
 */
export function useSignOutWhenSessionEnds(queryClient: QueryClient, signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    let checking = false;
    const recheck = async () => {
      if (checking) return;
      checking = true;
      try {
        await queryClient.refetchQueries({ queryKey: sessionQueryKey, exact: true });
        if (queryClient.getQueryData(sessionQueryKey) === null) {
          queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
        }
      } finally {
        checking = false;
      }
    };
    const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryKey[0] !== sessionQueryKey[0] && isUnauthorised(event.action.error)) void recheck();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorised(event.action.error)) void recheck();
    });
    const onVisible = () => { if (document.visibilityState === 'visible') void recheck(); };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, signedIn]);
}
