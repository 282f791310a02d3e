import { Inject } from '@nestjs/common';
import { Args, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import type { LiveEvents, StoredEvent } from '@app/event-store';
import { matchStream, MatchService, type LoadedMatch } from '@app/matches';
import { outcomeOf, type RulesetRegistry } from '@app/rules';
import { AccessPolicy } from '../auth/access-policy';
import { CurrentPrincipal } from '../auth/context';
import type { Principal } from '../auth/principal';
import { expand } from '../live-iterator';
import { LIVE_EVENTS, RULESETS } from '../tokens';
import { matchType, viewedEvents, type ViewedMatch } from './match-view';
import { MatchEventType, MatchType } from './match.types';

/**
 * Live updates of one match over graphql-ws. Every API process follows the log (LISTEN/NOTIFY
 * with polling behind it), so a subscriber sees events appended through any process. Each
 * update is read back from the stream and passed through the subscriber's view, exactly as
 * the `match` query would show it.
 */
@Resolver()
export class MatchSubscriptionsResolver {
  constructor(
    private readonly matches: MatchService,
    private readonly policy: AccessPolicy,
    @Inject(LIVE_EVENTS) private readonly live: LiveEvents,
    @Inject(RULESETS) private readonly registry: RulesetRegistry,
  ) {}

  @Subscription(() => MatchEventType, {
    description:
      'The events of a match as they are appended, in order, each as you may see it. With `after`, the events after that number come first.',
    resolve: (event: MatchEventType) => event,
  })
  async matchEvents(
    @CurrentPrincipal() principal: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
    @Args('after', { type: () => Int, nullable: true, description: 'Replay from after this event number (default: only new events).' })
    after?: number | null,
  ): Promise<AsyncIterableIterator<MatchEventType>> {
    const { source, loaded } = await this.open(principal, matchId);
    let sent = after === null || after === undefined ? loaded.match.version : Math.max(0, Math.min(after, loaded.match.version));
    const upTo = (match: LoadedMatch) => {
      const events = viewedEvents(this.registry, match.events, this.viewer(principal, match)).filter((e) => e.number > sent);
      sent = Math.max(sent, match.match.version);
      return events;
    };
    return expand(source, async () => upTo(await this.matches.load(matchId)), upTo(loaded));
  }

  @Subscription(() => MatchType, {
    description: 'The match after each new event (state, pending decision, outcome), as you may see it; first the match as it is now.',
    resolve: (match: ViewedMatch) => match,
  })
  async matchUpdated(
    @CurrentPrincipal() principal: Principal,
    @Args('matchId', { type: () => ID }) matchId: string,
  ): Promise<AsyncIterableIterator<ViewedMatch>> {
    const { source, loaded } = await this.open(principal, matchId);
    let version = loaded.match.version;
    const view = (match: LoadedMatch): ViewedMatch[] => {
      if (match.match.version <= version) return [];
      version = match.match.version;
      return [matchType(match, this.viewer(principal, match))];
    };
    return expand(source, async () => view(await this.matches.load(matchId)), [matchType(loaded, this.viewer(principal, loaded))]);
  }

  /** Checks access, then listens before reading, so no event falls between the read and the first update. */
  private async open(principal: Principal, matchId: string): Promise<{ source: AsyncIterableIterator<StoredEvent>; loaded: LoadedMatch }> {
    this.policy.assertCanRead(principal, await this.matches.created(matchId));
    const source = this.live.iterate(matchStream(matchId));
    try {
      return { source, loaded: await this.matches.load(matchId) };
    } catch (e) {
      await source.return?.();
      throw e;
    }
  }

  private viewer(principal: Principal, loaded: LoadedMatch) {
    return this.policy.viewer(principal, loaded.match.created, outcomeOf(loaded.match).finished);
  }
}
