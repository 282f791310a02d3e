/**
 * What the print sheets ask of the API: a round's pairing, the seats' invitations and the slips'
 * codes, and the organiser's reissuing of an invitation or a code.
 */
import { graphql } from '../../../gql';

export const PrintRoundQuery = graphql(`
  query PrintRound($id: ID!) {
    competition(id: $id) {
      id
      name
      rulesetId
      playMode
      scoring
      rounds {
        round
        started
        published
        games {
          ...TablePairing
        }
      }
    }
  }
`);

export const MatchInvitationsQuery = graphql(`
  query MatchInvitations($matchId: ID!) {
    matchInvitations(matchId: $matchId) {
      side
      name
      token
      joined
      expiresAt
    }
  }
`);

export const ReissueInvitationMutation = graphql(`
  mutation ReissueInvitation($matchId: ID!, $side: String!) {
    reissueInvitation(matchId: $matchId, side: $side) {
      side
      name
      token
      joined
      expiresAt
    }
  }
`);

/** The organiser's codes for a round's slips, and the public address their links open. */
export const SlipCodesQuery = graphql(`
  query SlipCodes($id: ID!, $round: Int!) {
    slipCodes(competitionId: $id, round: $round) {
      game
      table
      playerId
      name
      code
    }
    server {
      publicUrl
      publicUrlSource
    }
  }
`);

export const ReissueSlipCode = graphql(`
  mutation ReissueSlipCode($input: SlipSeatInput!) {
    reissueSlipCode(input: $input) {
      game
      table
      playerId
      name
      code
    }
  }
`);
