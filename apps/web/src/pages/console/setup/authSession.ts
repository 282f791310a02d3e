import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../../gql';
import type { SetupSessionFragment } from '../../../gql/graphql';
import { useSession } from '../../../session';
import { nextPath } from './nextPath';

// What the app keeps of signing in or up: who it is. The token is not asked for: the server
// keeps the session in its HttpOnly cookie, which the page never reads.
export const SetupSessionFields = graphql(`
  fragment SetupSession on Session {
    account {
      id
      displayName
    }
  }
`);

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

/** Moves focus to the first field marked invalid, so a keyboard or screen-reader user lands on what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
