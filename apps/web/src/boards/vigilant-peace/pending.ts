/**
 * What the match waits for, in words (libs/rulesets/vigilant-peace/src/pending.ts, the order
 * reference's "Rolls" and "Prompts"): the die-off (L8), an attack's exploding dice (L24, L39), a
 * counter-blow (L51), a blast (L31), a ram (L54), the mortar's mine check (L67–L69), the table's
 * report of a projectile (L41), its damage (L45), a healing roll (L56) or the active side's
 * orders (L9). Read from the pending decision and the view; the server's English prompt is said
 * only for a decision the app does not know.
 */
import type { TFunction } from 'i18next';
import type { PendingView, SeatView } from '../types';
import { readView, type AttackView, type ResolutionView, type VPView } from './view';
import { diceText, facesText, gameWords, sideWords, unitRef, type VPT } from './words';

/** The side (or sides) the decision is for: "Side A"; a roll anyone may make, "Either side". */
function whoActs(pending: PendingView, t: VPT): string {
  if (pending.sides.length === 0) return t('vigilantPeace:pending.anyone');
  return pending.sides.map((s) => sideWords(s, t)).join(' / ');
}

const joined = (...parts: string[]): string => parts.join(' — ');

/** L39: a six was rolled, the chain goes on. */
function againSuffix(main: string, dice: readonly number[], t: VPT): string {
  return dice.length > 0 ? joined(main, t('vigilantPeace:pending.again', { dice: dice.join(' + ') })) : main;
}

const ATTACK_KEYS = {
  attack: ['vigilantPeace:pending.attack', 'vigilantPeace:pending.attackOn'],
  counter: ['vigilantPeace:pending.counter', 'vigilantPeace:pending.counterOn'],
  ram: ['vigilantPeace:pending.ram', 'vigilantPeace:pending.ramOn'],
  ramCounter: ['vigilantPeace:pending.ramCounter', 'vigilantPeace:pending.ramCounterOn'],
} as const;

const WHAT_KEYS = {
  shot: 'vigilantPeace:pending.what.shot',
  grenade: 'vigilantPeace:pending.what.grenade',
  melee: 'vigilantPeace:pending.what.melee',
  counter: 'vigilantPeace:pending.what.counter',
  ram: 'vigilantPeace:pending.what.ram',
  ramCounter: 'vigilantPeace:pending.what.ramCounter',
} as const;

/** The attack test now rolled, when the view holds one. */
function currentAttack(res: ResolutionView | null): AttackView | null {
  return res?.kind === 'attacks' ? (res.attacks[res.index] ?? null) : null;
}

/** An attack, counter, ram or ram-counter roll (L24, L51, L54): who rolls, for what, against whom. */
function attackRoll(pending: PendingView, purpose: keyof typeof ATTACK_KEYS, view: VPView, t: VPT): string {
  const side = whoActs(pending, t);
  const dice = diceText(pending.dice, t);
  const a = currentAttack(view.resolution);
  const [plain, on] = ATTACK_KEYS[purpose];
  if (!a || a.kind === null || !(a.kind in WHAT_KEYS)) return againSuffix(t(plain, { side, dice }), a?.dice ?? [], t);
  const what = t(WHAT_KEYS[a.kind as keyof typeof WHAT_KEYS], { attacker: unitRef(a.attackerId), target: unitRef(a.targetId) });
  return againSuffix(t(on, { side, dice, what }), a.dice, t);
}

/** L31: one blast roll per unit listed around the grenade's target. */
function blastRoll(pending: PendingView, view: VPView, t: VPT): string {
  const side = whoActs(pending, t);
  const dice = diceText(pending.dice, t);
  const a = currentAttack(view.resolution);
  const main = a?.targetId
    ? t('vigilantPeace:pending.blastOn', { side, dice, target: a.targetId })
    : t('vigilantPeace:pending.blast', { side, dice });
  return againSuffix(main, a?.dice ?? [], t);
}

/** L67–L69: the mortar's mine check. */
function mineCheck(pending: PendingView, view: VPView, t: VPT): string {
  const side = whoActs(pending, t);
  const dice = diceText(pending.dice, t);
  const faces = facesText(view.rules.mineCheckSuccess ?? [4, 5, 6]);
  const gun = view.resolution?.kind === 'real' ? view.resolution.gunId : null;
  return gun
    ? t('vigilantPeace:pending.mineCheckOf', { side, dice, faces, gun })
    : t('vigilantPeace:pending.mineCheck', { side, dice, faces });
}

/** L45, L70: the damage roll of a machine hit by a real projectile. */
function damageRoll(pending: PendingView, view: VPView, t: VPT): string {
  const side = whoActs(pending, t);
  const dice = diceText(pending.dice, t);
  const res = view.resolution;
  const hit = res?.kind === 'real' ? res.hits[res.hitIndex] : undefined;
  if (res?.kind !== 'real' || !hit?.unitId) return t('vigilantPeace:pending.damage', { side, dice });
  const riders = [
    hit.toppled ? t('vigilantPeace:pending.toppled') : null,
    res.ammo === 'mine' ? t('vigilantPeace:pending.doubled') : null,
  ].filter((r): r is string => r !== null);
  const main = [t('vigilantPeace:pending.damageOn', { side, dice, unit: hit.unitId }), ...riders].join(', ');
  return againSuffix(main, hit.dice, t);
}

/** L56–L59: a wounded fighter's roll at the end of the turn. */
function healingRoll(pending: PendingView, view: VPView, t: VPT): string {
  const side = whoActs(pending, t);
  const dice = diceText(pending.dice, t);
  const unit = view.healingQueue[0];
  if (!unit) return t('vigilantPeace:pending.healing', { side, dice });
  const table = view.rules.healingTable ?? { die: [1], stay: [2, 3, 4], heal: [5, 6] };
  return t('vigilantPeace:pending.healingOf', {
    side,
    dice,
    unit,
    die: facesText(table.die),
    stay: facesText(table.stay),
    heal: facesText(table.heal),
  });
}

function rollWords(pending: PendingView, view: VPView, t: VPT): string | null {
  switch (pending.purpose) {
    case 'firstPlayer':
      return t('vigilantPeace:pending.firstPlayer', { side: whoActs(pending, t), dice: diceText(pending.dice, t) });
    case 'attack':
    case 'counter':
    case 'ram':
    case 'ramCounter':
      return attackRoll(pending, pending.purpose, view, t);
    case 'blast':
      return blastRoll(pending, view, t);
    case 'mineCheck':
      return mineCheck(pending, view, t);
    case 'realDamage':
      return damageRoll(pending, view, t);
    case 'healing':
      return healingRoll(pending, view, t);
    default:
      return null;
  }
}

function orderWords(pending: PendingView, view: VPView, t: VPT): string {
  const side = whoActs(pending, t);
  if (pending.orders.includes('ProjectileResult')) {
    // L41: the shooter's side says where the projectile went.
    const res = view.resolution;
    if (res?.kind === 'real' && res.shooterId) {
      const ammo =
        res.ammo === 'mine'
          ? t('vigilantPeace:pending.ammo.mine')
          : res.ammo === 'shell'
            ? t('vigilantPeace:pending.ammo.shell')
            : t('vigilantPeace:pending.ammo.projectile');
      return t('vigilantPeace:pending.reportShot', { side, ammo, unit: res.shooterId });
    }
    return t('vigilantPeace:pending.report', { side });
  }
  const main =
    view.turnNumber !== null && view.round !== null
      ? t('vigilantPeace:pending.actsInTurn', { side, turn: view.turnNumber, round: view.round })
      : t('vigilantPeace:pending.acts', { side });
  return view.activeUnitId ? joined(main, t('vigilantPeace:pending.activeUnit', { unit: view.activeUnitId })) : main;
}

function overWords(view: VPView, t: VPT): string | null {
  const r = view.result;
  if (!r) return null;
  if (r.draw) return t('vigilantPeace:pending.draw');
  return r.winner ? t('vigilantPeace:pending.won', { side: sideWords(r.winner, t) }) : null;
}

/** The pending decision in words: "Side A acts (turn 1, round 1) — A-S8 is active". */
export function describePending(pending: PendingView, state: unknown, _players: readonly SeatView[], pageT: TFunction): string {
  const view = readView(state);
  const t = gameWords(pageT);
  const words =
    pending.kind === 'roll'
      ? rollWords(pending, view, t)
      : pending.kind === 'order'
        ? orderWords(pending, view, t)
        : pending.kind === 'none'
          ? overWords(view, t)
          : null;
  return words ?? pending.prompt;
}
