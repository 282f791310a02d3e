/** The organiser's events: the list of them, a new one and its game's versions, one event's frame in the console. */
import { graphql } from '../../../gql';

export const SetupMyEvents = graphql(`
  query SetupMyEvents($after: String) {
    competitions(first: 100, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...EventSummary
          organiserId
        }
      }
    }
  }
`);

export const SetupRulesets = graphql(`
  query SetupRulesets {
    rulesets(first: 100) {
      edges {
        node {
          id
          name
          version
          matchMinutes
        }
      }
    }
  }
`);

export const SetupCreateCompetition = graphql(`
  mutation SetupCreateCompetition($input: CreateCompetitionInput!) {
    createCompetition(input: $input) {
      id
    }
  }
`);

export const ConsoleEventQuery = graphql(`
  query ConsoleEvent($id: ID!) {
    competition(id: $id) {
      id
      name
      kind
      finished
    }
  }
`);
