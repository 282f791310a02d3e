import { graphql } from '../../../gql';

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

export const SignInMutation = graphql(`
  mutation SetupSignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...SetupSession
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SetupSignUp($input: SignUpInput!) {
    signUp(input: $input) {
      ...SetupSession
    }
  }
`);
