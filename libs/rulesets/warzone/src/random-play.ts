/**
 * Random legal play, for property tests and benchmarks: the pending roll gets server dice from a
 * number source, the pending decision the first of a shuffled list of candidate orders that the
 * rules accept. The table facts of an order (distances, line of sight) are drawn too: many
 * candidates are refused, the rules pick out the legal ones.
 */
import { isViolation, type GameEvent, type RuleViolation, parsingStep } from '@app/rules';
import {
  playRandom,
  randomEventOf,
  seeded,
  shuffledBy as shuffled,
  type Played,
  type RandomPlayGame,
  type Source,
} from '@app/rules/testing';
import { pendingOf, step, warzone } from './ruleset';
import { orderSchema } from './schema';
import { alive, type Side, type WarzoneState } from './state';

export { seeded, type Source, type Played };

type OrderDoc = { type: string } & Record<string, unknown>;

/**
 * The game's step as the kernel drives it: an order is parsed against the order schema first
 * (match.ts `decide`), so a malformed candidate is refused as the kernel refuses it.
 */
export const stepParsed: (s: WarzoneState, e: GameEvent) => WarzoneState | RuleViolation = parsingStep(warzone, step);

const pick = <T>(list: T[], next: Source): T => list[next() % list.length];

function modelOrders(s: WarzoneState, side: Side, id: string, next: Source): OrderDoc[] {
  const m = s.models[id];
  const foes = alive(s, side === 'A' ? 'B' : 'A');
  const visible = foes.filter((f) => !f.hidden && !f.engaged.length).map((f) => f.id);
  const inches = (max: number) => Math.round(((next() % 100) / 100) * max * 1.2 * 2) / 2;
  // Sometimes the pieces of the table instead of trusted classes (terrain.ts, visibility.ts).
  const pieces = Object.keys(s.terrain);
  const segment = (): Record<string, unknown> =>
    pieces.length && next() % 3 === 0
      ? { inches: inches(m.mv), piece: pick(pieces, next) }
      : { inches: inches(m.mv), terrain: pick(['normal', 'normal', 'difficult'], next) };
  const sight = (): Record<string, unknown> =>
    pieces.length && next() % 2 === 0
      ? {
          through: [{ piece: pick(pieces, next), inches: next() % 8 }],
          coverPiece: next() % 2 ? pick(pieces, next) : null,
          darkness: next() % 10 === 0,
        }
      : {};
  const out: OrderDoc[] = [
    { type: 'move', model: id, path: [segment()] },
    ...(pieces.length ? [{ type: 'crossObstacle', model: id, piece: pick(pieces, next) }] : []),
    { type: 'pivot', model: id },
    { type: 'posture', model: id, to: pick(['standing', 'mp', 'prone'], next) },
    { type: 'standUp', model: id, to: pick(['standing', 'mp'], next) },
    { type: 'wait', model: id },
    { type: 'climb', model: id, height: 2 + (next() % 5), inches: inches(m.mv / 2) },
    { type: 'jump', model: id, gap: inches(m.mv), depth: next() % 6, landing: inches(m.mv) },
    { type: 'dropDown', model: id, height: m.climbing?.reached ?? next() % 6, landing: inches(m.mv / 2) },
    { type: 'barge', model: id, path: [{ inches: inches(m.mv), terrain: 'normal' }], passedSizes: next() % 3 === 0 ? [2] : [] },
  ];
  for (const f of foes) {
    const weapon = pick(['improvised', ...m.weapons.map((w) => w.id)], next);
    out.push({ type: 'charge', model: id, target: f.id, weapon, distance: inches(m.mv), nearest: visible });
    out.push({ type: 'attack', model: id, weapon, targets: [f.id], distance: next() % 3, nearest: visible });
    out.push({ type: 'disengage', model: id, opponent: f.id, inches: inches(m.mv) });
    out.push({
      type: 'detect',
      model: id,
      target: f.id,
      distance: next() % 16,
      nearest: [...visible.slice(0, next() % 2), ...(next() % 4 ? [f.id] : [])],
      ...sight(),
    });
    for (const w of m.weapons.filter((x) => x.range > 0)) {
      const shot = {
        model: id,
        weapon: w.id,
        target: f.id,
        distance: next() % 40,
        nearest: visible,
        cover: pick(['none', 'soft'], next),
        ...sight(),
      };
      out.push({ type: 'shoot', ...shot });
      // House rules (options `shootOnTheMove`, `assault`): refused unless the match switches them on.
      out.push({ type: pick(['shootOnTheMove', 'assault'], next), ...shot, path: [{ inches: inches(m.mv / 2), terrain: 'normal' }] });
    }
  }
  return out;
}

/** The orders random play tries for `side`, most wanted first; many are refused. */
export function candidates(s: WarzoneState, side: Side, next: Source): OrderDoc[] {
  const p = pendingOf(s);
  if (p.kind !== 'order') return [];
  const t = s.tasks[s.tasks.length - 1];
  if (t?.k === 'choice') return [{ type: 'absoluteSuccess', option: pick(['dmg', 'av'], next) }];
  if (t?.k === 'nearestFriend')
    return [
      ...shuffled(
        alive(s, side)
          .filter((x) => x.id !== t.model)
          .map((x) => ({ type: 'nearestFriend', model: x.id })),
        next,
      ),
      { type: 'nearestFriend', model: null },
    ];
  if (t?.k === 'pursuit') return shuffled([{ type: 'pursue', inches: next() % 4 }, { type: 'noPursuit' }], next);
  if (t?.k === 'reaction' || t?.k === 'dive') {
    const out: OrderDoc[] = [];
    for (const m of alive(s, side).filter((x) => x.waiting)) {
      const weapon = pick(['improvised', ...m.weapons.map((w) => w.id)], next);
      out.push({ type: 'guard', model: m.id, weapon }, { type: 'flee', model: m.id, inches: 1 + (next() % 4) });
      out.push({ type: 'counterCharge', model: m.id, weapon, distance: next() % 4, contact: next() % 4 > 0, onLine: next() % 2 === 0 });
      out.push({ type: 'diveForCover', model: m.id, inches: 1, full: next() % 2 === 0, outside: next() % 2 === 0 });
      if (t.k === 'reaction') {
        // A point on the move: anywhere on a charge line, a Barge's ends (sometimes its middle, refused).
        const atInches = t.during === 'charge' ? next() % (Math.floor(t.length) + 1) : pick([0, t.length, t.length / 2], next);
        const inner: OrderDoc[] = [
          { type: 'attack', weapon, targets: [t.mover] },
          { type: 'posture', to: pick(['standing', 'mp'], next) },
          { type: 'pivot' },
          { type: 'move', path: [{ inches: next() % 3, terrain: 'normal' }] },
          { type: 'disengage', opponent: m.engaged[0] ?? t.mover, inches: 1 },
          ...m.weapons
            .filter((w) => w.range > 0)
            .map((w) => ({ type: 'shoot', weapon: w.id, target: t.mover, distance: next() % 30, nearest: [t.mover] })),
        ];
        for (const order of inner) out.push({ type: 'interrupt', model: m.id, atInches, order });
      }
    }
    return [...shuffled(out, next), { type: 'noReaction' }];
  }
  if (!s.unit)
    return shuffled(
      Object.values(s.units)
        .filter((u) => u.side === side)
        .map((u) => ({ type: 'activate', unit: u.id })),
      next,
    );
  const ids = s.model ? [s.model] : s.units[s.unit].models.filter((id) => !s.models[id].removed && !s.models[id].activated);
  const orders = shuffled(
    ids.flatMap((id) => modelOrders(s, side, id, next)),
    next,
  );
  const end = { type: 'endActivation' };
  return next() % 6 === 0 ? [end, ...orders] : [...orders, end];
}

/** The game as random play drives it. */
const game: RandomPlayGame<WarzoneState> = {
  step: stepParsed,
  pending: pendingOf,
  over: (s) => s.result !== null,
  // Each candidate as the kernel stores it once accepted: parsed, its defaults filled in.
  candidates: (s, side, next) =>
    candidates(s, side as Side, next).map((o) => {
      const parsed = orderSchema.safeParse(o);
      return parsed.success ? parsed.data : o;
    }),
};

/** One accepted event for the pending step (a server roll or an order of the side to act). */
export function randomEvent(s: WarzoneState, next: Source): GameEvent | null {
  return randomEventOf(game, s, next);
}

/** Plays a whole game with random legal decisions; `onEvent` sees every step. */
export function playRandomGame(
  setup: unknown,
  next: Source,
  onEvent?: (before: WarzoneState, after: WarzoneState, e: GameEvent) => void,
  maxEvents = 4000,
): Played<WarzoneState> {
  const initial = warzone.setup(setup, []);
  if (isViolation(initial)) throw new Error(`bad setup: ${initial.message}`);
  return playRandom(game, initial, next, onEvent, maxEvents);
}
