import { Injectable } from '@nestjs/common';
import { accessOf, type Actor, type MatchCreatedData, type Viewer } from '@app/rules';
import { ForbiddenError, UnauthenticatedError } from './auth.errors';
import { keyScopeRefusal, organiserReader, type Principal } from './principal';

/** What a caller asks to do in a match. */
export type MatchAction = 'order' | 'roll' | 'server-roll' | 'concede' | 'report' | 'confirm' | 'dispute';

/** Who the caller is at one match. */
export interface Standing {
  /** The sides the caller plays (an account may hold a seat by its id; an invitation holds one). */
  sides: string[];
  organiser: boolean;
}

/**
 * Every access decision of the API, in one place. Resolvers ask it and never decide
 * themselves: who may read a match and in which view, who may act for which side, who may
 * create matches and manage keys. Whether it is the side's turn is the ruleset's to say.
 */
@Injectable()
export class AccessPolicy {
  standing(principal: Principal, created: MatchCreatedData): Standing {
    const access = accessOf(created);
    if (principal.kind === 'player') {
      return { sides: principal.matchId === created.matchId ? [principal.side] : [], organiser: false };
    }
    if (principal.kind === 'account') {
      const sides = created.players.filter((p) => p.playerId === principal.accountId).map((p) => p.side);
      return { sides, organiser: access.organiserId === principal.accountId };
    }
    // An ORGANISER key reads its owner's matches as their organiser; it never acts (actorFor).
    if (principal.kind === 'api-key' && organiserReader(principal) !== null) {
      return { sides: [], organiser: access.organiserId === principal.accountId };
    }
    return { sides: [], organiser: false };
  }

  /**
   * Published matches are read by anyone; the others only by their players and organiser, and
   * by an ORGANISER key of the organiser. A PUBLIC key of the organiser is told its scope is why.
   */
  assertCanRead(principal: Principal, created: MatchCreatedData): void {
    if (accessOf(created).published) return;
    const s = this.standing(principal, created);
    if (s.sides.length === 0 && !s.organiser) {
      if (principal.kind === 'api-key' && accessOf(created).organiserId === principal.accountId) throw keyScopeRefusal(principal);
      throw new ForbiddenError('NOT_PUBLISHED', 'this match is not published: only its players and organiser may read it');
    }
  }

  /**
   * The view a caller gets of the state: a seat's player sees their side's hidden information
   * (even an organiser who plays), the organiser everything, everyone else the public view.
   * Once the match is over and the organiser chose to reveal it, everyone sees everything.
   */
  viewer(principal: Principal, created: MatchCreatedData, finished: boolean): Viewer {
    if (finished && accessOf(created).revealAtEnd) return { kind: 'organiser' };
    const s = this.standing(principal, created);
    if (s.sides.length === 1) return { kind: 'player', side: s.sides[0] };
    if (s.organiser && s.sides.length === 0) return { kind: 'organiser' };
    return { kind: 'public' };
  }

  /** The whole stream (every event unredacted, the match log) is open only to a viewer who sees everything. */
  assertWholeStream(viewer: Viewer): void {
    if (viewer.kind !== 'organiser') {
      throw new ForbiddenError(
        'STREAM_HIDDEN',
        'the whole stream is revealed only to the organiser, and to readers once the match is over',
      );
    }
  }

  /**
   * The actor a command runs as, or a typed refusal. `side` is the side the command names
   * (null where it names none: a reported roll for the pending side, the organiser's result).
   */
  actorFor(principal: Principal, created: MatchCreatedData, action: MatchAction, side: string | null): Actor {
    if (principal.kind === 'anonymous')
      throw new UnauthenticatedError('SIGN_IN_REQUIRED', 'sign in, or join the match with its invitation, to play');
    if (principal.kind === 'api-key') throw new ForbiddenError('READ_ONLY_KEY', 'API keys are read-only');
    const s = this.standing(principal, created);
    if (side !== null && s.sides.includes(side)) return { kind: 'player', side };
    if (side === null && s.sides.length === 1) return { kind: 'player', side: s.sides[0] };
    const organiserMay: MatchAction[] = ['server-roll', 'report', 'confirm'];
    if (s.organiser && side === null && organiserMay.includes(action)) return { kind: 'organiser' };
    if (s.sides.length > 0) {
      throw new ForbiddenError('NOT_YOUR_SIDE', `you play side ${s.sides.join(', ')}${side ? ` and cannot act for side ${side}` : ''}`);
    }
    if (s.organiser) throw new ForbiddenError('ORGANISER_CANNOT', `the organiser does not ${verb(action)} for a side`);
    throw new ForbiddenError('NOT_A_PLAYER', 'only the players of this match (and its organiser, for results) may do this');
  }

  /** For what only a player does (disputing a result): the actor, always a player. */
  playerFor(principal: Principal, created: MatchCreatedData, action: MatchAction, side: string | null): { kind: 'player'; side: string } {
    const actor = this.actorFor(principal, created, action, side);
    if (actor.kind !== 'player')
      throw new ForbiddenError('NOT_A_PLAYER', `only a player may ${verb(action)}; the organiser rules by reporting a result`);
    return actor;
  }

  /**
   * Who changes a match's clocks: the organiser starts, resumes and gives time (`manage`); a
   * player may also pause their own match, calling the organiser to a dispute (`pause`).
   */
  clockActor(principal: Principal, created: MatchCreatedData, action: 'pause' | 'manage', side: string | null): Actor {
    if (principal.kind === 'anonymous')
      throw new UnauthenticatedError('SIGN_IN_REQUIRED', 'sign in, or join the match with its invitation, first');
    if (principal.kind === 'api-key') throw new ForbiddenError('READ_ONLY_KEY', 'API keys are read-only');
    const s = this.standing(principal, created);
    if (action === 'pause' && s.sides.length > 0 && (side === null || s.sides.includes(side))) {
      if (side === null && s.sides.length > 1)
        throw new ForbiddenError('NOT_YOUR_SIDE', `you hold sides ${s.sides.join(', ')}: name the one you pause for`);
      return { kind: 'player', side: side ?? s.sides[0] };
    }
    if (s.organiser) return { kind: 'organiser' };
    if (s.sides.length > 0) {
      throw new ForbiddenError(
        action === 'pause' ? 'NOT_YOUR_SIDE' : 'NOT_ORGANISER',
        action === 'pause' ? `you play side ${s.sides.join(', ')}` : 'only the organiser starts, resumes and extends the clocks',
      );
    }
    throw new ForbiddenError('NOT_A_PLAYER', 'only the players of this match and its organiser touch its clocks');
  }

  /** Creating matches and managing keys takes an account. */
  account(principal: Principal): { accountId: string; displayName: string } {
    if (principal.kind === 'account') return principal;
    if (principal.kind === 'anonymous') throw new UnauthenticatedError('SIGN_IN_REQUIRED', 'sign in to an account first');
    if (principal.kind === 'api-key') throw new ForbiddenError('READ_ONLY_KEY', 'API keys are read-only');
    throw new ForbiddenError('ACCOUNT_REQUIRED', 'a match invitation only lets you play that match');
  }

  /** The organiser's own powers over a match (its invitations, for now). */
  assertOrganiser(principal: Principal, created: MatchCreatedData): void {
    const { accountId } = this.account(principal);
    if (accessOf(created).organiserId !== accountId) {
      throw new ForbiddenError('NOT_ORGANISER', 'only the organiser of this match may do this');
    }
  }
}

function verb(action: MatchAction): string {
  return {
    order: 'issue orders',
    roll: 'report rolls',
    'server-roll': 'ask for rolls',
    concede: 'concede',
    report: 'report results',
    confirm: 'confirm results',
    dispute: 'dispute results',
  }[action];
}
