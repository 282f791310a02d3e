import { graphql } from '../../../gql';

/**
 * A league as the organiser's league section shows it, asked alike by its query, its live
 * subscription and every command's answer, so each of them leaves the page whole.
 */
export const LeagueDeskFields = graphql(`
  fragment LeagueDesk on Competition {
    id
    version
    name
    kind
    organiserId
    finished
    playMode
    format
    scoring
    tieBreaks
    season {
      ...LeagueSeason
    }
    games {
      ...ReportedGame
      bracketMatch
    }
    players(first: 100) {
      totalCount
      edges {
        node {
          id
          name
          dropped
        }
      }
    }
  }
`);

export const LeagueDeskQuery = graphql(`
  query LeagueDesk($id: ID!) {
    competition(id: $id) {
      ...LeagueDesk
    }
  }
`);

export const LeagueDeskLive = graphql(`
  subscription LeagueDeskLive($id: ID!) {
    competitionUpdated(competitionId: $id) {
      ...LeagueDesk
    }
  }
`);

export const OpenSeasonMutation = graphql(`
  mutation OpenSeason($input: OpenSeasonInput!) {
    openSeason(input: $input) {
      ...LeagueDesk
    }
  }
`);

export const CloseSeasonMutation = graphql(`
  mutation CloseSeason($input: CompetitionRef!) {
    closeSeason(input: $input) {
      ...LeagueDesk
    }
  }
`);

export const SetSeasonLimitsMutation = graphql(`
  mutation SetSeasonLimits($input: SetSeasonLimitsInput!) {
    setSeasonLimits(input: $input) {
      ...LeagueDesk
    }
  }
`);

export const OrganiserOpenGameMutation = graphql(`
  mutation OrganiserOpenLeagueGame($input: LeagueGameInput!) {
    openLeagueGame(input: $input) {
      ...LeagueDesk
    }
  }
`);

export const LeagueRulingMutation = graphql(`
  mutation LeagueRuling($input: GameResultInput!) {
    reportGameResult(input: $input) {
      ...LeagueDesk
    }
  }
`);
