import type { StoredEvent } from '@app/event-store';
import type { LoadedMatch } from '@app/matches';
import { outcomeOf, pendingOf, viewOf, type MatchState, type Outcome, type Pending } from '@app/rules';
import { DiceMode, type MatchEventType, type MatchSnapshotType, type MatchType, type OutcomeType, type PendingType } from './match.types';

/** Maps kernel values onto the GraphQL types. Every read of state goes through the ruleset's view. */
export function pendingType(p: Pending): PendingType {
  return {
    kind: p.kind,
    prompt: p.prompt,
    sides: p.kind === 'order' ? p.sides : p.kind === 'roll' && p.side !== null ? [p.side] : [],
    orders: p.kind === 'order' ? p.orders : [],
    purpose: p.kind === 'roll' ? p.purpose : null,
    dice: p.kind === 'roll' ? p.dice.map((d) => ({ count: d.count, sides: d.sides, label: d.label ?? null })) : [],
  };
}

export function outcomeType(o: Outcome): OutcomeType {
  return { finished: o.finished, winner: o.winner, draw: o.draw, reason: o.reason, sides: o.sides };
}

export function eventType(e: StoredEvent): MatchEventType {
  return { number: e.streamVersion, eventId: e.eventId, type: e.type, data: e.data, metadata: e.metadata, recordedAt: e.recordedAt };
}

export function snapshotType(match: MatchState): MatchSnapshotType {
  return {
    eventNumber: match.version,
    state: viewOf(match, { kind: 'public' }),
    pending: pendingType(pendingOf(match)),
    outcome: outcomeType(outcomeOf(match)),
  };
}

export type LoadedMatchType = MatchType & { storedEvents: StoredEvent[] };

export function matchType({ matchId, match, events }: LoadedMatch): LoadedMatchType {
  const snap = snapshotType(match);
  return {
    id: matchId,
    ruleset: match.created.ruleset,
    players: match.created.players.map((p) => ({ side: p.side, name: p.name, playerId: p.playerId ?? null })),
    dice: match.created.dice === 'server' ? DiceMode.server : DiceMode.reported,
    version: match.version,
    setup: match.created.setup,
    state: snap.state,
    pending: snap.pending,
    outcome: snap.outcome,
    serverSeedCommitment: match.created.serverSeedCommitment,
    revealedSeed: match.revealedSeed,
    storedEvents: events,
  };
}
