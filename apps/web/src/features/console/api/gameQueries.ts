import { graphql } from '../../../gql';

/**
 * What the chosen game proposes for a new event (`ruleset`: its newest version, the one a new
 * event plays): its preset points and tie-breaks, every tie-break it takes (named in the page's
 * language, with whether a league takes it and which are the same), and for play in the app an
 * example setup and the setup's schema.
 */
export const SetupGame = graphql(`
  query SetupGame($id: String!, $language: Language!) {
    ruleset(id: $id) {
      id
      name
      matchMinutes
      competitionPreset {
        scoring {
          win
          draw
          loss
          bye
          primary
          secondary
        }
        tieBreaks
      }
      tieBreakOptions(language: $language) {
        ...TieBreakWords
        roundBound
        sameAs
      }
      setupExample
      setupSchema
    }
  }
`);

/** Whether the game takes a setup document, asked before the event is created: nothing is stored. */
export const SetupCheck = graphql(`
  query SetupCheck($id: String!, $setup: JSON!) {
    ruleset(id: $id) {
      id
      setupRefusal(setup: $setup) {
        code
        rule
        message
        field
      }
    }
  }
`);
