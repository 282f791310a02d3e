import { graphql } from '../../../gql';

/** A match's outcome as the replay shows it: over or not, who won, how, and each side's scores. */
export const ReplayOutcomeFields = graphql(`
  fragment ReplayOutcome on Outcome {
    finished
    winner
    draw
    reason
    sides {
      side
      result
      scores
    }
  }
`);

/** One page of a match's events (at most 100, the API's largest page), in the reader's view. */
export const ReplayEventPageFields = graphql(`
  fragment ReplayEventPage on MatchEventConnection {
    totalCount
    edges {
      node {
        number
        type
        data
        recordedAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

/**
 * The match as the replay opens it: who plays which side, the reader's view, the dice's
 * commitment and verdict, and the first page of its events.
 */
export const ReplayMatchQuery = graphql(`
  query ReplayMatch($id: ID!) {
    match(id: $id) {
      id
      version
      ruleset {
        id
        version
      }
      players {
        side
        name
      }
      outcome {
        ...ReplayOutcome
      }
      viewedAs
      serverSeedCommitment
      revealedSeed
      verification {
        verified
        serverRolls
        committedRolls
        reason
      }
      events(first: 100) {
        ...ReplayEventPage
      }
    }
  }
`);

/** The events after a page's end, for a match longer than one page. */
export const ReplayEventsQuery = graphql(`
  query ReplayEvents($id: ID!, $after: String!) {
    match(id: $id) {
      id
      events(first: 100, after: $after) {
        ...ReplayEventPage
      }
    }
  }
`);

/**
 * The match as it stood after event `at`, in the reader's view (the API replays it: nothing is
 * computed here), and its state just before, which an order is described against.
 */
export const ReplaySnapshotQuery = graphql(`
  query ReplaySnapshot($id: ID!, $at: Int!, $before: Int!, $hasBefore: Boolean!) {
    match(id: $id) {
      id
      at(eventNumber: $at) {
        eventNumber
        state
        pending {
          kind
          sides
          orders
          purpose
          prompt
          dice {
            count
            sides
            label
          }
        }
        outcome {
          ...ReplayOutcome
        }
      }
      before: at(eventNumber: $before) @include(if: $hasBefore) {
        eventNumber
        state
      }
    }
  }
`);
