import type { StoredEvent } from '@app/event-store';
import type { LoadedMatch } from '@app/matches';
import { toMatchEvent } from '@app/matches';
import {
  accessOf,
  legalFor,
  outcomeOf,
  pendingOf,
  viewEvents,
  viewOf,
  viewOneEvent,
  type MatchState,
  type Outcome,
  type LegalOrders,
  type Pending,
  type RulesetRegistry,
  type Viewer,
} from '@app/rules';
import type { ViewedPending } from './legal.resolver';
import { DiceMode, type MatchEventType, type MatchSnapshotType, type MatchType, type OutcomeType } from './match.types';

/**
 * Maps kernel values onto the GraphQL types. Every read of state and events goes through
 * the ruleset's view for the caller's viewer, which the access policy chose.
 */
export function pendingType(p: Pending, legalOrders?: () => LegalOrders[]): ViewedPending {
  return {
    ...(legalOrders ? { legalOrders } : {}),
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

export function viewerName(viewer: Viewer): string {
  return viewer.kind === 'player' ? `player:${viewer.side}` : viewer.kind;
}

/** The stored events as the viewer may see them; stored numbers, ids and times are kept. */
export function viewedEvents(registry: RulesetRegistry, events: StoredEvent[], viewer: Viewer): MatchEventType[] {
  const seen = viewEvents(registry, events.map(toMatchEvent), viewer);
  return events.map((e, i) => eventType(e, seen[i].data));
}

/** One stored event after the first as the viewer may see it, given the match just before it: what `viewedEvents` shows of it. */
export function viewedEvent(before: MatchState, event: StoredEvent, viewer: Viewer): MatchEventType {
  return eventType(event, viewOneEvent(before, toMatchEvent(event), viewer).data);
}

function eventType(e: StoredEvent, data: unknown): MatchEventType {
  return { number: e.streamVersion, eventId: e.eventId, type: e.type, data, metadata: e.metadata, recordedAt: e.recordedAt };
}

export function snapshotType(match: MatchState, viewer: Viewer): MatchSnapshotType {
  return {
    eventNumber: match.version,
    state: viewOf(match, viewer),
    pending: pendingType(pendingOf(match), () => legalFor(match, viewer)),
    outcome: outcomeType(outcomeOf(match)),
  };
}

/**
 * A match as one caller sees it; the stored events and viewer stay with it for the field
 * resolvers. `viewedEvents`, when given, answers the stream in this viewer's view from a live
 * feed's memo instead of viewing it again.
 */
export type ViewedMatch = MatchType & {
  storedEvents: StoredEvent[];
  viewer: Viewer;
  folded: MatchState;
  viewedEvents?: () => MatchEventType[];
};

export function matchType({ matchId, match, events }: LoadedMatch, viewer: Viewer, viewed?: () => MatchEventType[]): ViewedMatch {
  const snap = snapshotType(match, viewer);
  const access = accessOf(match.created);
  return {
    id: matchId,
    ruleset: match.created.ruleset,
    players: match.created.players.map((p) => ({ side: p.side, name: p.name, playerId: p.playerId ?? null })),
    dice: match.created.dice === 'server' ? DiceMode.server : DiceMode.reported,
    version: match.version,
    setup: match.created.setup,
    viewedAs: viewerName(viewer),
    state: snap.state,
    pending: snap.pending,
    outcome: snap.outcome,
    report: match.report ? { ...match.report } : null,
    serverSeedCommitment: match.created.serverSeedCommitment,
    revealedSeed: viewer.kind === 'organiser' ? match.revealedSeed : null,
    published: access.published,
    revealAtEnd: access.revealAtEnd,
    organiserId: access.organiserId,
    storedEvents: events,
    viewer,
    folded: match,
    ...(viewed ? { viewedEvents: viewed } : {}),
  };
}
