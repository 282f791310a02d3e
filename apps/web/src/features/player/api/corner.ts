import { graphql } from '../../../gql';

/**
 * A competition as the corner needs it: which rounds have started (a result is reported only
 * then), which scores the players report, and its games as they change.
 */
export const PlayerCornerCompetitionFields = graphql(`
  fragment PlayerCornerCompetition on Competition {
    id
    version
    kind
    playMode
    finished
    scoring
    tieBreaks
    rounds {
      round
      started
      published
      finished
    }
    season {
      weeks
    }
    games {
      ...ReportedGame
    }
  }
`);

export const MyGamesQuery = graphql(`
  query MyGames {
    myGames {
      competitionId
      competitionName
      rulesetId
      playMode
      playerId
      game {
        id
      }
    }
    myTournaments {
      competitionId
      competitionName
      rulesetId
      playMode
      playerId
    }
  }
`);

export const CornerCompetitionQuery = graphql(`
  query CornerCompetition($id: ID!) {
    competition(id: $id) {
      ...PlayerCornerCompetition
    }
  }
`);

export const CornerCompetitionUpdates = graphql(`
  subscription CornerCompetitionUpdates($id: ID!) {
    competitionUpdated(competitionId: $id) {
      ...PlayerCornerCompetition
    }
  }
`);

export const ReportGame = graphql(`
  mutation ReportGame($input: GameResultInput!) {
    reportGameResult(input: $input) {
      ...PlayerCornerCompetition
    }
  }
`);

export const ConfirmGame = graphql(`
  mutation ConfirmGame($input: GameRefInput!) {
    confirmGameResult(input: $input) {
      ...PlayerCornerCompetition
    }
  }
`);

export const DisputeGame = graphql(`
  mutation DisputeGame($input: DisputeGameInput!) {
    disputeGameResult(input: $input) {
      ...PlayerCornerCompetition
    }
  }
`);

export const EntryInvitationFields = graphql(`
  fragment EntryInvitationFields on EntryInvitation {
    competitionId
    competitionName
    rulesetId
    organiserName
    playerId
    name
    club
    state
  }
`);

export const MyEntryInvitationsQuery = graphql(`
  query MyEntryInvitations {
    myEntryInvitations {
      ...EntryInvitationFields
    }
  }
`);

export const AcceptEntry = graphql(`
  mutation AcceptEntry($input: EntryInvitationInput!) {
    acceptEntry(input: $input) {
      ...EntryInvitationFields
    }
  }
`);

export const DeclineEntry = graphql(`
  mutation DeclineEntry($input: EntryInvitationInput!) {
    declineEntry(input: $input) {
      ...EntryInvitationFields
    }
  }
`);
