/**
 * Environments (P6 Arctic, P7 Desert, P8 Jungle, P9 the test): at the start of each unit's
 * activation the unit tests its highest LD + highest Survival + the level's ease; on a failure
 * a d20 − Survival on the level's table gives a random effect for this activation (digest A23).
 */
import { violation, type RuleViolation } from '@app/rules';
import { note, ref, type Model, type Side, type Unit, type WarzoneState } from './state';
import { passes } from './tests';
import { wound } from './damage';

type Env = 'arctic' | 'desert' | 'jungle';
const EASE = [0, 6, 4, 2];

/** Random tables (upper bound of each band, effect), P6 L495–525, P7 L553–585, P8 L613–641. */
const TABLES: Record<Env, Array<Array<[number, string]>>> = {
  arctic: [
    [],
    [
      [10, 'snowfall'],
      [20, 'severeCold'],
    ],
    [
      [5, 'snowfall'],
      [10, 'severeCold'],
      [15, 'ravine'],
      [20, 'malfunction'],
    ],
    [
      [4, 'snowfall'],
      [8, 'severeCold'],
      [12, 'ravine'],
      [16, 'malfunction'],
      [20, 'blizzard'],
    ],
  ],
  desert: [
    [],
    [
      [10, 'dust'],
      [20, 'fatigue'],
    ],
    [
      [5, 'dust'],
      [10, 'sandstorm'],
      [15, 'mv-1'],
      [20, 'quicksand'],
    ],
    [
      [4, 'dust'],
      [8, 'sandstorm'],
      [12, 'mv-2'],
      [16, 'quicksand'],
      [20, 'sunstroke'],
    ],
  ],
  jungle: [
    [],
    [
      [10, 'mv-1'],
      [20, 'insects'],
    ],
    [
      [5, 'mv-1'],
      [10, 'insects'],
      [15, 'visibility12'],
      [20, 'swamp'],
    ],
    [
      [8, 'insects'],
      [16, 'swamp'],
      [20, 'predator'],
    ],
  ],
};

/** Effects always in force (the tables' "permanent" column). */
export function permanent(s: WarzoneState): string[] {
  const { type, level } = s.environment;
  if (type === 'arctic') return ['snow'];
  if (type === 'desert') return ['goodVisibility', ...(level >= 2 ? ['fatigue'] : []), ...(level === 3 ? ['mv-1'] : [])];
  if (type === 'jungle') return [...(level >= 2 ? ['fatigue', 'poorVisibility'] : []), ...(level === 3 ? ['mv-1'] : [])];
  return [];
}

export function effectsOf(s: WarzoneState, m: Model): string[] {
  return [...permanent(s), ...s.units[m.unit].effects];
}

export function mvModifier(s: WarzoneState, m: Model): number {
  const e = effectsOf(s, m);
  return -e.filter((x) => x === 'mv-1' || x === 'blizzard').length - 2 * e.filter((x) => x === 'mv-2').length;
}

/** CC, RS and LD penalty: Severe Cold −1 until the model moves, Insect Swarm −2 (P6, P8). */
export function skillPenalty(s: WarzoneState, m: Model): number {
  const e = effectsOf(s, m);
  return (e.includes('severeCold') && !m.moved ? 1 : 0) + (e.includes('insects') ? 2 : 0);
}

export function runForbidden(s: WarzoneState, m: Model): string | null {
  const e = effectsOf(s, m);
  if (e.includes('snow')) return 'the unit moves on snow (P6)';
  if (e.includes('fatigue')) return 'the unit is fatigued (P7, P8)';
  return null;
}

const maxOf = (s: WarzoneState, u: Unit, f: (m: Model) => number): number =>
  Math.max(
    ...u.models
      .map((id) => s.models[id])
      .filter((m) => !m.removed)
      .map(f),
  );

/** The test's target (P9 L661): highest LD + highest Survival + ease, −1 per Armour above 20 in heat (P7, P8). */
const heavyArmour = (s: WarzoneState, u: Unit): number =>
  s.environment.type === 'desert' || s.environment.type === 'jungle' ? Math.max(0, maxOf(s, u, (m) => m.armour) - 20) : 0;

export function environmentTn(s: WarzoneState, u: Unit): number {
  return maxOf(s, u, (m) => m.ld) + maxOf(s, u, (m) => m.survival) + EASE[s.environment.level] - heavyArmour(s, u);
}

export function resolveEnvironmentTest(s: WarzoneState, unitId: string, roll: number): void {
  const u = s.units[unitId];
  const survival = maxOf(s, u, (m) => m.survival);
  const failed =
    s.options.environmentMethod === 'official'
      ? !passes(roll, environmentTn(s, u), s.options.naturals)
      : roll - survival + heavyArmour(s, u) >= [0, 19, 17, 15][s.environment.level]; // the author's flat method (P9 L665, A45)
  note(s, `${unitId} environment test ${failed ? 'failed' : 'passed'}`);
  if (failed) s.tasks.push({ k: 'envTable', unit: unitId });
}

export function resolveEnvironmentTable(s: WarzoneState, unitId: string, roll: number): void {
  const u = s.units[unitId];
  const r = Math.max(1, roll - maxOf(s, u, (m) => m.survival)); // clamped (digest A21)
  const effect = TABLES[s.environment.type as Env][s.environment.level].find(([top]) => r <= top)![1];
  u.effects.push(effect);
  note(s, `${unitId}: ${effect}`);
  // Visibility 12 + d20 (Snowfall, Blizzard, Dust) or d20 (Sandstorm): one more roll (P6 L529, L535, P7 L589–591).
  if (effect === 'snowfall' || effect === 'blizzard' || effect === 'dust' || effect === 'sandstorm')
    s.tasks.push({ k: 'visibility', unit: unitId, effect });
  if (effect === 'ravine' || effect === 'quicksand' || effect === 'sunstroke' || effect === 'predator')
    s.tasks.push({ k: 'randomModel', unit: unitId, effect: effect === 'quicksand' ? 'ravine' : effect });
}

export const livingOf = (s: WarzoneState, unitId: string): string[] => s.units[unitId].models.filter((id) => !s.models[id].removed).sort();

export function resolveRandomModel(s: WarzoneState, t: { unit: string; effect: 'ravine' | 'sunstroke' | 'predator' }, roll: number): void {
  const id = livingOf(s, t.unit)[roll - 1];
  if (t.effect === 'predator')
    s.tasks.push({ k: 'armour', target: id, dmg: 12, source: 'predator', action: s.actionSeq, side: s.models[id].side });
  else s.tasks.push({ k: 'survival', model: id, effect: t.effect });
}

export function resolveVisibility(s: WarzoneState, t: { unit: string; effect: string }, roll: number): void {
  const u = s.units[t.unit];
  u.visibility = Math.min(u.visibility ?? Infinity, t.effect === 'sandstorm' ? roll : 12 + roll);
  note(s, `${t.unit}: visibility ${u.visibility}"`);
}

/**
 * Ravine, Quicksand: a model loses all its actions (A43): those of its current activation if it
 * is activating, else those of its next activation this turn; none if it already activated.
 */
function loseActions(s: WarzoneState, m: Model): void {
  if (s.model === m.id) m.actionsLeft = 0;
  else if (!m.activated) {
    m.activated = true;
    m.actionsLeft = 0;
    m.waiting = false;
  } else return;
  note(s, `${m.id} loses all its actions`);
}

/** LD + Survival (P6 Ravine, P7 Quicksand/Sunstroke, P8 Swamp). */
export function resolveSurvival(s: WarzoneState, t: { model: string; effect: 'ravine' | 'sunstroke' | 'swamp' }, roll: number): void {
  const m = s.models[t.model];
  if (passes(roll, m.ld + m.survival - skillPenalty(s, m), s.options.naturals)) return;
  if (t.effect === 'ravine') {
    // It and its nearest friendly model lose all their actions; the owner names that model (P6 L539, P7 L593, A43).
    loseActions(s, m);
    s.tasks.push({ k: 'nearestFriend', side: m.side, model: m.id });
  } else {
    s.actionSeq += 1;
    wound(s, m, s.actionSeq, t.effect);
  }
}

/** The owner names the nearest friendly model of a model failed in a Ravine or Quicksand, of any unit (A43). */
export function nearestFriend(s: WarzoneState, side: Side, id: string | null): RuleViolation | null {
  const t = s.tasks[s.tasks.length - 1];
  if (t?.k !== 'nearestFriend' || t.side !== side)
    return violation(ref('P6 L539'), 'no model of yours awaits its nearest friendly model', 'NOT_PENDING');
  const others = Object.values(s.models).filter((x) => x.side === side && !x.removed && x.id !== t.model);
  if (id === null) {
    if (others.length) return violation(ref('P6 L539'), `${t.model} has friendly models left: name the nearest`, 'BAD_CHOICE');
  } else if (!others.some((x) => x.id === id))
    return violation(ref('P6 L539'), `"${id}" is not another friendly model on the table`, 'BAD_CHOICE');
  s.tasks.pop();
  if (id !== null) loseActions(s, s.models[id]);
  return null;
}

/** Swamp: a model of the unit that makes a movement action tests LD + Survival once per activation (P8 L653, A24). */
export function swampTest(s: WarzoneState, m: Model): void {
  if (!m.removed && effectsOf(s, m).includes('swamp')) s.tasks.unshift({ k: 'survival', model: m.id, effect: 'swamp' });
}

/** Random effects last the unit's activation; Severe Cold lasts until the model's Move (A23). */
export function endEffects(u: Unit): void {
  u.effects = u.effects.filter((e) => e === 'severeCold');
  u.visibility = null;
}
