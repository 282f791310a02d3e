/**
 * Random legal play, for property tests and benchmarks: at each step the pending roll gets
 * server dice from a number source, and the pending decision gets the first of a shuffled list
 * of candidate orders that the rules accept. The source is given (a fast-check tape, a seeded
 * generator), so a game is reproducible; nothing here draws random numbers of its own.
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

export { seeded, type Source, type Played };
import { pendingOf } from './battle';
import { pickPool, reportableTop } from './decks';
import { konwoj, step } from './ruleset';
import type { Side } from './catalogue';
import { undestroyedDistricts, type KonwojState } from './state';

/**
 * The game's step as the kernel drives it: an order is parsed against the order schema first
 * (match.ts `decide` refuses a malformed one as MALFORMED_ORDER), so tests may give raw orders.
 */
export const stepParsed: (s: KonwojState, e: GameEvent) => KonwojState | RuleViolation = parsingStep(konwoj, step);

type OrderDoc = { type: string } & Record<string, unknown>;

function pick<T>(list: T[], next: Source): T {
  return list[next() % list.length];
}

const CITIES = [1, 2, 3, 4, 5];

/** Candidate orders for what is pending: many are illegal, the rules pick out the legal ones. */
export function candidates(s: KonwojState, side: Side, next: Source): OrderDoc[] {
  const p = pendingOf(s);
  if (p.kind !== 'order') return [];
  const out: OrderDoc[] = [];
  const hand = s.hands[side];
  const inPlay = s.units.map((u) => u.id);
  const mods = s.modules.map((m) => m.id);
  const anyTarget = () => pick([...inPlay, ...mods, 'M01'], next);
  const near = (id: string) => {
    const u = s.units.find((x) => x.id === id);
    return u ? u.city + (next() % 2 ? 1 : -1) : pick(CITIES, next);
  };
  for (const type of p.orders) {
    switch (type) {
      case 'mulligan':
        out.push({ type, redraw: next() % 3 === 0 });
        break;
      case 'chooseBattleTarget':
        for (const d of undestroyedDistricts(s, s.active)) out.push({ type, district: d });
        break;
      case 'revealCard': {
        const task = s.tasks[s.tasks.length - 1];
        const pool = task?.t === 'top' ? reportableTop(s, task.side) : task?.t === 'pick' ? pickPool(s, task) : [];
        if (pool.length) out.push({ type, card: pick(pool, next) });
        break;
      }
      case 'choose': {
        const task = s.tasks[s.tasks.length - 1];
        if (task?.t !== 'choice') break;
        const c = task.c;
        if (c.optional && next() % 4 === 0) out.push({ type, decline: true });
        if (c.kind === 'mayDraw') out.push({ type });
        else if (c.kind === 'narada') out.push({ type, cards: shuffled(c.options, next).slice(0, 2) });
        else if (c.kind === 'winDistrict') for (const d of c.options) out.push({ type, district: d });
        else
          for (const o of shuffled(c.options, next))
            out.push({ type, card: o, ...(c.kind === 'zwiadowca' ? { to: c.city! + (next() % 2 ? 1 : -1) } : {}) });
        if (c.optional) out.push({ type, decline: true });
        break;
      }
      case 'pass':
        out.push({ type });
        break;
      case 'playUnit':
        for (const card of hand) out.push({ type, card, city: pick(CITIES, next) }, { type, card, city: s.active });
        break;
      case 'playInstant':
        for (const card of hand) {
          const target = anyTarget();
          const second = pick(inPlay.length ? inPlay : ['O01'], next);
          out.push(
            { type, card },
            { type, card, target, to: near(target) },
            { type, card, target },
            { type, card, targets: [target, second] },
            { type, card, moves: [{ unit: target, to: near(target) }] },
          );
        }
        break;
      case 'playModule':
        for (const card of hand) out.push({ type, card, robot: pick(inPlay.length ? inPlay : ['M01'], next) });
        break;
      case 'useAbility':
        for (const u of s.units.filter((x) => x.id.startsWith(side === 'moloch' ? 'M' : 'O'))) {
          const discard = hand.length ? pick(hand, next) : undefined;
          const foes = s.units.filter((x) => x.city === u.city && x.id[0] !== u.id[0]).map((x) => x.id);
          const friends = s.units.filter((x) => x.city === u.city && x.id[0] === u.id[0]).map((x) => x.id);
          out.push({ type, unit: u.id, ability: 'move', to: u.city + (next() % 2 ? 1 : -1) });
          if (discard) {
            out.push({
              type,
              unit: u.id,
              ability: 'discard',
              discard,
              target: pick(friends, next),
              targets: shuffled(foes, next).slice(0, 2),
            });
            out.push({ type, unit: u.id, ability: 'discard', discard, targets: foes.slice(0, 1) });
            const m = s.modules.find((x) => foes.includes(x.host));
            if (m) out.push({ type, unit: u.id, ability: 'discard', discard, target: m.id, targets: [pick(friends, next)] });
          }
        }
        break;
      case 'activateModule':
        for (const m of s.modules)
          if (hand.length)
            out.push({ type, module: m.id, discard: pick(hand, next), target: anyTarget(), to: s.active + (next() % 2 ? 1 : -1) });
        break;
      case 'useCityFeature':
        for (let n = 0; n <= 2; n++)
          out.push({
            type,
            city: s.active,
            discard: shuffled(hand, next).slice(0, n),
            target: pick(inPlay.length ? inPlay : ['M01'], next),
          });
        break;
    }
  }
  // A pass now and then, but mostly after everything else was tried, so games see many cards
  // played; a pass is always in the list, so every phase ends.
  const rest = shuffled(out, next);
  const passes = rest.filter((o) => o.type === 'pass');
  const others = rest.filter((o) => o.type !== 'pass');
  return next() % 8 === 0 ? [...passes, ...others] : [...others, ...passes];
}

/** The game as random play drives it. */
const game: RandomPlayGame<KonwojState> = {
  // Orders parsed first, as the kernel parses them before the game sees them.
  step: stepParsed,
  pending: pendingOf,
  over: (s) => s.result !== null,
  candidates: (s, side, next) => candidates(s, side as Side, next),
  sidesInTurn: shuffled,
};

/** One accepted event for the pending step (a server roll or an order of the side to act). */
export function randomEvent(s: KonwojState, next: Source): GameEvent | null {
  return randomEventOf(game, s, next);
}

/** Plays a whole game with random legal decisions; `onEvent` sees every step. */
export function playRandomGame(
  setup: unknown,
  next: Source,
  onEvent?: (before: KonwojState, after: KonwojState, e: GameEvent) => void,
  maxEvents = 5000,
): Played<KonwojState> {
  const initial = konwoj.setup(setup, []);
  if (isViolation(initial)) throw new Error(`bad setup: ${initial.message}`);
  return playRandom(game, initial, next, onEvent, maxEvents);
}
