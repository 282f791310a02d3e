import { Inject, Logger } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import type { EventStore, LiveEvents } from '@app/event-store';
import { GraphQLJSON } from 'graphql-scalars';
import {
  CompetitionConflictError,
  CompetitionService,
  pairingsCsv,
  replayCompetition,
  rulesetVersionOf,
  toCompetitionEvent,
  standingsCsv,
  standingsView,
  standingsOf,
  StandingsError,
  type StandingRow,
  type StandingsView,
  writeCompetitionLog,
  type CompetitionCommand,
  type CommandOptions as CompetitionCommandOptions,
  type LoadedCompetition,
  type Format,
  type SeasonLimits,
} from '@app/competitions';
import { isUuid, matchIdOf, RuleViolationError } from '@app/matches';
import { checkText, type RulesetRegistry } from '@app/rules';
import type { ProcessorRunner } from '@app/projections';
import type { Pool } from 'pg';
import { AccessPolicy } from '../auth/access-policy';
import { emailSchema, normalEmail } from '../auth/accounts.service';
import { ForbiddenError } from '../auth/auth.errors';
import { CompetitionPolicy, type CompetitionAccess } from '../auth/competition-policy';
import { Context, CorrelationId, CurrentPrincipal, type ApiContext } from '../auth/context';
import type { Principal } from '../auth/principal';
import { InvalidInputError } from '../input.errors';
import { gameKeyOf, type StandingsTableRef } from '@app/competitions';
import {
  checkFirst,
  decodeCursor,
  encodeCursor,
  isPosition,
  MAX_PAGE,
  pageOfArray,
  type ConnectionShape,
  FIRST_ARG,
  AFTER_ARG,
} from '../pagination';
import { expand } from '../live-iterator';
import { clockOptions, PaperOutcome } from '../clocks/clock.types';
import { setupRefusal } from '../rulesets/setup-refusal';
import { EVENT_STORE, LIVE_EVENTS, PG_POOL, PROCESSORS, RULESETS } from '../tokens';
import { callerAccess, CompetitionReads, type CompetitionReadSet } from './competition-reads';
import { EntryInvitations, type Invitee } from './entry-invitations';
import { FirstRoundRatings } from './first-round-ratings';
import {
  auditData,
  bracketFor,
  competitionType,
  currentSeason,
  seasonsOf,
  gamesOf,
  headerOf,
  roundShown,
  roundsOf,
  roundType,
  rowsWithIds,
  type CompetitionViewer,
  type ViewedCompetition,
  type ViewedSeason,
} from './competition-view';
import {
  AdjustPointsInput,
  AuditEntryConnection,
  AuditEntryType,
  CompetitionPlayerConnection,
  CompetitionPlayerType,
  CompetitionType,
  CreateCompetitionInput,
  DisputeGameInput,
  DropPlayerInput,
  FinishInput,
  FixPlayerTableInput,
  SeedPlayerInput,
  FormatInput,
  GameLossInput,
  GameType,
  GameRefInput,
  GameResultInput,
  LeagueGameInput,
  OpenSeasonInput,
  PairRoundInput,
  ProjectorViewInput,
  RegisterPlayerInput,
  RoundInput,
  RoundType,
  SeasonLimitsInput,
  SeasonType,
  SetSeasonLimitsInput,
  StandingsMode,
  StandingsType,
  SwapPlayersInput,
  CsvSeparatorEnum,
  CompetitionRef,
} from './competition.types';

/** Which standings a field reads: settled or live results, after a given round or now. */
const STANDINGS_MODE_ARG = {
  type: () => StandingsMode,
  defaultValue: StandingsMode.settled,
  description: 'Which results count: settled (the default) or live.',
};
const THROUGH_ROUND_ARG = {
  type: () => Int,
  nullable: true,
  description: 'The standings as they were after this round; omitted: after every round so far.',
};

/** How a CSV export is written: commas and no byte-order mark unless asked (a file for a spreadsheet asks for both). */
const CSV_SEPARATOR_ARG = {
  type: () => CsvSeparatorEnum,
  defaultValue: CsvSeparatorEnum.comma,
  description: 'The field separator: comma (RFC 4180), or semicolon for a spreadsheet in a locale with a decimal comma.',
};
const CSV_BOM_ARG = {
  type: () => Boolean,
  defaultValue: false,
  description: 'Start the text with a UTF-8 byte-order mark (U+FEFF), which Excel needs to read the file as UTF-8.',
};

/** The list a standings cursor belongs to: one competition's standings in one mode, after one round or now. */
function standingsList(competitionId: string, mode: StandingsMode, throughRound: number | null | undefined): string {
  return `standings:${competitionId}:${mode}:${throughRound ?? ''}`;
}

function format(f: FormatInput): Format {
  // The enum's values are the format names themselves.
  const kind: string = f.kind;
  switch (kind) {
    case 'swiss':
      return { kind: 'swiss', rounds: f.rounds ?? null, topCut: f.topCut ?? null };
    case 'round-robin':
      if (f.cycles != null && f.cycles !== 1 && f.cycles !== 2)
        throw new InvalidInputError('a round robin has 1 or 2 cycles', 'format.cycles');
      return { kind: 'round-robin', cycles: f.cycles ?? 1 };
    case 'single-elimination':
      return { kind: 'single-elimination', thirdPlace: f.thirdPlace ?? false };
    case 'double-elimination':
      return { kind: 'double-elimination', grandFinalReset: f.grandFinalReset ?? true };
    case 'league':
      return { kind: 'league', maxGamesPerPair: f.maxGamesPerPair ?? null, maxGamesPerWeek: f.maxGamesPerWeek ?? null };
    default:
      throw new InvalidInputError(`unknown format ${kind}`, 'format.kind');
  }
}

/**
 * The game a command names, by its global id (\`CompetitionGame.id\`) or by its key within the
 * competition (\`r1-1\`, the old form, accepted until the date the API's changelog states).
 */
function gameKey(input: { competitionId: string; game: string }): string {
  const key = gameKeyOf(input.competitionId, input.game);
  if (key === null)
    throw new InvalidInputError(
      "that id is not of a game of this competition: pass the game's id (CompetitionGame.id), or its key (CompetitionGame.key) with its competition's id",
      'game',
    );
  return key;
}

/** A season's rules as given: a rule left out is no limit. The competition checks the values. */
function seasonLimitsOf(l: SeasonLimitsInput): SeasonLimits {
  return { maxGamesPerPair: l.maxGamesPerPair ?? null, maxGamesPerWeek: l.maxGamesPerWeek ?? null };
}

/** A standings table with what a reader needs to know of how current it is. */
type StandingsTable = StandingsView & { stale: boolean; parkedEvents: number };

/**
 * Tournaments and leagues over GraphQL. Reads check the policy; commands run as the actor
 * the policy grants, and the competition's own rules (libs/competitions) decide the rest.
 */
@Resolver(() => CompetitionType)
export class CompetitionsResolver {
  private readonly logger = new Logger('competitions');
  private readonly reads: CompetitionReads;
  private readonly entryInvitations: EntryInvitations;
  private readonly firstRoundRatings: FirstRoundRatings;

  constructor(
    private readonly competitions: CompetitionService,
    private readonly policy: CompetitionPolicy,
    private readonly access: AccessPolicy,
    @Inject(PROCESSORS) private readonly processors: ProcessorRunner,
    @Inject(LIVE_EVENTS) private readonly live: LiveEvents,
    @Inject(PG_POOL) pool: Pool,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {
    this.reads = new CompetitionReads(pool);
    this.entryInvitations = new EntryInvitations(pool);
    this.firstRoundRatings = new FirstRoundRatings(pool);
  }

  @Query(() => CompetitionType, {
    // Nullable, so an unknown or hidden id nulls this field alone: the rest of the query stands.
    nullable: true,
    description:
      'A tournament or league: format, players, rounds with their games and pairing explanations, bracket, season. Null, with a NOT_FOUND error, for an id no competition has; with FORBIDDEN (NOT_PUBLISHED) for one you may not read. The rest of the query stands.',
  })
  competition(
    @CurrentPrincipal() principal: Principal,
    @Context() ctx: ApiContext,
    @Args('id', { type: () => ID, description: 'The competition id (a UUID).' }) id: string,
  ): Promise<ViewedCompetition> {
    return this.read(principal, id, this.reads.forRequest(ctx));
  }

  @ResolveField(() => CompetitionPlayerConnection, {
    nullable: true,
    description: 'Registered players in registration order, dropped ones included. Null, with an error, for a bad page argument.',
  })
  async players(
    @Parent() c: ViewedCompetition,
    @Args('first', FIRST_ARG)
    first: number,
    @Args('after', AFTER_ARG)
    after?: string | null,
  ): Promise<ConnectionShape<CompetitionPlayerType>> {
    const s = await c.source.state();
    return pageOfArray(
      `players:${c.id}`,
      s.order.map((id) => s.players[id]),
      first,
      after,
    );
  }

  // The fields below are declared on CompetitionType (type and description); they are resolved
  // here, from the state, only when a query asks for them.

  @ResolveField(() => [RoundType])
  async rounds(@Parent() c: ViewedCompetition): Promise<RoundType[]> {
    return roundsOf(await c.source.state(), c.viewer);
  }

  @ResolveField(() => [GameType])
  async games(@Parent() c: ViewedCompetition): Promise<GameType[]> {
    return gamesOf(await c.source.state(), c.viewer);
  }

  @ResolveField(() => String, { nullable: true })
  async pairingDrawCommitment(@Parent() c: ViewedCompetition): Promise<string | null> {
    // The read models leave the pending draw out: the fold of the stream has it.
    const { state } = await this.competitions.load(c.id);
    return state.rounds.some((r) => r.round === 1 && r.started) ? null : (state.pairingDraw?.commitment ?? null);
  }

  @ResolveField(() => GraphQLJSON)
  async bracket(@Parent() c: ViewedCompetition): Promise<unknown> {
    return bracketFor(await c.source.state(), c.viewer);
  }

  @ResolveField(() => SeasonType)
  async season(@Parent() c: ViewedCompetition): Promise<ViewedSeason | null> {
    return currentSeason(await c.source.state());
  }

  @ResolveField(() => [SeasonType])
  async seasons(@Parent() c: ViewedCompetition): Promise<ViewedSeason[]> {
    return seasonsOf(await c.source.state());
  }

  @ResolveField(() => String)
  rulesetVersion(@Parent() c: ViewedCompetition): string {
    return this.rulesetVersionOf(c);
  }

  @ResolveField(() => String, { nullable: true })
  newerRulesetVersion(@Parent() c: ViewedCompetition): string | null {
    return this.registry.newerThan(c.rulesetId, this.rulesetVersionOf(c));
  }

  @ResolveField(() => StandingsType, {
    nullable: true,
    description:
      'Standings with each tie-break value: settled (only settled results) or live; after a given round, or now. Null, with an error, for a round the competition does not have or a bad page argument.',
  })
  async standings(
    @Parent() c: ViewedCompetition,
    @Args('mode', STANDINGS_MODE_ARG)
    mode: StandingsMode,
    @Args('throughRound', THROUGH_ROUND_ARG)
    throughRound: number | null,
    @Args('first', FIRST_ARG)
    first: number,
    @Args('after', AFTER_ARG)
    after?: string | null,
  ): Promise<StandingsType> {
    if (throughRound !== null && throughRound !== undefined && !c.roundFlags.some((r) => r.round === throughRound)) {
      throw new InvalidInputError(`there is no round ${throughRound}`, 'throughRound');
    }
    const view = await this.standingsTable(c, mode, throughRound ?? 0);
    return {
      competitionId: c.id,
      mode,
      throughRound: throughRound ?? null,
      roundFinished: view.roundFinished,
      version: view.version,
      stale: view.stale,
      parkedEvents: view.parkedEvents,
      rows: pageOfArray(standingsList(c.id, mode, throughRound), this.rowsOf(c, mode, throughRound ?? null, view.rows), first, after),
    };
  }

  @ResolveField(() => AuditEntryConnection, {
    nullable: true,
    description:
      'Every event of the competition with its actor, account and time: the audit trail. Null, with an error, for a bad page argument.',
  })
  async audit(
    @Parent() c: ViewedCompetition,
    @Args('first', FIRST_ARG)
    first: number,
    @Args('after', AFTER_ARG)
    after?: string | null,
  ): Promise<ConnectionShape<AuditEntryType>> {
    // The trail is the stream itself, as it is now: only the page asked for is read. A pairing the
    // read models have not handled yet shows anyone but the organiser its round alone until they have.
    checkFirst(first);
    const list = `audit:${c.id}`;
    const start = after ? decodeCursor(list, after, (p): p is number => Number.isInteger(p) && (p as number) >= 0) + 1 : 0;
    const total = await c.source.streamVersion();
    const page = start < total ? await c.source.events(start + 1, Math.min(first, total - start)) : [];
    const edges = page.map((e, i) => ({
      cursor: encodeCursor(list, start + i),
      node: {
        number: e.streamVersion,
        type: e.type,
        actor: e.metadata.actor ?? null,
        accountId: typeof e.metadata.accountId === 'string' ? e.metadata.accountId : null,
        recordedAt: e.recordedAt,
        data: auditData(e.streamVersion <= c.version ? c.roundFlags : [], e, c.viewer),
      },
    }));
    return {
      edges,
      totalCount: total,
      pageInfo: { hasNextPage: start + first < total, endCursor: edges.at(-1)?.cursor ?? null },
    };
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'Standings as CSV (rank, player, score, points, W-D-L, each tie-break). Null, with an error, for a round the competition does not have.',
  })
  async standingsCsv(
    @Parent() c: ViewedCompetition,
    @Args('mode', STANDINGS_MODE_ARG)
    mode: StandingsMode,
    @Args('throughRound', THROUGH_ROUND_ARG)
    throughRound: number | null,
    @Args('separator', CSV_SEPARATOR_ARG) separator: CsvSeparatorEnum,
    @Args('byteOrderMark', CSV_BOM_ARG) byteOrderMark: boolean,
  ): Promise<string> {
    const view = await this.standingsTable(c, mode, throughRound ?? 0);
    return standingsCsv(await c.source.state(), view.rows, { separator, byteOrderMark });
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'The pairings of a round as CSV (table, players, result). Null with a FORBIDDEN error, reason ROUND_NOT_PUBLISHED, for anyone but the organiser until the round is published (the rest of the answer stands).',
  })
  async pairingsCsv(
    @Parent() c: ViewedCompetition,
    @Args('round', { type: () => Int, description: 'The round number, from 1.' }) round: number,
    @Args('separator', CSV_SEPARATOR_ARG) separator: CsvSeparatorEnum,
    @Args('byteOrderMark', CSV_BOM_ARG) byteOrderMark: boolean,
  ): Promise<string> {
    const r = c.roundFlags.find((x) => x.round === round);
    if (!r) throw new InvalidInputError(`there is no round ${round}`, 'round');
    if (!r.published && !c.viewer.organiser)
      throw new ForbiddenError('ROUND_NOT_PUBLISHED', `round ${round} is not published: only the organiser sees its pairings`);
    return pairingsCsv(await c.source.state(), round, { separator, byteOrderMark });
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      'The whole competition stream as a log file (docs/competitions.md) that `tabletop import-competition` rebuilds. Organiser only: null with a FORBIDDEN error for anyone else (the rest of the answer stands).',
  })
  async log(@Parent() c: ViewedCompetition, @CurrentPrincipal() principal: Principal): Promise<string> {
    this.policy.assertOrganiser(principal, c.access);
    return writeCompetitionLog(c.id, await c.source.allEvents());
  }

  @Mutation(() => CompetitionType, {
    description: "Creates a tournament or league that you organise; scoring and tie-breaks default to the game's preset.",
  })
  async createCompetition(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The new competition: game, format, scoring, constraints and play.' }) input: CreateCompetitionInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const { accountId } = this.access.account(principal);
    const clock = clockOptions(input.play?.clock);
    const play = input.play
      ? {
          mode: input.play.mode as 'engine' | 'paper',
          setup: input.play.setup ?? {},
          dice: (input.play.dice ?? 'reported') as 'reported' | 'server',
          ...(clock ? { clock } : {}),
        }
      : undefined;
    if (play && !['engine', 'paper'].includes(play.mode)) throw new InvalidInputError('play mode is engine or paper', 'play.mode');
    if (play && !['reported', 'server'].includes(play.dice)) throw new InvalidInputError('dice are reported or server', 'play.dice');
    if (play?.mode === 'engine') this.assertSetupPlayable(input.rulesetId, play.setup);
    const loaded = await this.competitions.create(
      {
        competitionId: input.competitionId ?? undefined,
        kind: input.kind,
        name: input.name,
        rulesetId: input.rulesetId,
        organiserId: accountId,
        published: input.published,
        rated: input.rated,
        format: format(input.format),
        scoring: input.scoring
          ? Object.fromEntries(Object.entries(input.scoring).filter(([, v]) => v !== null && v !== undefined))
          : undefined,
        tieBreaks: input.tieBreaks ?? undefined,
        constraints: input.constraints
          ? {
              clubMates: input.constraints.clubMates,
              avoid: (input.constraints.avoid ?? []).map((p) => ({ a: p.a, b: p.b, strictness: p.strictness as 'hard' | 'soft' })),
            }
          : undefined,
        freshTables: input.freshTables,
        play,
        ...(input.timing
          ? {
              timing: {
                roundMinutes: input.timing.roundMinutes ?? null,
                paperOutcome: input.timing.paperOutcome === PaperOutcome.draw ? 'draw' : 'report',
              },
            }
          : {}),
      },
      { correlationId },
    );
    return this.answer(principal, loaded);
  }

  @Mutation(() => CompetitionType, {
    description:
      "Registers a player: the organiser registers a guest they report for, themself, or someone's account by its id or e-mail address, which is an invitation that its player accepts (a guest entry until then); a signed-in player registers themself in a published competition.",
  })
  async registerPlayer(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition and the entry: yourself, a guest by name, or an account.' }) input: RegisterPlayerInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const { state } = await this.competitions.load(input.competitionId);
    const me = this.access.account(principal).accountId; // typed refusals for anonymous callers, keys and invitations
    const email = input.email ?? null;
    let accountId = input.accountId ?? null;
    // Someone else's account is entered only with their consent: the entry is an invitation,
    // a guest entry by name until its player accepts it.
    let invitee: Invitee | null = null;
    if (!this.policy.isOrganiser(principal, state)) {
      // Anyone else registers only themself, and only in a published competition: naming an
      // account by e-mail is naming someone else's.
      if (!state.created.published || email !== null || (accountId !== null && accountId !== me))
        this.policy.assertOrganiser(principal, state);
      accountId = me;
    } else if (email !== null) {
      if (accountId !== null || input.self)
        throw new InvalidInputError('name the account by its id, its e-mail address or self: one of them', 'email');
      const address = emailSchema.safeParse(email);
      if (!address.success) throw new InvalidInputError('email: not an email address', 'email');
      // No account is looked up: the answer, and the time it takes, are the same whether or not
      // anyone has the address. Whoever signs in with it finds the invitation.
      invitee = { email: normalEmail(address.data) };
      accountId = null;
    } else if (input.self) {
      accountId = me;
    } else if (accountId !== null && accountId !== me) {
      const bad = checkText(accountId, 'accountId', 'name');
      if (bad) throw new InvalidInputError(bad.message, 'accountId');
      invitee = { accountId };
      accountId = null;
    }
    const [playerId] = this.competitions.ids(1);
    const command: CompetitionCommand = {
      type: 'register',
      playerId,
      name: input.name,
      accountId,
      club: input.club ?? null,
      seed: input.seed ?? null,
      ...(invitee ? { invited: true } : {}),
    };
    if (!invitee) return this.run(principal, input, correlationId, command, { kind: 'organiser' });
    // Whom the entry asks is kept before the entry exists, and forgotten when the competition refuses it.
    await this.entryInvitations.keep(input.competitionId, playerId, invitee);
    try {
      return await this.run(principal, input, correlationId, command, { kind: 'organiser' });
    } catch (e) {
      if (e instanceof RuleViolationError || e instanceof CompetitionConflictError)
        await this.entryInvitations.forget(input.competitionId, playerId);
      throw e;
    }
  }

  @Mutation(() => CompetitionType, {
    description: 'Drops a player (the organiser, or the player themself): never paired again; past games stay.',
  })
  dropPlayer(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the player to withdraw and why.' }) input: DropPlayerInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'drop', playerId: input.playerId, reason: input.reason });
  }

  @Mutation(() => CompetitionType, {
    description:
      "Pairs the next round (Swiss, Berger table or bracket), or pairs the last one again before it starts. Round 1 of a Swiss is seeded by `method` (random by default: a committed draw, revealed in the round's `revealedSeed`); later Swiss rounds are numbered by the standings, the leaders at table 1, around the players' fixed tables.",
  })
  async pairRound(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, whether to pair the last round again, and round 1’s seeding method.' })
    input: PairRoundInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const { state } = await this.competitions.load(input.competitionId);
    const actor = this.policy.actorFor(principal, state);
    await this.settled(); // engine results already in the log are recorded before the pairing looks at them
    const loaded = await this.competitions.pairRound(
      input.competitionId,
      actor,
      input.repair,
      this.options(principal, input, correlationId),
      { method: input.method ?? undefined, ratings: (s) => this.firstRoundRatings.of(s) },
    );
    return this.answer(principal, loaded);
  }

  @Mutation(() => CompetitionType, {
    description:
      'Fixes the table a player sits at every round from the next pairing on (an accessible table), or frees it (table null). Fixed tables win over fresh tables; the other games are numbered around them. Organiser only.',
  })
  fixPlayerTable(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the player and the table (null frees it).' }) input: FixPlayerTableInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'fixTable', playerId: input.playerId, table: input.table ?? null });
  }

  @Mutation(() => CompetitionType, {
    description:
      "Sets a player's place in the seed list (1 = strongest), which round 1 paired by seeds follows; until a round starts. Organiser only.",
  })
  seedPlayer(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the player and their place in the seed list.' }) input: SeedPlayerInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'seedPlayer', playerId: input.playerId, seed: input.seed });
  }

  @Mutation(() => CompetitionType, {
    description: "Swaps two players of a round that has not started; the round's `breaches` list what the swap breaks.",
  })
  swapPlayers(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the round, the two players and why.' }) input: SwapPlayersInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, {
      type: 'swap',
      round: input.round,
      playerA: input.playerA,
      playerB: input.playerB,
      reason: input.reason,
    });
  }

  @Mutation(() => CompetitionType, {
    description:
      'Publishes a paired round: its games are shown to the players and the public (startRound publishes it too). Organiser only.',
  })
  publishRound(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition and the round number.' }) input: RoundInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'publishRound', round: input.round });
  }

  @Mutation(() => CompetitionType, {
    description: "Chooses what the hall's projector shows (cycle: every view in turn); a finished competition's too. Organiser only.",
  })
  chooseProjectorView(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition and the view to show.' }) input: ProjectorViewInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'chooseProjectorView', view: input.view });
  }

  @Mutation(() => CompetitionType, {
    description:
      'Moves the competition to the newest version of its game: the engine matches it creates from now on play it, those created before keep theirs. RULESET_CURRENT when it plays the newest already. Organiser only.',
  })
  async moveCompetitionToNewestRuleset(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition (and optionally the version you decided on).' }) input: CompetitionRef,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const { state } = await this.competitions.load(input.competitionId);
    const actor = this.policy.actorFor(principal, state);
    return this.answer(
      principal,
      await this.competitions.moveToNewestRuleset(input.competitionId, actor, this.options(principal, input, correlationId)),
    );
  }

  @Mutation(() => CompetitionType, {
    description: 'Starts a paired round (publishing it, if it was not): results may be reported, and engine matches are created.',
  })
  async startRound(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition and the round number.' }) input: RoundInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const { state } = await this.competitions.load(input.competitionId);
    const actor = this.policy.actorFor(principal, state);
    return this.answer(
      principal,
      await this.competitions.startRound(input.competitionId, input.round, actor, this.options(principal, input, correlationId)),
    );
  }

  @Mutation(() => CompetitionType, {
    description:
      "Reports a game's result: a player's report waits for the opponent; the organiser's (with a reason) rules on a dispute or overrides any result.",
  })
  reportGameResult(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the game and its result.' }) input: GameResultInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, {
      type: 'report',
      game: gameKey(input),
      winner: input.winner ?? null,
      draw: input.draw,
      scores: input.scores ?? {},
      reason: input.reason ?? null,
    });
  }

  @Mutation(() => CompetitionType, { description: "The reporter's opponent confirms the reported result; it is settled." })
  confirmGameResult(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition and the game.' }) input: GameRefInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'confirm', game: gameKey(input) });
  }

  @Mutation(() => CompetitionType, { description: "The reporter's opponent disputes the reported result; the organiser rules." })
  disputeGameResult(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the game and what is wrong with the report.' }) input: DisputeGameInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'dispute', game: gameKey(input), reason: input.reason });
  }

  @Mutation(() => CompetitionType, { description: 'Bonus (positive) or penalty (negative) points, with the reason.' })
  adjustPoints(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the player, the points and why.' }) input: AdjustPointsInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, {
      type: 'adjustPoints',
      playerId: input.playerId,
      round: input.round ?? null,
      points: input.points,
      reason: input.reason,
    });
  }

  @Mutation(() => CompetitionType, { description: 'A game loss for one player of a game: the opponent wins; the game counts as unplayed.' })
  issueGameLoss(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the game, the player who loses it and why.' }) input: GameLossInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, {
      type: 'issueGameLoss',
      game: gameKey(input),
      playerId: input.playerId,
      reason: input.reason,
    });
  }

  @Mutation(() => CompetitionType, { description: 'Opens a league season, with its own rules or the limits the league was created with.' })
  openSeason(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The league, the season’s name and its rules.' }) input: OpenSeasonInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, {
      type: 'openSeason',
      name: input.name,
      ...(input.limits ? { limits: seasonLimitsOf(input.limits) } : {}),
    });
  }

  @Mutation(() => CompetitionType, {
    description:
      "Sets the open league season's rules (games per pairing, games per week): the games opened from now on keep to them; those already opened stand. The same rules again change nothing.",
  })
  setSeasonLimits(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The league and the open season’s new rules.' }) input: SetSeasonLimitsInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'setSeasonLimits', limits: seasonLimitsOf(input.limits) });
  }

  @Mutation(() => CompetitionType, { description: 'Closes the open league season: its standings are final.' })
  closeSeason(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition (and optionally the version you decided on).' }) input: CompetitionRef,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'closeSeason' });
  }

  @Mutation(() => CompetitionType, {
    description: "Opens a league game between two players (one of them, or the organiser), within the league's limits.",
  })
  async openLeagueGame(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The league and the two players.' }) input: LeagueGameInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const { state } = await this.competitions.load(input.competitionId);
    const actor = this.policy.actorFor(principal, state);
    return this.answer(
      principal,
      await this.competitions.openLeagueGame(
        input.competitionId,
        input.playerA,
        input.playerB,
        actor,
        this.options(principal, input, correlationId),
      ),
    );
  }

  @Mutation(() => CompetitionType, { description: 'Finishes the competition once every game is settled.' })
  async finishCompetition(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition and why it ends.' }) input: FinishInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const { state } = await this.competitions.load(input.competitionId);
    this.policy.actorFor(principal, state);
    await this.settled(); // engine results already in the log are recorded before the finish looks at them
    return this.run(principal, input, correlationId, { type: 'finish', reason: input.reason });
  }

  @Subscription(() => StandingsType, {
    description:
      'The standings now, then again after every change to the competition (results, rulings, drops, adjustments, pairings); live standings also after every event of its engine matches.',
    resolve: (s: StandingsType) => s,
  })
  async standingsChanged(
    @CurrentPrincipal() principal: Principal,
    @Args('competitionId', { type: () => ID, description: 'The competition (`Competition.id`).' }) competitionId: string,
    @Args('mode', STANDINGS_MODE_ARG)
    mode: StandingsMode,
    @Args('first', {
      type: () => Int,
      defaultValue: MAX_PAGE,
      description:
        'How many rows each update carries, from 1 to 100 (default 100, the first page): `rows.totalCount` says how many there are in all.',
    })
    first: number,
    @Args('after', {
      type: () => String,
      nullable: true,
      description:
        "Follow the rows after this position instead of the first ones: a cursor of this competition's standings in the same mode (an `endCursor` of this subscription or of `Competition.standings`). It names a position, not a player: each update carries whoever stands there then. Several subscriptions, one a page, follow an event of any size.",
    })
    after?: string | null,
  ): Promise<AsyncIterableIterator<StandingsType>> {
    const checked = await this.read(principal, competitionId, this.reads.fresh(principal));
    // A bad page is refused before anything is followed: VALIDATION, and no subscription.
    checkFirst(first);
    if (after) decodeCursor(standingsList(checked.id, mode, null), after, isPosition);
    const live = mode === StandingsMode.live;
    // Live standings move with the engine matches too: follow the whole log, keep what concerns this competition.
    const source = this.live.iterate(live ? '*' : checked.streamId);
    let matches = new Set<string>();
    // Each update reads the read models afresh, once the processors have handled its event.
    const snapshot = async (competitionMoved: boolean): Promise<StandingsType> => {
      const viewed = await this.read(principal, competitionId, this.reads.fresh(principal), checked.viewer);
      if (live && competitionMoved) {
        const s = await viewed.source.state();
        matches = new Set(Object.values(s.games).flatMap((g) => (g.matchId ? [g.matchId] : [])));
      }
      return this.standings(viewed, mode, null, first, after ?? null);
    };
    try {
      await this.processors.waitForHead(); // an event appended before the subscription is in the first update
      const now = await snapshot(true);
      return expand(
        source,
        async (e) => {
          if (e.streamId === checked.streamId) {
            await this.processors.waitFor(e.globalPosition);
            return [await snapshot(true)];
          }
          const matchId = matchIdOf(e.streamId);
          if (!matchId || !matches.has(matchId)) return [];
          await this.processors.waitFor(e.globalPosition);
          return [await snapshot(false)];
        },
        [now],
      );
    } catch (e) {
      await source.return?.();
      throw e;
    }
  }

  @Subscription(() => RoundType, {
    description:
      'Each round as you come to see new pairings of it. The organiser: as it is paired (or paired again, or amended by a swap) and published. Anyone else: as it is published (by publishRound, or by startRound of a round that was not), and amended while published.',
    resolve: (r: RoundType) => r,
  })
  async roundPaired(
    @CurrentPrincipal() principal: Principal,
    @Args('competitionId', { type: () => ID, description: 'The competition (`Competition.id`).' }) competitionId: string,
  ): Promise<AsyncIterableIterator<RoundType>> {
    const checked = await this.read(principal, competitionId, this.reads.fresh(principal));
    const viewer = checked.viewer;
    const source = this.live.iterate(checked.streamId);
    return expand(
      source,
      async (e) => {
        if (!['RoundPaired', 'PairingsAmended', 'RoundPublished', 'RoundStarted'].includes(e.type)) return [];
        // The round as of this very event (and the one before it), whatever came after: the stream, folded to there.
        const events = (await this.store.readStream(checked.streamId, { maxCount: e.streamVersion })).map(toCompetitionEvent);
        const after = replayCompetition(events, e.streamVersion);
        const round = roundShown(() => replayCompetition(events, e.streamVersion - 1), after, events[e.streamVersion - 1], viewer);
        return round ? [roundType(after, round, viewer)] : [];
      },
      [],
    );
  }

  @Subscription(() => CompetitionType, {
    description:
      'The competition as you may see it now, then again after each new event of it (events appended together come as one update), each once the server has handled the event, so that its standings are current.',
    resolve: (c: ViewedCompetition) => c,
  })
  async competitionUpdated(
    @CurrentPrincipal() principal: Principal,
    @Args('competitionId', { type: () => ID, description: 'The competition (`Competition.id`).' }) competitionId: string,
  ): Promise<AsyncIterableIterator<ViewedCompetition>> {
    const checked = await this.read(principal, competitionId, this.reads.fresh(principal));
    // Listen before reading, so no event falls between the read and the first update.
    const source = this.live.iterate(checked.streamId);
    let first: ViewedCompetition;
    try {
      await this.processors.waitForHead();
      first = await this.read(principal, competitionId, this.reads.fresh(principal), checked.viewer);
    } catch (e) {
      await source.return?.();
      throw e;
    }
    let version = first.version;
    return expand(
      source,
      async (e) => {
        await this.processors.waitFor(e.globalPosition);
        // Each update reads the read models afresh: its fields are of that update alone.
        const now = await this.read(principal, competitionId, this.reads.fresh(principal), checked.viewer);
        if (now.version <= version) return []; // an earlier event's update showed it already
        version = now.version;
        return [now];
      },
      [first],
    );
  }

  /**
   * A competition as the caller may see it, from the read models (`reads`): its header first,
   * which authorises the caller; the rest as fields ask for it. A competition the read models do
   * not have yet (the processors are behind, or not running) is read from its stream, so that a
   * read never waits on them. `viewer`: the one the caller was given when a subscription began.
   */
  private async read(principal: Principal, id: string, reads: CompetitionReadSet, viewer?: CompetitionViewer): Promise<ViewedCompetition> {
    const header = isUuid(id) ? await reads.headers.load(id) : null;
    if (!header) {
      const loaded = await this.competitions.load(id); // NOT_FOUND when there is no such competition
      this.logger.warn(`competition ${id} read from its stream: the read models do not have it yet`);
      this.policy.assertCanRead(principal, loaded.state);
      return this.viewedFromState(loaded, viewer ?? this.viewer(principal, loaded.state), reads);
    }
    const access = callerAccess(header, principal);
    this.policy.assertCanRead(principal, access);
    return competitionType(header, viewer ?? this.viewer(principal, access), access, {
      state: async () => (await reads.states.load(header.competitionId)) ?? (await this.competitions.load(header.competitionId)).state,
      standings: (mode, throughRound, again) => {
        const key = { competitionId: header.competitionId, mode, throughRound };
        if (again) reads.standings.clear(key);
        return reads.standings.load(key);
      },
      streamVersion: () => this.store.streamVersion(header.streamId),
      events: (fromVersion, count) => this.store.readStream(header.streamId, { fromVersion, maxCount: count }),
      allEvents: () => this.store.readStream(header.streamId),
    });
  }

  /** A competition a command has just folded: its state is at hand; standings and events are read as asked. */
  private viewedFromState(loaded: LoadedCompetition, viewer: CompetitionViewer, reads: CompetitionReadSet): ViewedCompetition {
    const header = headerOf(loaded);
    return competitionType(header, viewer, loaded.state, {
      state: () => Promise.resolve(loaded.state),
      standings: (mode, throughRound, again) => {
        const key = { competitionId: header.competitionId, mode, throughRound };
        if (again) reads.standings.clear(key);
        return reads.standings.load(key);
      },
      streamVersion: () => Promise.resolve(header.version),
      events: async (fromVersion, count) =>
        (await this.store.readStream(header.streamId, { fromVersion, maxCount: count })).filter((e) => e.streamVersion <= header.version),
      allEvents: async () => (await this.store.readStream(header.streamId)).filter((e) => e.streamVersion <= header.version),
    });
  }

  /**
   * One standings table from the read model. The table and the competition's header are written
   * by the same batch of the processors; when the table is behind the competition (its
   * projection parked it, or a command's answer comes before), the processors catch up first,
   * and if they cannot, the table is computed from the competition's state, so that a failing
   * projection never stops a read.
   */
  /**
   * A standings table as of the competition's version. When the read model is behind because a
   * processor parked one of the competition's events, the last table it computed is the last
   * consistent one: it is answered, marked stale, rather than folding the very event that was
   * parked (which is what failed). A read model merely behind is caught up from the stream.
   */
  private async standingsTable(c: ViewedCompetition, mode: StandingsMode, throughRound: number): Promise<StandingsTable> {
    const fresh = (view: StandingsView): StandingsTable => ({ ...view, stale: false, parkedEvents: 0 });
    let view = await c.source.standings(mode, throughRound);
    if (view && view.version >= c.version) return fresh(view);
    await this.processors.waitForHead();
    view = await c.source.standings(mode, throughRound, true);
    if (view && view.version >= c.version) return fresh(view);
    const parked = (await this.processors.parked(c.id)).length;
    const last = view ?? { mode, throughRound, version: 0, roundFinished: false, rows: [] };
    if (parked > 0) return { ...last, stale: true, parkedEvents: parked };
    this.logger.warn(`standings of ${c.id} computed from the competition: the read model is behind`);
    try {
      return fresh(standingsView(await c.source.state(), {}, mode, throughRound));
    } catch (e) {
      // An event the standings cannot fold that no processor has parked yet: the last table still stands.
      if (!(e instanceof StandingsError)) throw e;
      return { ...last, stale: true, parkedEvents: 0 };
    }
  }

  /**
   * An engine competition's matches are created from its setup when each round starts: a setup
   * the game refuses would leave every match of the round uncreated, so it is refused here,
   * with the game's own words, before anything is stored.
   */
  private assertSetupPlayable(rulesetId: string, setup: unknown): void {
    if (!this.registry.has(rulesetId)) return; // the competition refuses an unknown game itself
    const refusal = setupRefusal(this.registry, this.registry.get(rulesetId), setup);
    if (refusal) throw new InvalidInputError(`the game refuses this setup: ${refusal.message} (${refusal.rule})`, 'play.setup');
  }

  /** The version of its game the competition's next matches play: a game the registry no longer has is UNKNOWN_RULESET. */
  private rulesetVersionOf(c: ViewedCompetition): string {
    return rulesetVersionOf(c.rulesetId, c.ruleset, this.registry) ?? this.registry.get(c.rulesetId).version;
  }

  /** A command's options: the version the caller decided on, who acts, and the request's id for the events' metadata. */
  options(principal: Principal, input: CompetitionRef, correlationId: string): CompetitionCommandOptions {
    return {
      expectedVersion: input.expectedVersion ?? undefined,
      accountId: principal.kind === 'account' ? principal.accountId : undefined,
      correlationId,
    };
  }

  private async run(
    principal: Principal,
    input: CompetitionRef,
    correlationId: string,
    command: CompetitionCommand,
    as?: { kind: 'organiser' },
  ): Promise<ViewedCompetition> {
    const { state } = await this.competitions.load(input.competitionId);
    const actor = as ?? this.policy.actorFor(principal, state);
    return this.answer(
      principal,
      await this.competitions.execute(input.competitionId, command, actor, this.options(principal, input, correlationId)),
    );
  }

  /**
   * Answers with the competition as the caller may see it, once the processors have handled what
   * the command appended; the clocks resolver answers the same way.
   */
  async answer(principal: Principal, loaded: LoadedCompetition): Promise<ViewedCompetition> {
    await this.processors.waitFor(loaded.position ?? 0);
    return this.viewedFromState(loaded, this.viewer(principal, loaded.state), this.reads.fresh(principal));
  }

  /** Whether the caller sees the competition as its organiser does: every round as it is paired. */
  viewer(principal: Principal, access: CompetitionAccess): CompetitionViewer {
    return { organiser: this.policy.readsAsOrganiser(principal, access) };
  }

  /** A competition as `competition(id)` reads it, with the same checks: for `node`. */
  lookup(principal: Principal, ctx: ApiContext, id: string): Promise<ViewedCompetition> {
    return this.read(principal, id, this.reads.forRequest(ctx));
  }

  /** One player's row of a standings table, for `node`; null when the competition has no such table or the table no such row. */
  async standingRow(c: ViewedCompetition, table: StandingsTableRef, playerId: string): Promise<(StandingRow & { id: string }) | null> {
    if ('season' in table) {
      const s = await c.source.state();
      const season = seasonsOf(s).find((x) => x.number === table.season);
      return season
        ? (rowsWithIds(c.id, table, standingsOf(s, { mode: 'settled', season: season.number })).find((r) => r.playerId === playerId) ??
            null)
        : null;
    }
    if (table.throughRound !== null && !c.roundFlags.some((r) => r.round === table.throughRound)) return null;
    const mode = table.mode === 'live' ? StandingsMode.live : StandingsMode.settled;
    const view = await this.standingsTable(c, mode, table.throughRound ?? 0);
    return this.rowsOf(c, mode, table.throughRound, view.rows).find((r) => r.playerId === playerId) ?? null;
  }

  /** A standings table's rows with their global ids. */
  private rowsOf<R extends StandingRow>(
    c: ViewedCompetition,
    mode: StandingsMode,
    throughRound: number | null,
    rows: R[],
  ): Array<R & { id: string }> {
    return rowsWithIds(c.id, { mode: mode === StandingsMode.live ? 'live' : 'settled', throughRound }, rows);
  }

  /** Waits until the processors have handled everything in the log now. */
  private async settled(): Promise<void> {
    await this.processors.waitForHead();
  }
}
