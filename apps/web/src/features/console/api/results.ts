import { graphql } from '../../../gql';

/**
 * What the results desk shows of an event, asked alike by the page's query, by its live
 * subscription and by every mutation's answer, so each of them leaves the page whole.
 */
export const ResultsDeskFields = graphql(`
  fragment ResultsDesk on Competition {
    id
    version
    name
    organiserId
    finished
    scoring
    tieBreaks
    rounds {
      round
      stage
      started
      finished
      games {
        ...ReportedGame
        bracketMatch
      }
    }
    ...PlayerRoster
  }
`);

export const ResultsDeskQuery = graphql(`
  query ResultsDesk($id: ID!) {
    competition(id: $id) {
      ...ResultsDesk
    }
  }
`);

export const ResultsDeskLive = graphql(`
  subscription ResultsDeskLive($id: ID!) {
    competitionUpdated(competitionId: $id) {
      ...ResultsDesk
    }
  }
`);

export const ReportResultMutation = graphql(`
  mutation OrganiserReportResult($input: GameResultInput!) {
    reportGameResult(input: $input) {
      ...ResultsDesk
    }
  }
`);

export const GameLossMutation = graphql(`
  mutation OrganiserGameLoss($input: GameLossInput!) {
    issueGameLoss(input: $input) {
      ...ResultsDesk
    }
  }
`);

export const AdjustPointsMutation = graphql(`
  mutation OrganiserAdjustPoints($input: AdjustPointsInput!) {
    adjustPoints(input: $input) {
      ...ResultsDesk
    }
  }
`);

/** The standings as the console shows them: the public table's columns, and each row's primary score. */
export const ConsoleStandingsFields = graphql(`
  fragment ConsoleStandings on Standings {
    ...StandingsTable
    mode
    rows {
      edges {
        node {
          score
        }
      }
    }
  }
`);

/**
 * What the standings page needs whatever the table shown: the name, the primary score, the
 * rounds, and the tie-breaks named and explained in the page's language (fixed when the event
 * was created, so read once, not with every update).
 */
export const StandingsPageQuery = graphql(`
  query StandingsPage($id: ID!, $language: Language!) {
    competition(id: $id) {
      id
      version
      name
      rulesetId
      scoring
      rounds {
        round
      }
      tieBreakDetails(language: $language) {
        ...TieBreakWords
        descriptionTemplate
      }
    }
  }
`);

export const ConsoleStandingsQuery = graphql(`
  query ConsoleStandings($id: ID!, $mode: StandingsMode!, $throughRound: Int) {
    competition(id: $id) {
      id
      version
      standings(mode: $mode, throughRound: $throughRound, first: 100) {
        ...ConsoleStandings
      }
    }
  }
`);

/** The standings after every event of the competition (results, rulings, adjustments, drops). */
export const ConsoleStandingsUpdated = graphql(`
  subscription ConsoleStandingsUpdated($id: ID!, $mode: StandingsMode!, $throughRound: Int) {
    competitionUpdated(competitionId: $id) {
      id
      version
      name
      scoring
      rounds {
        round
      }
      standings(mode: $mode, throughRound: $throughRound, first: 100) {
        ...ConsoleStandings
      }
    }
  }
`);

/** Live standings also move with every order of an engine match, which is no event of the competition. */
export const ConsoleLiveStandings = graphql(`
  subscription ConsoleLiveStandings($id: ID!) {
    standingsChanged(competitionId: $id, mode: live) {
      ...ConsoleStandings
    }
  }
`);

export const StandingsCsvQuery = graphql(`
  query StandingsCsvExport($id: ID!, $mode: StandingsMode!, $throughRound: Int, $separator: CsvSeparator!) {
    competition(id: $id) {
      id
      standingsCsv(mode: $mode, throughRound: $throughRound, separator: $separator, byteOrderMark: true)
    }
  }
`);

export const PairingsCsvQuery = graphql(`
  query PairingsCsvExport($id: ID!, $round: Int!, $separator: CsvSeparator!) {
    competition(id: $id) {
      id
      pairingsCsv(round: $round, separator: $separator, byteOrderMark: true)
    }
  }
`);

export const EventLogQuery = graphql(`
  query EventLogExport($id: ID!) {
    competition(id: $id) {
      id
      log
    }
  }
`);

/**
 * The event section: the settings as the organiser made them, the version of the game its next
 * matches play, and enough to finish the event.
 */
export const EventDeskFields = graphql(`
  fragment EventDesk on Competition {
    id
    version
    name
    kind
    rulesetId
    rulesetVersion
    newerRulesetVersion
    format
    scoring
    tieBreaks
    constraints
    freshTables
    published
    rated
    playMode
    finished
    organiserId
    timing {
      roundMinutes
      paperOutcome
    }
    rounds {
      round
      finished
      games {
        id
        key
        round
        table
        b
        status
      }
    }
    players(first: 100) {
      totalCount
      edges {
        node {
          id
          name
          accountId
        }
      }
    }
  }
`);

/** The event section, and its tie-breaks named in the page's language (fixed when the event was created: read once, not with every update). */
export const EventDeskQuery = graphql(`
  query EventDesk($id: ID!, $language: Language!) {
    competition(id: $id) {
      ...EventDesk
      tieBreakDetails(language: $language) {
        ...TieBreakWords
      }
    }
  }
`);

export const EventDeskLive = graphql(`
  subscription EventDeskLive($id: ID!) {
    competitionUpdated(competitionId: $id) {
      ...EventDesk
    }
  }
`);

export const AuditPageQuery = graphql(`
  query AuditPage($id: ID!, $first: Int!, $after: String) {
    competition(id: $id) {
      id
      audit(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            number
            type
            actor
            accountId
            recordedAt
            data
          }
        }
      }
    }
  }
`);

export const FinishMutation = graphql(`
  mutation FinishEvent($input: FinishInput!) {
    finishCompetition(input: $input) {
      ...EventDesk
    }
  }
`);

/** The event's next engine matches move to the newest version of its game; those created before keep theirs. */
export const MoveToNewestRulesetMutation = graphql(`
  mutation MoveEventToNewestRuleset($input: CompetitionRef!) {
    moveCompetitionToNewestRuleset(input: $input) {
      ...EventDesk
    }
  }
`);

/** Whether a player has called the organiser to a match (its clocks paused by a player), for the organiser's desk. */
export const MatchCallQuery = graphql(`
  query MatchCall($id: ID!) {
    match(id: $id) {
      id
      clock {
        version
        paused {
          by
          side
          reason
        }
      }
    }
  }
`);
