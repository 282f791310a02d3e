import { isDeepStrictEqual } from 'node:util';
import type { MatchEvent } from '../events';
import { outcomeOf, pendingOf, replay, viewEvents, viewOf } from '../match';
import type { RulesetRegistry } from '../registry';
import type { Outcome, Pending, Viewer } from '../ruleset';

/**
 * Non-interference harness. A viewer's knowledge of a match is everything the platform
 * shows them at each moment: the state view, the pending prompt, the outcome and the stream
 * of events as `viewEvents` filters it. Two streams that differ only in a secret the viewer
 * may not know must look identical to that viewer at every prefix; any difference is a leak.
 */
export interface SeenAt {
  /** How many events of the stream this snapshot covers (1 = only MatchCreated). */
  prefix: number;
  view: unknown;
  pending: Pending;
  /** Served to every viewer (the API has no per-viewer outcome), so it must not leak either. */
  outcome: Outcome;
  events: MatchEvent[];
}

const PARTS = ['view', 'pending', 'outcome', 'events'] as const;

/**
 * What `viewer` sees after each prefix of `events`. Each prefix is replayed from scratch, the
 * way the server answers a reader, and validated, so an illegal stream cannot pass as a leak-free one.
 */
export function viewsOf(registry: RulesetRegistry, events: MatchEvent[], viewer: Viewer, options: { validate?: boolean } = {}): SeenAt[] {
  const validate = options.validate ?? true;
  const seen: SeenAt[] = [];
  for (let prefix = 1; prefix <= events.length; prefix++) {
    const match = replay(registry, events, { upTo: prefix, validate });
    seen.push({
      prefix,
      view: viewOf(match, viewer),
      pending: pendingOf(match),
      outcome: outcomeOf(match),
      events: viewEvents(registry, events.slice(0, prefix), viewer).map(sealCommitment),
    });
  }
  return seen;
}

/**
 * A server roll's commitment differs between two streams whose hidden dice differ, but it is a
 * salted hash whose salt stays secret until the seed is revealed (see `rollCommitment`), so it
 * tells the viewer nothing: the harness compares only whether one is there.
 */
function sealCommitment(event: MatchEvent): MatchEvent {
  if (event.type !== 'DiceRolled' || event.data.commitment === undefined) return event;
  return { type: 'DiceRolled', data: { ...event.data, commitment: COMMITTED } };
}

const COMMITTED = '(commitment)';

export function describeViewer(viewer: Viewer): string {
  return viewer.kind === 'player' ? `player ${viewer.side}` : viewer.kind;
}

function show(x: unknown): string {
  const text = JSON.stringify(x);
  return text === undefined ? String(x) : text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

/**
 * Throws unless `viewer` sees the two streams identically at every prefix. The error names
 * the first differing prefix, the event that produced it, which part differs and both values.
 */
export function assertSameViews(registry: RulesetRegistry, streamA: MatchEvent[], streamB: MatchEvent[], viewer: Viewer): void {
  const who = describeViewer(viewer);
  if (streamA.length !== streamB.length) {
    // The viewer can count events, so streams of different lengths are told apart anyway.
    throw new Error(`${who} can tell the streams apart: they have ${streamA.length} and ${streamB.length} events`);
  }
  const a = viewsOf(registry, streamA, viewer);
  const b = viewsOf(registry, streamB, viewer);
  for (let i = 0; i < a.length; i++) {
    for (const part of PARTS) {
      if (isDeepStrictEqual(a[i][part], b[i][part])) continue;
      const event = streamA[i];
      // For the event list, show only the first event that differs.
      const k = part === 'events' ? a[i].events.findIndex((e, n) => !isDeepStrictEqual(e, b[i].events[n])) : -1;
      const [x, y] = k >= 0 ? [a[i].events[k], b[i].events[k]] : [a[i][part], b[i][part]];
      throw new Error(
        `${who} can tell the streams apart after prefix ${a[i].prefix} (event #${i + 1}, ${event.type}): ` +
          `${part} differs${k >= 0 ? ` at event #${k + 1}` : ''}\n  first:  ${show(x)}\n  second: ${show(y)}`,
      );
    }
  }
}
