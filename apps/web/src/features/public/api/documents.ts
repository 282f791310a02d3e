/**
 * What the public pages ask of the API: the published events, an event's page and its updates
 * (a league's past seasons among them), one player's games, the ratings, and joining an event.
 */
import { graphql } from '../../../gql';

export const HomePageQuery = graphql(`
  query HomePage {
    competitions(first: 50) {
      totalCount
      edges {
        node {
          ...EventSummary
        }
      }
    }
  }
`);

// What the page shows, asked for alike by its query and by the live updates.
export const EventPageFields = graphql(`
  fragment EventPageCompetition on Competition {
    id
    version
    name
    kind
    rulesetId
    format
    published
    finished
    scoring
    tieBreaks
    tieBreakDetails(language: $language) {
      ...TieBreakWords
    }
    rounds {
      round
      stage
      started
      published
      finished
      pairingMethod
      seedCommitment
      revealedSeed
      drawOrder
    }
    season {
      name
      number
      open
      weeks
      limits {
        maxGamesPerPair
        maxGamesPerWeek
      }
    }
    ...SeasonHistory
    games {
      ...PublicGame
    }
    players(first: 100) {
      totalCount
      edges {
        node {
          id
          name
          accountId
          club
          dropped
        }
      }
    }
    standings(first: 100) {
      ...StandingsTable
    }
  }
`);

export const EventPageQuery = graphql(`
  query EventPage($id: ID!, $language: Language!) {
    competition(id: $id) {
      ...EventPageCompetition
    }
  }
`);

export const EventUpdates = graphql(`
  subscription EventUpdates($id: ID!, $language: Language!) {
    competitionUpdated(competitionId: $id) {
      ...EventPageCompetition
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

export const RegisterSelf = graphql(`
  mutation RegisterSelf($input: RegisterPlayerInput!) {
    registerPlayer(input: $input) {
      id
      version
    }
  }
`);

export const PlayerPageFields = graphql(`
  fragment PlayerPageCompetition on Competition {
    id
    version
    name
    kind
    scoring
    tieBreaks
    tieBreakDetails(language: $language) {
      ...TieBreakWords
    }
    season {
      weeks
    }
    games {
      ...PublicGame
    }
    players(first: 100) {
      edges {
        node {
          id
          name
          club
          dropped
          droppedAfterRound
        }
      }
    }
    standings(first: 100) {
      ...StandingsTable
    }
  }
`);

export const PlayerPageQuery = graphql(`
  query PlayerPage($id: ID!, $language: Language!) {
    competition(id: $id) {
      ...PlayerPageCompetition
    }
  }
`);

export const PlayerPageUpdates = graphql(`
  subscription PlayerPageUpdates($id: ID!, $language: Language!) {
    competitionUpdated(competitionId: $id) {
      ...PlayerPageCompetition
    }
  }
`);

export const RatingsGames = graphql(`
  query RatingsGames {
    rulesets(first: 100) {
      edges {
        node {
          id
          name
          version
        }
      }
    }
  }
`);

export const RatingsList = graphql(`
  query RatingsList($rulesetId: String!) {
    ratings(rulesetId: $rulesetId, first: 100) {
      totalCount
      edges {
        node {
          accountId
          name
          rating
          deviation
          games
        }
      }
    }
  }
`);

export const PlayerRatingQuery = graphql(`
  query PlayerRatingHistory($accountId: String!, $rulesetId: String!) {
    playerRating(accountId: $accountId, rulesetId: $rulesetId) {
      accountId
      rulesetId
      name
      rating
      deviation
      volatility
      games
      history {
        period
        rating
        deviation
        volatility
        games
      }
    }
  }
`);
