import { Inject } from '@nestjs/common';
import { Args, Field, Float, Int, Mutation, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { CompetitionService } from '@app/competitions';
import type { ParkedEvent, ProcessorRunner } from '@app/projections';
import { CompetitionPolicy } from '../auth/competition-policy';
import { CurrentPrincipal } from '../auth/context';
import type { Principal } from '../auth/principal';
import { PROCESSORS } from '../tokens';
import type { ViewedCompetition } from './competition-view';
import { CompetitionRef, CompetitionType } from './competition.types';

@ObjectType('ParkedEvent', {
  description:
    'An event that one of the server’s processors could not handle (a read model such as the standings, or a consequence such as recording an engine result). ' +
    'That processor holds back every later event of the same unit of work (`key`) until a retry succeeds; everything else goes on.',
})
export class ParkedEventType {
  @Field({
    description:
      'The processor: match_summaries, competitions, competition_standings, clock_deadlines, engine_matches, round_clock_copies, engine_results or webhooks (the outbox of webhook deliveries).',
  })
  processor!: string;
  @Field({ description: 'Its unit of work: a stream, or a competition id.' }) key!: string;
  @Field({ description: 'The stream of the first event held back.' }) streamId!: string;
  @Field(() => Float, { description: 'That event’s position in the whole log.' }) position!: number;
  @Field({ description: 'The type of that event, e.g. ResultConfirmed.' }) eventType!: string;
  @Field({ description: 'What went wrong.' }) error!: string;
  @Field({ description: 'When it was parked (ISO 8601).' }) parkedAt!: string;
  @Field({ description: 'A retry was asked for and has not run yet.' }) retryRequested!: boolean;
}

@ObjectType('ParkedEventsRetry', { description: 'What a retry of parked events did: how many it retried, and what is still parked.' })
export class ParkedEventsRetryType {
  @Field(() => Int, { description: 'How many parked events the retry was asked for.' }) requested!: number;
  @Field(() => [ParkedEventType], { description: 'What is still parked once the retry has run: those that failed again.' })
  parkedEvents!: ParkedEvent[];
}

/** What the processors could not handle for a competition, shown to its organiser, and retried on their word. */
@Resolver(() => CompetitionType)
export class ParkedEventsResolver {
  constructor(
    private readonly competitions: CompetitionService,
    private readonly policy: CompetitionPolicy,
    @Inject(PROCESSORS) private readonly processors: ProcessorRunner,
  ) {}

  @ResolveField(() => [ParkedEventType], {
    nullable: true,
    description:
      'Events of this competition or its matches that a processor parked (organiser only: FORBIDDEN otherwise). Empty when all is well.',
  })
  parkedEvents(@CurrentPrincipal() principal: Principal, @Parent() c: ViewedCompetition): Promise<ParkedEvent[]> {
    this.policy.assertOrganiser(principal, c.access);
    return this.processors.parked(c.id);
  }

  @Mutation(() => ParkedEventsRetryType, {
    description:
      'Runs the parked events of your competition again (after the fault was fixed); answers what is still parked once the retry has run.',
  })
  async retryParkedEvents(
    @CurrentPrincipal() principal: Principal,
    @Args('input', { description: 'The competition (and optionally the version you decided on).' }) input: CompetitionRef,
  ): Promise<ParkedEventsRetryType> {
    const { state } = await this.competitions.load(input.competitionId);
    this.policy.assertOrganiser(principal, state);
    const requested = await this.processors.requestRetry(input.competitionId);
    return { requested, parkedEvents: await this.processors.parked(input.competitionId) };
  }
}
