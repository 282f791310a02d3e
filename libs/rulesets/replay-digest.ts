/**
 * What a match means after each of its events, reduced to digests that can be kept in the
 * repository and compared: the outcome, the pending decision, every viewer's view of the
 * state, and every viewer's view of the event itself (its meaning). Values are compared as
 * JSON with sorted keys, so two states that are deeply equal digest the same however their
 * objects were built (copied, shared or frozen).
 */
import {
  applyAt,
  outcomeOf,
  pendingOf,
  seatedSides,
  startMatch,
  isViolation,
  type GameEvent,
  type MatchState,
  type RulesetRegistry,
  type Viewer,
} from '@app/rules';
import type { CorpusMatch } from './replay-corpus';
import { digest } from './canonical';

export { canonical, digest } from './canonical';

/** A match of more events than this has its views digested at every `VIEW_STRIDE`th event and at its last `VIEW_TAIL`. */
export const LONG_MATCH = 1000;
export const VIEW_STRIDE = 50;
export const VIEW_TAIL = 20;

export interface MatchDigests {
  name: string;
  events: number;
  /** The digest of the events themselves: a match made differently is reported as such. */
  stream: string;
  /** One line per event: `outcome pending meaning views` (views `-` where not digested). */
  after: string[];
}

export function viewersOf(match: MatchState): Viewer[] {
  return [{ kind: 'public' }, { kind: 'organiser' }, ...seatedSides(match).map((side): Viewer => ({ kind: 'player', side }))];
}

/**
 * Folds the match through the kernel and digests it after each event. `times` are the server's
 * stamps on its events, the creation's first, as a stored log holds them (default: 0 for each).
 */
export function digestMatch(
  registry: RulesetRegistry,
  m: Pick<CorpusMatch, 'name' | 'created' | 'events'>,
  times: ReadonlyArray<number | undefined> = [],
): MatchDigests {
  const started = startMatch(registry, m.created, times.length ? times[0] : 0);
  if (isViolation(started)) throw new Error(`${m.name}: setup refused: ${started.message}`);
  let match: MatchState = started;
  const viewers = viewersOf(match);
  const long = m.events.length > LONG_MATCH;
  const after: string[] = [];
  // A state once folded never changes: one from a third of the way in is digested again at the end.
  const heldAt = Math.floor(m.events.length / 3);
  let held: { match: MatchState; views: string } | null = null;
  const viewsOf = (at: MatchState) => digest(viewers.map((v) => at.ruleset.view(at.game, v)));
  m.events.forEach((event: GameEvent, i) => {
    const meaning = viewers.map((v) => (match.ruleset.viewEvent ? match.ruleset.viewEvent(match.game, event, v) : event));
    match = applyAt(match, event, times.length ? times[i + 1] : 0);
    const seen = !long || i % VIEW_STRIDE === 0 || i >= m.events.length - VIEW_TAIL;
    const views = seen ? viewsOf(match) : '-';
    if (i === heldAt) held = { match, views: viewsOf(match) };
    after.push(`${digest(outcomeOf(match))} ${digest(pendingOf(match))} ${digest(meaning)} ${views}`);
  });
  const changed = held as { match: MatchState; views: string } | null;
  if (changed && viewsOf(changed.match) !== changed.views)
    throw new Error(`${m.name}: the state after event ${heldAt + 2} changed as later events were folded`);
  return { name: m.name, events: m.events.length, stream: digest([m.created, m.events]), after };
}
