import { graphql } from '../../../gql';

/** Taking a seat in a match by its invitation (/join), and the match the seat is in. */

export const JoinMatch = graphql(`
  mutation JoinMatch($invitation: String!) {
    joinMatch(invitation: $invitation) {
      expiresAt
      matchId
      side
      name
    }
  }
`);

export const SeatMatch = graphql(`
  query SeatMatch($id: ID!) {
    match(id: $id) {
      id
      ruleset {
        id
      }
      players {
        side
        name
      }
      outcome {
        finished
      }
    }
  }
`);
