import { graphql } from '../../gql';

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

/** A season's facts and rules, as every league page reads them. */
export const LeagueSeasonFields = graphql(`
  fragment LeagueSeason on Season {
    number
    name
    open
    weeks
    games
    settledGames
    limits {
      maxGamesPerPair
      maxGamesPerWeek
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

/** The leagues the signed-in player plays in, for the players' corner. */
export const MyLeaguesQuery = graphql(`
  query MyLeagues {
    myLeagues {
      competitionId
      competitionName
      rulesetId
      playMode
      playerId
    }
  }
`);

/**
 * A league as its player's corner shows it: the corner's own fields (which a report or a
 * confirmation answers), the season and its rules, and the players to choose an opponent from.
 */
export const LeagueCornerFields = graphql(`
  fragment LeagueCorner on Competition {
    ...PlayerCornerCompetition
    name
    season {
      ...LeagueSeason
    }
    players(first: 100) {
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

export const LeagueCornerQuery = graphql(`
  query LeagueCorner($id: ID!) {
    competition(id: $id) {
      ...LeagueCorner
    }
  }
`);

export const LeagueCornerUpdates = graphql(`
  subscription LeagueCornerUpdates($id: ID!) {
    competitionUpdated(competitionId: $id) {
      ...LeagueCorner
    }
  }
`);

export const PlayerOpenGameMutation = graphql(`
  mutation PlayerOpenLeagueGame($input: LeagueGameInput!) {
    openLeagueGame(input: $input) {
      ...LeagueCorner
    }
  }
`);

/** A league's past seasons on its public page: each closed season's facts and final table. */
export const SeasonHistoryFields = graphql(`
  fragment SeasonHistory on Competition {
    seasons {
      ...LeagueSeason
      table {
        rank
        playerId
        name
        score
        points
      }
    }
  }
`);
