/**
 * Selections that several screens ask for alike. With the client preset's fragment masking off,
 * a fragment is a plain typed selection: a document that spreads one gets its fields as if it
 * had written them, so each screen keeps its own query and asks only what it shows.
 */
import { graphql } from '../gql';

/** A game as the public pages show it: the pairing and the result. */
export const PublicGameFields = graphql(`
  fragment PublicGame on CompetitionGame {
    id
    key
    round
    table
    stage
    status
    a
    aName
    b
    bName
    matchId
    result {
      winner
      draw
      by
      played
      scores
    }
  }
`);

/**
 * A game as its players and the organiser settle it: the public game, the report awaiting
 * confirmation, and which players have no account (who settles for them is said on the page).
 */
export const ReportedGameFields = graphql(`
  fragment ReportedGame on CompetitionGame {
    ...PublicGame
    guests
    report {
      by
      winner
      draw
      scores
      status
      disputeReason
    }
  }
`);

/** A player's place in the standings: what every table of them shows, the projector's included. */
export const StandingsPlaceFields = graphql(`
  fragment StandingsPlace on StandingRow {
    rank
    playerId
    name
    points
    wins
    draws
    losses
    dropped
  }
`);

/** A competition's players by name, and who has dropped: to name the sides of every game. */
export const PlayerRosterFields = graphql(`
  fragment PlayerRoster on Competition {
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

/** Who plays whom at which table, and the match a digital game is played in: the pairing as the desk and the printed sheets show it. */
export const TablePairingFields = graphql(`
  fragment TablePairing on CompetitionGame {
    id
    key
    table
    a
    b
    aName
    bName
    matchId
  }
`);
