import { graphql } from '../../../gql';

/**
 * Everything the projector shows of an event, read alike by the page's query and by
 * competitionUpdated, which sends it again after every event: a player registering, a round
 * paired or published, a result, the organiser choosing another view. Read anonymously, rounds
 * not yet published come without their games.
 */
export const ProjectorCompetitionFields = graphql(`
  fragment ProjectorCompetition on Competition {
    id
    version
    name
    kind
    finished
    projectorView
    rounds {
      round
      published
      finished
      games {
        id
        key
        table
        a
        b
        aName
        bName
        result {
          winner
          draw
        }
      }
    }
    ...PlayerRoster
    standings(first: 100) {
      version
      throughRound
      rows {
        totalCount
        edges {
          node {
            ...StandingsPlace
          }
        }
      }
    }
  }
`);

export const ProjectorPageQuery = graphql(`
  query ProjectorPage($id: ID!) {
    competition(id: $id) {
      ...ProjectorCompetition
    }
  }
`);

export const ProjectorCompetitionLive = graphql(`
  subscription ProjectorCompetitionLive($id: ID!) {
    competitionUpdated(competitionId: $id) {
      ...ProjectorCompetition
    }
  }
`);
