import { graphql } from '../../gql';

/** A slip code's game as the /slip page shows it; `version` says which of two answers is the newer. */
export const SlipViewFields = graphql(`
  fragment SlipView on Slip {
    code
    version
    competitionId
    competitionName
    round
    table
    started
    finished
    playerId
    opponentId
    scoring
    tieBreaks
    game {
      ...ReportedGame
    }
  }
`);

export const SlipQuery = graphql(`
  query Slip($code: String!) {
    slip(code: $code) {
      ...SlipView
    }
  }
`);

export const SlipUpdates = graphql(`
  subscription SlipUpdates($code: String!) {
    slipUpdated(code: $code) {
      ...SlipView
    }
  }
`);

export const ReportWithSlipCode = graphql(`
  mutation ReportWithSlipCode($input: SlipReportInput!) {
    reportWithSlipCode(input: $input) {
      ...SlipView
    }
  }
`);

export const ConfirmWithSlipCode = graphql(`
  mutation ConfirmWithSlipCode($code: String!) {
    confirmWithSlipCode(code: $code) {
      ...SlipView
    }
  }
`);

export const DisputeWithSlipCode = graphql(`
  mutation DisputeWithSlipCode($input: SlipDisputeInput!) {
    disputeWithSlipCode(input: $input) {
      ...SlipView
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
