import { Inject, Logger } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { MatchService, type CommandOptions, type LoadedMatch } from '@app/matches';
import type { ProjectionRunner } from '@app/projections';
import type { Actor } from '@app/rules';
import { PROJECTIONS } from '../tokens';
import { MatchListService } from './match-list.service';
import { eventType, matchType, snapshotType, type LoadedMatchType } from './match-view';
import {
  ConcedeInput,
  CreateMatchInput,
  IssueOrderInput,
  MatchEventType,
  MatchSnapshotType,
  MatchStatus,
  MatchSummaryConnection,
  MatchType,
  RecordRollInput,
  RollDiceInput,
  type CommandInput,
} from './match.types';

function options(input: CommandInput): CommandOptions {
  return { expectedVersion: input.expectedVersion ?? undefined, eventId: input.eventId ?? undefined };
}

/**
 * Until accounts exist, the caller acts as the player of the side the command names.
 */
function playerOf(side: string | null | undefined): Actor {
  return side ? { kind: 'player', side } : { kind: 'organiser' };
}

@Resolver(() => MatchType)
export class MatchesResolver {
  private readonly log = new Logger('matches');

  constructor(
    private readonly matches: MatchService,
    private readonly list: MatchListService,
    @Inject(PROJECTIONS) private readonly projections: ProjectionRunner,
  ) {}

  @Query(() => MatchType, { description: 'A match: its events, current state, pending decision and outcome.' })
  async match(@Args('id', { type: () => ID }) id: string): Promise<MatchType> {
    return matchType(await this.matches.load(id));
  }

  @Query(() => MatchSummaryConnection, { description: 'Matches, newest first (Relay-style cursor pagination).' })
  matchList(
    @Args('first', { type: () => Int, defaultValue: 20 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('rulesetId', { type: () => String, nullable: true }) rulesetId?: string | null,
    @Args('status', { type: () => MatchStatus, nullable: true }) status?: MatchStatus | null,
  ): Promise<MatchSummaryConnection> {
    return this.list.page({ first, after, rulesetId, status });
  }

  @ResolveField(() => [MatchEventType], { description: 'The stored events, optionally a window of them (1-based, inclusive).' })
  events(
    @Parent() match: LoadedMatchType,
    @Args('from', { type: () => Int, defaultValue: 1 }) from: number,
    @Args('count', { type: () => Int, nullable: true }) count?: number | null,
  ): MatchEventType[] {
    const start = Math.max(from, 1) - 1;
    const end = count === null || count === undefined ? undefined : start + Math.max(count, 0);
    return match.storedEvents.slice(start, end).map(eventType);
  }

  @ResolveField(() => MatchSnapshotType, { description: 'Replay: the match as it stood after event `eventNumber`.' })
  async at(@Parent() match: LoadedMatchType, @Args('eventNumber', { type: () => Int }) eventNumber: number): Promise<MatchSnapshotType> {
    const loaded = await this.matches.load(match.id, eventNumber);
    return snapshotType(loaded.match);
  }

  @Mutation(() => MatchType, { description: 'Creates a match; the ruleset id and version are pinned in its first event.' })
  async createMatch(@Args('input') input: CreateMatchInput): Promise<MatchType> {
    const loaded = await this.matches.create({
      rulesetId: input.rulesetId,
      rulesetVersion: input.rulesetVersion ?? undefined,
      players: input.players,
      setup: input.setup,
      dice: input.dice,
      matchId: input.matchId ?? undefined,
    });
    return this.answer(loaded);
  }

  @Mutation(() => MatchType, { description: "Issues one order for a side; rejected with RULE_VIOLATION when it breaks a rule." })
  async issueOrder(@Args('input') input: IssueOrderInput): Promise<MatchType> {
    const loaded = await this.matches.issueOrder(input.matchId, input.side, input.order, playerOf(input.side), options(input));
    return this.answer(loaded);
  }

  @Mutation(() => MatchType, { description: 'Records a roll of physical dice for the pending roll.' })
  async recordRoll(@Args('input') input: RecordRollInput): Promise<MatchType> {
    const loaded = await this.matches.recordRoll(input.matchId, input.side ?? null, input.dice, playerOf(input.side), {
      ...options(input),
      purpose: input.purpose ?? undefined,
    });
    return this.answer(loaded);
  }

  @Mutation(() => MatchType, { description: 'Asks the server to roll the pending roll from the match’s committed seed.' })
  async rollDice(@Args('input') input: RollDiceInput): Promise<MatchType> {
    const loaded = await this.matches.serverRoll(input.matchId, playerOf(input.side), options(input));
    return this.answer(loaded);
  }

  @Mutation(() => MatchType, { description: 'A side concedes; the match ends.' })
  async concede(@Args('input') input: ConcedeInput): Promise<MatchType> {
    const loaded = await this.matches.concede(input.matchId, input.side, playerOf(input.side), options(input));
    return this.answer(loaded);
  }

  /** Brings the read models up to date, so the caller reads what it just wrote, and answers with the match. */
  private async answer(loaded: LoadedMatch): Promise<MatchType> {
    await this.projections.catchUp().catch((e) => this.log.error(`projection failed: ${(e as Error).message}`));
    return matchType(loaded);
  }
}
