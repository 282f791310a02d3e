import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { MatchService, toMatchEvent, writeMatchLog, type CommandOptions, type LoadedMatch } from '@app/matches';
import type { ProcessorRunner } from '@app/projections';
import { outcomeOf, verifyMatch, type RulesetRegistry } from '@app/rules';
import { AccessPolicy } from '../auth/access-policy';
import { InvalidInputError } from '../input.errors';
import { AccountType } from '../auth/auth.types';
import { Context, CorrelationId, CurrentPrincipal, type ApiContext } from '../auth/context';
import { organiserReader, type Principal } from '../auth/principal';
import { pageOfArray, type ConnectionShape, FIRST_ARG, AFTER_ARG } from '../pagination';
import { PROCESSORS, RULESETS } from '../tokens';
import { clockOptions } from '../clocks/clock.types';
import { MatchListService } from './match-list.service';
import { matchType, snapshotType, viewedEvents, type ViewedMatch } from './match-view';
import {
  ConcedeInput,
  ConfirmResultInput,
  CreateMatchInput,
  DisputeResultInput,
  IssueOrderInput,
  MatchEventConnection,
  MatchEventType,
  MatchSnapshotType,
  MatchStatus,
  MatchSummaryConnection,
  MatchSummaryType,
  MatchType,
  MatchVerificationType,
  RecordRollInput,
  ReportResultInput,
  RollDiceInput,
  type CommandInput,
} from './match.types';

function options(input: CommandInput, correlationId: string): CommandOptions {
  return { expectedVersion: input.expectedVersion ?? undefined, eventId: input.eventId ?? undefined, correlationId };
}

/**
 * Matches: reads through the caller's view, commands as the actor the access policy grants.
 * The resolver decides nothing itself.
 */
@Resolver(() => MatchType)
export class MatchesResolver {
  constructor(
    private readonly matches: MatchService,
    private readonly list: MatchListService,
    private readonly policy: AccessPolicy,
    @Inject(PROCESSORS) private readonly processors: ProcessorRunner,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {}

  @Query(() => MatchType, {
    // Nullable, so an unknown or hidden id nulls this field alone: the rest of the query stands.
    nullable: true,
    description:
      'A match: its events, current state, pending decision and outcome, as the caller may see them. Null, with a NOT_FOUND error, for an id no match has (VALIDATION for one that is not a UUID); with FORBIDDEN (NOT_PUBLISHED) for one you may not read. The rest of the query stands.',
  })
  match(
    @CurrentPrincipal() principal: Principal,
    @Args('id', { type: () => ID, description: 'The match id (a UUID).' }) id: string,
  ): Promise<ViewedMatch> {
    return this.lookup(principal, id);
  }

  /** A match as `match(id)` reads it, with the same checks: for `node` too. */
  async lookup(principal: Principal, id: string): Promise<ViewedMatch> {
    const loaded = await this.matches.load(id);
    this.policy.assertCanRead(principal, loaded.match.created);
    return this.viewed(principal, loaded);
  }

  @Query(() => MatchSummaryConnection, {
    description: 'Matches, newest first: the published ones, and the ones you organise.',
  })
  matchList(
    @CurrentPrincipal() principal: Principal,
    @Args('first', FIRST_ARG)
    first: number,
    @Args('after', AFTER_ARG)
    after?: string | null,
    @Args('rulesetId', { type: () => String, nullable: true, description: 'Only those of this game (a ruleset id); omitted: every game.' })
    rulesetId?: string | null,
    @Args('status', { type: () => MatchStatus, nullable: true, description: 'Only matches in this state; omitted: all.' })
    status?: MatchStatus | null,
  ): Promise<ConnectionShape<MatchSummaryType>> {
    const organiserId = organiserReader(principal); // an ORGANISER key lists its owner's unpublished ones too
    return this.list.page({ first, after, rulesetId, status, organiserId });
  }

  @ResolveField(() => MatchEventConnection, {
    nullable: true,
    description: 'The events of the stream, oldest first, as the caller may see them. Null, with an error, for a bad page argument.',
  })
  events(
    @Parent() match: ViewedMatch,
    @Args('first', FIRST_ARG)
    first: number,
    @Args('after', AFTER_ARG)
    after?: string | null,
  ): ConnectionShape<MatchEventType> {
    const events = match.viewedEvents?.() ?? viewedEvents(this.registry, match.storedEvents, match.viewer);
    return pageOfArray(`events:${match.id}`, events, first, after);
  }

  @ResolveField(() => MatchSnapshotType, {
    nullable: true,
    description:
      'Replay: the match as it stood after event `eventNumber`, in the caller’s view. Null, with an error, for an event the match does not have.',
  })
  async at(
    @Parent() match: ViewedMatch,
    @Args('eventNumber', { type: () => Int, description: 'The event to stop after: 1 to `version`.' }) eventNumber: number,
  ): Promise<MatchSnapshotType> {
    const events = match.storedEvents.length;
    if (eventNumber < 1 || eventNumber > events)
      throw new InvalidInputError(`event ${eventNumber} is outside this match (1…${events})`, 'eventNumber');
    const loaded = await this.matches.load(match.id, eventNumber);
    return snapshotType(loaded.match, match.viewer);
  }

  @ResolveField(() => String, {
    // Nullable, so a refusal nulls this field alone: a command's answer that asks for it still
    // reports the command as applied.
    nullable: true,
    description:
      'The match log (JSON Lines, see docs/match-log.md), for callers who may see the whole stream: null with a FORBIDDEN error otherwise (the rest of the answer stands).',
  })
  log(@Parent() match: ViewedMatch): string {
    this.policy.assertWholeStream(match.viewer);
    return writeMatchLog(match.id, match.storedEvents);
  }

  @ResolveField(() => String, {
    nullable: true,
    description:
      "The newest version of this match's game when it is newer than the one the match plays (`ruleset.version`); the match keeps playing its own. Null otherwise.",
  })
  newerRulesetVersion(@Parent() match: ViewedMatch): string | null {
    return this.registry.newerThan(match.ruleset.id, match.ruleset.version);
  }

  @ResolveField(() => MatchVerificationType, {
    nullable: true,
    description:
      'Whether every server roll follows from the dice seed revealed at the end: null until the seed is revealed. ' +
      'The verdict is shown to every reader; the seed itself only to those who see the whole stream.',
  })
  verification(@Parent() match: ViewedMatch): MatchVerificationType | null {
    return verifyMatch(match.storedEvents.map(toMatchEvent));
  }

  @Mutation(() => MatchType, {
    description: 'Creates a match that you organise; the ruleset id and version are pinned in its first event.',
  })
  async createMatch(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The game, the seats, the setup and how the match is played.' }) input: CreateMatchInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const { accountId } = this.policy.account(principal);
    const match = {
      rulesetId: input.rulesetId,
      rulesetVersion: input.rulesetVersion ?? undefined,
      players: input.players,
      setup: input.setup,
      dice: input.dice,
      matchId: input.matchId ?? undefined,
      access: { organiserId: accountId, published: input.published, revealAtEnd: input.revealAtEnd },
      clock: clockOptions(input.clock),
    };
    const loaded = await this.matches.create(match, { kind: 'organiser' }, { correlationId });
    return this.answer(principal, loaded, input.waitForReadModels);
  }

  @Mutation(() => MatchType, { description: 'Issues one order for your side; RULE_VIOLATION when it breaks a rule.' })
  async issueOrder(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match, your side and the order document.' }) input: IssueOrderInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.policy.actorFor(principal, await this.matches.created(input.matchId), 'order', input.side);
    return this.answer(
      principal,
      await this.matches.issueOrder(input.matchId, input.side, input.order, actor, options(input, correlationId)),
      input.waitForReadModels,
    );
  }

  @Mutation(() => MatchType, { description: 'Records a roll of physical dice for the pending roll.' })
  async recordRoll(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match and the dice as they landed.' }) input: RecordRollInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.policy.actorFor(principal, await this.matches.created(input.matchId), 'roll', input.side ?? null);
    const side = actor.kind === 'player' ? actor.side : null;
    const dice = input.dice.map((d) => ({ sides: d.sides, value: d.value, ...(d.colour != null ? { colour: d.colour } : {}) }));
    const loaded = await this.matches.recordRoll(input.matchId, side, dice, actor, {
      ...options(input, correlationId),
      purpose: input.purpose ?? undefined,
    });
    return this.answer(principal, loaded, input.waitForReadModels);
  }

  @Mutation(() => MatchType, { description: 'Asks the server to roll the pending roll from the match’s committed seed.' })
  async rollDice(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match, and the side asking for the roll.' }) input: RollDiceInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.policy.actorFor(principal, await this.matches.created(input.matchId), 'server-roll', input.side ?? null);
    return this.answer(
      principal,
      await this.matches.serverRoll(input.matchId, actor, options(input, correlationId)),
      input.waitForReadModels,
    );
  }

  @Mutation(() => MatchType, { description: 'Your side concedes; the match ends.' })
  async concede(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match and the side that concedes.' }) input: ConcedeInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.policy.actorFor(principal, await this.matches.created(input.matchId), 'concede', input.side);
    return this.answer(
      principal,
      await this.matches.concede(input.matchId, input.side, actor, options(input, correlationId)),
      input.waitForReadModels,
    );
  }

  @Mutation(() => MatchType, {
    description:
      "Reports the result of a match played at the table: the opponent confirms or disputes it; the organiser's report settles it.",
  })
  async reportResult(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match, your side, and the result as you report it.' }) input: ReportResultInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.policy.actorFor(principal, await this.matches.created(input.matchId), 'report', input.side ?? null);
    const result = {
      side: actor.kind === 'player' ? actor.side : null,
      winner: input.winner ?? null,
      draw: input.draw,
      ...(input.scores ? { scores: input.scores } : {}),
    };
    return this.answer(
      principal,
      await this.matches.reportResult(input.matchId, result, actor, options(input, correlationId)),
      input.waitForReadModels,
    );
  }

  @Mutation(() => MatchType, {
    description: 'The opponent of the reporter (or the organiser) confirms the reported result; the match ends with it.',
  })
  async confirmResult(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match, and your side (the reporter’s opponent).' }) input: ConfirmResultInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.policy.actorFor(principal, await this.matches.created(input.matchId), 'confirm', input.side ?? null);
    const side = actor.kind === 'player' ? actor.side : null;
    return this.answer(
      principal,
      await this.matches.confirmResult(input.matchId, side, actor, options(input, correlationId)),
      input.waitForReadModels,
    );
  }

  @Mutation(() => MatchType, { description: 'The opponent of the reporter disputes the reported result; the organiser rules.' })
  async disputeResult(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match, your side, and what is wrong with the report.' }) input: DisputeResultInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.policy.playerFor(principal, await this.matches.created(input.matchId), 'dispute', input.side ?? null);
    return this.answer(
      principal,
      await this.matches.disputeResult(input.matchId, actor.side, input.reason, actor, options(input, correlationId)),
      input.waitForReadModels,
    );
  }

  private viewed(principal: Principal, loaded: LoadedMatch): ViewedMatch {
    const viewer = this.policy.viewer(principal, loaded.match.created, outcomeOf(loaded.match).finished);
    return matchType(loaded, viewer);
  }

  /**
   * Answers with the match as the command computed it. The read models (the match list,
   * standings, a competition's record of the result) follow within moments: the append woke the
   * processors. A caller who asks to read its own writes there (`waitForReadModels`) is answered
   * once they have handled what the command appended, and then what they appended in response
   * (a competition's record of the match's result, which its standings and views are made
   * from); the others do not queue behind them.
   */
  async answer(principal: Principal, loaded: LoadedMatch, waitForReadModels = false): Promise<ViewedMatch> {
    if (waitForReadModels && loaded.position) {
      await this.processors.waitFor(loaded.position);
      await this.processors.waitForHead();
    }
    return this.viewed(principal, loaded);
  }
}

/** The match list's rows; the organiser's account comes through the request's loader, one query per page. */
@Resolver(() => MatchSummaryType)
export class MatchSummaryResolver {
  @ResolveField(() => AccountType, { nullable: true, description: 'The organiser’s account.' })
  async organiser(@Parent() row: MatchSummaryType, @Context() ctx: ApiContext): Promise<AccountType | null> {
    return row.organiserId ? ctx.accounts.load(row.organiserId) : null;
  }
}
