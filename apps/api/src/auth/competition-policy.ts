import { Injectable } from '@nestjs/common';
import type { CompetitionActor, CompetitionCreatedData, CompetitionState, PlayerEntry } from '@app/competitions';
import { ForbiddenError, UnauthenticatedError } from './auth.errors';
import { keyScopeRefusal, organiserReader, type Principal } from './principal';

/**
 * What the policy reads of a competition: the whole folded state, or what a query reads of the
 * read model (the organiser, whether it is published, and the caller's own player alone).
 */
export interface CompetitionAccess {
  created: Pick<CompetitionCreatedData, 'organiserId' | 'published'>;
  order: CompetitionState['order'];
  players: Record<string, Pick<PlayerEntry, 'accountId'>>;
}

/**
 * Who may read and run a competition. The organiser (the account that created it) runs it;
 * registered players act for themselves through their accounts; a published competition is
 * read by anyone, third-party sites with an API key included, and an unpublished one by the
 * organiser's keys of scope ORGANISER too. Whether a command is allowed at
 * this point of the event is the competition's own rules' to say.
 */
@Injectable()
export class CompetitionPolicy {
  isOrganiser(principal: Principal, s: CompetitionAccess): boolean {
    return principal.kind === 'account' && principal.accountId === s.created.organiserId;
  }

  /** The caller's player in this competition, if they registered with their account. */
  playerOf(principal: Principal, s: CompetitionAccess): string | null {
    if (principal.kind !== 'account') return null;
    return s.order.find((id) => s.players[id].accountId === principal.accountId) ?? null;
  }

  /**
   * Whether the caller reads the competition as its organiser does (unpublished, every round as
   * it is paired): the organiser signed in, or with a key of scope ORGANISER. Reading only:
   * acting as the organiser takes isOrganiser.
   */
  readsAsOrganiser(principal: Principal, s: CompetitionAccess): boolean {
    const reader = organiserReader(principal);
    return reader !== null && reader === s.created.organiserId;
  }

  assertCanRead(principal: Principal, s: CompetitionAccess): void {
    if (s.created.published || this.readsAsOrganiser(principal, s) || this.playerOf(principal, s)) return;
    // The organiser's own key, whose scope does not reach unpublished events: say so, rather than "not published".
    if (principal.kind === 'api-key' && principal.accountId === s.created.organiserId) throw keyScopeRefusal(principal);
    throw new ForbiddenError('NOT_PUBLISHED', 'this competition is not published: only its organiser and players may read it');
  }

  /** The actor a command runs as: the organiser, or the caller's own player. */
  actorFor(principal: Principal, s: CompetitionAccess): CompetitionActor {
    if (principal.kind === 'anonymous') throw new UnauthenticatedError('SIGN_IN_REQUIRED', 'sign in to take part in a competition');
    if (principal.kind === 'api-key') throw new ForbiddenError('READ_ONLY_KEY', 'API keys are read-only');
    if (this.isOrganiser(principal, s)) return { kind: 'organiser' };
    const playerId = this.playerOf(principal, s);
    if (playerId) return { kind: 'player', playerId };
    throw new ForbiddenError('NOT_IN_EVENT', 'only the organiser and the registered players act in this competition');
  }

  assertOrganiser(principal: Principal, s: CompetitionAccess): void {
    if (!this.isOrganiser(principal, s)) throw new ForbiddenError('NOT_ORGANISER', 'only the organiser of this competition may do this');
  }
}
