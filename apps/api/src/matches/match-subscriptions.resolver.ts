import { Args, ID, Int, Resolver, Subscription } from '@nestjs/graphql';
import { MatchService } from '@app/matches';
import { AccessPolicy } from '../auth/access-policy';
import { CurrentPrincipal } from '../auth/context';
import type { Principal } from '../auth/principal';
import { MatchFeeds, type MatchAtVersion } from './match-feed';
import type { ViewedMatch } from './match-view';
import { MatchEventType, MatchType } from './match.types';

/**
 * Live updates of one match over graphql-ws. Every API process follows the log (LISTEN/NOTIFY
 * with polling behind it), so a subscriber sees events appended through any process. The
 * process folds each new event once for all the match's subscribers (`MatchFeeds`) and views it
 * once per viewer kind; each subscriber gets it in the view the access policy gives it, exactly
 * as the `match` query would show it.
 */
@Resolver()
export class MatchSubscriptionsResolver {
  constructor(
    private readonly matches: MatchService,
    private readonly policy: AccessPolicy,
    private readonly feeds: MatchFeeds,
  ) {}

  @Subscription(() => MatchEventType, {
    description:
      'The events of a match as they are appended, in order, each as you may see it. With `after`, the events after that number come first.',
    resolve: (event: MatchEventType) => event,
  })
  async matchEvents(
    @CurrentPrincipal() principal: Principal,
    @Args('matchId', { type: () => ID, description: 'The match (`Match.id`).' }) matchId: string,
    @Args('after', { type: () => Int, nullable: true, description: 'Replay from after this event number (default: only new events).' })
    after?: number | null,
  ): Promise<AsyncIterableIterator<MatchEventType>> {
    this.policy.assertCanRead(principal, await this.matches.created(matchId));
    let sent = 0;
    return this.feeds.follow<MatchEventType>(matchId, {
      first: (now) => {
        const from = after === null || after === undefined ? now.version : Math.max(0, Math.min(after, now.version));
        sent = now.version;
        return from < now.version ? now.events(this.viewer(principal, now)).slice(from) : [];
      },
      // The viewer of the match after the update: once it is over, a match revealed at the end shows its last events whole.
      next: ({ steps, current }) => {
        const viewer = this.viewer(principal, current);
        const events = steps.filter((s) => s.number > sent).map((s) => s.viewed(viewer));
        sent = Math.max(sent, current.version);
        return events;
      },
    });
  }

  @Subscription(() => MatchType, {
    description: 'The match after each new event (state, pending decision, outcome), as you may see it; first the match as it is now.',
    resolve: (match: ViewedMatch) => match,
  })
  async matchUpdated(
    @CurrentPrincipal() principal: Principal,
    @Args('matchId', { type: () => ID, description: 'The match (`Match.id`).' }) matchId: string,
  ): Promise<AsyncIterableIterator<ViewedMatch>> {
    this.policy.assertCanRead(principal, await this.matches.created(matchId));
    let version = 0;
    const view = (now: MatchAtVersion): ViewedMatch[] => {
      if (now.version <= version) return [];
      version = now.version;
      return [now.viewed(this.viewer(principal, now))];
    };
    return this.feeds.follow<ViewedMatch>(matchId, { first: view, next: ({ current }) => view(current) });
  }

  private viewer(principal: Principal, now: MatchAtVersion) {
    return this.policy.viewer(principal, now.created, now.finished);
  }
}
