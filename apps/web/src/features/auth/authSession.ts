import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SetupSessionFragment } from '../../gql/graphql';
import { useSession } from '../../lib/session';
import { nextPath } from './nextPath';

/** The `?next=` this page was opened with: where the reader was going when asked to sign in. */
export function useNext(): string | null {
  const [params] = useSearchParams();
  return params.get('next');
}

/** Takes the session the API started (and set in its cookie) and goes on to where the reader was going (or the console). */
export function useCompleteSignIn(): (session: SetupSessionFragment) => void {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const next = useNext();
  return useCallback(
    (session) => {
      signIn({ accountId: session.account.id, displayName: session.account.displayName });
      // Replace: "back" from the console should not return to a form already done.
      void navigate(nextPath(next), { replace: true });
    },
    [signIn, navigate, next],
  );
}
