import { Inject, Logger } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import type { LiveEvents } from '@app/event-store';
import {
  CompetitionService,
  pairingsCsv,
  replayCompetition,
  toCompetitionEvent,
  standingsCsv,
  standingsView,
  type CompetitionState,
  type StandingsView,
  writeCompetitionLog,
  type CompetitionCommand,
  type CommandOptions as CompetitionCommandOptions,
  type LoadedCompetition,
  type Format,
} from '@app/competitions';
import { matchIdOf } from '@app/matches';
import type { RulesetRegistry } from '@app/rules';
import { readStandings, type ProcessorRunner } from '@app/projections';
import type { Pool } from 'pg';
import { AccessPolicy } from '../auth/access-policy';
import { AccountsService } from '../auth/accounts.service';
import { ForbiddenError } from '../auth/auth.errors';
import { CompetitionPolicy } from '../auth/competition-policy';
import { CorrelationId, CurrentPrincipal } from '../auth/context';
import type { Principal } from '../auth/principal';
import { AccountNotFoundError, InvalidInputError } from '../input.errors';
import { DEFAULT_PAGE, pageOfArray, type ConnectionShape } from '../pagination';
import { expand } from '../live-iterator';
import { clockOptions, PaperOutcome } from '../clocks/clock.types';
import { setupRefusal } from '../rulesets/setup-refusal';
import { LIVE_EVENTS, PG_POOL, PROCESSORS, RULESETS } from '../tokens';
import { auditData, competitionType, roundShown, roundType, type CompetitionViewer, type ViewedCompetition } from './competition-view';
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
  FormatInput,
  GameLossInput,
  GameRefInput,
  GameResultInput,
  LeagueGameInput,
  OpenSeasonInput,
  PairRoundInput,
  ProjectorViewInput,
  RegisterPlayerInput,
  RoundInput,
  RoundType,
  StandingsMode,
  StandingsType,
  SwapPlayersInput,
  CompetitionRef,
} from './competition.types';

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
 * Tournaments and leagues over GraphQL. Reads check the policy; commands run as the actor
 * the policy grants, and the competition's own rules (libs/competitions) decide the rest.
 */
@Resolver(() => CompetitionType)
export class CompetitionsResolver {
  private readonly logger = new Logger('competitions');

  constructor(
    private readonly competitions: CompetitionService,
    private readonly policy: CompetitionPolicy,
    private readonly access: AccessPolicy,
    private readonly accounts: AccountsService,
    @Inject(PROCESSORS) private readonly processors: ProcessorRunner,
    @Inject(LIVE_EVENTS) private readonly live: LiveEvents,
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {}

  @Query(() => CompetitionType, {
    description: 'A tournament or league: format, players, rounds with their games and pairing explanations, bracket, season.',
  })
  async competition(@CurrentPrincipal() principal: Principal, @Args('id', { type: () => ID }) id: string): Promise<ViewedCompetition> {
    const loaded = await this.competitions.load(id);
    this.policy.assertCanRead(principal, loaded.state);
    return competitionType(loaded, this.viewer(principal, loaded.state));
  }

  @ResolveField(() => CompetitionPlayerConnection, { description: 'Registered players in registration order, dropped ones included.' })
  players(
    @Parent() c: ViewedCompetition,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): ConnectionShape<CompetitionPlayerType> {
    const s = c.loaded.state;
    return pageOfArray(
      `players:${c.id}`,
      s.order.map((id) => s.players[id]),
      first,
      after,
    );
  }

  @ResolveField(() => StandingsType, {
    description: 'Standings with each tie-break value: settled (only settled results) or live; after a given round, or now.',
  })
  async standings(
    @Parent() c: ViewedCompetition,
    @Args('mode', { type: () => StandingsMode, defaultValue: StandingsMode.settled }) mode: StandingsMode,
    @Args('throughRound', { type: () => Int, nullable: true }) throughRound: number | null,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<StandingsType> {
    const s = c.loaded.state;
    if (throughRound !== null && throughRound !== undefined && !s.rounds.some((r) => r.round === throughRound)) {
      throw new InvalidInputError(`there is no round ${throughRound}`, 'throughRound');
    }
    const view = await this.standingsTable(s, mode, throughRound ?? 0);
    return {
      competitionId: c.id,
      mode,
      throughRound: throughRound ?? null,
      roundFinished: view.roundFinished,
      version: view.version,
      rows: pageOfArray(`standings:${c.id}:${mode}:${throughRound ?? ''}`, view.rows, first, after),
    };
  }

  @ResolveField(() => AuditEntryConnection, {
    description: 'Every event of the competition with its actor, account and time: the audit trail.',
  })
  audit(
    @Parent() c: ViewedCompetition,
    @Args('first', { type: () => Int, defaultValue: DEFAULT_PAGE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): ConnectionShape<AuditEntryType> {
    const entries = c.loaded.events.map((e) => ({
      number: e.streamVersion,
      type: e.type,
      actor: e.metadata.actor ?? null,
      accountId: typeof e.metadata.accountId === 'string' ? e.metadata.accountId : null,
      recordedAt: e.recordedAt,
      data: auditData(c.loaded.state, e, c.viewer),
    }));
    return pageOfArray(`audit:${c.id}`, entries, first, after);
  }

  @ResolveField(() => String, { description: 'Standings as CSV (rank, player, score, points, W-D-L, each tie-break).' })
  async standingsCsv(
    @Parent() c: ViewedCompetition,
    @Args('mode', { type: () => StandingsMode, defaultValue: StandingsMode.settled }) mode: StandingsMode,
    @Args('throughRound', { type: () => Int, nullable: true }) throughRound: number | null,
  ): Promise<string> {
    const view = await this.standingsTable(c.loaded.state, mode, throughRound ?? 0);
    return standingsCsv(c.loaded.state, view.rows);
  }

  @ResolveField(() => String, {
    description:
      'The pairings of a round as CSV (table, players, result). FORBIDDEN, reason ROUND_NOT_PUBLISHED, for anyone but the organiser until the round is published.',
  })
  pairingsCsv(@Parent() c: ViewedCompetition, @Args('round', { type: () => Int }) round: number): string {
    const s = c.loaded.state;
    const r = s.rounds.find((x) => x.round === round);
    if (!r) throw new InvalidInputError(`there is no round ${round}`, 'round');
    if (!r.published && !c.viewer.organiser)
      throw new ForbiddenError('ROUND_NOT_PUBLISHED', `round ${round} is not published: only the organiser sees its pairings`);
    return pairingsCsv(s, round);
  }

  @ResolveField(() => String, {
    description:
      'The whole competition stream as a log file (docs/competitions.md) that `tabletop import-competition` rebuilds. Organiser only.',
  })
  log(@Parent() c: ViewedCompetition, @CurrentPrincipal() principal: Principal): string {
    this.policy.assertOrganiser(principal, c.loaded.state);
    return writeCompetitionLog(c.id, c.loaded.events);
  }

  @Mutation(() => CompetitionType, {
    description: "Creates a tournament or league that you organise; scoring and tie-breaks default to the game's preset.",
  })
  async createCompetition(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CreateCompetitionInput,
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
      'Registers a player: the organiser registers anyone (with an account, by its id or e-mail address, or a guest they report for); a signed-in player registers themself in a published competition.',
  })
  async registerPlayer(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: RegisterPlayerInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const { state } = await this.competitions.load(input.competitionId);
    const me = this.access.account(principal).accountId; // typed refusals for anonymous callers, keys and invitations
    const email = input.email ?? null;
    let accountId = input.accountId ?? null;
    if (!this.policy.isOrganiser(principal, state)) {
      // Anyone else registers only themself, and only in a published competition: naming an
      // account by e-mail is naming someone else's, and is refused before the address is looked up.
      if (!state.created.published || email !== null || (accountId !== null && accountId !== me))
        this.policy.assertOrganiser(principal, state);
      accountId = me;
    } else if (email !== null) {
      if (accountId !== null || input.self)
        throw new InvalidInputError('name the account by its id, its e-mail address or self: one of them', 'email');
      const account = await this.accounts.findByEmail(email);
      if (!account) throw new AccountNotFoundError('email');
      accountId = account.id;
    } else if (input.self) {
      accountId = me;
    }
    const [playerId] = this.competitions.ids(1);
    const command: CompetitionCommand = {
      type: 'register',
      playerId,
      name: input.name,
      accountId,
      club: input.club ?? null,
      seed: input.seed ?? null,
    };
    return this.run(principal, input, correlationId, command, { kind: 'organiser' });
  }

  @Mutation(() => CompetitionType, {
    description: 'Drops a player (the organiser, or the player themself): never paired again; past games stay.',
  })
  dropPlayer(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: DropPlayerInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'drop', playerId: input.playerId, reason: input.reason });
  }

  @Mutation(() => CompetitionType, {
    description: 'Pairs the next round (Swiss, Berger table or bracket), or pairs the last one again before it starts.',
  })
  async pairRound(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: PairRoundInput,
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
    );
    return this.answer(principal, loaded);
  }

  @Mutation(() => CompetitionType, {
    description: "Swaps two players of a round that has not started; the round's `breaches` list what the swap breaks.",
  })
  swapPlayers(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: SwapPlayersInput,
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
    @Args('input') input: RoundInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'publishRound', round: input.round });
  }

  @Mutation(() => CompetitionType, {
    description: "Chooses what the hall's projector shows (cycle: every view in turn); a finished competition's too. Organiser only.",
  })
  chooseProjectorView(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: ProjectorViewInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'chooseProjectorView', view: input.view });
  }

  @Mutation(() => CompetitionType, {
    description: 'Starts a paired round (publishing it, if it was not): results may be reported, and engine matches are created.',
  })
  async startRound(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: RoundInput,
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
    @Args('input') input: GameResultInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, {
      type: 'report',
      game: input.game,
      winner: input.winner ?? null,
      draw: input.draw,
      scores: input.scores ?? {},
      reason: input.reason ?? null,
    });
  }

  @Mutation(() => CompetitionType, { description: "The reporter's opponent confirms the reported result; it is settled." })
  confirmGameResult(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: GameRefInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'confirm', game: input.game });
  }

  @Mutation(() => CompetitionType, { description: "The reporter's opponent disputes the reported result; the organiser rules." })
  disputeGameResult(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: DisputeGameInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'dispute', game: input.game, reason: input.reason });
  }

  @Mutation(() => CompetitionType, { description: 'Bonus (positive) or penalty (negative) points, with the reason.' })
  adjustPoints(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: AdjustPointsInput,
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
    @Args('input') input: GameLossInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, {
      type: 'issueGameLoss',
      game: input.game,
      playerId: input.playerId,
      reason: input.reason,
    });
  }

  @Mutation(() => CompetitionType, { description: 'Opens a league season.' })
  openSeason(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: OpenSeasonInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'openSeason', name: input.name });
  }

  @Mutation(() => CompetitionType, { description: 'Closes the open league season: its standings are final.' })
  closeSeason(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: CompetitionRef,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    return this.run(principal, input, correlationId, { type: 'closeSeason' });
  }

  @Mutation(() => CompetitionType, {
    description: "Opens a league game between two players (one of them, or the organiser), within the league's limits.",
  })
  async openLeagueGame(
    @CurrentPrincipal() principal: Principal,
    @Args('input') input: LeagueGameInput,
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
    @Args('input') input: FinishInput,
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
    @Args('competitionId', { type: () => ID }) competitionId: string,
    @Args('mode', { type: () => StandingsMode, defaultValue: StandingsMode.settled }) mode: StandingsMode,
  ): Promise<AsyncIterableIterator<StandingsType>> {
    const loaded = await this.competitions.load(competitionId);
    this.policy.assertCanRead(principal, loaded.state);
    const live = mode === StandingsMode.live;
    // Live standings move with the engine matches too: follow the whole log, keep what concerns this competition.
    const source = this.live.iterate(live ? '*' : loaded.streamId);
    let matches = new Set<string>();
    const viewer = this.viewer(principal, loaded.state);
    const snapshot = async (): Promise<StandingsType> => {
      const viewed = competitionType(await this.competitions.load(competitionId), viewer);
      matches = new Set(Object.values(viewed.loaded.state.games).flatMap((g) => (g.matchId ? [g.matchId] : [])));
      return this.standings(viewed, mode, null, 100, null);
    };
    return expand(
      source,
      async (e) => {
        if (e.streamId === loaded.streamId) return [await snapshot()];
        const matchId = matchIdOf(e.streamId);
        if (!matchId || !matches.has(matchId)) return [];
        await this.processors.waitFor(e.globalPosition);
        return [await snapshot()];
      },
      [await snapshot()],
    );
  }

  @Subscription(() => RoundType, {
    description:
      'Each round as you come to see new pairings of it. The organiser: as it is paired (or paired again, or amended by a swap) and published. Anyone else: as it is published (by publishRound, or by startRound of a round that was not), and amended while published.',
    resolve: (r: RoundType) => r,
  })
  async roundPaired(
    @CurrentPrincipal() principal: Principal,
    @Args('competitionId', { type: () => ID }) competitionId: string,
  ): Promise<AsyncIterableIterator<RoundType>> {
    const loaded = await this.competitions.load(competitionId);
    this.policy.assertCanRead(principal, loaded.state);
    const viewer = this.viewer(principal, loaded.state);
    const source = this.live.iterate(loaded.streamId);
    return expand(
      source,
      async (e) => {
        if (!['RoundPaired', 'PairingsAmended', 'RoundPublished', 'RoundStarted'].includes(e.type)) return [];
        const events = (await this.competitions.load(competitionId)).events.map(toCompetitionEvent);
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
    @Args('competitionId', { type: () => ID }) competitionId: string,
  ): Promise<AsyncIterableIterator<ViewedCompetition>> {
    const checked = await this.competitions.load(competitionId);
    this.policy.assertCanRead(principal, checked.state);
    const viewer = this.viewer(principal, checked.state);
    // Listen before reading, so no event falls between the read and the first update.
    const source = this.live.iterate(checked.streamId);
    let loaded: LoadedCompetition;
    try {
      loaded = await this.competitions.load(competitionId);
    } catch (e) {
      await source.return?.();
      throw e;
    }
    let version = loaded.state.version;
    return expand(
      source,
      async (e) => {
        await this.processors.waitFor(e.globalPosition);
        const now = await this.competitions.load(competitionId);
        if (now.state.version <= version) return []; // an earlier event's update showed it already
        version = now.state.version;
        return [competitionType(now, viewer)];
      },
      [competitionType(loaded, viewer)],
    );
  }

  /**
   * One standings table from the read model. When it lags behind the competition as loaded, the
   * projections catch up first (a reader sees at least the version it loaded); if they cannot,
   * the table is computed from the stream so that a failing projection never stops a read.
   */
  private async standingsTable(state: CompetitionState, mode: StandingsMode, throughRound: number): Promise<StandingsView> {
    const id = state.created.competitionId;
    const read = () =>
      readStandings((sql, params) => this.pool.query<Record<string, unknown>>(sql, params).then((r) => r.rows), id, mode, throughRound);
    let view = await read();
    if (view && view.version >= state.version) return view;
    await this.processors.waitForHead();
    view = await read();
    if (view && view.version >= state.version) return view;
    this.logger.warn(`standings of ${id} computed from the stream: the read model is behind`);
    return standingsView(state, {}, mode, throughRound);
  }

  /**
   * An engine competition's matches are created from its setup when each round starts: a setup
   * the game refuses would leave every match of the round uncreated, so it is refused here,
   * with the game's own words, before anything is stored.
   */
  private assertSetupPlayable(rulesetId: string, setup: unknown): void {
    if (!this.registry.list().some((r) => r.id === rulesetId)) return; // the competition refuses an unknown game itself
    const refusal = setupRefusal(this.registry, this.registry.get(rulesetId), setup);
    if (refusal) throw new InvalidInputError(`the game refuses this setup: ${refusal.message} (${refusal.rule})`, 'play.setup');
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
    return competitionType(loaded, this.viewer(principal, loaded.state));
  }

  /** Whether the caller sees the competition as its organiser does: every round as it is paired. */
  viewer(principal: Principal, state: CompetitionState): CompetitionViewer {
    return { organiser: this.policy.isOrganiser(principal, state) };
  }

  /** Waits until the processors have handled everything in the log now. */
  private async settled(): Promise<void> {
    await this.processors.waitForHead();
  }
}
