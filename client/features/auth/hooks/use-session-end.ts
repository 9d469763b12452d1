import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#lib/api-client';
import { SESSION_ENDED_EVENT } from '#lib/socket-client';
import { forgetMemberData, sessionKeys } from '../api/auth';

/**
 * Signs the app out when the server ends the session (suspension, password change, logout
 * elsewhere): any API answer 401 while signed in re-checks the session, and so do the socket
 * closing with the session-ended code and the tab becoming visible again. A null session sends RequireAuth to the login
 * screen and nothing of
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
        await queryClient.refetchQueries({ queryKey: sessionKeys.user, exact: true });
        if (queryClient.getQueryData(sessionKeys.user) === null) forgetMemberData(queryClient);
      } finally {
        checking = false;
      }
    };
    const isUnauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        event.query.queryKey[0] !== sessionKeys.user[0] &&
        isUnauthorised(event.action.error)
      )
        void recheck();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorised(event.action.error))
        void recheck();
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void recheck();
    };
    const onEnded = () => void recheck();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
      unsubscribeQueries();
      unsubscribeMutations();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient, signedIn]);
}
