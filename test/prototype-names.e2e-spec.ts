import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { createdCompetition, CompetitionDriver } from '../libs/competitions/src/testing/driver';
import { createRegistry } from '@app/rulesets';
import { DEFAULT_CATALOGUE } from '@app/rulesets/konwoj';
import { standardSampleMatch } from '@app/rulesets/solaris7';
import { longMatchEvents, sampleSetup } from '@app/rulesets/vigilant-peace';
import { SAMPLE_ARMIES } from '@app/rulesets/warzone';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, ok, organiser, playThrough, seats, type Gql, type GqlResult } from './support/graphql';
import { until } from './support/wait';

/**
 * Names every JavaScript object answers to, sent as every id-like argument of every mutation:
 * match, competition, game, player, account, side, seat, API key and invitation ids, ruleset ids,
 * the fields of orders, setups and scores. Each answer is data or an error with a code (never
 * INTERNAL, never a 5xx); and afterwards every match and competition touched reads in full,
 * its processors have parked nothing, and the ratings read.
 */

const NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'prototype'] as const;
type Name = (typeof NAMES)[number];

/** `{ [name]: value }` as a client's JSON has it: an own key, `__proto__` too. */
const keyed = (name: string, value: unknown): Record<string, unknown> =>
  Object.defineProperty({}, name, { value, enumerable: true, writable: true, configurable: true });

/** What the fixtures made: real ids, so that a call gets past "not found" to the name. */
interface World {
  olga: Gql;
  olgaId: string;
  /** A Vigilant Peace match whose first player (A) is to act, and its players. */
  matchId: string;
  player: Record<'A' | 'B', Gql>;
  /** A Swiss whose first round has started: its games and players. */
  tournamentId: string;
  game: { id: string; a: string; b: string };
  /** A league with a season open and two players. */
  leagueId: string;
  leaguePlayers: string[];
}

/**
 * Where the name is text of the client's own choosing (a name, a club, an account, a unit or
 * district in a setup): it must be taken like any other. Elsewhere it names nothing there is,
 * and a coded refusal is the answer.
 */
const TAKEN = new Set([
  'createApiKey.name',
  'createCompetition.name',
  'createCompetition.play.setup',
  'createCompetition.constraints',
  'createMatch.players.name',
  'createMatch.setup vigilant-peace',
  'createMatch.setup solaris7',
  'createMatch.setup warzone',
  'createMatch.setup konwoj',
  'registerPlayer.accountId',
  'registerPlayer.name',
  'registerPlayer.club',
  'signUp.displayName',
]);

type Call = { label: string; caller: Gql; query: string; variables: Record<string, unknown> };

const M = (field: string, input: string, selection = 'id version') =>
  `mutation($input: ${input}!) { ${field}(input: $input) { ${selection} } }`;

/** Setups of each game with `name` as the id of a unit, a model and squad, a mech, a district. */
function setups(name: string): Array<{ rulesetId: string; players: Array<{ side: string; name: string }>; setup: unknown }> {
  const ab = [
    { side: 'A', name: 'Ann' },
    { side: 'B', name: 'Bob' },
  ];
  const armies = structuredClone(SAMPLE_ARMIES);
  armies.A.squads[0].id = name;
  armies.B.squads[1].models[0].id = name;
  const catalogue = structuredClone(DEFAULT_CATALOGUE);
  catalogue.cities[0].districts[0].id = name;
  return [
    {
      rulesetId: 'vigilant-peace',
      players: ab,
      setup: { ...sampleSetup, units: sampleSetup.units.map((u) => (u.id === 'B-1' ? { ...u, id: name } : u)) },
    },
    {
      rulesetId: 'solaris7',
      players: ab,
      setup: { ...standardSampleMatch, teams: { ...standardSampleMatch.teams, A: [{ ...standardSampleMatch.teams.A[0], unitId: name }] } },
    },
    { rulesetId: 'warzone', players: ab, setup: { armies } },
    {
      rulesetId: 'konwoj',
      players: [
        { side: 'moloch', name: 'Ann' },
        { side: 'outpost', name: 'Bob' },
      ],
      setup: { catalogue },
    },
  ];
}

/** Every mutation of the schema, with the name in each of its id-like arguments in turn. */
function calls(n: Name, w: World, anonymous: Gql): Record<string, Call[]> {
  const { olga, matchId, tournamentId: t, game, leagueId: l } = w;
  const A = w.player.A;
  const call = (label: string, caller: Gql, query: string, variables: Record<string, unknown>): Call => ({
    label,
    caller,
    query,
    variables,
  });
  const each = (field: string, input: string, caller: Gql, base: Record<string, unknown>, keys: string[], selection?: string) =>
    keys.map((k) => call(`${field}.${k}`, caller, M(field, input, selection), { input: { ...base, [k]: n } }));
  const asBoth = (field: string, input: string, base: Record<string, unknown>, keys: string[], selection = 'id version') => [
    ...each(field, input, olga, base, keys, selection),
    ...each(field, input, A, base, keys, selection),
  ];
  const order = (o: Record<string, unknown>) =>
    call(`issueOrder.order ${JSON.stringify(o)}`, A, M('issueOrder', 'IssueOrderInput'), { input: { matchId, side: 'A', order: o } });
  return {
    acceptEntry: each(
      'acceptEntry',
      'EntryInvitationInput',
      olga,
      { competitionId: t, playerId: game.a },
      ['competitionId', 'playerId'],
      'state',
    ),
    adjustPoints: each('adjustPoints', 'AdjustPointsInput', olga, { competitionId: t, playerId: game.a, points: 1, reason: 'r' }, [
      'competitionId',
      'playerId',
    ]),
    chooseProjectorView: each('chooseProjectorView', 'ProjectorViewInput', olga, { competitionId: t, view: 'pairings' }, [
      'competitionId',
      'view',
    ]),
    closeSeason: each('closeSeason', 'CompetitionRef', olga, {}, ['competitionId']),
    concede: asBoth('concede', 'ConcedeInput', { matchId, side: 'A' }, ['matchId', 'side', 'eventId']),
    confirmGameResult: each('confirmGameResult', 'GameRefInput', olga, { competitionId: t, game: game.id }, ['competitionId', 'game']),
    confirmResult: asBoth('confirmResult', 'ConfirmResultInput', { matchId }, ['matchId', 'side', 'eventId']),
    createApiKey: [call('createApiKey.name', olga, 'mutation($n: String!) { createApiKey(name: $n) { apiKey { id name } } }', { n })],
    createCompetition: [
      ...each(
        'createCompetition',
        'CreateCompetitionInput',
        olga,
        { kind: 'tournament', name: 'Cup', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 1 } },
        ['competitionId', 'rulesetId', 'name'],
      ),
      call('createCompetition.scoring', olga, M('createCompetition', 'CreateCompetitionInput'), {
        input: {
          kind: 'tournament',
          name: 'Cup',
          rulesetId: 'vigilant-peace',
          format: { kind: 'swiss', rounds: 1 },
          scoring: { primary: n, secondary: [n] },
        },
      }),
      call('createCompetition.tieBreaks', olga, M('createCompetition', 'CreateCompetitionInput'), {
        input: {
          kind: 'tournament',
          name: 'Cup',
          rulesetId: 'vigilant-peace',
          format: { kind: 'swiss', rounds: 1 },
          tieBreaks: [n, `score:${n}`],
        },
      }),
      call('createCompetition.play', olga, M('createCompetition', 'CreateCompetitionInput'), {
        input: {
          kind: 'tournament',
          name: 'Cup',
          rulesetId: 'vigilant-peace',
          format: { kind: 'swiss', rounds: 1 },
          play: { mode: n, dice: n },
        },
      }),
      call('createCompetition.play.setup', olga, M('createCompetition', 'CreateCompetitionInput'), {
        input: {
          kind: 'tournament',
          name: 'Cup',
          rulesetId: 'vigilant-peace',
          format: { kind: 'swiss', rounds: 1 },
          play: { mode: 'engine', setup: setups(n)[0].setup },
        },
      }),
      call('createCompetition.constraints', olga, M('createCompetition', 'CreateCompetitionInput'), {
        input: {
          kind: 'tournament',
          name: 'Cup',
          rulesetId: 'vigilant-peace',
          format: { kind: 'swiss', rounds: 1 },
          constraints: { avoid: [{ a: n, b: n, strictness: 'hard' }] },
        },
      }),
    ],
    createMatch: [
      ...each(
        'createMatch',
        'CreateMatchInput',
        olga,
        {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: 'Ann' },
            { side: 'B', name: 'Bob' },
          ],
          setup: sampleSetup,
        },
        ['matchId', 'rulesetId', 'rulesetVersion'],
      ),
      call('createMatch.players', olga, M('createMatch', 'CreateMatchInput'), {
        input: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: n, name: n, playerId: n },
            { side: 'B', name: 'Bob' },
          ],
          setup: sampleSetup,
        },
      }),
      call('createMatch.players.name', olga, M('createMatch', 'CreateMatchInput'), {
        input: {
          rulesetId: 'vigilant-peace',
          players: [
            { side: 'A', name: n, playerId: n },
            { side: 'B', name: 'Bob' },
          ],
          setup: sampleSetup,
        },
      }),
      ...setups(n).map((s) => call(`createMatch.setup ${s.rulesetId}`, olga, M('createMatch', 'CreateMatchInput'), { input: s })),
      ...setups(n).map((s) =>
        call(`createMatch.setup key ${s.rulesetId}`, olga, M('createMatch', 'CreateMatchInput'), {
          input: { ...s, setup: { ...(s.setup as object), ...keyed(n, 1) } },
        }),
      ),
    ],
    disputeGameResult: each('disputeGameResult', 'DisputeGameInput', olga, { competitionId: t, game: game.id, reason: 'r' }, [
      'competitionId',
      'game',
    ]),
    disputeResult: asBoth('disputeResult', 'DisputeResultInput', { matchId, reason: 'r' }, ['matchId', 'side', 'eventId']),
    declineEntry: each(
      'declineEntry',
      'EntryInvitationInput',
      olga,
      { competitionId: t, playerId: game.a },
      ['competitionId', 'playerId'],
      'state',
    ),
    dropPlayer: each('dropPlayer', 'DropPlayerInput', olga, { competitionId: t, playerId: game.a }, ['competitionId', 'playerId']),
    extendMatchClock: each(
      'extendMatchClock',
      'ExtendMatchClockInput',
      olga,
      { matchId, clock: 'player', side: 'A', minutes: 1, reason: 'r' },
      ['matchId', 'side'],
      'matchId version',
    ),
    extendRoundClock: each('extendRoundClock', 'ExtendRoundClockInput', olga, { competitionId: t, round: 1, minutes: 1, reason: 'r' }, [
      'competitionId',
    ]),
    finishCompetition: each('finishCompetition', 'FinishInput', olga, { competitionId: t }, ['competitionId']),
    fixPlayerTable: each('fixPlayerTable', 'FixPlayerTableInput', olga, { competitionId: t, playerId: game.a, table: 3 }, [
      'competitionId',
      'playerId',
    ]),
    issueGameLoss: each('issueGameLoss', 'GameLossInput', olga, { competitionId: t, game: game.id, playerId: game.a, reason: 'r' }, [
      'competitionId',
      'game',
      'playerId',
    ]),
    issueOrder: [
      ...asBoth('issueOrder', 'IssueOrderInput', { matchId, side: 'A', order: { type: 'EndTurn' } }, ['matchId', 'side', 'eventId']),
      order({ type: n }),
      order({ type: 'ActivateUnit', unitId: n }),
      order({ type: 'Manoeuvre', unitId: n, steps: 1 }),
      order({ type: 'Manoeuvre', unitId: 'A-S8', steps: 1, carryGunId: n, touchingGun: true }),
      order({ type: 'Manoeuvre', unitId: 'A-R', steps: 1, ram: { targetId: n } }),
      order({
        type: 'Shoot',
        unitId: 'A-S8',
        weapon: 1,
        targetId: n,
        distanceSteps: 3,
        lineOfSight: true,
        targetCover: false,
        nearestEnemySteps: 3,
      }),
      order({
        type: 'ThrowGrenade',
        unitId: 'A-S8',
        targetId: 'B-1',
        distanceSteps: 3,
        lineOfSight: true,
        targetCover: false,
        nearestEnemySteps: 3,
        splash: [{ unitId: n }],
      }),
      order({ type: 'FireReal', unitId: 'A-R', weapon: 1, intendedTargetId: n }),
      order({ type: 'FireReal', unitId: 'A-S8', weapon: 'gun', gunId: n, touchingGun: true, nearestEnemySteps: 3 }),
      order({ type: 'Melee', unitId: 'A-S8', targetId: n, distanceSteps: 1 }),
      order({ type: 'EndActivation', unitId: n }),
      order({ type: 'ProjectileResult', result: 'hit', hitUnitId: n, hits: [{ unitId: n }] }),
      order({ type: 'EndTurn', ...keyed(n, 1) }),
      order(keyed(n, 'EndTurn')),
    ],
    joinMatch: [call('joinMatch.invitation', anonymous, 'mutation($t: String!) { joinMatch(invitation: $t) { side } }', { t: n })],
    moveCompetitionToNewestRuleset: each('moveCompetitionToNewestRuleset', 'CompetitionRef', olga, {}, ['competitionId']),
    openLeagueGame: [
      ...each('openLeagueGame', 'LeagueGameInput', olga, { competitionId: l, playerA: w.leaguePlayers[0], playerB: w.leaguePlayers[1] }, [
        'competitionId',
        'playerA',
        'playerB',
      ]),
    ],
    openSeason: each('openSeason', 'OpenSeasonInput', olga, { competitionId: l, name: 'Summer' }, ['competitionId', 'name']),
    pairRound: each('pairRound', 'PairRoundInput', olga, { competitionId: t }, ['competitionId']),
    pauseMatchClock: asBoth(
      'pauseMatchClock',
      'PauseMatchClockInput',
      { matchId, reason: 'r', side: 'A' },
      ['matchId', 'side'],
      'matchId version',
    ),
    pauseRoundClock: each('pauseRoundClock', 'RoundClockChangeInput', olga, { competitionId: t, round: 1, reason: 'r' }, ['competitionId']),
    publishRound: each('publishRound', 'RoundInput', olga, { competitionId: t, round: 1 }, ['competitionId']),
    recordRoll: [
      ...asBoth('recordRoll', 'RecordRollInput', { matchId, side: 'A', dice: [{ sides: 6, value: 3 }] }, [
        'matchId',
        'side',
        'purpose',
        'eventId',
      ]),
      call('recordRoll.dice.colour', A, M('recordRoll', 'RecordRollInput'), {
        input: { matchId, side: 'A', dice: [{ sides: 6, value: 3, colour: n }] },
      }),
    ],
    registerPlayer: each('registerPlayer', 'RegisterPlayerInput', olga, { competitionId: t, name: 'Late' }, [
      'competitionId',
      'accountId',
      'email',
      'name',
      'club',
    ]),
    reissueInvitation: [
      call('reissueInvitation.matchId', olga, 'mutation($m: ID!, $s: String!) { reissueInvitation(matchId: $m, side: $s) { side } }', {
        m: n,
        s: 'A',
      }),
      call('reissueInvitation.side', olga, 'mutation($m: ID!, $s: String!) { reissueInvitation(matchId: $m, side: $s) { side } }', {
        m: matchId,
        s: n,
      }),
    ],
    reportGameResult: [
      ...each('reportGameResult', 'GameResultInput', olga, { competitionId: t, game: game.id, winner: game.a }, [
        'competitionId',
        'game',
        'winner',
      ]),
      call('reportGameResult.scores key', olga, M('reportGameResult', 'GameResultInput'), {
        input: { competitionId: t, game: game.id, winner: game.a, scores: keyed(n, { infantryLeft: 1 }) },
      }),
      call('reportGameResult.scores name', olga, M('reportGameResult', 'GameResultInput'), {
        input: { competitionId: t, game: game.id, winner: game.a, scores: keyed(game.a, keyed(n, 1)) },
      }),
    ],
    reportResult: [
      ...asBoth('reportResult', 'ReportResultInput', { matchId, winner: 'A' }, ['matchId', 'winner', 'side', 'eventId']),
      call('reportResult.scores key', A, M('reportResult', 'ReportResultInput'), {
        input: { matchId, winner: 'A', scores: keyed(n, { infantryLeft: 1 }) },
      }),
      call('reportResult.scores name', A, M('reportResult', 'ReportResultInput'), {
        input: { matchId, winner: 'A', scores: keyed('A', keyed(n, 1)) },
      }),
    ],
    resumeMatchClock: each('resumeMatchClock', 'ResumeMatchClockInput', olga, { matchId, reason: 'r' }, ['matchId'], 'matchId version'),
    resumeRoundClock: each('resumeRoundClock', 'RoundClockChangeInput', olga, { competitionId: t, round: 1, reason: 'r' }, [
      'competitionId',
    ]),
    retryParkedEvents: each('retryParkedEvents', 'CompetitionRef', olga, {}, ['competitionId'], 'requested'),
    revokeApiKey: [call('revokeApiKey.id', olga, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: n })],
    createWebhook: each(
      'createWebhook',
      'CreateWebhookInput',
      olga,
      { competitionId: t, url: 'http://203.0.113.7/hook', events: ['RESULT_CONFIRMED'] },
      ['competitionId', 'url'],
      'secret',
    ),
    deleteWebhook: [
      call('deleteWebhook.webhookId', olga, 'mutation($input: WebhookInput!) { deleteWebhook(input: $input) }', {
        input: { webhookId: n },
      }),
    ],
    resumeWebhook: each('resumeWebhook', 'WebhookInput', olga, {}, ['webhookId'], 'id'),
    rotateWebhookSecret: each('rotateWebhookSecret', 'WebhookInput', olga, {}, ['webhookId'], 'secret'),
    redeliverWebhookDelivery: each('redeliverWebhookDelivery', 'WebhookDeliveryInput', olga, {}, ['deliveryId'], 'id'),
    rollDice: asBoth('rollDice', 'RollDiceInput', { matchId }, ['matchId', 'side', 'eventId']),
    signIn: [
      call('signIn.email', anonymous, 'mutation($i: SignInInput!) { signIn(input: $i) { token } }', {
        i: { email: n, password: 'correct horse battery' },
      }),
      call('signIn.password', anonymous, 'mutation($i: SignInInput!) { signIn(input: $i) { token } }', {
        i: { email: 'olga@example.org', password: n },
      }),
    ],
    // No argument to name anything: the caller's own session is what it ends.
    signOut: [],
    signUp: [
      call('signUp.email', anonymous, 'mutation($i: SignUpInput!) { signUp(input: $i) { token } }', {
        i: { email: n, password: 'correct horse battery', displayName: 'D' },
      }),
      call('signUp.displayName', anonymous, 'mutation($i: SignUpInput!) { signUp(input: $i) { token } }', {
        i: { email: `${n.replace(/_/g, 'u')}-${Date.now()}@example.org`, password: 'correct horse battery', displayName: n },
      }),
    ],
    setSeasonLimits: each('setSeasonLimits', 'SetSeasonLimitsInput', olga, { competitionId: l, limits: { maxGamesPerPair: 2 } }, [
      'competitionId',
    ]),
    reissueSlipCode: each(
      'reissueSlipCode',
      'SlipSeatInput',
      olga,
      { competitionId: t, game: game.id, playerId: game.a },
      ['competitionId', 'game', 'playerId'],
      'code',
    ),
    reportWithSlipCode: each('reportWithSlipCode', 'SlipReportInput', anonymous, { code: 'ABCD-EFGH', draw: true }, ['code'], '__typename'),
    confirmWithSlipCode: [
      call('confirmWithSlipCode.code', anonymous, 'mutation($c: String!) { confirmWithSlipCode(code: $c) { __typename } }', { c: n }),
    ],
    disputeWithSlipCode: each(
      'disputeWithSlipCode',
      'SlipDisputeInput',
      anonymous,
      { code: 'ABCD-EFGH', reason: 'r' },
      ['code'],
      '__typename',
    ),
    seedPlayer: each('seedPlayer', 'SeedPlayerInput', olga, { competitionId: t, playerId: game.a, seed: 2 }, ['competitionId', 'playerId']),
    startMatchClock: each('startMatchClock', 'StartMatchClockInput', olga, { matchId }, ['matchId'], 'matchId version'),
    startRound: each('startRound', 'RoundInput', olga, { competitionId: t, round: 1 }, ['competitionId']),
    startRoundClock: each('startRoundClock', 'StartRoundClockInput', olga, { competitionId: t, round: 1 }, ['competitionId']),
    swapPlayers: each('swapPlayers', 'SwapPlayersInput', olga, { competitionId: t, round: 2, playerA: game.a, playerB: game.b }, [
      'competitionId',
      'playerA',
      'playerB',
    ]),
  };
}

/** A coded answer: data, or errors each with a code that is not INTERNAL, over an HTTP status below 500. */
function expectCoded(label: string, r: GqlResult): void {
  const bad =
    (r.status ?? 0) >= 500 || (r.errors ?? []).some((e) => typeof e.extensions?.code !== 'string' || e.extensions.code === 'INTERNAL');
  if (bad || (!r.data && !r.errors?.length)) throw new Error(`${label}: ${r.status} ${JSON.stringify(r.errors ?? r.data)}`);
}

/** Every field of a type, as a selection `depth` levels deep, with its required arguments filled. */
function selectionOf(type: GraphQLObjectType, depth: number): string {
  const args = (f: GraphQLField<unknown, unknown>): string | null => {
    const given: string[] = [];
    for (const a of f.args) {
      const value = a.name === 'first' ? 10 : a.name === 'eventNumber' ? 1 : undefined;
      if (value !== undefined) given.push(`${a.name}: ${value}`);
      else if (isNonNullType(a.type) && a.defaultValue === undefined) return null;
    }
    return given.length ? `(${given.join(', ')})` : '';
  };
  const parts: string[] = [];
  for (const f of Object.values(type.getFields())) {
    const a = args(f);
    if (a === null) continue;
    const t = getNamedType(f.type);
    if (isLeafType(t)) parts.push(`${f.name}${a}`);
    else if (isObjectType(t) && depth > 0) parts.push(`${f.name}${a} { ${selectionOf(t, depth - 1)} }`);
    else parts.push(`${f.name}${a} { __typename }`);
  }
  return parts.join(' ');
}

describeEachDatabase('Prototype names in every id-like argument of every mutation', (databaseUrl) => {
  let api: RunningApi;
  let pool: Pool;
  let schema: GraphQLSchema;
  let w: World;
  let anonymous: Gql;
  /** What the calls created: each is read in full at the end. */
  const created = { matches: new Set<string>(), competitions: new Set<string>() };

  beforeAll(async () => {
    const unlimited = { apiKey: 1_000_000, account: 1_000_000, player: 1_000_000, anonymous: 1_000_000 };
    api = await startTestApi(databaseUrl(), {
      rateLimits: unlimited,
      projectionIntervalMs: 100,
      limits: { maxCost: 1_000_000, maxTokens: 20_000, maxDepth: 12 },
    });
    pool = createPool(databaseUrl(), 2);
    anonymous = client(api.url);
    schema = buildClientSchema(ok(await anonymous<IntrospectionQuery>(getIntrospectionQuery())));
    const { gql: olga, accountId: olgaId } = await organiser(api.url, 'Olga');

    const players = [
      { side: 'A', name: 'Ann' },
      { side: 'B', name: 'Bob' },
    ];
    const matchId = ok(
      await olga(M('createMatch', 'CreateMatchInput'), {
        input: { rulesetId: 'vigilant-peace', players, setup: sampleSetup, clock: { chessMinutes: 60, minutes: 120 } },
      }),
    ).createMatch.id;
    const table = await seats(api.url, olga, matchId);
    // The first-player rolls (L8): A acts first, so orders reach the units they name.
    await playThrough(async (_m, side) => table[side ?? 'A'].gql, matchId, longMatchEvents(1).slice(0, 2));

    const tournamentId = ok(
      await olga(M('createCompetition', 'CreateCompetitionInput'), {
        input: {
          kind: 'tournament',
          name: 'Peace cup',
          rulesetId: 'vigilant-peace',
          format: { kind: 'swiss', rounds: 3 },
          timing: { roundMinutes: 50 },
        },
      }),
    ).createCompetition.id;
    for (const name of ['P1', 'P2', 'P3', 'P4'])
      ok(await olga(M('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: tournamentId, name } }));
    ok(await olga(M('pairRound', 'PairRoundInput'), { input: { competitionId: tournamentId } }));
    const started = ok(
      await olga(M('startRound', 'RoundInput', 'rounds { games { id a b } }'), { input: { competitionId: tournamentId, round: 1 } }),
    ).startRound;
    ok(await olga(M('startRoundClock', 'StartRoundClockInput'), { input: { competitionId: tournamentId, round: 1 } }));

    const leagueId = ok(
      await olga(M('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'league', name: 'League', rulesetId: 'vigilant-peace', format: { kind: 'league' } },
      }),
    ).createCompetition.id;
    for (const name of ['L1', 'L2'])
      ok(await olga(M('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: leagueId, name } }));
    ok(await olga(M('openSeason', 'OpenSeasonInput'), { input: { competitionId: leagueId, name: 'Spring' } }));
    const leaguePlayers = ok(
      await olga(`query($id: ID!) { competition(id: $id) { players(first: 10) { edges { node { id } } } } }`, { id: leagueId }),
    ).competition.players.edges.map((e: any) => e.node.id);
    w = {
      olga,
      olgaId,
      matchId,
      player: { A: table.A.gql, B: table.B.gql },
      tournamentId,
      game: started.rounds[0].games[0],
      leagueId,
      leaguePlayers,
    };
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await pool?.end();
  });

  it('covers every mutation of the served schema', () => {
    const served = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect(Object.keys(calls('constructor', w, anonymous)).sort()).toEqual(served);
  });

  it.each(NAMES)(
    '%s: every mutation (and every query taking an id) answers data or a coded error',
    async (n) => {
      for (const list of Object.values(calls(n, w, anonymous))) {
        for (const c of list) {
          const r = await c.caller(c.query, c.variables);
          expectCoded(c.label, r);
          if (TAKEN.has(c.label) && r.errors?.length)
            throw new Error(`${c.label}: ${n} is a name like any other, but was refused: ${JSON.stringify(r.errors)}`);
          const field = r.data ? (Object.values(r.data as object)[0] as { id?: unknown; __typename?: string } | null) : null;
          if (field && typeof field.id === 'string' && /^(createMatch)/.test(c.label)) created.matches.add(field.id);
          if (field && typeof field.id === 'string' && /^(createCompetition)/.test(c.label)) created.competitions.add(field.id);
        }
      }
      // The queries that take an id: the name is looked up like any other, and found or not.
      const queries = [
        'query($n: ID!) { match(id: $n) { id } }',
        'query($n: ID!) { competition(id: $n) { id } }',
        'query($n: ID!) { matchInvitations(matchId: $n) { side } }',
        'query($n: String!) { ruleset(id: $n) { id } }',
        'query($n: String!) { ruleset(id: "vigilant-peace", version: $n) { id } }',
        'query($n: String!) { playerRating(accountId: $n, rulesetId: $n) { rating } }',
        'query($n: String!) { ratings(rulesetId: $n) { edges { node { accountId } } } matchList(rulesetId: $n) { edges { node { id } } } competitions(rulesetId: $n) { edges { node { id } } } }',
      ];
      for (const q of queries) expectCoded(q, await w.olga(q, { n }));
      // A call that paused the match's clocks leaves them paused: the next name's orders must reach the rules.
      await w.olga(M('resumeMatchClock', 'ResumeMatchClockInput', 'matchId'), { input: { matchId: w.matchId, reason: 'go on' } });
    },
    240_000,
  );

  it('as the account of players of a rated event, and a unit of its engine matches: the event is rated, the matches made', async () => {
    const { olga } = w;
    const engine: string[] = [];
    for (const n of NAMES) {
      const play = { mode: 'engine', setup: setups(n)[0].setup };
      const id = ok(
        await olga(M('createCompetition', 'CreateCompetitionInput'), {
          input: { kind: 'tournament', name: `Engine ${n}`, rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 1 }, play },
        }),
      ).createCompetition.id;
      engine.push(id);
      for (const name of ['E1', 'E2']) ok(await olga(M('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name } }));
      ok(await olga(M('pairRound', 'PairRoundInput'), { input: { competitionId: id } }));
      ok(await olga(M('startRound', 'RoundInput'), { input: { competitionId: id, round: 1 } }));
    }
    // Entries naming these accounts, as the server stored an organiser's entries before they were
    // invitations (an entry made through the API now names no account until its player accepts).
    for (const n of NAMES) {
      const id = randomUUID();
      const rulesets = createRegistry();
      const t = new CompetitionDriver(
        createdCompetition({ kind: 'swiss', rounds: 1, topCut: null }, rulesets, {
          competitionId: id,
          name: `Rated ${n}`,
          rulesetId: 'vigilant-peace',
          organiserId: w.olgaId,
        }),
        rulesets,
      );
      for (const [i, accountId] of [n, `other-${n}`].entries())
        t.run({ type: 'register', playerId: `p${i + 1}`, name: `Player ${accountId}`, accountId, club: null, seed: null });
      t.run({ type: 'pairRound', repair: false });
      t.run({ type: 'startRound', round: 1, ids: [] });
      const game = t.state.games[t.state.rounds[0].games[0]];
      t.run({ type: 'report', game: game.game, winner: game.a, draw: false, scores: {}, reason: 'the organiser’s ruling' });
      await new PostgresEventStore(pool).append(
        `tournament-${id}`,
        t.events.map((e) => ({ eventId: randomUUID(), type: e.type, data: e.data, metadata: { actor: { kind: 'organiser' } } })),
        'no_stream',
      );
      created.competitions.add(id);
    }
    const head = async () => Number((await pool.query('SELECT coalesce(max(global_position), 0) AS p FROM events')).rows[0].p);
    const last = await head();
    await until(
      'the processors to catch up',
      async () =>
        Number((await pool.query('SELECT count(*)::int AS n FROM projection_checkpoints WHERE position < $1', [last])).rows[0].n) === 0,
    );
    for (const n of NAMES) {
      const rating = ok(
        await olga('query($a: String!) { playerRating(accountId: $a, rulesetId: "vigilant-peace") { rating games } }', { a: n }),
      ).playerRating;
      expect(rating).toMatchObject({ games: 1 });
    }
    ok(await olga('query { ratings(rulesetId: "vigilant-peace", first: 50) { edges { node { accountId rating } } } }'));
    // The engine made each event's match from the setup naming a unit so; it is read in full below.
    for (const id of engine) {
      created.competitions.add(id);
      const [game] = ok(await olga('query($id: ID!) { competition(id: $id) { rounds { games { matchId } } } }', { id })).competition
        .rounds[0].games;
      expect(game.matchId).toEqual(expect.any(String));
      created.matches.add(game.matchId);
    }
  }, 240_000);

  it('afterwards every match and competition reads in full, and the processors parked nothing', async () => {
    const { olga } = w;
    const last = Number((await pool.query('SELECT coalesce(max(global_position), 0) AS p FROM events')).rows[0].p);
    await until(
      'the processors to catch up',
      async () =>
        Number((await pool.query('SELECT count(*)::int AS n FROM projection_checkpoints WHERE position < $1', [last])).rows[0].n) === 0,
    );
    expect((await pool.query('SELECT processor, stream_id, error FROM parked_events')).rows).toEqual([]);

    const MATCH = `query($id: ID!) { match(id: $id) { ${selectionOf(schema.getType('Match') as GraphQLObjectType, 3)} } }`;
    const COMPETITION = `query($id: ID!) { competition(id: $id) { ${selectionOf(schema.getType('Competition') as GraphQLObjectType, 3)} } }`;
    for (const id of [w.matchId, ...created.matches]) ok(await olga(MATCH, { id }));
    for (const id of [w.tournamentId, w.leagueId, ...created.competitions]) {
      const c = ok(await olga(COMPETITION, { id })).competition;
      expect(c.parkedEvents ?? []).toEqual([]);
    }
    ok(await olga('query { matchList(first: 50) { edges { node { id } } } competitions(first: 50) { edges { node { id } } } }'));
    expect(created.matches.size).toBeGreaterThanOrEqual(NAMES.length * 5);
  }, 240_000);
});
