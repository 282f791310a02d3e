/**
 * What the widget asks the API for, over the one WebSocket (graphql-ws runs queries too): only
 * what it shows, and nothing that is not public. No ids of games are asked for: rows and games
 * are drawn, never cached.
 */

/** The event's name, for the caption. */
export const EVENT_NAME = `query TabletopWidgetEvent($id: ID!) { competition(id: $id) { name } }`;

/** One page of the standings, again after every change; pages after the first follow `after`. */
export const STANDINGS = `subscription TabletopWidgetStandings($id: ID!, $mode: StandingsMode!, $first: Int!, $after: String) {
  standingsChanged(competitionId: $id, mode: $mode, first: $first, after: $after) {
    rows { totalCount pageInfo { hasNextPage endCursor } edges { node { rank playerId name points wins draws losses dropped } } }
  }
}`;

const GAME = 'round table a aName b bName status result { winner draw by }';

/** The rounds a visitor may see, with their games, again after every event of the competition. */
export const ROUNDS = `subscription TabletopWidgetRounds($id: ID!) {
  competitionUpdated(competitionId: $id) { name rounds { round published games { ${GAME} } } }
}`;

/** Every game a visitor may see, again after every event of the competition. */
export const GAMES = `subscription TabletopWidgetGames($id: ID!) {
  competitionUpdated(competitionId: $id) { name games { ${GAME} } }
}`;
