import { graphql } from '../../../gql';

/**
 * A match as the table needs it, in the reader's view: the board's state, the pending decision
 * with what the reader may order now, the clocks, the reported result and the dice's commitment.
 */
export const MatchTableFields = graphql(`
  fragment MatchTable on Match {
    id
    version
    viewedAs
    dice
    ruleset {
      id
      version
    }
    newerRulesetVersion
    players {
      side
      name
    }
    state
    pending {
      kind
      prompt
      sides
      orders
      purpose
      dice {
        count
        sides
        label
      }
      legal {
        side
        orders {
          type
          actor
          rule
          options {
            order
            label
            cost
          }
          limits {
            field
            min
            max
            unit
          }
        }
      }
    }
    outcome {
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
    report {
      by
      winner
      draw
      status
      disputeReason
    }
    clock {
      limit {
        limitMs
      }
      players {
        side
      }
      round {
        round
      }
      paused {
        by
        side
        reason
      }
    }
    serverSeedCommitment
    verification {
      verified
      reason
      serverRolls
    }
  }
`);

export const MatchTableQuery = graphql(`
  query MatchTable($id: ID!) {
    match(id: $id) {
      ...MatchTable
    }
  }
`);

export const MatchTableUpdates = graphql(`
  subscription MatchTableUpdates($id: ID!) {
    matchUpdated(matchId: $id) {
      ...MatchTable
    }
  }
`);

/** The schema of the orders of the version the match plays, for forms built from it. */
export const MatchOrderSchema = graphql(`
  query MatchOrderSchema($id: String!, $version: String!) {
    ruleset(id: $id, version: $version) {
      id
      version
      orderSchema
    }
  }
`);

export const MatchClockFields = graphql(`
  fragment MatchClockReading on MatchClock {
    matchId
    version
    serverTime
    start
    started
    running
    timeExpired
    nextDeadline
    limit {
      limitMs
      remainingMs
      extraMs
      expired
    }
    players {
      side
      remainingMs
      running
      outOfTime
    }
    round {
      round
      remainingMs
      running
      expired
      dueAt
    }
    paused {
      by
      reason
      side
    }
  }
`);

export const MatchClockUpdates = graphql(`
  subscription MatchClockUpdates($id: ID!) {
    matchClock(matchId: $id) {
      ...MatchClockReading
    }
  }
`);

export const IssueOrder = graphql(`
  mutation IssueOrder($input: IssueOrderInput!) {
    issueOrder(input: $input) {
      ...MatchTable
    }
  }
`);

export const RollDice = graphql(`
  mutation RollDice($input: RollDiceInput!) {
    rollDice(input: $input) {
      ...MatchTable
    }
  }
`);

export const RecordRoll = graphql(`
  mutation RecordRoll($input: RecordRollInput!) {
    recordRoll(input: $input) {
      ...MatchTable
    }
  }
`);

export const Concede = graphql(`
  mutation Concede($input: ConcedeInput!) {
    concede(input: $input) {
      ...MatchTable
    }
  }
`);

export const ReportResult = graphql(`
  mutation ReportResult($input: ReportResultInput!) {
    reportResult(input: $input) {
      ...MatchTable
    }
  }
`);

export const ConfirmResult = graphql(`
  mutation ConfirmResult($input: ConfirmResultInput!) {
    confirmResult(input: $input) {
      ...MatchTable
    }
  }
`);

export const DisputeResult = graphql(`
  mutation DisputeResult($input: DisputeResultInput!) {
    disputeResult(input: $input) {
      ...MatchTable
    }
  }
`);

export const CallOrganiser = graphql(`
  mutation CallOrganiser($input: PauseMatchClockInput!) {
    pauseMatchClock(input: $input) {
      ...MatchTable
    }
  }
`);

export const ResumeMatch = graphql(`
  mutation ResumeMatch($input: ResumeMatchClockInput!) {
    resumeMatchClock(input: $input) {
      ...MatchTable
    }
  }
`);
