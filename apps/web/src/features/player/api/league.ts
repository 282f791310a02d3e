import { graphql } from '../../../gql';

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
