/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment EventSummary on CompetitionSummary {\n    id\n    name\n    kind\n    rulesetId\n    format\n    published\n    finished\n    players\n    rounds\n    updatedAt\n  }\n": typeof types.EventSummaryFragmentDoc,
    "\n  query ParkedOwner($id: ID!) {\n    competition(id: $id) {\n      id\n      organiserId\n    }\n  }\n": typeof types.ParkedOwnerDocument,
    "\n  query ParkedEvents($id: ID!) {\n    competition(id: $id) {\n      id\n      parkedEvents {\n        processor\n        key\n        streamId\n        eventType\n        error\n        parkedAt\n        position\n        retryRequested\n      }\n    }\n  }\n": typeof types.ParkedEventsDocument,
    "\n  mutation RetryParkedEvents($input: CompetitionRef!) {\n    retryParkedEvents(input: $input) {\n      requested\n      parkedEvents {\n        position\n        processor\n      }\n    }\n  }\n": typeof types.RetryParkedEventsDocument,
    "\n  fragment StandingsTable on Standings {\n    version\n    stale\n    roundFinished\n    throughRound\n    rows {\n      totalCount\n      edges {\n        node {\n          ...StandingsPlace\n          byes\n          played\n          tieBreaks {\n            id\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.StandingsTableFragmentDoc,
    "\n  fragment AccountApiKey on ApiKey {\n    id\n    name\n    prefix\n    scope\n    status\n    createdAt\n    expiresAt\n    revokedAt\n    lastUsedAt\n  }\n": typeof types.AccountApiKeyFragmentDoc,
    "\n  query AccountApiKeys($after: String) {\n    apiKeys(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AccountApiKey\n        }\n      }\n    }\n  }\n": typeof types.AccountApiKeysDocument,
    "\n  mutation AccountCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...AccountApiKey\n      }\n    }\n  }\n": typeof types.AccountCreateApiKeyDocument,
    "\n  mutation AccountRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...AccountApiKey\n    }\n  }\n": typeof types.AccountRevokeApiKeyDocument,
    "\n  fragment SetupSession on Session {\n    account {\n      id\n      displayName\n    }\n  }\n": typeof types.SetupSessionFragmentDoc,
    "\n  mutation SetupSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SetupSession\n    }\n  }\n": typeof types.SetupSignInDocument,
    "\n  mutation SetupSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SetupSession\n    }\n  }\n": typeof types.SetupSignUpDocument,
    "\n  query SetupPlayers($id: ID!, $after: String) {\n    competition(id: $id) {\n      id\n      version\n      kind\n      format\n      finished\n      rounds {\n        round\n        stage\n        started\n      }\n      players(first: 100, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            name\n            club\n            seed\n            fixedTable\n            joinsRound\n            dropped\n            droppedAfterRound\n            accountId\n            invitation\n          }\n        }\n      }\n    }\n  }\n": typeof types.SetupPlayersDocument,
    "\n  subscription SetupCompetitionUpdated($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      id\n      version\n    }\n  }\n": typeof types.SetupCompetitionUpdatedDocument,
    "\n  query SetupMyEvents($after: String) {\n    competitions(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...EventSummary\n          organiserId\n        }\n      }\n    }\n  }\n": typeof types.SetupMyEventsDocument,
    "\n  query SetupRulesets {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n          version\n          matchMinutes\n        }\n      }\n    }\n  }\n": typeof types.SetupRulesetsDocument,
    "\n  mutation SetupCreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      id\n    }\n  }\n": typeof types.SetupCreateCompetitionDocument,
    "\n  query ConsoleEvent($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      kind\n      finished\n    }\n  }\n": typeof types.ConsoleEventDocument,
    "\n  query SetupGame($id: String!, $language: Language!) {\n    ruleset(id: $id) {\n      id\n      name\n      matchMinutes\n      competitionPreset {\n        scoring {\n          win\n          draw\n          loss\n          bye\n          primary\n          secondary\n        }\n        tieBreaks\n      }\n      tieBreakOptions(language: $language) {\n        ...TieBreakWords\n        roundBound\n        sameAs\n      }\n      setupExample\n      setupSchema\n    }\n  }\n": typeof types.SetupGameDocument,
    "\n  query SetupCheck($id: String!, $setup: JSON!) {\n    ruleset(id: $id) {\n      id\n      setupRefusal(setup: $setup) {\n        code\n        rule\n        message\n        field\n      }\n    }\n  }\n": typeof types.SetupCheckDocument,
    "\n  fragment LeagueDesk on Competition {\n    id\n    version\n    name\n    kind\n    organiserId\n    finished\n    playMode\n    format\n    scoring\n    tieBreaks\n    season {\n      ...LeagueSeason\n    }\n    games {\n      ...ReportedGame\n      bracketMatch\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n": typeof types.LeagueDeskFragmentDoc,
    "\n  query LeagueDesk($id: ID!) {\n    competition(id: $id) {\n      ...LeagueDesk\n    }\n  }\n": typeof types.LeagueDeskDocument,
    "\n  subscription LeagueDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...LeagueDesk\n    }\n  }\n": typeof types.LeagueDeskLiveDocument,
    "\n  mutation OpenSeason($input: OpenSeasonInput!) {\n    openSeason(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": typeof types.OpenSeasonDocument,
    "\n  mutation CloseSeason($input: CompetitionRef!) {\n    closeSeason(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": typeof types.CloseSeasonDocument,
    "\n  mutation SetSeasonLimits($input: SetSeasonLimitsInput!) {\n    setSeasonLimits(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": typeof types.SetSeasonLimitsDocument,
    "\n  mutation OrganiserOpenLeagueGame($input: LeagueGameInput!) {\n    openLeagueGame(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": typeof types.OrganiserOpenLeagueGameDocument,
    "\n  mutation LeagueRuling($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": typeof types.LeagueRulingDocument,
    "\n  mutation SetupRegisterPlayer($input: RegisterPlayerInput!) {\n    registerPlayer(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.SetupRegisterPlayerDocument,
    "\n  mutation SetupDropPlayer($input: DropPlayerInput!) {\n    dropPlayer(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.SetupDropPlayerDocument,
    "\n  mutation SetupFixPlayerTable($input: FixPlayerTableInput!) {\n    fixPlayerTable(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.SetupFixPlayerTableDocument,
    "\n  mutation SetupSeedPlayer($input: SeedPlayerInput!) {\n    seedPlayer(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.SetupSeedPlayerDocument,
    "\n  fragment ResultsDesk on Competition {\n    id\n    version\n    name\n    organiserId\n    finished\n    scoring\n    tieBreaks\n    rounds {\n      round\n      stage\n      started\n      finished\n      games {\n        ...ReportedGame\n        bracketMatch\n      }\n    }\n    ...PlayerRoster\n  }\n": typeof types.ResultsDeskFragmentDoc,
    "\n  query ResultsDesk($id: ID!) {\n    competition(id: $id) {\n      ...ResultsDesk\n    }\n  }\n": typeof types.ResultsDeskDocument,
    "\n  subscription ResultsDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ResultsDesk\n    }\n  }\n": typeof types.ResultsDeskLiveDocument,
    "\n  mutation OrganiserReportResult($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...ResultsDesk\n    }\n  }\n": typeof types.OrganiserReportResultDocument,
    "\n  mutation OrganiserGameLoss($input: GameLossInput!) {\n    issueGameLoss(input: $input) {\n      ...ResultsDesk\n    }\n  }\n": typeof types.OrganiserGameLossDocument,
    "\n  mutation OrganiserAdjustPoints($input: AdjustPointsInput!) {\n    adjustPoints(input: $input) {\n      ...ResultsDesk\n    }\n  }\n": typeof types.OrganiserAdjustPointsDocument,
    "\n  fragment ConsoleStandings on Standings {\n    ...StandingsTable\n    mode\n    rows {\n      edges {\n        node {\n          score\n        }\n      }\n    }\n  }\n": typeof types.ConsoleStandingsFragmentDoc,
    "\n  query StandingsPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      rulesetId\n      scoring\n      rounds {\n        round\n      }\n      tieBreakDetails(language: $language) {\n        ...TieBreakWords\n        descriptionTemplate\n      }\n    }\n  }\n": typeof types.StandingsPageDocument,
    "\n  query ConsoleStandings($id: ID!, $mode: StandingsMode!, $throughRound: Int) {\n    competition(id: $id) {\n      id\n      version\n      standings(mode: $mode, throughRound: $throughRound, first: 100) {\n        ...ConsoleStandings\n      }\n    }\n  }\n": typeof types.ConsoleStandingsDocument,
    "\n  subscription ConsoleStandingsUpdated($id: ID!, $mode: StandingsMode!, $throughRound: Int) {\n    competitionUpdated(competitionId: $id) {\n      id\n      version\n      name\n      scoring\n      rounds {\n        round\n      }\n      standings(mode: $mode, throughRound: $throughRound, first: 100) {\n        ...ConsoleStandings\n      }\n    }\n  }\n": typeof types.ConsoleStandingsUpdatedDocument,
    "\n  subscription ConsoleLiveStandings($id: ID!) {\n    standingsChanged(competitionId: $id, mode: live) {\n      ...ConsoleStandings\n    }\n  }\n": typeof types.ConsoleLiveStandingsDocument,
    "\n  query StandingsCsvExport($id: ID!, $mode: StandingsMode!, $throughRound: Int, $separator: CsvSeparator!) {\n    competition(id: $id) {\n      id\n      standingsCsv(mode: $mode, throughRound: $throughRound, separator: $separator, byteOrderMark: true)\n    }\n  }\n": typeof types.StandingsCsvExportDocument,
    "\n  query PairingsCsvExport($id: ID!, $round: Int!, $separator: CsvSeparator!) {\n    competition(id: $id) {\n      id\n      pairingsCsv(round: $round, separator: $separator, byteOrderMark: true)\n    }\n  }\n": typeof types.PairingsCsvExportDocument,
    "\n  query EventLogExport($id: ID!) {\n    competition(id: $id) {\n      id\n      log\n    }\n  }\n": typeof types.EventLogExportDocument,
    "\n  fragment EventDesk on Competition {\n    id\n    version\n    name\n    kind\n    rulesetId\n    rulesetVersion\n    newerRulesetVersion\n    format\n    scoring\n    tieBreaks\n    constraints\n    freshTables\n    published\n    rated\n    playMode\n    finished\n    organiserId\n    timing {\n      roundMinutes\n      paperOutcome\n    }\n    rounds {\n      round\n      finished\n      games {\n        id\n        key\n        round\n        table\n        b\n        status\n      }\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          accountId\n        }\n      }\n    }\n  }\n": typeof types.EventDeskFragmentDoc,
    "\n  query EventDesk($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...EventDesk\n      tieBreakDetails(language: $language) {\n        ...TieBreakWords\n      }\n    }\n  }\n": typeof types.EventDeskDocument,
    "\n  subscription EventDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...EventDesk\n    }\n  }\n": typeof types.EventDeskLiveDocument,
    "\n  query AuditPage($id: ID!, $first: Int!, $after: String) {\n    competition(id: $id) {\n      id\n      audit(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            number\n            type\n            actor\n            accountId\n            recordedAt\n            data\n          }\n        }\n      }\n    }\n  }\n": typeof types.AuditPageDocument,
    "\n  mutation FinishEvent($input: FinishInput!) {\n    finishCompetition(input: $input) {\n      ...EventDesk\n    }\n  }\n": typeof types.FinishEventDocument,
    "\n  mutation MoveEventToNewestRuleset($input: CompetitionRef!) {\n    moveCompetitionToNewestRuleset(input: $input) {\n      ...EventDesk\n    }\n  }\n": typeof types.MoveEventToNewestRulesetDocument,
    "\n  query MatchCall($id: ID!) {\n    match(id: $id) {\n      id\n      clock {\n        version\n        paused {\n          by\n          side\n          reason\n        }\n      }\n    }\n  }\n": typeof types.MatchCallDocument,
    "\n  fragment RoundsCompetition on Competition {\n    id\n    version\n    name\n    kind\n    format\n    playMode\n    freshTables\n    finished\n    rounds {\n      round\n      stage\n      started\n      published\n      finished\n      pairingMethod\n      seedCommitment\n      revealedSeed\n      drawOrder\n      breaches {\n        a\n        b\n        aName\n        bName\n        kind\n        strictness\n        text\n      }\n      games {\n        ...TablePairing\n        status\n        explanation {\n          reasons\n          relaxed\n        }\n      }\n    }\n  }\n": typeof types.RoundsCompetitionFragmentDoc,
    "\n  query RoundsSection($id: ID!) {\n    competition(id: $id) {\n      ...RoundsCompetition\n    }\n  }\n": typeof types.RoundsSectionDocument,
    "\n  subscription RoundsSectionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...RoundsCompetition\n    }\n  }\n": typeof types.RoundsSectionLiveDocument,
    "\n  mutation PairRound($input: PairRoundInput!) {\n    pairRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n": typeof types.PairRoundDocument,
    "\n  mutation SwapPlayers($input: SwapPlayersInput!) {\n    swapPlayers(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n": typeof types.SwapPlayersDocument,
    "\n  mutation PublishRound($input: RoundInput!) {\n    publishRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n": typeof types.PublishRoundDocument,
    "\n  mutation StartRound($input: RoundInput!) {\n    startRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n": typeof types.StartRoundDocument,
    "\n  fragment ClockReading on RoundClock {\n    competitionId\n    round\n    version\n    serverTime\n    started\n    running\n    paused {\n      at\n      reason\n    }\n    limitMs\n    extraMs\n    remainingMs\n    deadline\n    tables {\n      table\n      game\n      matchId\n      remainingMs\n      deadline\n      extraMs\n      timeCalled\n      settled\n    }\n  }\n": typeof types.ClockReadingFragmentDoc,
    "\n  fragment ClockCompetition on Competition {\n    id\n    version\n    name\n    kind\n    finished\n    projectorView\n    timing {\n      roundMinutes\n    }\n    rounds {\n      round\n      started\n      finished\n      games {\n        id\n        key\n        table\n        aName\n        bName\n      }\n    }\n    roundClock {\n      ...ClockReading\n    }\n  }\n": typeof types.ClockCompetitionFragmentDoc,
    "\n  query ClockSection($id: ID!) {\n    competition(id: $id) {\n      ...ClockCompetition\n    }\n  }\n": typeof types.ClockSectionDocument,
    "\n  subscription ClockSectionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ClockCompetition\n    }\n  }\n": typeof types.ClockSectionLiveDocument,
    "\n  subscription RoundClockLive($id: ID!, $round: Int) {\n    roundClock(competitionId: $id, round: $round) {\n      ...ClockReading\n    }\n  }\n": typeof types.RoundClockLiveDocument,
    "\n  mutation StartRoundClock($input: StartRoundClockInput!) {\n    startRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": typeof types.StartRoundClockDocument,
    "\n  mutation PauseRoundClock($input: RoundClockChangeInput!) {\n    pauseRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": typeof types.PauseRoundClockDocument,
    "\n  mutation ResumeRoundClock($input: RoundClockChangeInput!) {\n    resumeRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": typeof types.ResumeRoundClockDocument,
    "\n  mutation ExtendRoundClock($input: ExtendRoundClockInput!) {\n    extendRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": typeof types.ExtendRoundClockDocument,
    "\n  mutation ChooseProjectorView($input: ProjectorViewInput!) {\n    chooseProjectorView(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": typeof types.ChooseProjectorViewDocument,
    "\n  fragment MatchTable on Match {\n    id\n    version\n    viewedAs\n    dice\n    ruleset {\n      id\n      version\n    }\n    newerRulesetVersion\n    players {\n      side\n      name\n    }\n    state\n    pending {\n      kind\n      prompt\n      sides\n      orders\n      purpose\n      dice {\n        count\n        sides\n        label\n      }\n      legal {\n        side\n        orders {\n          type\n          actor\n          rule\n          options {\n            order\n            label\n            cost\n          }\n          limits {\n            field\n            min\n            max\n            unit\n          }\n        }\n      }\n    }\n    outcome {\n      finished\n      winner\n      draw\n      reason\n      sides {\n        side\n        result\n        scores\n      }\n    }\n    report {\n      by\n      winner\n      draw\n      status\n      disputeReason\n    }\n    clock {\n      limit {\n        limitMs\n      }\n      players {\n        side\n      }\n      round {\n        round\n      }\n      paused {\n        by\n        side\n        reason\n      }\n    }\n    serverSeedCommitment\n    verification {\n      verified\n      reason\n      serverRolls\n    }\n  }\n": typeof types.MatchTableFragmentDoc,
    "\n  query MatchTable($id: ID!) {\n    match(id: $id) {\n      ...MatchTable\n    }\n  }\n": typeof types.MatchTableDocument,
    "\n  subscription MatchTableUpdates($id: ID!) {\n    matchUpdated(matchId: $id) {\n      ...MatchTable\n    }\n  }\n": typeof types.MatchTableUpdatesDocument,
    "\n  query MatchOrderSchema($id: String!, $version: String!) {\n    ruleset(id: $id, version: $version) {\n      id\n      version\n      orderSchema\n    }\n  }\n": typeof types.MatchOrderSchemaDocument,
    "\n  fragment MatchClockReading on MatchClock {\n    matchId\n    version\n    serverTime\n    start\n    started\n    running\n    timeExpired\n    nextDeadline\n    limit {\n      limitMs\n      remainingMs\n      extraMs\n      expired\n    }\n    players {\n      side\n      remainingMs\n      running\n      outOfTime\n    }\n    round {\n      round\n      remainingMs\n      running\n      expired\n      dueAt\n    }\n    paused {\n      by\n      reason\n      side\n    }\n  }\n": typeof types.MatchClockReadingFragmentDoc,
    "\n  subscription MatchClockUpdates($id: ID!) {\n    matchClock(matchId: $id) {\n      ...MatchClockReading\n    }\n  }\n": typeof types.MatchClockUpdatesDocument,
    "\n  mutation IssueOrder($input: IssueOrderInput!) {\n    issueOrder(input: $input) {\n      ...MatchTable\n    }\n  }\n": typeof types.IssueOrderDocument,
    "\n  mutation RollDice($input: RollDiceInput!) {\n    rollDice(input: $input) {\n      ...MatchTable\n    }\n  }\n": typeof types.RollDiceDocument,
    "\n  mutation RecordRoll($input: RecordRollInput!) {\n    recordRoll(input: $input) {\n      ...MatchTable\n    }\n  }\n": typeof types.RecordRollDocument,
    "\n  mutation Concede($input: ConcedeInput!) {\n    concede(input: $input) {\n      ...MatchTable\n    }\n  }\n": typeof types.ConcedeDocument,
    "\n  mutation ReportResult($input: ReportResultInput!) {\n    reportResult(input: $input) {\n      ...MatchTable\n    }\n  }\n": typeof types.ReportResultDocument,
    "\n  mutation ConfirmResult($input: ConfirmResultInput!) {\n    confirmResult(input: $input) {\n      ...MatchTable\n    }\n  }\n": typeof types.ConfirmResultDocument,
    "\n  mutation DisputeResult($input: DisputeResultInput!) {\n    disputeResult(input: $input) {\n      ...MatchTable\n    }\n  }\n": typeof types.DisputeResultDocument,
    "\n  mutation CallOrganiser($input: PauseMatchClockInput!) {\n    pauseMatchClock(input: $input) {\n      ...MatchTable\n    }\n  }\n": typeof types.CallOrganiserDocument,
    "\n  mutation ResumeMatch($input: ResumeMatchClockInput!) {\n    resumeMatchClock(input: $input) {\n      ...MatchTable\n    }\n  }\n": typeof types.ResumeMatchDocument,
    "\n  mutation JoinMatch($invitation: String!) {\n    joinMatch(invitation: $invitation) {\n      expiresAt\n      matchId\n      side\n      name\n    }\n  }\n": typeof types.JoinMatchDocument,
    "\n  query SeatMatch($id: ID!) {\n    match(id: $id) {\n      id\n      ruleset {\n        id\n      }\n      players {\n        side\n        name\n      }\n      outcome {\n        finished\n      }\n    }\n  }\n": typeof types.SeatMatchDocument,
    "\n  fragment PlayerCornerCompetition on Competition {\n    id\n    version\n    kind\n    playMode\n    finished\n    scoring\n    tieBreaks\n    rounds {\n      round\n      started\n      published\n      finished\n    }\n    season {\n      weeks\n    }\n    games {\n      ...ReportedGame\n    }\n  }\n": typeof types.PlayerCornerCompetitionFragmentDoc,
    "\n  query MyGames {\n    myGames {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n      game {\n        id\n      }\n    }\n    myTournaments {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n    }\n  }\n": typeof types.MyGamesDocument,
    "\n  query CornerCompetition($id: ID!) {\n    competition(id: $id) {\n      ...PlayerCornerCompetition\n    }\n  }\n": typeof types.CornerCompetitionDocument,
    "\n  subscription CornerCompetitionUpdates($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...PlayerCornerCompetition\n    }\n  }\n": typeof types.CornerCompetitionUpdatesDocument,
    "\n  mutation ReportGame($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n": typeof types.ReportGameDocument,
    "\n  mutation ConfirmGame($input: GameRefInput!) {\n    confirmGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n": typeof types.ConfirmGameDocument,
    "\n  mutation DisputeGame($input: DisputeGameInput!) {\n    disputeGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n": typeof types.DisputeGameDocument,
    "\n  fragment EntryInvitationFields on EntryInvitation {\n    competitionId\n    competitionName\n    rulesetId\n    organiserName\n    playerId\n    name\n    club\n    state\n  }\n": typeof types.EntryInvitationFieldsFragmentDoc,
    "\n  query MyEntryInvitations {\n    myEntryInvitations {\n      ...EntryInvitationFields\n    }\n  }\n": typeof types.MyEntryInvitationsDocument,
    "\n  mutation AcceptEntry($input: EntryInvitationInput!) {\n    acceptEntry(input: $input) {\n      ...EntryInvitationFields\n    }\n  }\n": typeof types.AcceptEntryDocument,
    "\n  mutation DeclineEntry($input: EntryInvitationInput!) {\n    declineEntry(input: $input) {\n      ...EntryInvitationFields\n    }\n  }\n": typeof types.DeclineEntryDocument,
    "\n  query MyLeagues {\n    myLeagues {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n    }\n  }\n": typeof types.MyLeaguesDocument,
    "\n  fragment LeagueCorner on Competition {\n    ...PlayerCornerCompetition\n    name\n    season {\n      ...LeagueSeason\n    }\n    players(first: 100) {\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n": typeof types.LeagueCornerFragmentDoc,
    "\n  query LeagueCorner($id: ID!) {\n    competition(id: $id) {\n      ...LeagueCorner\n    }\n  }\n": typeof types.LeagueCornerDocument,
    "\n  subscription LeagueCornerUpdates($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...LeagueCorner\n    }\n  }\n": typeof types.LeagueCornerUpdatesDocument,
    "\n  mutation PlayerOpenLeagueGame($input: LeagueGameInput!) {\n    openLeagueGame(input: $input) {\n      ...LeagueCorner\n    }\n  }\n": typeof types.PlayerOpenLeagueGameDocument,
    "\n  fragment SlipView on Slip {\n    code\n    version\n    competitionId\n    competitionName\n    round\n    table\n    started\n    finished\n    playerId\n    opponentId\n    scoring\n    tieBreaks\n    game {\n      ...ReportedGame\n    }\n  }\n": typeof types.SlipViewFragmentDoc,
    "\n  query Slip($code: String!) {\n    slip(code: $code) {\n      ...SlipView\n    }\n  }\n": typeof types.SlipDocument,
    "\n  subscription SlipUpdates($code: String!) {\n    slipUpdated(code: $code) {\n      ...SlipView\n    }\n  }\n": typeof types.SlipUpdatesDocument,
    "\n  mutation ReportWithSlipCode($input: SlipReportInput!) {\n    reportWithSlipCode(input: $input) {\n      ...SlipView\n    }\n  }\n": typeof types.ReportWithSlipCodeDocument,
    "\n  mutation ConfirmWithSlipCode($code: String!) {\n    confirmWithSlipCode(code: $code) {\n      ...SlipView\n    }\n  }\n": typeof types.ConfirmWithSlipCodeDocument,
    "\n  mutation DisputeWithSlipCode($input: SlipDisputeInput!) {\n    disputeWithSlipCode(input: $input) {\n      ...SlipView\n    }\n  }\n": typeof types.DisputeWithSlipCodeDocument,
    "\n  query PrintRound($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      rulesetId\n      playMode\n      scoring\n      rounds {\n        round\n        started\n        published\n        games {\n          ...TablePairing\n        }\n      }\n    }\n  }\n": typeof types.PrintRoundDocument,
    "\n  query MatchInvitations($matchId: ID!) {\n    matchInvitations(matchId: $matchId) {\n      side\n      name\n      token\n      joined\n      expiresAt\n    }\n  }\n": typeof types.MatchInvitationsDocument,
    "\n  mutation ReissueInvitation($matchId: ID!, $side: String!) {\n    reissueInvitation(matchId: $matchId, side: $side) {\n      side\n      name\n      token\n      joined\n      expiresAt\n    }\n  }\n": typeof types.ReissueInvitationDocument,
    "\n  query SlipCodes($id: ID!, $round: Int!) {\n    slipCodes(competitionId: $id, round: $round) {\n      game\n      table\n      playerId\n      name\n      code\n    }\n    server {\n      publicUrl\n      publicUrlSource\n    }\n  }\n": typeof types.SlipCodesDocument,
    "\n  mutation ReissueSlipCode($input: SlipSeatInput!) {\n    reissueSlipCode(input: $input) {\n      game\n      table\n      playerId\n      name\n      code\n    }\n  }\n": typeof types.ReissueSlipCodeDocument,
    "\n  fragment ProjectorCompetition on Competition {\n    id\n    version\n    name\n    kind\n    finished\n    projectorView\n    rounds {\n      round\n      published\n      finished\n      games {\n        id\n        key\n        table\n        a\n        b\n        aName\n        bName\n        result {\n          winner\n          draw\n        }\n      }\n    }\n    ...PlayerRoster\n    standings(first: 100) {\n      version\n      throughRound\n      rows {\n        totalCount\n        edges {\n          node {\n            ...StandingsPlace\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProjectorCompetitionFragmentDoc,
    "\n  query ProjectorPage($id: ID!) {\n    competition(id: $id) {\n      ...ProjectorCompetition\n    }\n  }\n": typeof types.ProjectorPageDocument,
    "\n  subscription ProjectorCompetitionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ProjectorCompetition\n    }\n  }\n": typeof types.ProjectorCompetitionLiveDocument,
    "\n  query HomePage {\n    competitions(first: 50) {\n      totalCount\n      edges {\n        node {\n          ...EventSummary\n        }\n      }\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  fragment EventPageCompetition on Competition {\n    id\n    version\n    name\n    kind\n    rulesetId\n    format\n    published\n    finished\n    scoring\n    tieBreaks\n    tieBreakDetails(language: $language) {\n      ...TieBreakWords\n    }\n    rounds {\n      round\n      stage\n      started\n      published\n      finished\n      pairingMethod\n      seedCommitment\n      revealedSeed\n      drawOrder\n    }\n    season {\n      name\n      number\n      open\n      weeks\n      limits {\n        maxGamesPerPair\n        maxGamesPerWeek\n      }\n    }\n    ...SeasonHistory\n    games {\n      ...PublicGame\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          accountId\n          club\n          dropped\n        }\n      }\n    }\n    standings(first: 100) {\n      ...StandingsTable\n    }\n  }\n": typeof types.EventPageCompetitionFragmentDoc,
    "\n  query EventPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...EventPageCompetition\n    }\n  }\n": typeof types.EventPageDocument,
    "\n  subscription EventUpdates($id: ID!, $language: Language!) {\n    competitionUpdated(competitionId: $id) {\n      ...EventPageCompetition\n    }\n  }\n": typeof types.EventUpdatesDocument,
    "\n  fragment SeasonHistory on Competition {\n    seasons {\n      ...LeagueSeason\n      table {\n        rank\n        playerId\n        name\n        score\n        points\n      }\n    }\n  }\n": typeof types.SeasonHistoryFragmentDoc,
    "\n  mutation RegisterSelf($input: RegisterPlayerInput!) {\n    registerPlayer(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.RegisterSelfDocument,
    "\n  fragment PlayerPageCompetition on Competition {\n    id\n    version\n    name\n    kind\n    scoring\n    tieBreaks\n    tieBreakDetails(language: $language) {\n      ...TieBreakWords\n    }\n    season {\n      weeks\n    }\n    games {\n      ...PublicGame\n    }\n    players(first: 100) {\n      edges {\n        node {\n          id\n          name\n          club\n          dropped\n          droppedAfterRound\n        }\n      }\n    }\n    standings(first: 100) {\n      ...StandingsTable\n    }\n  }\n": typeof types.PlayerPageCompetitionFragmentDoc,
    "\n  query PlayerPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...PlayerPageCompetition\n    }\n  }\n": typeof types.PlayerPageDocument,
    "\n  subscription PlayerPageUpdates($id: ID!, $language: Language!) {\n    competitionUpdated(competitionId: $id) {\n      ...PlayerPageCompetition\n    }\n  }\n": typeof types.PlayerPageUpdatesDocument,
    "\n  query RatingsGames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n          version\n        }\n      }\n    }\n  }\n": typeof types.RatingsGamesDocument,
    "\n  query RatingsList($rulesetId: String!) {\n    ratings(rulesetId: $rulesetId, first: 100) {\n      totalCount\n      edges {\n        node {\n          accountId\n          name\n          rating\n          deviation\n          games\n        }\n      }\n    }\n  }\n": typeof types.RatingsListDocument,
    "\n  query PlayerRatingHistory($accountId: String!, $rulesetId: String!) {\n    playerRating(accountId: $accountId, rulesetId: $rulesetId) {\n      accountId\n      rulesetId\n      name\n      rating\n      deviation\n      volatility\n      games\n      history {\n        period\n        rating\n        deviation\n        volatility\n        games\n      }\n    }\n  }\n": typeof types.PlayerRatingHistoryDocument,
    "\n  fragment ReplayOutcome on Outcome {\n    finished\n    winner\n    draw\n    reason\n    sides {\n      side\n      result\n      scores\n    }\n  }\n": typeof types.ReplayOutcomeFragmentDoc,
    "\n  fragment ReplayEventPage on MatchEventConnection {\n    totalCount\n    edges {\n      node {\n        number\n        type\n        data\n        recordedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": typeof types.ReplayEventPageFragmentDoc,
    "\n  query ReplayMatch($id: ID!) {\n    match(id: $id) {\n      id\n      version\n      ruleset {\n        id\n        version\n      }\n      players {\n        side\n        name\n      }\n      outcome {\n        ...ReplayOutcome\n      }\n      viewedAs\n      serverSeedCommitment\n      revealedSeed\n      verification {\n        verified\n        serverRolls\n        committedRolls\n        reason\n      }\n      events(first: 100) {\n        ...ReplayEventPage\n      }\n    }\n  }\n": typeof types.ReplayMatchDocument,
    "\n  query ReplayEvents($id: ID!, $after: String!) {\n    match(id: $id) {\n      id\n      events(first: 100, after: $after) {\n        ...ReplayEventPage\n      }\n    }\n  }\n": typeof types.ReplayEventsDocument,
    "\n  query ReplaySnapshot($id: ID!, $at: Int!, $before: Int!, $hasBefore: Boolean!) {\n    match(id: $id) {\n      id\n      at(eventNumber: $at) {\n        eventNumber\n        state\n        pending {\n          kind\n          sides\n          orders\n          purpose\n          prompt\n          dice {\n            count\n            sides\n            label\n          }\n        }\n        outcome {\n          ...ReplayOutcome\n        }\n      }\n      before: at(eventNumber: $before) @include(if: $hasBefore) {\n        eventNumber\n        state\n      }\n    }\n  }\n": typeof types.ReplaySnapshotDocument,
    "\n  fragment HallClockReading on RoundClock {\n    round\n    version\n    serverTime\n    started\n    running\n    remainingMs\n    deadline\n    paused {\n      at\n      reason\n    }\n    tables {\n      game\n      extraMs\n      timeCalled\n    }\n  }\n": typeof types.HallClockReadingFragmentDoc,
    "\n  query HallClock($id: ID!, $round: Int!) {\n    competition(id: $id) {\n      id\n      roundClock(round: $round) {\n        ...HallClockReading\n      }\n    }\n  }\n": typeof types.HallClockDocument,
    "\n  subscription HallClockLive($id: ID!, $round: Int!) {\n    roundClock(competitionId: $id, round: $round) {\n      ...HallClockReading\n    }\n  }\n": typeof types.HallClockLiveDocument,
    "\n  fragment PublicGame on CompetitionGame {\n    id\n    key\n    round\n    table\n    stage\n    status\n    a\n    aName\n    b\n    bName\n    matchId\n    result {\n      winner\n      draw\n      by\n      played\n      scores\n    }\n  }\n": typeof types.PublicGameFragmentDoc,
    "\n  fragment ReportedGame on CompetitionGame {\n    ...PublicGame\n    guests\n    report {\n      by\n      winner\n      draw\n      scores\n      status\n      disputeReason\n    }\n  }\n": typeof types.ReportedGameFragmentDoc,
    "\n  fragment StandingsPlace on StandingRow {\n    rank\n    playerId\n    name\n    points\n    wins\n    draws\n    losses\n    dropped\n  }\n": typeof types.StandingsPlaceFragmentDoc,
    "\n  fragment PlayerRoster on Competition {\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n": typeof types.PlayerRosterFragmentDoc,
    "\n  fragment LeagueSeason on Season {\n    number\n    name\n    open\n    weeks\n    games\n    settledGames\n    limits {\n      maxGamesPerPair\n      maxGamesPerWeek\n    }\n  }\n": typeof types.LeagueSeasonFragmentDoc,
    "\n  fragment TablePairing on CompetitionGame {\n    id\n    key\n    table\n    a\n    b\n    aName\n    bName\n    matchId\n  }\n": typeof types.TablePairingFragmentDoc,
    "\n  query GameNames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.GameNamesDocument,
    "\n  query ServerAddress {\n    server {\n      publicUrl\n      publicUrlSource\n    }\n  }\n": typeof types.ServerAddressDocument,
    "\n  fragment TieBreakWords on TieBreakOption {\n    id\n    nameTemplate\n    shortNameTemplate\n    score\n  }\n": typeof types.TieBreakWordsFragmentDoc,
    "\n  query WhoAmI {\n    me {\n      kind\n      account {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.WhoAmIDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
};
const documents: Documents = {
    "\n  fragment EventSummary on CompetitionSummary {\n    id\n    name\n    kind\n    rulesetId\n    format\n    published\n    finished\n    players\n    rounds\n    updatedAt\n  }\n": types.EventSummaryFragmentDoc,
    "\n  query ParkedOwner($id: ID!) {\n    competition(id: $id) {\n      id\n      organiserId\n    }\n  }\n": types.ParkedOwnerDocument,
    "\n  query ParkedEvents($id: ID!) {\n    competition(id: $id) {\n      id\n      parkedEvents {\n        processor\n        key\n        streamId\n        eventType\n        error\n        parkedAt\n        position\n        retryRequested\n      }\n    }\n  }\n": types.ParkedEventsDocument,
    "\n  mutation RetryParkedEvents($input: CompetitionRef!) {\n    retryParkedEvents(input: $input) {\n      requested\n      parkedEvents {\n        position\n        processor\n      }\n    }\n  }\n": types.RetryParkedEventsDocument,
    "\n  fragment StandingsTable on Standings {\n    version\n    stale\n    roundFinished\n    throughRound\n    rows {\n      totalCount\n      edges {\n        node {\n          ...StandingsPlace\n          byes\n          played\n          tieBreaks {\n            id\n            value\n          }\n        }\n      }\n    }\n  }\n": types.StandingsTableFragmentDoc,
    "\n  fragment AccountApiKey on ApiKey {\n    id\n    name\n    prefix\n    scope\n    status\n    createdAt\n    expiresAt\n    revokedAt\n    lastUsedAt\n  }\n": types.AccountApiKeyFragmentDoc,
    "\n  query AccountApiKeys($after: String) {\n    apiKeys(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AccountApiKey\n        }\n      }\n    }\n  }\n": types.AccountApiKeysDocument,
    "\n  mutation AccountCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...AccountApiKey\n      }\n    }\n  }\n": types.AccountCreateApiKeyDocument,
    "\n  mutation AccountRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...AccountApiKey\n    }\n  }\n": types.AccountRevokeApiKeyDocument,
    "\n  fragment SetupSession on Session {\n    account {\n      id\n      displayName\n    }\n  }\n": types.SetupSessionFragmentDoc,
    "\n  mutation SetupSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SetupSession\n    }\n  }\n": types.SetupSignInDocument,
    "\n  mutation SetupSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SetupSession\n    }\n  }\n": types.SetupSignUpDocument,
    "\n  query SetupPlayers($id: ID!, $after: String) {\n    competition(id: $id) {\n      id\n      version\n      kind\n      format\n      finished\n      rounds {\n        round\n        stage\n        started\n      }\n      players(first: 100, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            name\n            club\n            seed\n            fixedTable\n            joinsRound\n            dropped\n            droppedAfterRound\n            accountId\n            invitation\n          }\n        }\n      }\n    }\n  }\n": types.SetupPlayersDocument,
    "\n  subscription SetupCompetitionUpdated($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      id\n      version\n    }\n  }\n": types.SetupCompetitionUpdatedDocument,
    "\n  query SetupMyEvents($after: String) {\n    competitions(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...EventSummary\n          organiserId\n        }\n      }\n    }\n  }\n": types.SetupMyEventsDocument,
    "\n  query SetupRulesets {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n          version\n          matchMinutes\n        }\n      }\n    }\n  }\n": types.SetupRulesetsDocument,
    "\n  mutation SetupCreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      id\n    }\n  }\n": types.SetupCreateCompetitionDocument,
    "\n  query ConsoleEvent($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      kind\n      finished\n    }\n  }\n": types.ConsoleEventDocument,
    "\n  query SetupGame($id: String!, $language: Language!) {\n    ruleset(id: $id) {\n      id\n      name\n      matchMinutes\n      competitionPreset {\n        scoring {\n          win\n          draw\n          loss\n          bye\n          primary\n          secondary\n        }\n        tieBreaks\n      }\n      tieBreakOptions(language: $language) {\n        ...TieBreakWords\n        roundBound\n        sameAs\n      }\n      setupExample\n      setupSchema\n    }\n  }\n": types.SetupGameDocument,
    "\n  query SetupCheck($id: String!, $setup: JSON!) {\n    ruleset(id: $id) {\n      id\n      setupRefusal(setup: $setup) {\n        code\n        rule\n        message\n        field\n      }\n    }\n  }\n": types.SetupCheckDocument,
    "\n  fragment LeagueDesk on Competition {\n    id\n    version\n    name\n    kind\n    organiserId\n    finished\n    playMode\n    format\n    scoring\n    tieBreaks\n    season {\n      ...LeagueSeason\n    }\n    games {\n      ...ReportedGame\n      bracketMatch\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n": types.LeagueDeskFragmentDoc,
    "\n  query LeagueDesk($id: ID!) {\n    competition(id: $id) {\n      ...LeagueDesk\n    }\n  }\n": types.LeagueDeskDocument,
    "\n  subscription LeagueDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...LeagueDesk\n    }\n  }\n": types.LeagueDeskLiveDocument,
    "\n  mutation OpenSeason($input: OpenSeasonInput!) {\n    openSeason(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": types.OpenSeasonDocument,
    "\n  mutation CloseSeason($input: CompetitionRef!) {\n    closeSeason(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": types.CloseSeasonDocument,
    "\n  mutation SetSeasonLimits($input: SetSeasonLimitsInput!) {\n    setSeasonLimits(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": types.SetSeasonLimitsDocument,
    "\n  mutation OrganiserOpenLeagueGame($input: LeagueGameInput!) {\n    openLeagueGame(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": types.OrganiserOpenLeagueGameDocument,
    "\n  mutation LeagueRuling($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...LeagueDesk\n    }\n  }\n": types.LeagueRulingDocument,
    "\n  mutation SetupRegisterPlayer($input: RegisterPlayerInput!) {\n    registerPlayer(input: $input) {\n      id\n      version\n    }\n  }\n": types.SetupRegisterPlayerDocument,
    "\n  mutation SetupDropPlayer($input: DropPlayerInput!) {\n    dropPlayer(input: $input) {\n      id\n      version\n    }\n  }\n": types.SetupDropPlayerDocument,
    "\n  mutation SetupFixPlayerTable($input: FixPlayerTableInput!) {\n    fixPlayerTable(input: $input) {\n      id\n      version\n    }\n  }\n": types.SetupFixPlayerTableDocument,
    "\n  mutation SetupSeedPlayer($input: SeedPlayerInput!) {\n    seedPlayer(input: $input) {\n      id\n      version\n    }\n  }\n": types.SetupSeedPlayerDocument,
    "\n  fragment ResultsDesk on Competition {\n    id\n    version\n    name\n    organiserId\n    finished\n    scoring\n    tieBreaks\n    rounds {\n      round\n      stage\n      started\n      finished\n      games {\n        ...ReportedGame\n        bracketMatch\n      }\n    }\n    ...PlayerRoster\n  }\n": types.ResultsDeskFragmentDoc,
    "\n  query ResultsDesk($id: ID!) {\n    competition(id: $id) {\n      ...ResultsDesk\n    }\n  }\n": types.ResultsDeskDocument,
    "\n  subscription ResultsDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ResultsDesk\n    }\n  }\n": types.ResultsDeskLiveDocument,
    "\n  mutation OrganiserReportResult($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...ResultsDesk\n    }\n  }\n": types.OrganiserReportResultDocument,
    "\n  mutation OrganiserGameLoss($input: GameLossInput!) {\n    issueGameLoss(input: $input) {\n      ...ResultsDesk\n    }\n  }\n": types.OrganiserGameLossDocument,
    "\n  mutation OrganiserAdjustPoints($input: AdjustPointsInput!) {\n    adjustPoints(input: $input) {\n      ...ResultsDesk\n    }\n  }\n": types.OrganiserAdjustPointsDocument,
    "\n  fragment ConsoleStandings on Standings {\n    ...StandingsTable\n    mode\n    rows {\n      edges {\n        node {\n          score\n        }\n      }\n    }\n  }\n": types.ConsoleStandingsFragmentDoc,
    "\n  query StandingsPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      rulesetId\n      scoring\n      rounds {\n        round\n      }\n      tieBreakDetails(language: $language) {\n        ...TieBreakWords\n        descriptionTemplate\n      }\n    }\n  }\n": types.StandingsPageDocument,
    "\n  query ConsoleStandings($id: ID!, $mode: StandingsMode!, $throughRound: Int) {\n    competition(id: $id) {\n      id\n      version\n      standings(mode: $mode, throughRound: $throughRound, first: 100) {\n        ...ConsoleStandings\n      }\n    }\n  }\n": types.ConsoleStandingsDocument,
    "\n  subscription ConsoleStandingsUpdated($id: ID!, $mode: StandingsMode!, $throughRound: Int) {\n    competitionUpdated(competitionId: $id) {\n      id\n      version\n      name\n      scoring\n      rounds {\n        round\n      }\n      standings(mode: $mode, throughRound: $throughRound, first: 100) {\n        ...ConsoleStandings\n      }\n    }\n  }\n": types.ConsoleStandingsUpdatedDocument,
    "\n  subscription ConsoleLiveStandings($id: ID!) {\n    standingsChanged(competitionId: $id, mode: live) {\n      ...ConsoleStandings\n    }\n  }\n": types.ConsoleLiveStandingsDocument,
    "\n  query StandingsCsvExport($id: ID!, $mode: StandingsMode!, $throughRound: Int, $separator: CsvSeparator!) {\n    competition(id: $id) {\n      id\n      standingsCsv(mode: $mode, throughRound: $throughRound, separator: $separator, byteOrderMark: true)\n    }\n  }\n": types.StandingsCsvExportDocument,
    "\n  query PairingsCsvExport($id: ID!, $round: Int!, $separator: CsvSeparator!) {\n    competition(id: $id) {\n      id\n      pairingsCsv(round: $round, separator: $separator, byteOrderMark: true)\n    }\n  }\n": types.PairingsCsvExportDocument,
    "\n  query EventLogExport($id: ID!) {\n    competition(id: $id) {\n      id\n      log\n    }\n  }\n": types.EventLogExportDocument,
    "\n  fragment EventDesk on Competition {\n    id\n    version\n    name\n    kind\n    rulesetId\n    rulesetVersion\n    newerRulesetVersion\n    format\n    scoring\n    tieBreaks\n    constraints\n    freshTables\n    published\n    rated\n    playMode\n    finished\n    organiserId\n    timing {\n      roundMinutes\n      paperOutcome\n    }\n    rounds {\n      round\n      finished\n      games {\n        id\n        key\n        round\n        table\n        b\n        status\n      }\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          accountId\n        }\n      }\n    }\n  }\n": types.EventDeskFragmentDoc,
    "\n  query EventDesk($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...EventDesk\n      tieBreakDetails(language: $language) {\n        ...TieBreakWords\n      }\n    }\n  }\n": types.EventDeskDocument,
    "\n  subscription EventDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...EventDesk\n    }\n  }\n": types.EventDeskLiveDocument,
    "\n  query AuditPage($id: ID!, $first: Int!, $after: String) {\n    competition(id: $id) {\n      id\n      audit(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            number\n            type\n            actor\n            accountId\n            recordedAt\n            data\n          }\n        }\n      }\n    }\n  }\n": types.AuditPageDocument,
    "\n  mutation FinishEvent($input: FinishInput!) {\n    finishCompetition(input: $input) {\n      ...EventDesk\n    }\n  }\n": types.FinishEventDocument,
    "\n  mutation MoveEventToNewestRuleset($input: CompetitionRef!) {\n    moveCompetitionToNewestRuleset(input: $input) {\n      ...EventDesk\n    }\n  }\n": types.MoveEventToNewestRulesetDocument,
    "\n  query MatchCall($id: ID!) {\n    match(id: $id) {\n      id\n      clock {\n        version\n        paused {\n          by\n          side\n          reason\n        }\n      }\n    }\n  }\n": types.MatchCallDocument,
    "\n  fragment RoundsCompetition on Competition {\n    id\n    version\n    name\n    kind\n    format\n    playMode\n    freshTables\n    finished\n    rounds {\n      round\n      stage\n      started\n      published\n      finished\n      pairingMethod\n      seedCommitment\n      revealedSeed\n      drawOrder\n      breaches {\n        a\n        b\n        aName\n        bName\n        kind\n        strictness\n        text\n      }\n      games {\n        ...TablePairing\n        status\n        explanation {\n          reasons\n          relaxed\n        }\n      }\n    }\n  }\n": types.RoundsCompetitionFragmentDoc,
    "\n  query RoundsSection($id: ID!) {\n    competition(id: $id) {\n      ...RoundsCompetition\n    }\n  }\n": types.RoundsSectionDocument,
    "\n  subscription RoundsSectionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...RoundsCompetition\n    }\n  }\n": types.RoundsSectionLiveDocument,
    "\n  mutation PairRound($input: PairRoundInput!) {\n    pairRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n": types.PairRoundDocument,
    "\n  mutation SwapPlayers($input: SwapPlayersInput!) {\n    swapPlayers(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n": types.SwapPlayersDocument,
    "\n  mutation PublishRound($input: RoundInput!) {\n    publishRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n": types.PublishRoundDocument,
    "\n  mutation StartRound($input: RoundInput!) {\n    startRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n": types.StartRoundDocument,
    "\n  fragment ClockReading on RoundClock {\n    competitionId\n    round\n    version\n    serverTime\n    started\n    running\n    paused {\n      at\n      reason\n    }\n    limitMs\n    extraMs\n    remainingMs\n    deadline\n    tables {\n      table\n      game\n      matchId\n      remainingMs\n      deadline\n      extraMs\n      timeCalled\n      settled\n    }\n  }\n": types.ClockReadingFragmentDoc,
    "\n  fragment ClockCompetition on Competition {\n    id\n    version\n    name\n    kind\n    finished\n    projectorView\n    timing {\n      roundMinutes\n    }\n    rounds {\n      round\n      started\n      finished\n      games {\n        id\n        key\n        table\n        aName\n        bName\n      }\n    }\n    roundClock {\n      ...ClockReading\n    }\n  }\n": types.ClockCompetitionFragmentDoc,
    "\n  query ClockSection($id: ID!) {\n    competition(id: $id) {\n      ...ClockCompetition\n    }\n  }\n": types.ClockSectionDocument,
    "\n  subscription ClockSectionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ClockCompetition\n    }\n  }\n": types.ClockSectionLiveDocument,
    "\n  subscription RoundClockLive($id: ID!, $round: Int) {\n    roundClock(competitionId: $id, round: $round) {\n      ...ClockReading\n    }\n  }\n": types.RoundClockLiveDocument,
    "\n  mutation StartRoundClock($input: StartRoundClockInput!) {\n    startRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": types.StartRoundClockDocument,
    "\n  mutation PauseRoundClock($input: RoundClockChangeInput!) {\n    pauseRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": types.PauseRoundClockDocument,
    "\n  mutation ResumeRoundClock($input: RoundClockChangeInput!) {\n    resumeRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": types.ResumeRoundClockDocument,
    "\n  mutation ExtendRoundClock($input: ExtendRoundClockInput!) {\n    extendRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": types.ExtendRoundClockDocument,
    "\n  mutation ChooseProjectorView($input: ProjectorViewInput!) {\n    chooseProjectorView(input: $input) {\n      ...ClockCompetition\n    }\n  }\n": types.ChooseProjectorViewDocument,
    "\n  fragment MatchTable on Match {\n    id\n    version\n    viewedAs\n    dice\n    ruleset {\n      id\n      version\n    }\n    newerRulesetVersion\n    players {\n      side\n      name\n    }\n    state\n    pending {\n      kind\n      prompt\n      sides\n      orders\n      purpose\n      dice {\n        count\n        sides\n        label\n      }\n      legal {\n        side\n        orders {\n          type\n          actor\n          rule\n          options {\n            order\n            label\n            cost\n          }\n          limits {\n            field\n            min\n            max\n            unit\n          }\n        }\n      }\n    }\n    outcome {\n      finished\n      winner\n      draw\n      reason\n      sides {\n        side\n        result\n        scores\n      }\n    }\n    report {\n      by\n      winner\n      draw\n      status\n      disputeReason\n    }\n    clock {\n      limit {\n        limitMs\n      }\n      players {\n        side\n      }\n      round {\n        round\n      }\n      paused {\n        by\n        side\n        reason\n      }\n    }\n    serverSeedCommitment\n    verification {\n      verified\n      reason\n      serverRolls\n    }\n  }\n": types.MatchTableFragmentDoc,
    "\n  query MatchTable($id: ID!) {\n    match(id: $id) {\n      ...MatchTable\n    }\n  }\n": types.MatchTableDocument,
    "\n  subscription MatchTableUpdates($id: ID!) {\n    matchUpdated(matchId: $id) {\n      ...MatchTable\n    }\n  }\n": types.MatchTableUpdatesDocument,
    "\n  query MatchOrderSchema($id: String!, $version: String!) {\n    ruleset(id: $id, version: $version) {\n      id\n      version\n      orderSchema\n    }\n  }\n": types.MatchOrderSchemaDocument,
    "\n  fragment MatchClockReading on MatchClock {\n    matchId\n    version\n    serverTime\n    start\n    started\n    running\n    timeExpired\n    nextDeadline\n    limit {\n      limitMs\n      remainingMs\n      extraMs\n      expired\n    }\n    players {\n      side\n      remainingMs\n      running\n      outOfTime\n    }\n    round {\n      round\n      remainingMs\n      running\n      expired\n      dueAt\n    }\n    paused {\n      by\n      reason\n      side\n    }\n  }\n": types.MatchClockReadingFragmentDoc,
    "\n  subscription MatchClockUpdates($id: ID!) {\n    matchClock(matchId: $id) {\n      ...MatchClockReading\n    }\n  }\n": types.MatchClockUpdatesDocument,
    "\n  mutation IssueOrder($input: IssueOrderInput!) {\n    issueOrder(input: $input) {\n      ...MatchTable\n    }\n  }\n": types.IssueOrderDocument,
    "\n  mutation RollDice($input: RollDiceInput!) {\n    rollDice(input: $input) {\n      ...MatchTable\n    }\n  }\n": types.RollDiceDocument,
    "\n  mutation RecordRoll($input: RecordRollInput!) {\n    recordRoll(input: $input) {\n      ...MatchTable\n    }\n  }\n": types.RecordRollDocument,
    "\n  mutation Concede($input: ConcedeInput!) {\n    concede(input: $input) {\n      ...MatchTable\n    }\n  }\n": types.ConcedeDocument,
    "\n  mutation ReportResult($input: ReportResultInput!) {\n    reportResult(input: $input) {\n      ...MatchTable\n    }\n  }\n": types.ReportResultDocument,
    "\n  mutation ConfirmResult($input: ConfirmResultInput!) {\n    confirmResult(input: $input) {\n      ...MatchTable\n    }\n  }\n": types.ConfirmResultDocument,
    "\n  mutation DisputeResult($input: DisputeResultInput!) {\n    disputeResult(input: $input) {\n      ...MatchTable\n    }\n  }\n": types.DisputeResultDocument,
    "\n  mutation CallOrganiser($input: PauseMatchClockInput!) {\n    pauseMatchClock(input: $input) {\n      ...MatchTable\n    }\n  }\n": types.CallOrganiserDocument,
    "\n  mutation ResumeMatch($input: ResumeMatchClockInput!) {\n    resumeMatchClock(input: $input) {\n      ...MatchTable\n    }\n  }\n": types.ResumeMatchDocument,
    "\n  mutation JoinMatch($invitation: String!) {\n    joinMatch(invitation: $invitation) {\n      expiresAt\n      matchId\n      side\n      name\n    }\n  }\n": types.JoinMatchDocument,
    "\n  query SeatMatch($id: ID!) {\n    match(id: $id) {\n      id\n      ruleset {\n        id\n      }\n      players {\n        side\n        name\n      }\n      outcome {\n        finished\n      }\n    }\n  }\n": types.SeatMatchDocument,
    "\n  fragment PlayerCornerCompetition on Competition {\n    id\n    version\n    kind\n    playMode\n    finished\n    scoring\n    tieBreaks\n    rounds {\n      round\n      started\n      published\n      finished\n    }\n    season {\n      weeks\n    }\n    games {\n      ...ReportedGame\n    }\n  }\n": types.PlayerCornerCompetitionFragmentDoc,
    "\n  query MyGames {\n    myGames {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n      game {\n        id\n      }\n    }\n    myTournaments {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n    }\n  }\n": types.MyGamesDocument,
    "\n  query CornerCompetition($id: ID!) {\n    competition(id: $id) {\n      ...PlayerCornerCompetition\n    }\n  }\n": types.CornerCompetitionDocument,
    "\n  subscription CornerCompetitionUpdates($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...PlayerCornerCompetition\n    }\n  }\n": types.CornerCompetitionUpdatesDocument,
    "\n  mutation ReportGame($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n": types.ReportGameDocument,
    "\n  mutation ConfirmGame($input: GameRefInput!) {\n    confirmGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n": types.ConfirmGameDocument,
    "\n  mutation DisputeGame($input: DisputeGameInput!) {\n    disputeGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n": types.DisputeGameDocument,
    "\n  fragment EntryInvitationFields on EntryInvitation {\n    competitionId\n    competitionName\n    rulesetId\n    organiserName\n    playerId\n    name\n    club\n    state\n  }\n": types.EntryInvitationFieldsFragmentDoc,
    "\n  query MyEntryInvitations {\n    myEntryInvitations {\n      ...EntryInvitationFields\n    }\n  }\n": types.MyEntryInvitationsDocument,
    "\n  mutation AcceptEntry($input: EntryInvitationInput!) {\n    acceptEntry(input: $input) {\n      ...EntryInvitationFields\n    }\n  }\n": types.AcceptEntryDocument,
    "\n  mutation DeclineEntry($input: EntryInvitationInput!) {\n    declineEntry(input: $input) {\n      ...EntryInvitationFields\n    }\n  }\n": types.DeclineEntryDocument,
    "\n  query MyLeagues {\n    myLeagues {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n    }\n  }\n": types.MyLeaguesDocument,
    "\n  fragment LeagueCorner on Competition {\n    ...PlayerCornerCompetition\n    name\n    season {\n      ...LeagueSeason\n    }\n    players(first: 100) {\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n": types.LeagueCornerFragmentDoc,
    "\n  query LeagueCorner($id: ID!) {\n    competition(id: $id) {\n      ...LeagueCorner\n    }\n  }\n": types.LeagueCornerDocument,
    "\n  subscription LeagueCornerUpdates($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...LeagueCorner\n    }\n  }\n": types.LeagueCornerUpdatesDocument,
    "\n  mutation PlayerOpenLeagueGame($input: LeagueGameInput!) {\n    openLeagueGame(input: $input) {\n      ...LeagueCorner\n    }\n  }\n": types.PlayerOpenLeagueGameDocument,
    "\n  fragment SlipView on Slip {\n    code\n    version\n    competitionId\n    competitionName\n    round\n    table\n    started\n    finished\n    playerId\n    opponentId\n    scoring\n    tieBreaks\n    game {\n      ...ReportedGame\n    }\n  }\n": types.SlipViewFragmentDoc,
    "\n  query Slip($code: String!) {\n    slip(code: $code) {\n      ...SlipView\n    }\n  }\n": types.SlipDocument,
    "\n  subscription SlipUpdates($code: String!) {\n    slipUpdated(code: $code) {\n      ...SlipView\n    }\n  }\n": types.SlipUpdatesDocument,
    "\n  mutation ReportWithSlipCode($input: SlipReportInput!) {\n    reportWithSlipCode(input: $input) {\n      ...SlipView\n    }\n  }\n": types.ReportWithSlipCodeDocument,
    "\n  mutation ConfirmWithSlipCode($code: String!) {\n    confirmWithSlipCode(code: $code) {\n      ...SlipView\n    }\n  }\n": types.ConfirmWithSlipCodeDocument,
    "\n  mutation DisputeWithSlipCode($input: SlipDisputeInput!) {\n    disputeWithSlipCode(input: $input) {\n      ...SlipView\n    }\n  }\n": types.DisputeWithSlipCodeDocument,
    "\n  query PrintRound($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      rulesetId\n      playMode\n      scoring\n      rounds {\n        round\n        started\n        published\n        games {\n          ...TablePairing\n        }\n      }\n    }\n  }\n": types.PrintRoundDocument,
    "\n  query MatchInvitations($matchId: ID!) {\n    matchInvitations(matchId: $matchId) {\n      side\n      name\n      token\n      joined\n      expiresAt\n    }\n  }\n": types.MatchInvitationsDocument,
    "\n  mutation ReissueInvitation($matchId: ID!, $side: String!) {\n    reissueInvitation(matchId: $matchId, side: $side) {\n      side\n      name\n      token\n      joined\n      expiresAt\n    }\n  }\n": types.ReissueInvitationDocument,
    "\n  query SlipCodes($id: ID!, $round: Int!) {\n    slipCodes(competitionId: $id, round: $round) {\n      game\n      table\n      playerId\n      name\n      code\n    }\n    server {\n      publicUrl\n      publicUrlSource\n    }\n  }\n": types.SlipCodesDocument,
    "\n  mutation ReissueSlipCode($input: SlipSeatInput!) {\n    reissueSlipCode(input: $input) {\n      game\n      table\n      playerId\n      name\n      code\n    }\n  }\n": types.ReissueSlipCodeDocument,
    "\n  fragment ProjectorCompetition on Competition {\n    id\n    version\n    name\n    kind\n    finished\n    projectorView\n    rounds {\n      round\n      published\n      finished\n      games {\n        id\n        key\n        table\n        a\n        b\n        aName\n        bName\n        result {\n          winner\n          draw\n        }\n      }\n    }\n    ...PlayerRoster\n    standings(first: 100) {\n      version\n      throughRound\n      rows {\n        totalCount\n        edges {\n          node {\n            ...StandingsPlace\n          }\n        }\n      }\n    }\n  }\n": types.ProjectorCompetitionFragmentDoc,
    "\n  query ProjectorPage($id: ID!) {\n    competition(id: $id) {\n      ...ProjectorCompetition\n    }\n  }\n": types.ProjectorPageDocument,
    "\n  subscription ProjectorCompetitionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ProjectorCompetition\n    }\n  }\n": types.ProjectorCompetitionLiveDocument,
    "\n  query HomePage {\n    competitions(first: 50) {\n      totalCount\n      edges {\n        node {\n          ...EventSummary\n        }\n      }\n    }\n  }\n": types.HomePageDocument,
    "\n  fragment EventPageCompetition on Competition {\n    id\n    version\n    name\n    kind\n    rulesetId\n    format\n    published\n    finished\n    scoring\n    tieBreaks\n    tieBreakDetails(language: $language) {\n      ...TieBreakWords\n    }\n    rounds {\n      round\n      stage\n      started\n      published\n      finished\n      pairingMethod\n      seedCommitment\n      revealedSeed\n      drawOrder\n    }\n    season {\n      name\n      number\n      open\n      weeks\n      limits {\n        maxGamesPerPair\n        maxGamesPerWeek\n      }\n    }\n    ...SeasonHistory\n    games {\n      ...PublicGame\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          accountId\n          club\n          dropped\n        }\n      }\n    }\n    standings(first: 100) {\n      ...StandingsTable\n    }\n  }\n": types.EventPageCompetitionFragmentDoc,
    "\n  query EventPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...EventPageCompetition\n    }\n  }\n": types.EventPageDocument,
    "\n  subscription EventUpdates($id: ID!, $language: Language!) {\n    competitionUpdated(competitionId: $id) {\n      ...EventPageCompetition\n    }\n  }\n": types.EventUpdatesDocument,
    "\n  fragment SeasonHistory on Competition {\n    seasons {\n      ...LeagueSeason\n      table {\n        rank\n        playerId\n        name\n        score\n        points\n      }\n    }\n  }\n": types.SeasonHistoryFragmentDoc,
    "\n  mutation RegisterSelf($input: RegisterPlayerInput!) {\n    registerPlayer(input: $input) {\n      id\n      version\n    }\n  }\n": types.RegisterSelfDocument,
    "\n  fragment PlayerPageCompetition on Competition {\n    id\n    version\n    name\n    kind\n    scoring\n    tieBreaks\n    tieBreakDetails(language: $language) {\n      ...TieBreakWords\n    }\n    season {\n      weeks\n    }\n    games {\n      ...PublicGame\n    }\n    players(first: 100) {\n      edges {\n        node {\n          id\n          name\n          club\n          dropped\n          droppedAfterRound\n        }\n      }\n    }\n    standings(first: 100) {\n      ...StandingsTable\n    }\n  }\n": types.PlayerPageCompetitionFragmentDoc,
    "\n  query PlayerPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...PlayerPageCompetition\n    }\n  }\n": types.PlayerPageDocument,
    "\n  subscription PlayerPageUpdates($id: ID!, $language: Language!) {\n    competitionUpdated(competitionId: $id) {\n      ...PlayerPageCompetition\n    }\n  }\n": types.PlayerPageUpdatesDocument,
    "\n  query RatingsGames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n          version\n        }\n      }\n    }\n  }\n": types.RatingsGamesDocument,
    "\n  query RatingsList($rulesetId: String!) {\n    ratings(rulesetId: $rulesetId, first: 100) {\n      totalCount\n      edges {\n        node {\n          accountId\n          name\n          rating\n          deviation\n          games\n        }\n      }\n    }\n  }\n": types.RatingsListDocument,
    "\n  query PlayerRatingHistory($accountId: String!, $rulesetId: String!) {\n    playerRating(accountId: $accountId, rulesetId: $rulesetId) {\n      accountId\n      rulesetId\n      name\n      rating\n      deviation\n      volatility\n      games\n      history {\n        period\n        rating\n        deviation\n        volatility\n        games\n      }\n    }\n  }\n": types.PlayerRatingHistoryDocument,
    "\n  fragment ReplayOutcome on Outcome {\n    finished\n    winner\n    draw\n    reason\n    sides {\n      side\n      result\n      scores\n    }\n  }\n": types.ReplayOutcomeFragmentDoc,
    "\n  fragment ReplayEventPage on MatchEventConnection {\n    totalCount\n    edges {\n      node {\n        number\n        type\n        data\n        recordedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n": types.ReplayEventPageFragmentDoc,
    "\n  query ReplayMatch($id: ID!) {\n    match(id: $id) {\n      id\n      version\n      ruleset {\n        id\n        version\n      }\n      players {\n        side\n        name\n      }\n      outcome {\n        ...ReplayOutcome\n      }\n      viewedAs\n      serverSeedCommitment\n      revealedSeed\n      verification {\n        verified\n        serverRolls\n        committedRolls\n        reason\n      }\n      events(first: 100) {\n        ...ReplayEventPage\n      }\n    }\n  }\n": types.ReplayMatchDocument,
    "\n  query ReplayEvents($id: ID!, $after: String!) {\n    match(id: $id) {\n      id\n      events(first: 100, after: $after) {\n        ...ReplayEventPage\n      }\n    }\n  }\n": types.ReplayEventsDocument,
    "\n  query ReplaySnapshot($id: ID!, $at: Int!, $before: Int!, $hasBefore: Boolean!) {\n    match(id: $id) {\n      id\n      at(eventNumber: $at) {\n        eventNumber\n        state\n        pending {\n          kind\n          sides\n          orders\n          purpose\n          prompt\n          dice {\n            count\n            sides\n            label\n          }\n        }\n        outcome {\n          ...ReplayOutcome\n        }\n      }\n      before: at(eventNumber: $before) @include(if: $hasBefore) {\n        eventNumber\n        state\n      }\n    }\n  }\n": types.ReplaySnapshotDocument,
    "\n  fragment HallClockReading on RoundClock {\n    round\n    version\n    serverTime\n    started\n    running\n    remainingMs\n    deadline\n    paused {\n      at\n      reason\n    }\n    tables {\n      game\n      extraMs\n      timeCalled\n    }\n  }\n": types.HallClockReadingFragmentDoc,
    "\n  query HallClock($id: ID!, $round: Int!) {\n    competition(id: $id) {\n      id\n      roundClock(round: $round) {\n        ...HallClockReading\n      }\n    }\n  }\n": types.HallClockDocument,
    "\n  subscription HallClockLive($id: ID!, $round: Int!) {\n    roundClock(competitionId: $id, round: $round) {\n      ...HallClockReading\n    }\n  }\n": types.HallClockLiveDocument,
    "\n  fragment PublicGame on CompetitionGame {\n    id\n    key\n    round\n    table\n    stage\n    status\n    a\n    aName\n    b\n    bName\n    matchId\n    result {\n      winner\n      draw\n      by\n      played\n      scores\n    }\n  }\n": types.PublicGameFragmentDoc,
    "\n  fragment ReportedGame on CompetitionGame {\n    ...PublicGame\n    guests\n    report {\n      by\n      winner\n      draw\n      scores\n      status\n      disputeReason\n    }\n  }\n": types.ReportedGameFragmentDoc,
    "\n  fragment StandingsPlace on StandingRow {\n    rank\n    playerId\n    name\n    points\n    wins\n    draws\n    losses\n    dropped\n  }\n": types.StandingsPlaceFragmentDoc,
    "\n  fragment PlayerRoster on Competition {\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n": types.PlayerRosterFragmentDoc,
    "\n  fragment LeagueSeason on Season {\n    number\n    name\n    open\n    weeks\n    games\n    settledGames\n    limits {\n      maxGamesPerPair\n      maxGamesPerWeek\n    }\n  }\n": types.LeagueSeasonFragmentDoc,
    "\n  fragment TablePairing on CompetitionGame {\n    id\n    key\n    table\n    a\n    b\n    aName\n    bName\n    matchId\n  }\n": types.TablePairingFragmentDoc,
    "\n  query GameNames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.GameNamesDocument,
    "\n  query ServerAddress {\n    server {\n      publicUrl\n      publicUrlSource\n    }\n  }\n": types.ServerAddressDocument,
    "\n  fragment TieBreakWords on TieBreakOption {\n    id\n    nameTemplate\n    shortNameTemplate\n    score\n  }\n": types.TieBreakWordsFragmentDoc,
    "\n  query WhoAmI {\n    me {\n      kind\n      account {\n        id\n        displayName\n      }\n    }\n  }\n": types.WhoAmIDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventSummary on CompetitionSummary {\n    id\n    name\n    kind\n    rulesetId\n    format\n    published\n    finished\n    players\n    rounds\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment EventSummary on CompetitionSummary {\n    id\n    name\n    kind\n    rulesetId\n    format\n    published\n    finished\n    players\n    rounds\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkedOwner($id: ID!) {\n    competition(id: $id) {\n      id\n      organiserId\n    }\n  }\n"): (typeof documents)["\n  query ParkedOwner($id: ID!) {\n    competition(id: $id) {\n      id\n      organiserId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParkedEvents($id: ID!) {\n    competition(id: $id) {\n      id\n      parkedEvents {\n        processor\n        key\n        streamId\n        eventType\n        error\n        parkedAt\n        position\n        retryRequested\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParkedEvents($id: ID!) {\n    competition(id: $id) {\n      id\n      parkedEvents {\n        processor\n        key\n        streamId\n        eventType\n        error\n        parkedAt\n        position\n        retryRequested\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryParkedEvents($input: CompetitionRef!) {\n    retryParkedEvents(input: $input) {\n      requested\n      parkedEvents {\n        position\n        processor\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RetryParkedEvents($input: CompetitionRef!) {\n    retryParkedEvents(input: $input) {\n      requested\n      parkedEvents {\n        position\n        processor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StandingsTable on Standings {\n    version\n    stale\n    roundFinished\n    throughRound\n    rows {\n      totalCount\n      edges {\n        node {\n          ...StandingsPlace\n          byes\n          played\n          tieBreaks {\n            id\n            value\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StandingsTable on Standings {\n    version\n    stale\n    roundFinished\n    throughRound\n    rows {\n      totalCount\n      edges {\n        node {\n          ...StandingsPlace\n          byes\n          played\n          tieBreaks {\n            id\n            value\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountApiKey on ApiKey {\n    id\n    name\n    prefix\n    scope\n    status\n    createdAt\n    expiresAt\n    revokedAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment AccountApiKey on ApiKey {\n    id\n    name\n    prefix\n    scope\n    status\n    createdAt\n    expiresAt\n    revokedAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountApiKeys($after: String) {\n    apiKeys(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AccountApiKey\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountApiKeys($after: String) {\n    apiKeys(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...AccountApiKey\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...AccountApiKey\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AccountCreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      key\n      apiKey {\n        ...AccountApiKey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AccountRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...AccountApiKey\n    }\n  }\n"): (typeof documents)["\n  mutation AccountRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      ...AccountApiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SetupSession on Session {\n    account {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment SetupSession on Session {\n    account {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SetupSession\n    }\n  }\n"): (typeof documents)["\n  mutation SetupSignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...SetupSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SetupSession\n    }\n  }\n"): (typeof documents)["\n  mutation SetupSignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...SetupSession\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupPlayers($id: ID!, $after: String) {\n    competition(id: $id) {\n      id\n      version\n      kind\n      format\n      finished\n      rounds {\n        round\n        stage\n        started\n      }\n      players(first: 100, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            name\n            club\n            seed\n            fixedTable\n            joinsRound\n            dropped\n            droppedAfterRound\n            accountId\n            invitation\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupPlayers($id: ID!, $after: String) {\n    competition(id: $id) {\n      id\n      version\n      kind\n      format\n      finished\n      rounds {\n        round\n        stage\n        started\n      }\n      players(first: 100, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            id\n            name\n            club\n            seed\n            fixedTable\n            joinsRound\n            dropped\n            droppedAfterRound\n            accountId\n            invitation\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SetupCompetitionUpdated($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  subscription SetupCompetitionUpdated($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupMyEvents($after: String) {\n    competitions(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...EventSummary\n          organiserId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupMyEvents($after: String) {\n    competitions(first: 100, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...EventSummary\n          organiserId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupRulesets {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n          version\n          matchMinutes\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupRulesets {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n          version\n          matchMinutes\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupCreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetupCreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleEvent($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      kind\n      finished\n    }\n  }\n"): (typeof documents)["\n  query ConsoleEvent($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      kind\n      finished\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupGame($id: String!, $language: Language!) {\n    ruleset(id: $id) {\n      id\n      name\n      matchMinutes\n      competitionPreset {\n        scoring {\n          win\n          draw\n          loss\n          bye\n          primary\n          secondary\n        }\n        tieBreaks\n      }\n      tieBreakOptions(language: $language) {\n        ...TieBreakWords\n        roundBound\n        sameAs\n      }\n      setupExample\n      setupSchema\n    }\n  }\n"): (typeof documents)["\n  query SetupGame($id: String!, $language: Language!) {\n    ruleset(id: $id) {\n      id\n      name\n      matchMinutes\n      competitionPreset {\n        scoring {\n          win\n          draw\n          loss\n          bye\n          primary\n          secondary\n        }\n        tieBreaks\n      }\n      tieBreakOptions(language: $language) {\n        ...TieBreakWords\n        roundBound\n        sameAs\n      }\n      setupExample\n      setupSchema\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupCheck($id: String!, $setup: JSON!) {\n    ruleset(id: $id) {\n      id\n      setupRefusal(setup: $setup) {\n        code\n        rule\n        message\n        field\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupCheck($id: String!, $setup: JSON!) {\n    ruleset(id: $id) {\n      id\n      setupRefusal(setup: $setup) {\n        code\n        rule\n        message\n        field\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeagueDesk on Competition {\n    id\n    version\n    name\n    kind\n    organiserId\n    finished\n    playMode\n    format\n    scoring\n    tieBreaks\n    season {\n      ...LeagueSeason\n    }\n    games {\n      ...ReportedGame\n      bracketMatch\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LeagueDesk on Competition {\n    id\n    version\n    name\n    kind\n    organiserId\n    finished\n    playMode\n    format\n    scoring\n    tieBreaks\n    season {\n      ...LeagueSeason\n    }\n    games {\n      ...ReportedGame\n      bracketMatch\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeagueDesk($id: ID!) {\n    competition(id: $id) {\n      ...LeagueDesk\n    }\n  }\n"): (typeof documents)["\n  query LeagueDesk($id: ID!) {\n    competition(id: $id) {\n      ...LeagueDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeagueDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...LeagueDesk\n    }\n  }\n"): (typeof documents)["\n  subscription LeagueDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...LeagueDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenSeason($input: OpenSeasonInput!) {\n    openSeason(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"): (typeof documents)["\n  mutation OpenSeason($input: OpenSeasonInput!) {\n    openSeason(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseSeason($input: CompetitionRef!) {\n    closeSeason(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"): (typeof documents)["\n  mutation CloseSeason($input: CompetitionRef!) {\n    closeSeason(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetSeasonLimits($input: SetSeasonLimitsInput!) {\n    setSeasonLimits(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"): (typeof documents)["\n  mutation SetSeasonLimits($input: SetSeasonLimitsInput!) {\n    setSeasonLimits(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrganiserOpenLeagueGame($input: LeagueGameInput!) {\n    openLeagueGame(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"): (typeof documents)["\n  mutation OrganiserOpenLeagueGame($input: LeagueGameInput!) {\n    openLeagueGame(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeagueRuling($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"): (typeof documents)["\n  mutation LeagueRuling($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...LeagueDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupRegisterPlayer($input: RegisterPlayerInput!) {\n    registerPlayer(input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetupRegisterPlayer($input: RegisterPlayerInput!) {\n    registerPlayer(input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupDropPlayer($input: DropPlayerInput!) {\n    dropPlayer(input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetupDropPlayer($input: DropPlayerInput!) {\n    dropPlayer(input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupFixPlayerTable($input: FixPlayerTableInput!) {\n    fixPlayerTable(input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetupFixPlayerTable($input: FixPlayerTableInput!) {\n    fixPlayerTable(input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupSeedPlayer($input: SeedPlayerInput!) {\n    seedPlayer(input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation SetupSeedPlayer($input: SeedPlayerInput!) {\n    seedPlayer(input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResultsDesk on Competition {\n    id\n    version\n    name\n    organiserId\n    finished\n    scoring\n    tieBreaks\n    rounds {\n      round\n      stage\n      started\n      finished\n      games {\n        ...ReportedGame\n        bracketMatch\n      }\n    }\n    ...PlayerRoster\n  }\n"): (typeof documents)["\n  fragment ResultsDesk on Competition {\n    id\n    version\n    name\n    organiserId\n    finished\n    scoring\n    tieBreaks\n    rounds {\n      round\n      stage\n      started\n      finished\n      games {\n        ...ReportedGame\n        bracketMatch\n      }\n    }\n    ...PlayerRoster\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultsDesk($id: ID!) {\n    competition(id: $id) {\n      ...ResultsDesk\n    }\n  }\n"): (typeof documents)["\n  query ResultsDesk($id: ID!) {\n    competition(id: $id) {\n      ...ResultsDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ResultsDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ResultsDesk\n    }\n  }\n"): (typeof documents)["\n  subscription ResultsDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ResultsDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrganiserReportResult($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...ResultsDesk\n    }\n  }\n"): (typeof documents)["\n  mutation OrganiserReportResult($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...ResultsDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrganiserGameLoss($input: GameLossInput!) {\n    issueGameLoss(input: $input) {\n      ...ResultsDesk\n    }\n  }\n"): (typeof documents)["\n  mutation OrganiserGameLoss($input: GameLossInput!) {\n    issueGameLoss(input: $input) {\n      ...ResultsDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrganiserAdjustPoints($input: AdjustPointsInput!) {\n    adjustPoints(input: $input) {\n      ...ResultsDesk\n    }\n  }\n"): (typeof documents)["\n  mutation OrganiserAdjustPoints($input: AdjustPointsInput!) {\n    adjustPoints(input: $input) {\n      ...ResultsDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConsoleStandings on Standings {\n    ...StandingsTable\n    mode\n    rows {\n      edges {\n        node {\n          score\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConsoleStandings on Standings {\n    ...StandingsTable\n    mode\n    rows {\n      edges {\n        node {\n          score\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StandingsPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      rulesetId\n      scoring\n      rounds {\n        round\n      }\n      tieBreakDetails(language: $language) {\n        ...TieBreakWords\n        descriptionTemplate\n      }\n    }\n  }\n"): (typeof documents)["\n  query StandingsPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      id\n      version\n      name\n      rulesetId\n      scoring\n      rounds {\n        round\n      }\n      tieBreakDetails(language: $language) {\n        ...TieBreakWords\n        descriptionTemplate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConsoleStandings($id: ID!, $mode: StandingsMode!, $throughRound: Int) {\n    competition(id: $id) {\n      id\n      version\n      standings(mode: $mode, throughRound: $throughRound, first: 100) {\n        ...ConsoleStandings\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsoleStandings($id: ID!, $mode: StandingsMode!, $throughRound: Int) {\n    competition(id: $id) {\n      id\n      version\n      standings(mode: $mode, throughRound: $throughRound, first: 100) {\n        ...ConsoleStandings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConsoleStandingsUpdated($id: ID!, $mode: StandingsMode!, $throughRound: Int) {\n    competitionUpdated(competitionId: $id) {\n      id\n      version\n      name\n      scoring\n      rounds {\n        round\n      }\n      standings(mode: $mode, throughRound: $throughRound, first: 100) {\n        ...ConsoleStandings\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ConsoleStandingsUpdated($id: ID!, $mode: StandingsMode!, $throughRound: Int) {\n    competitionUpdated(competitionId: $id) {\n      id\n      version\n      name\n      scoring\n      rounds {\n        round\n      }\n      standings(mode: $mode, throughRound: $throughRound, first: 100) {\n        ...ConsoleStandings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConsoleLiveStandings($id: ID!) {\n    standingsChanged(competitionId: $id, mode: live) {\n      ...ConsoleStandings\n    }\n  }\n"): (typeof documents)["\n  subscription ConsoleLiveStandings($id: ID!) {\n    standingsChanged(competitionId: $id, mode: live) {\n      ...ConsoleStandings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StandingsCsvExport($id: ID!, $mode: StandingsMode!, $throughRound: Int, $separator: CsvSeparator!) {\n    competition(id: $id) {\n      id\n      standingsCsv(mode: $mode, throughRound: $throughRound, separator: $separator, byteOrderMark: true)\n    }\n  }\n"): (typeof documents)["\n  query StandingsCsvExport($id: ID!, $mode: StandingsMode!, $throughRound: Int, $separator: CsvSeparator!) {\n    competition(id: $id) {\n      id\n      standingsCsv(mode: $mode, throughRound: $throughRound, separator: $separator, byteOrderMark: true)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PairingsCsvExport($id: ID!, $round: Int!, $separator: CsvSeparator!) {\n    competition(id: $id) {\n      id\n      pairingsCsv(round: $round, separator: $separator, byteOrderMark: true)\n    }\n  }\n"): (typeof documents)["\n  query PairingsCsvExport($id: ID!, $round: Int!, $separator: CsvSeparator!) {\n    competition(id: $id) {\n      id\n      pairingsCsv(round: $round, separator: $separator, byteOrderMark: true)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventLogExport($id: ID!) {\n    competition(id: $id) {\n      id\n      log\n    }\n  }\n"): (typeof documents)["\n  query EventLogExport($id: ID!) {\n    competition(id: $id) {\n      id\n      log\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventDesk on Competition {\n    id\n    version\n    name\n    kind\n    rulesetId\n    rulesetVersion\n    newerRulesetVersion\n    format\n    scoring\n    tieBreaks\n    constraints\n    freshTables\n    published\n    rated\n    playMode\n    finished\n    organiserId\n    timing {\n      roundMinutes\n      paperOutcome\n    }\n    rounds {\n      round\n      finished\n      games {\n        id\n        key\n        round\n        table\n        b\n        status\n      }\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          accountId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment EventDesk on Competition {\n    id\n    version\n    name\n    kind\n    rulesetId\n    rulesetVersion\n    newerRulesetVersion\n    format\n    scoring\n    tieBreaks\n    constraints\n    freshTables\n    published\n    rated\n    playMode\n    finished\n    organiserId\n    timing {\n      roundMinutes\n      paperOutcome\n    }\n    rounds {\n      round\n      finished\n      games {\n        id\n        key\n        round\n        table\n        b\n        status\n      }\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          accountId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDesk($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...EventDesk\n      tieBreakDetails(language: $language) {\n        ...TieBreakWords\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventDesk($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...EventDesk\n      tieBreakDetails(language: $language) {\n        ...TieBreakWords\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...EventDesk\n    }\n  }\n"): (typeof documents)["\n  subscription EventDeskLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...EventDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditPage($id: ID!, $first: Int!, $after: String) {\n    competition(id: $id) {\n      id\n      audit(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            number\n            type\n            actor\n            accountId\n            recordedAt\n            data\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditPage($id: ID!, $first: Int!, $after: String) {\n    competition(id: $id) {\n      id\n      audit(first: $first, after: $after) {\n        totalCount\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        edges {\n          node {\n            number\n            type\n            actor\n            accountId\n            recordedAt\n            data\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishEvent($input: FinishInput!) {\n    finishCompetition(input: $input) {\n      ...EventDesk\n    }\n  }\n"): (typeof documents)["\n  mutation FinishEvent($input: FinishInput!) {\n    finishCompetition(input: $input) {\n      ...EventDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveEventToNewestRuleset($input: CompetitionRef!) {\n    moveCompetitionToNewestRuleset(input: $input) {\n      ...EventDesk\n    }\n  }\n"): (typeof documents)["\n  mutation MoveEventToNewestRuleset($input: CompetitionRef!) {\n    moveCompetitionToNewestRuleset(input: $input) {\n      ...EventDesk\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchCall($id: ID!) {\n    match(id: $id) {\n      id\n      clock {\n        version\n        paused {\n          by\n          side\n          reason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MatchCall($id: ID!) {\n    match(id: $id) {\n      id\n      clock {\n        version\n        paused {\n          by\n          side\n          reason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoundsCompetition on Competition {\n    id\n    version\n    name\n    kind\n    format\n    playMode\n    freshTables\n    finished\n    rounds {\n      round\n      stage\n      started\n      published\n      finished\n      pairingMethod\n      seedCommitment\n      revealedSeed\n      drawOrder\n      breaches {\n        a\n        b\n        aName\n        bName\n        kind\n        strictness\n        text\n      }\n      games {\n        ...TablePairing\n        status\n        explanation {\n          reasons\n          relaxed\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RoundsCompetition on Competition {\n    id\n    version\n    name\n    kind\n    format\n    playMode\n    freshTables\n    finished\n    rounds {\n      round\n      stage\n      started\n      published\n      finished\n      pairingMethod\n      seedCommitment\n      revealedSeed\n      drawOrder\n      breaches {\n        a\n        b\n        aName\n        bName\n        kind\n        strictness\n        text\n      }\n      games {\n        ...TablePairing\n        status\n        explanation {\n          reasons\n          relaxed\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoundsSection($id: ID!) {\n    competition(id: $id) {\n      ...RoundsCompetition\n    }\n  }\n"): (typeof documents)["\n  query RoundsSection($id: ID!) {\n    competition(id: $id) {\n      ...RoundsCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoundsSectionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...RoundsCompetition\n    }\n  }\n"): (typeof documents)["\n  subscription RoundsSectionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...RoundsCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PairRound($input: PairRoundInput!) {\n    pairRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation PairRound($input: PairRoundInput!) {\n    pairRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwapPlayers($input: SwapPlayersInput!) {\n    swapPlayers(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation SwapPlayers($input: SwapPlayersInput!) {\n    swapPlayers(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishRound($input: RoundInput!) {\n    publishRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation PublishRound($input: RoundInput!) {\n    publishRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRound($input: RoundInput!) {\n    startRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation StartRound($input: RoundInput!) {\n    startRound(input: $input) {\n      ...RoundsCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClockReading on RoundClock {\n    competitionId\n    round\n    version\n    serverTime\n    started\n    running\n    paused {\n      at\n      reason\n    }\n    limitMs\n    extraMs\n    remainingMs\n    deadline\n    tables {\n      table\n      game\n      matchId\n      remainingMs\n      deadline\n      extraMs\n      timeCalled\n      settled\n    }\n  }\n"): (typeof documents)["\n  fragment ClockReading on RoundClock {\n    competitionId\n    round\n    version\n    serverTime\n    started\n    running\n    paused {\n      at\n      reason\n    }\n    limitMs\n    extraMs\n    remainingMs\n    deadline\n    tables {\n      table\n      game\n      matchId\n      remainingMs\n      deadline\n      extraMs\n      timeCalled\n      settled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ClockCompetition on Competition {\n    id\n    version\n    name\n    kind\n    finished\n    projectorView\n    timing {\n      roundMinutes\n    }\n    rounds {\n      round\n      started\n      finished\n      games {\n        id\n        key\n        table\n        aName\n        bName\n      }\n    }\n    roundClock {\n      ...ClockReading\n    }\n  }\n"): (typeof documents)["\n  fragment ClockCompetition on Competition {\n    id\n    version\n    name\n    kind\n    finished\n    projectorView\n    timing {\n      roundMinutes\n    }\n    rounds {\n      round\n      started\n      finished\n      games {\n        id\n        key\n        table\n        aName\n        bName\n      }\n    }\n    roundClock {\n      ...ClockReading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClockSection($id: ID!) {\n    competition(id: $id) {\n      ...ClockCompetition\n    }\n  }\n"): (typeof documents)["\n  query ClockSection($id: ID!) {\n    competition(id: $id) {\n      ...ClockCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClockSectionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ClockCompetition\n    }\n  }\n"): (typeof documents)["\n  subscription ClockSectionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ClockCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoundClockLive($id: ID!, $round: Int) {\n    roundClock(competitionId: $id, round: $round) {\n      ...ClockReading\n    }\n  }\n"): (typeof documents)["\n  subscription RoundClockLive($id: ID!, $round: Int) {\n    roundClock(competitionId: $id, round: $round) {\n      ...ClockReading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartRoundClock($input: StartRoundClockInput!) {\n    startRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation StartRoundClock($input: StartRoundClockInput!) {\n    startRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PauseRoundClock($input: RoundClockChangeInput!) {\n    pauseRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation PauseRoundClock($input: RoundClockChangeInput!) {\n    pauseRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeRoundClock($input: RoundClockChangeInput!) {\n    resumeRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeRoundClock($input: RoundClockChangeInput!) {\n    resumeRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendRoundClock($input: ExtendRoundClockInput!) {\n    extendRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendRoundClock($input: ExtendRoundClockInput!) {\n    extendRoundClock(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseProjectorView($input: ProjectorViewInput!) {\n    chooseProjectorView(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseProjectorView($input: ProjectorViewInput!) {\n    chooseProjectorView(input: $input) {\n      ...ClockCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchTable on Match {\n    id\n    version\n    viewedAs\n    dice\n    ruleset {\n      id\n      version\n    }\n    newerRulesetVersion\n    players {\n      side\n      name\n    }\n    state\n    pending {\n      kind\n      prompt\n      sides\n      orders\n      purpose\n      dice {\n        count\n        sides\n        label\n      }\n      legal {\n        side\n        orders {\n          type\n          actor\n          rule\n          options {\n            order\n            label\n            cost\n          }\n          limits {\n            field\n            min\n            max\n            unit\n          }\n        }\n      }\n    }\n    outcome {\n      finished\n      winner\n      draw\n      reason\n      sides {\n        side\n        result\n        scores\n      }\n    }\n    report {\n      by\n      winner\n      draw\n      status\n      disputeReason\n    }\n    clock {\n      limit {\n        limitMs\n      }\n      players {\n        side\n      }\n      round {\n        round\n      }\n      paused {\n        by\n        side\n        reason\n      }\n    }\n    serverSeedCommitment\n    verification {\n      verified\n      reason\n      serverRolls\n    }\n  }\n"): (typeof documents)["\n  fragment MatchTable on Match {\n    id\n    version\n    viewedAs\n    dice\n    ruleset {\n      id\n      version\n    }\n    newerRulesetVersion\n    players {\n      side\n      name\n    }\n    state\n    pending {\n      kind\n      prompt\n      sides\n      orders\n      purpose\n      dice {\n        count\n        sides\n        label\n      }\n      legal {\n        side\n        orders {\n          type\n          actor\n          rule\n          options {\n            order\n            label\n            cost\n          }\n          limits {\n            field\n            min\n            max\n            unit\n          }\n        }\n      }\n    }\n    outcome {\n      finished\n      winner\n      draw\n      reason\n      sides {\n        side\n        result\n        scores\n      }\n    }\n    report {\n      by\n      winner\n      draw\n      status\n      disputeReason\n    }\n    clock {\n      limit {\n        limitMs\n      }\n      players {\n        side\n      }\n      round {\n        round\n      }\n      paused {\n        by\n        side\n        reason\n      }\n    }\n    serverSeedCommitment\n    verification {\n      verified\n      reason\n      serverRolls\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchTable($id: ID!) {\n    match(id: $id) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  query MatchTable($id: ID!) {\n    match(id: $id) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MatchTableUpdates($id: ID!) {\n    matchUpdated(matchId: $id) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  subscription MatchTableUpdates($id: ID!) {\n    matchUpdated(matchId: $id) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchOrderSchema($id: String!, $version: String!) {\n    ruleset(id: $id, version: $version) {\n      id\n      version\n      orderSchema\n    }\n  }\n"): (typeof documents)["\n  query MatchOrderSchema($id: String!, $version: String!) {\n    ruleset(id: $id, version: $version) {\n      id\n      version\n      orderSchema\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatchClockReading on MatchClock {\n    matchId\n    version\n    serverTime\n    start\n    started\n    running\n    timeExpired\n    nextDeadline\n    limit {\n      limitMs\n      remainingMs\n      extraMs\n      expired\n    }\n    players {\n      side\n      remainingMs\n      running\n      outOfTime\n    }\n    round {\n      round\n      remainingMs\n      running\n      expired\n      dueAt\n    }\n    paused {\n      by\n      reason\n      side\n    }\n  }\n"): (typeof documents)["\n  fragment MatchClockReading on MatchClock {\n    matchId\n    version\n    serverTime\n    start\n    started\n    running\n    timeExpired\n    nextDeadline\n    limit {\n      limitMs\n      remainingMs\n      extraMs\n      expired\n    }\n    players {\n      side\n      remainingMs\n      running\n      outOfTime\n    }\n    round {\n      round\n      remainingMs\n      running\n      expired\n      dueAt\n    }\n    paused {\n      by\n      reason\n      side\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MatchClockUpdates($id: ID!) {\n    matchClock(matchId: $id) {\n      ...MatchClockReading\n    }\n  }\n"): (typeof documents)["\n  subscription MatchClockUpdates($id: ID!) {\n    matchClock(matchId: $id) {\n      ...MatchClockReading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueOrder($input: IssueOrderInput!) {\n    issueOrder(input: $input) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  mutation IssueOrder($input: IssueOrderInput!) {\n    issueOrder(input: $input) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollDice($input: RollDiceInput!) {\n    rollDice(input: $input) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  mutation RollDice($input: RollDiceInput!) {\n    rollDice(input: $input) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRoll($input: RecordRollInput!) {\n    recordRoll(input: $input) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  mutation RecordRoll($input: RecordRollInput!) {\n    recordRoll(input: $input) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Concede($input: ConcedeInput!) {\n    concede(input: $input) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  mutation Concede($input: ConcedeInput!) {\n    concede(input: $input) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportResult($input: ReportResultInput!) {\n    reportResult(input: $input) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  mutation ReportResult($input: ReportResultInput!) {\n    reportResult(input: $input) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmResult($input: ConfirmResultInput!) {\n    confirmResult(input: $input) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmResult($input: ConfirmResultInput!) {\n    confirmResult(input: $input) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputeResult($input: DisputeResultInput!) {\n    disputeResult(input: $input) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  mutation DisputeResult($input: DisputeResultInput!) {\n    disputeResult(input: $input) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CallOrganiser($input: PauseMatchClockInput!) {\n    pauseMatchClock(input: $input) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  mutation CallOrganiser($input: PauseMatchClockInput!) {\n    pauseMatchClock(input: $input) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResumeMatch($input: ResumeMatchClockInput!) {\n    resumeMatchClock(input: $input) {\n      ...MatchTable\n    }\n  }\n"): (typeof documents)["\n  mutation ResumeMatch($input: ResumeMatchClockInput!) {\n    resumeMatchClock(input: $input) {\n      ...MatchTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinMatch($invitation: String!) {\n    joinMatch(invitation: $invitation) {\n      expiresAt\n      matchId\n      side\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation JoinMatch($invitation: String!) {\n    joinMatch(invitation: $invitation) {\n      expiresAt\n      matchId\n      side\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SeatMatch($id: ID!) {\n    match(id: $id) {\n      id\n      ruleset {\n        id\n      }\n      players {\n        side\n        name\n      }\n      outcome {\n        finished\n      }\n    }\n  }\n"): (typeof documents)["\n  query SeatMatch($id: ID!) {\n    match(id: $id) {\n      id\n      ruleset {\n        id\n      }\n      players {\n        side\n        name\n      }\n      outcome {\n        finished\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerCornerCompetition on Competition {\n    id\n    version\n    kind\n    playMode\n    finished\n    scoring\n    tieBreaks\n    rounds {\n      round\n      started\n      published\n      finished\n    }\n    season {\n      weeks\n    }\n    games {\n      ...ReportedGame\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerCornerCompetition on Competition {\n    id\n    version\n    kind\n    playMode\n    finished\n    scoring\n    tieBreaks\n    rounds {\n      round\n      started\n      published\n      finished\n    }\n    season {\n      weeks\n    }\n    games {\n      ...ReportedGame\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGames {\n    myGames {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n      game {\n        id\n      }\n    }\n    myTournaments {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n    }\n  }\n"): (typeof documents)["\n  query MyGames {\n    myGames {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n      game {\n        id\n      }\n    }\n    myTournaments {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CornerCompetition($id: ID!) {\n    competition(id: $id) {\n      ...PlayerCornerCompetition\n    }\n  }\n"): (typeof documents)["\n  query CornerCompetition($id: ID!) {\n    competition(id: $id) {\n      ...PlayerCornerCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CornerCompetitionUpdates($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...PlayerCornerCompetition\n    }\n  }\n"): (typeof documents)["\n  subscription CornerCompetitionUpdates($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...PlayerCornerCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportGame($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation ReportGame($input: GameResultInput!) {\n    reportGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmGame($input: GameRefInput!) {\n    confirmGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmGame($input: GameRefInput!) {\n    confirmGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputeGame($input: DisputeGameInput!) {\n    disputeGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n"): (typeof documents)["\n  mutation DisputeGame($input: DisputeGameInput!) {\n    disputeGameResult(input: $input) {\n      ...PlayerCornerCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryInvitationFields on EntryInvitation {\n    competitionId\n    competitionName\n    rulesetId\n    organiserName\n    playerId\n    name\n    club\n    state\n  }\n"): (typeof documents)["\n  fragment EntryInvitationFields on EntryInvitation {\n    competitionId\n    competitionName\n    rulesetId\n    organiserName\n    playerId\n    name\n    club\n    state\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEntryInvitations {\n    myEntryInvitations {\n      ...EntryInvitationFields\n    }\n  }\n"): (typeof documents)["\n  query MyEntryInvitations {\n    myEntryInvitations {\n      ...EntryInvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptEntry($input: EntryInvitationInput!) {\n    acceptEntry(input: $input) {\n      ...EntryInvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptEntry($input: EntryInvitationInput!) {\n    acceptEntry(input: $input) {\n      ...EntryInvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineEntry($input: EntryInvitationInput!) {\n    declineEntry(input: $input) {\n      ...EntryInvitationFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineEntry($input: EntryInvitationInput!) {\n    declineEntry(input: $input) {\n      ...EntryInvitationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLeagues {\n    myLeagues {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n    }\n  }\n"): (typeof documents)["\n  query MyLeagues {\n    myLeagues {\n      competitionId\n      competitionName\n      rulesetId\n      playMode\n      playerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeagueCorner on Competition {\n    ...PlayerCornerCompetition\n    name\n    season {\n      ...LeagueSeason\n    }\n    players(first: 100) {\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LeagueCorner on Competition {\n    ...PlayerCornerCompetition\n    name\n    season {\n      ...LeagueSeason\n    }\n    players(first: 100) {\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeagueCorner($id: ID!) {\n    competition(id: $id) {\n      ...LeagueCorner\n    }\n  }\n"): (typeof documents)["\n  query LeagueCorner($id: ID!) {\n    competition(id: $id) {\n      ...LeagueCorner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeagueCornerUpdates($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...LeagueCorner\n    }\n  }\n"): (typeof documents)["\n  subscription LeagueCornerUpdates($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...LeagueCorner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlayerOpenLeagueGame($input: LeagueGameInput!) {\n    openLeagueGame(input: $input) {\n      ...LeagueCorner\n    }\n  }\n"): (typeof documents)["\n  mutation PlayerOpenLeagueGame($input: LeagueGameInput!) {\n    openLeagueGame(input: $input) {\n      ...LeagueCorner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SlipView on Slip {\n    code\n    version\n    competitionId\n    competitionName\n    round\n    table\n    started\n    finished\n    playerId\n    opponentId\n    scoring\n    tieBreaks\n    game {\n      ...ReportedGame\n    }\n  }\n"): (typeof documents)["\n  fragment SlipView on Slip {\n    code\n    version\n    competitionId\n    competitionName\n    round\n    table\n    started\n    finished\n    playerId\n    opponentId\n    scoring\n    tieBreaks\n    game {\n      ...ReportedGame\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Slip($code: String!) {\n    slip(code: $code) {\n      ...SlipView\n    }\n  }\n"): (typeof documents)["\n  query Slip($code: String!) {\n    slip(code: $code) {\n      ...SlipView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SlipUpdates($code: String!) {\n    slipUpdated(code: $code) {\n      ...SlipView\n    }\n  }\n"): (typeof documents)["\n  subscription SlipUpdates($code: String!) {\n    slipUpdated(code: $code) {\n      ...SlipView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportWithSlipCode($input: SlipReportInput!) {\n    reportWithSlipCode(input: $input) {\n      ...SlipView\n    }\n  }\n"): (typeof documents)["\n  mutation ReportWithSlipCode($input: SlipReportInput!) {\n    reportWithSlipCode(input: $input) {\n      ...SlipView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmWithSlipCode($code: String!) {\n    confirmWithSlipCode(code: $code) {\n      ...SlipView\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmWithSlipCode($code: String!) {\n    confirmWithSlipCode(code: $code) {\n      ...SlipView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisputeWithSlipCode($input: SlipDisputeInput!) {\n    disputeWithSlipCode(input: $input) {\n      ...SlipView\n    }\n  }\n"): (typeof documents)["\n  mutation DisputeWithSlipCode($input: SlipDisputeInput!) {\n    disputeWithSlipCode(input: $input) {\n      ...SlipView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintRound($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      rulesetId\n      playMode\n      scoring\n      rounds {\n        round\n        started\n        published\n        games {\n          ...TablePairing\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintRound($id: ID!) {\n    competition(id: $id) {\n      id\n      name\n      rulesetId\n      playMode\n      scoring\n      rounds {\n        round\n        started\n        published\n        games {\n          ...TablePairing\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MatchInvitations($matchId: ID!) {\n    matchInvitations(matchId: $matchId) {\n      side\n      name\n      token\n      joined\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query MatchInvitations($matchId: ID!) {\n    matchInvitations(matchId: $matchId) {\n      side\n      name\n      token\n      joined\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReissueInvitation($matchId: ID!, $side: String!) {\n    reissueInvitation(matchId: $matchId, side: $side) {\n      side\n      name\n      token\n      joined\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ReissueInvitation($matchId: ID!, $side: String!) {\n    reissueInvitation(matchId: $matchId, side: $side) {\n      side\n      name\n      token\n      joined\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlipCodes($id: ID!, $round: Int!) {\n    slipCodes(competitionId: $id, round: $round) {\n      game\n      table\n      playerId\n      name\n      code\n    }\n    server {\n      publicUrl\n      publicUrlSource\n    }\n  }\n"): (typeof documents)["\n  query SlipCodes($id: ID!, $round: Int!) {\n    slipCodes(competitionId: $id, round: $round) {\n      game\n      table\n      playerId\n      name\n      code\n    }\n    server {\n      publicUrl\n      publicUrlSource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReissueSlipCode($input: SlipSeatInput!) {\n    reissueSlipCode(input: $input) {\n      game\n      table\n      playerId\n      name\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ReissueSlipCode($input: SlipSeatInput!) {\n    reissueSlipCode(input: $input) {\n      game\n      table\n      playerId\n      name\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectorCompetition on Competition {\n    id\n    version\n    name\n    kind\n    finished\n    projectorView\n    rounds {\n      round\n      published\n      finished\n      games {\n        id\n        key\n        table\n        a\n        b\n        aName\n        bName\n        result {\n          winner\n          draw\n        }\n      }\n    }\n    ...PlayerRoster\n    standings(first: 100) {\n      version\n      throughRound\n      rows {\n        totalCount\n        edges {\n          node {\n            ...StandingsPlace\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectorCompetition on Competition {\n    id\n    version\n    name\n    kind\n    finished\n    projectorView\n    rounds {\n      round\n      published\n      finished\n      games {\n        id\n        key\n        table\n        a\n        b\n        aName\n        bName\n        result {\n          winner\n          draw\n        }\n      }\n    }\n    ...PlayerRoster\n    standings(first: 100) {\n      version\n      throughRound\n      rows {\n        totalCount\n        edges {\n          node {\n            ...StandingsPlace\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectorPage($id: ID!) {\n    competition(id: $id) {\n      ...ProjectorCompetition\n    }\n  }\n"): (typeof documents)["\n  query ProjectorPage($id: ID!) {\n    competition(id: $id) {\n      ...ProjectorCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProjectorCompetitionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ProjectorCompetition\n    }\n  }\n"): (typeof documents)["\n  subscription ProjectorCompetitionLive($id: ID!) {\n    competitionUpdated(competitionId: $id) {\n      ...ProjectorCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    competitions(first: 50) {\n      totalCount\n      edges {\n        node {\n          ...EventSummary\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    competitions(first: 50) {\n      totalCount\n      edges {\n        node {\n          ...EventSummary\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventPageCompetition on Competition {\n    id\n    version\n    name\n    kind\n    rulesetId\n    format\n    published\n    finished\n    scoring\n    tieBreaks\n    tieBreakDetails(language: $language) {\n      ...TieBreakWords\n    }\n    rounds {\n      round\n      stage\n      started\n      published\n      finished\n      pairingMethod\n      seedCommitment\n      revealedSeed\n      drawOrder\n    }\n    season {\n      name\n      number\n      open\n      weeks\n      limits {\n        maxGamesPerPair\n        maxGamesPerWeek\n      }\n    }\n    ...SeasonHistory\n    games {\n      ...PublicGame\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          accountId\n          club\n          dropped\n        }\n      }\n    }\n    standings(first: 100) {\n      ...StandingsTable\n    }\n  }\n"): (typeof documents)["\n  fragment EventPageCompetition on Competition {\n    id\n    version\n    name\n    kind\n    rulesetId\n    format\n    published\n    finished\n    scoring\n    tieBreaks\n    tieBreakDetails(language: $language) {\n      ...TieBreakWords\n    }\n    rounds {\n      round\n      stage\n      started\n      published\n      finished\n      pairingMethod\n      seedCommitment\n      revealedSeed\n      drawOrder\n    }\n    season {\n      name\n      number\n      open\n      weeks\n      limits {\n        maxGamesPerPair\n        maxGamesPerWeek\n      }\n    }\n    ...SeasonHistory\n    games {\n      ...PublicGame\n    }\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          accountId\n          club\n          dropped\n        }\n      }\n    }\n    standings(first: 100) {\n      ...StandingsTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...EventPageCompetition\n    }\n  }\n"): (typeof documents)["\n  query EventPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...EventPageCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription EventUpdates($id: ID!, $language: Language!) {\n    competitionUpdated(competitionId: $id) {\n      ...EventPageCompetition\n    }\n  }\n"): (typeof documents)["\n  subscription EventUpdates($id: ID!, $language: Language!) {\n    competitionUpdated(competitionId: $id) {\n      ...EventPageCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SeasonHistory on Competition {\n    seasons {\n      ...LeagueSeason\n      table {\n        rank\n        playerId\n        name\n        score\n        points\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SeasonHistory on Competition {\n    seasons {\n      ...LeagueSeason\n      table {\n        rank\n        playerId\n        name\n        score\n        points\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterSelf($input: RegisterPlayerInput!) {\n    registerPlayer(input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterSelf($input: RegisterPlayerInput!) {\n    registerPlayer(input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerPageCompetition on Competition {\n    id\n    version\n    name\n    kind\n    scoring\n    tieBreaks\n    tieBreakDetails(language: $language) {\n      ...TieBreakWords\n    }\n    season {\n      weeks\n    }\n    games {\n      ...PublicGame\n    }\n    players(first: 100) {\n      edges {\n        node {\n          id\n          name\n          club\n          dropped\n          droppedAfterRound\n        }\n      }\n    }\n    standings(first: 100) {\n      ...StandingsTable\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerPageCompetition on Competition {\n    id\n    version\n    name\n    kind\n    scoring\n    tieBreaks\n    tieBreakDetails(language: $language) {\n      ...TieBreakWords\n    }\n    season {\n      weeks\n    }\n    games {\n      ...PublicGame\n    }\n    players(first: 100) {\n      edges {\n        node {\n          id\n          name\n          club\n          dropped\n          droppedAfterRound\n        }\n      }\n    }\n    standings(first: 100) {\n      ...StandingsTable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...PlayerPageCompetition\n    }\n  }\n"): (typeof documents)["\n  query PlayerPage($id: ID!, $language: Language!) {\n    competition(id: $id) {\n      ...PlayerPageCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlayerPageUpdates($id: ID!, $language: Language!) {\n    competitionUpdated(competitionId: $id) {\n      ...PlayerPageCompetition\n    }\n  }\n"): (typeof documents)["\n  subscription PlayerPageUpdates($id: ID!, $language: Language!) {\n    competitionUpdated(competitionId: $id) {\n      ...PlayerPageCompetition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatingsGames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n          version\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RatingsGames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n          version\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatingsList($rulesetId: String!) {\n    ratings(rulesetId: $rulesetId, first: 100) {\n      totalCount\n      edges {\n        node {\n          accountId\n          name\n          rating\n          deviation\n          games\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RatingsList($rulesetId: String!) {\n    ratings(rulesetId: $rulesetId, first: 100) {\n      totalCount\n      edges {\n        node {\n          accountId\n          name\n          rating\n          deviation\n          games\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlayerRatingHistory($accountId: String!, $rulesetId: String!) {\n    playerRating(accountId: $accountId, rulesetId: $rulesetId) {\n      accountId\n      rulesetId\n      name\n      rating\n      deviation\n      volatility\n      games\n      history {\n        period\n        rating\n        deviation\n        volatility\n        games\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlayerRatingHistory($accountId: String!, $rulesetId: String!) {\n    playerRating(accountId: $accountId, rulesetId: $rulesetId) {\n      accountId\n      rulesetId\n      name\n      rating\n      deviation\n      volatility\n      games\n      history {\n        period\n        rating\n        deviation\n        volatility\n        games\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReplayOutcome on Outcome {\n    finished\n    winner\n    draw\n    reason\n    sides {\n      side\n      result\n      scores\n    }\n  }\n"): (typeof documents)["\n  fragment ReplayOutcome on Outcome {\n    finished\n    winner\n    draw\n    reason\n    sides {\n      side\n      result\n      scores\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReplayEventPage on MatchEventConnection {\n    totalCount\n    edges {\n      node {\n        number\n        type\n        data\n        recordedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"): (typeof documents)["\n  fragment ReplayEventPage on MatchEventConnection {\n    totalCount\n    edges {\n      node {\n        number\n        type\n        data\n        recordedAt\n      }\n    }\n    pageInfo {\n      hasNextPage\n      endCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplayMatch($id: ID!) {\n    match(id: $id) {\n      id\n      version\n      ruleset {\n        id\n        version\n      }\n      players {\n        side\n        name\n      }\n      outcome {\n        ...ReplayOutcome\n      }\n      viewedAs\n      serverSeedCommitment\n      revealedSeed\n      verification {\n        verified\n        serverRolls\n        committedRolls\n        reason\n      }\n      events(first: 100) {\n        ...ReplayEventPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReplayMatch($id: ID!) {\n    match(id: $id) {\n      id\n      version\n      ruleset {\n        id\n        version\n      }\n      players {\n        side\n        name\n      }\n      outcome {\n        ...ReplayOutcome\n      }\n      viewedAs\n      serverSeedCommitment\n      revealedSeed\n      verification {\n        verified\n        serverRolls\n        committedRolls\n        reason\n      }\n      events(first: 100) {\n        ...ReplayEventPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplayEvents($id: ID!, $after: String!) {\n    match(id: $id) {\n      id\n      events(first: 100, after: $after) {\n        ...ReplayEventPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReplayEvents($id: ID!, $after: String!) {\n    match(id: $id) {\n      id\n      events(first: 100, after: $after) {\n        ...ReplayEventPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReplaySnapshot($id: ID!, $at: Int!, $before: Int!, $hasBefore: Boolean!) {\n    match(id: $id) {\n      id\n      at(eventNumber: $at) {\n        eventNumber\n        state\n        pending {\n          kind\n          sides\n          orders\n          purpose\n          prompt\n          dice {\n            count\n            sides\n            label\n          }\n        }\n        outcome {\n          ...ReplayOutcome\n        }\n      }\n      before: at(eventNumber: $before) @include(if: $hasBefore) {\n        eventNumber\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReplaySnapshot($id: ID!, $at: Int!, $before: Int!, $hasBefore: Boolean!) {\n    match(id: $id) {\n      id\n      at(eventNumber: $at) {\n        eventNumber\n        state\n        pending {\n          kind\n          sides\n          orders\n          purpose\n          prompt\n          dice {\n            count\n            sides\n            label\n          }\n        }\n        outcome {\n          ...ReplayOutcome\n        }\n      }\n      before: at(eventNumber: $before) @include(if: $hasBefore) {\n        eventNumber\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HallClockReading on RoundClock {\n    round\n    version\n    serverTime\n    started\n    running\n    remainingMs\n    deadline\n    paused {\n      at\n      reason\n    }\n    tables {\n      game\n      extraMs\n      timeCalled\n    }\n  }\n"): (typeof documents)["\n  fragment HallClockReading on RoundClock {\n    round\n    version\n    serverTime\n    started\n    running\n    remainingMs\n    deadline\n    paused {\n      at\n      reason\n    }\n    tables {\n      game\n      extraMs\n      timeCalled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HallClock($id: ID!, $round: Int!) {\n    competition(id: $id) {\n      id\n      roundClock(round: $round) {\n        ...HallClockReading\n      }\n    }\n  }\n"): (typeof documents)["\n  query HallClock($id: ID!, $round: Int!) {\n    competition(id: $id) {\n      id\n      roundClock(round: $round) {\n        ...HallClockReading\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription HallClockLive($id: ID!, $round: Int!) {\n    roundClock(competitionId: $id, round: $round) {\n      ...HallClockReading\n    }\n  }\n"): (typeof documents)["\n  subscription HallClockLive($id: ID!, $round: Int!) {\n    roundClock(competitionId: $id, round: $round) {\n      ...HallClockReading\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicGame on CompetitionGame {\n    id\n    key\n    round\n    table\n    stage\n    status\n    a\n    aName\n    b\n    bName\n    matchId\n    result {\n      winner\n      draw\n      by\n      played\n      scores\n    }\n  }\n"): (typeof documents)["\n  fragment PublicGame on CompetitionGame {\n    id\n    key\n    round\n    table\n    stage\n    status\n    a\n    aName\n    b\n    bName\n    matchId\n    result {\n      winner\n      draw\n      by\n      played\n      scores\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportedGame on CompetitionGame {\n    ...PublicGame\n    guests\n    report {\n      by\n      winner\n      draw\n      scores\n      status\n      disputeReason\n    }\n  }\n"): (typeof documents)["\n  fragment ReportedGame on CompetitionGame {\n    ...PublicGame\n    guests\n    report {\n      by\n      winner\n      draw\n      scores\n      status\n      disputeReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StandingsPlace on StandingRow {\n    rank\n    playerId\n    name\n    points\n    wins\n    draws\n    losses\n    dropped\n  }\n"): (typeof documents)["\n  fragment StandingsPlace on StandingRow {\n    rank\n    playerId\n    name\n    points\n    wins\n    draws\n    losses\n    dropped\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlayerRoster on Competition {\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlayerRoster on Competition {\n    players(first: 100) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          dropped\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeagueSeason on Season {\n    number\n    name\n    open\n    weeks\n    games\n    settledGames\n    limits {\n      maxGamesPerPair\n      maxGamesPerWeek\n    }\n  }\n"): (typeof documents)["\n  fragment LeagueSeason on Season {\n    number\n    name\n    open\n    weeks\n    games\n    settledGames\n    limits {\n      maxGamesPerPair\n      maxGamesPerWeek\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TablePairing on CompetitionGame {\n    id\n    key\n    table\n    a\n    b\n    aName\n    bName\n    matchId\n  }\n"): (typeof documents)["\n  fragment TablePairing on CompetitionGame {\n    id\n    key\n    table\n    a\n    b\n    aName\n    bName\n    matchId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameNames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameNames {\n    rulesets(first: 100) {\n      edges {\n        node {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServerAddress {\n    server {\n      publicUrl\n      publicUrlSource\n    }\n  }\n"): (typeof documents)["\n  query ServerAddress {\n    server {\n      publicUrl\n      publicUrlSource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TieBreakWords on TieBreakOption {\n    id\n    nameTemplate\n    shortNameTemplate\n    score\n  }\n"): (typeof documents)["\n  fragment TieBreakWords on TieBreakOption {\n    id\n    nameTemplate\n    shortNameTemplate\n    score\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WhoAmI {\n    me {\n      kind\n      account {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query WhoAmI {\n    me {\n      kind\n      account {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;