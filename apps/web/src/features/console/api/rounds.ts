/**
 * What the rounds section and the clock section ask of the API. Each mutation answers the same
 * fields as the page's query, so the page shows the answer at once; every mutation sends the
 * version the organiser was looking at (`expectedVersion`), so a screen that is behind gets
 * CONFLICT instead of changing something the organiser has not seen.
 */
import { graphql } from '../../../gql';

export const RoundsCompetitionFragment = graphql(`
  fragment RoundsCompetition on Competition {
    id
    version
    name
    kind
    format
    playMode
    freshTables
    finished
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
      breaches {
        a
        b
        aName
        bName
        kind
        strictness
        text
      }
      games {
        ...TablePairing
        status
        explanation {
          reasons
          relaxed
        }
      }
    }
  }
`);

export const RoundsSectionQuery = graphql(`
  query RoundsSection($id: ID!) {
    competition(id: $id) {
      ...RoundsCompetition
    }
  }
`);

export const RoundsSectionLive = graphql(`
  subscription RoundsSectionLive($id: ID!) {
    competitionUpdated(competitionId: $id) {
      ...RoundsCompetition
    }
  }
`);

export const PairRoundMutation = graphql(`
  mutation PairRound($input: PairRoundInput!) {
    pairRound(input: $input) {
      ...RoundsCompetition
    }
  }
`);

export const SwapPlayersMutation = graphql(`
  mutation SwapPlayers($input: SwapPlayersInput!) {
    swapPlayers(input: $input) {
      ...RoundsCompetition
    }
  }
`);

export const PublishRoundMutation = graphql(`
  mutation PublishRound($input: RoundInput!) {
    publishRound(input: $input) {
      ...RoundsCompetition
    }
  }
`);

export const StartRoundMutation = graphql(`
  mutation StartRound($input: RoundInput!) {
    startRound(input: $input) {
      ...RoundsCompetition
    }
  }
`);

export const ClockReadingFragment = graphql(`
  fragment ClockReading on RoundClock {
    competitionId
    round
    version
    serverTime
    started
    running
    paused {
      at
      reason
    }
    limitMs
    extraMs
    remainingMs
    deadline
    tables {
      table
      game
      matchId
      remainingMs
      deadline
      extraMs
      timeCalled
      settled
    }
  }
`);

export const ClockCompetitionFragment = graphql(`
  fragment ClockCompetition on Competition {
    id
    version
    name
    kind
    finished
    projectorView
    timing {
      roundMinutes
    }
    rounds {
      round
      started
      finished
      games {
        id
        key
        table
        aName
        bName
      }
    }
    roundClock {
      ...ClockReading
    }
  }
`);

export const ClockSectionQuery = graphql(`
  query ClockSection($id: ID!) {
    competition(id: $id) {
      ...ClockCompetition
    }
  }
`);

export const ClockSectionLive = graphql(`
  subscription ClockSectionLive($id: ID!) {
    competitionUpdated(competitionId: $id) {
      ...ClockCompetition
    }
  }
`);

export const RoundClockLive = graphql(`
  subscription RoundClockLive($id: ID!, $round: Int) {
    roundClock(competitionId: $id, round: $round) {
      ...ClockReading
    }
  }
`);

export const StartRoundClockMutation = graphql(`
  mutation StartRoundClock($input: StartRoundClockInput!) {
    startRoundClock(input: $input) {
      ...ClockCompetition
    }
  }
`);

export const PauseRoundClockMutation = graphql(`
  mutation PauseRoundClock($input: RoundClockChangeInput!) {
    pauseRoundClock(input: $input) {
      ...ClockCompetition
    }
  }
`);

export const ResumeRoundClockMutation = graphql(`
  mutation ResumeRoundClock($input: RoundClockChangeInput!) {
    resumeRoundClock(input: $input) {
      ...ClockCompetition
    }
  }
`);

export const ExtendRoundClockMutation = graphql(`
  mutation ExtendRoundClock($input: ExtendRoundClockInput!) {
    extendRoundClock(input: $input) {
      ...ClockCompetition
    }
  }
`);

export const ChooseProjectorViewMutation = graphql(`
  mutation ChooseProjectorView($input: ProjectorViewInput!) {
    chooseProjectorView(input: $input) {
      ...ClockCompetition
    }
  }
`);
