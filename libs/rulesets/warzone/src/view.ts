/**
 * What a viewer sees (P4, A80): everything, except what the opponent's Hidden models are and do
 * before their detection. A Hidden enemy model shows only as a marker (its id, side and unit:
 * Detect names it, P4 L363); its profile, wounds, posture and weapons, the log lines and pending
 * tasks naming it, and its own orders' table facts stay hidden. The organiser sees everything;
 * after the match, the whole stream is open when the organiser chose to reveal it (`revealAtEnd`).
 */
import type { GameEvent, Viewer } from '@app/rules';
import type { WarzoneState } from './state';

/** Ids of the Hidden models this viewer may not see (the public sees no Hidden model). */
export function secretsOf(s: WarzoneState, viewer: Viewer): Set<string> {
  if (viewer.kind === 'organiser') return new Set();
  const side = viewer.kind === 'player' ? viewer.side : null;
  return new Set(
    Object.values(s.models)
      .filter((m) => m.hidden && !m.removed && m.side !== side)
      .map((m) => m.id),
  );
}

/** Whether a JSON value names one of the secret ids anywhere. */
function names(v: unknown, secret: Set<string>): boolean {
  if (typeof v === 'string') return secret.has(v);
  if (Array.isArray(v)) return v.some((x) => names(x, secret));
  if (v && typeof v === 'object') return Object.values(v).some((x) => names(x, secret));
  return false;
}

export function viewOf(s: WarzoneState, viewer: Viewer): unknown {
  const secret = secretsOf(s, viewer);
  if (!secret.size) return s;
  const models = Object.fromEntries(
    Object.entries(s.models).map(([id, m]) => [id, secret.has(id) ? { id, side: m.side, unit: m.unit, hidden: true } : m]),
  );
  const log = s.log.filter((line) => !line.split(/[^A-Za-z0-9_-]+/).some((word) => secret.has(word)));
  // A task about a Hidden model (its strike, its test) shows only its kind.
  const tasks = s.tasks.map((t) => (names(t, secret) ? { k: t.k } : t));
  const woundsThisAction = Object.fromEntries(Object.entries(s.woundsThisAction).filter(([k]) => !secret.has(k.split(':')[1])));
  return { ...s, models, log, tasks, woundsThisAction };
}

/**
 * One event as the viewer may see it (A80): an order given to a Hidden model of the other side
 * shows only its type and the model (the marker the viewer sees, and the pending prompt names
 * the active model anyway): no path, distance, target or weapon. Rolls stay
 * public: the dice of a hit or an armour test say nothing of where the model is.
 */
export function viewEventOf(before: WarzoneState, event: GameEvent, viewer: Viewer): GameEvent {
  if (event.type !== 'OrderIssued') return event;
  const secret = secretsOf(before, viewer);
  if (!secret.size) return event;
  const order = event.data.order as { type: string; model?: unknown };
  if (typeof order.model !== 'string' || !secret.has(order.model)) return event;
  return { type: 'OrderIssued', data: { ...event.data, order: { type: order.type, model: order.model } } };
}
