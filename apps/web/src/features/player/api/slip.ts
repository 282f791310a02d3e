import { graphql } from '../../../gql';

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
