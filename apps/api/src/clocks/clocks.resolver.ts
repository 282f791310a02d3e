import { Inject } from '@nestjs/common';
import { Args, ID, Int, Mutation, Parent, ResolveField, Resolver, Subscription } from '@nestjs/graphql';
import { CompetitionService, currentRound, type CompetitionState } from '@app/competitions';
import type { LiveEvents } from '@app/event-store';
import { matchStream, MatchService, type CommandOptions } from '@app/matches';
import { AccessPolicy } from '../auth/access-policy';
import { CompetitionPolicy } from '../auth/competition-policy';
import { CorrelationId, CurrentPrincipal } from '../auth/context';
import type { Principal } from '../auth/principal';
import { CompetitionsResolver } from '../competitions/competitions.resolver';
import type { ViewedCompetition } from '../competitions/competition-view';
import { CompetitionType } from '../competitions/competition.types';
import { MatchesResolver } from '../matches/matches.resolver';
import type { ViewedMatch } from '../matches/match-view';
import { MatchType } from '../matches/match.types';
import { CLOCK, LIVE_EVENTS } from '../tokens';
import { ticking } from './ticking';
import { matchClockType, roundClockType } from './clock-view';
import {
  ExtendMatchClockInput,
  ExtendRoundClockInput,
  MatchClockKind,
  MatchClockType,
  PauseMatchClockInput,
  ResumeMatchClockInput,
  RoundClockChangeInput,
  RoundClockType,
  StartMatchClockInput,
  StartRoundClockInput,
  type MatchClockRef,
} from './clock.types';

/** How often a subscription sends a running clock again, between changes. */
export const CLOCK_HEARTBEAT_MS = 1_000;

function options(input: MatchClockRef, correlationId: string): CommandOptions {
  return { expectedVersion: input.expectedVersion ?? undefined, correlationId };
}

/** A match's clocks: read with the match. */
@Resolver(() => MatchType)
export class MatchClockFieldResolver {
  constructor(@Inject(CLOCK) private readonly serverClock: () => Date) {}

  @ResolveField(() => MatchClockType, { description: "The match's clocks as they read now: time limit, round time, chess clocks, pause." })
  clock(@Parent() match: ViewedMatch): MatchClockType {
    return matchClockType(match.id, match.folded, this.serverClock().getTime());
  }
}

/** A round's clock: read with the competition. */
@Resolver(() => CompetitionType)
export class RoundClockFieldResolver {
  constructor(@Inject(CLOCK) private readonly clock: () => Date) {}

  @ResolveField(() => RoundClockType, {
    nullable: true,
    description: "A round's clock as it reads now (the current round when none is named); null when the round has no clock.",
  })
  async roundClock(
    @Parent() c: ViewedCompetition,
    @Args('round', { type: () => Int, nullable: true, description: 'The round number; omitted: the current round.' }) round?: number | null,
  ): Promise<RoundClockType | null> {
    const s = await c.source.state();
    const r = round ?? currentRound(s)?.round;
    return r === undefined ? null : roundClockType(c.id, s, r, this.clock().getTime());
  }
}

/**
 * Clocks over GraphQL: the organiser runs the round clocks and a match's clocks; a player may
 * pause their own match to call the organiser to a dispute. The server applies every deadline
 * itself (the timekeeper); these commands only start, stop and give time.
 */
@Resolver()
export class ClocksResolver {
  constructor(
    private readonly matches: MatchService,
    private readonly competitions: CompetitionService,
    private readonly access: AccessPolicy,
    private readonly policy: CompetitionPolicy,
    private readonly matchAnswers: MatchesResolver,
    private readonly competitionAnswers: CompetitionsResolver,
    @Inject(LIVE_EVENTS) private readonly live: LiveEvents,
    @Inject(CLOCK) private readonly clock: () => Date,
  ) {}

  @Mutation(() => MatchType, { description: "Starts a match's clocks (a match whose clocks wait for the organiser). Organiser only." })
  async startMatchClock(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match, and optionally why.' }) input: StartMatchClockInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.access.clockActor(principal, await this.matches.created(input.matchId), 'manage', null);
    return this.matchAnswers.answer(
      principal,
      await this.matches.startClock(input.matchId, actor, input.reason ?? null, options(input, correlationId)),
      input.waitForReadModels,
    );
  }

  @Mutation(() => MatchType, {
    description:
      "Pauses a match's clocks: a player calls the organiser to a dispute, or the organiser stops play. Play waits until the organiser resumes.",
  })
  async pauseMatchClock(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match, your side if you pause as a player, and why.' }) input: PauseMatchClockInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.access.clockActor(principal, await this.matches.created(input.matchId), 'pause', input.side ?? null);
    return this.matchAnswers.answer(
      principal,
      await this.matches.pauseClock(input.matchId, actor, input.reason, options(input, correlationId)),
      input.waitForReadModels,
    );
  }

  @Mutation(() => MatchType, { description: "The organiser rules and a match's clocks run again." })
  async resumeMatchClock(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match and the ruling, or why the clocks run again.' }) input: ResumeMatchClockInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.access.clockActor(principal, await this.matches.created(input.matchId), 'manage', null);
    return this.matchAnswers.answer(
      principal,
      await this.matches.resumeClock(input.matchId, actor, input.reason, options(input, correlationId)),
      input.waitForReadModels,
    );
  }

  @Mutation(() => MatchType, { description: "The organiser gives time: to the match's time limit, or to one player's chess clock." })
  async extendMatchClock(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The match, which clock, how many minutes and why.' }) input: ExtendMatchClockInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedMatch> {
    const actor = this.access.clockActor(principal, await this.matches.created(input.matchId), 'manage', null);
    const clock = input.clock === MatchClockKind.player ? 'player' : 'match';
    const loaded = await this.matches.extendClock(
      input.matchId,
      actor,
      clock,
      input.side ?? null,
      input.minutes,
      input.reason,
      options(input, correlationId),
    );
    return this.matchAnswers.answer(principal, loaded, input.waitForReadModels);
  }

  @Mutation(() => CompetitionType, { description: "Starts a round's clock; the round must have started. Organiser only." })
  async startRoundClock(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the round, and optionally its length and why.' }) input: StartRoundClockInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const actor = await this.roundActor(principal, input.competitionId);
    const loaded = await this.competitions.startRoundClock(
      input.competitionId,
      input.round,
      input.minutes ?? null,
      input.reason ?? null,
      actor,
      this.competitionAnswers.options(principal, input, correlationId),
    );
    return this.competitionAnswers.answer(principal, loaded);
  }

  @Mutation(() => CompetitionType, { description: "Pauses a round's clock, and with it play at every table of the round. Organiser only." })
  async pauseRoundClock(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the round, and why.' }) input: RoundClockChangeInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const actor = await this.roundActor(principal, input.competitionId);
    const loaded = await this.competitions.pauseRoundClock(
      input.competitionId,
      input.round,
      // None given is refused by the rules (REASON_REQUIRED), as an empty one is.
      input.reason ?? '',
      actor,
      this.competitionAnswers.options(principal, input, correlationId),
    );
    return this.competitionAnswers.answer(principal, loaded);
  }

  @Mutation(() => CompetitionType, { description: "Resumes a paused round's clock. Organiser only." })
  async resumeRoundClock(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the round, and why.' }) input: RoundClockChangeInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const actor = await this.roundActor(principal, input.competitionId);
    const loaded = await this.competitions.resumeRoundClock(
      input.competitionId,
      input.round,
      input.reason ?? null,
      actor,
      this.competitionAnswers.options(principal, input, correlationId),
    );
    return this.competitionAnswers.answer(principal, loaded);
  }

  @Mutation(() => CompetitionType, { description: 'Gives a round, or one table of it, more time. Organiser only.' })
  async extendRoundClock(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition, the round (or one table of it), how many minutes and why.' })
    input: ExtendRoundClockInput,
    @CorrelationId() correlationId: string,
  ): Promise<ViewedCompetition> {
    const actor = await this.roundActor(principal, input.competitionId);
    const loaded = await this.competitions.extendRoundClock(
      input.competitionId,
      input.round,
      input.table ?? null,
      input.minutes,
      input.reason,
      actor,
      this.competitionAnswers.options(principal, input, correlationId),
    );
    return this.competitionAnswers.answer(principal, loaded);
  }

  @Subscription(() => MatchClockType, {
    description:
      "A match's clocks: as they read now, again after every change, and every second while they run, each with the server's time.",
    resolve: (c: MatchClockType) => c,
  })
  async matchClock(
    @CurrentPrincipal() principal: Principal,
    @Args('matchId', { type: () => ID, description: 'The match (`Match.id`).' }) matchId: string,
  ): Promise<AsyncIterableIterator<MatchClockType>> {
    this.access.assertCanRead(principal, await this.matches.created(matchId));
    const source = this.live.iterate(matchStream(matchId));
    const read = async () => (await this.matches.load(matchId)).match;
    return ticking(
      source,
      read,
      (m, now) => matchClockType(matchId, m, now),
      (m) => m.clock.counting || m.clock.round?.running === true,
      () => this.now(),
      CLOCK_HEARTBEAT_MS,
    );
  }

  @Subscription(() => RoundClockType, {
    description:
      "A round's clock (the current round when none is named): as it reads now, again after every change, and every second while it runs.",
    resolve: (c: RoundClockType) => c,
  })
  async roundClock(
    @CurrentPrincipal() principal: Principal,
    @Args('competitionId', { type: () => ID, description: 'The competition (`Competition.id`).' }) competitionId: string,
    @Args('round', { type: () => Int, nullable: true, description: 'The round number; omitted: the current round.' }) round?: number | null,
  ): Promise<AsyncIterableIterator<RoundClockType>> {
    const { state, streamId } = await this.competitions.load(competitionId);
    this.policy.assertCanRead(principal, state);
    const which = round ?? currentRound(state)?.round ?? 1;
    const source = this.live.iterate(streamId);
    const read = async () => (await this.competitions.load(competitionId)).state;
    const show = (s: CompetitionState, now: number): RoundClockType =>
      roundClockType(competitionId, s, which, now) ?? {
        competitionId,
        round: which,
        version: s.version,
        serverTime: new Date(now).toISOString(),
        started: false,
        running: false,
        paused: null,
        limitMs: 0,
        extraMs: 0,
        remainingMs: 0,
        deadline: null,
        tables: [],
      };
    const running = (s: CompetitionState) => s.rounds.find((r) => r.round === which)?.clock?.running === true;
    return ticking(source, read, show, running, () => this.now(), CLOCK_HEARTBEAT_MS);
  }

  private now(): number {
    return this.clock().getTime();
  }

  private async roundActor(principal: Principal, competitionId: string) {
    const { state } = await this.competitions.load(competitionId);
    return this.policy.actorFor(principal, state);
  }
}
