/**
 * Every order of the game in words (docs/rulesets/vigilant-peace-orders.md), for the match log
 * and the order being confirmed: "A-R shoots B-1 with weapon 1 at 6 steps, in cover". Units are
 * named by their ids, as the orders and the table name them; measured facts (distances, line of
 * sight, cover, who stands in a blast) are said as the table reported them.
 *
 * The acting unit is `actor`, never `unit`, in a sentence with a number: i18next hands a
 * sentence's values to Intl.NumberFormat as its options, and `unit` is one of them (a unit of
 * measure), which spoils the number's formatting.
 */
import type { TFunction } from 'i18next';
import { neutralUi } from '../neutral';
import type { OrderDocument } from '../types';
import { readView, type VPView } from './view';
import { gameWords, orderWeapon, unitRef, type VPT } from './words';

type Fields = Readonly<Record<string, unknown>>;

const steps = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** A sentence with its riders: "A-S8 manoeuvres 3 steps, carrying B-M". */
const withParts = (main: string, parts: readonly (string | false | null | undefined)[]): string =>
  [main, ...parts.filter((p): p is string => typeof p === 'string' && p !== '')].join(', ');

function manoeuvre(o: Fields, t: VPT): string {
  const actor = unitRef(o.unitId);
  const ram = o.ram !== null && typeof o.ram === 'object' ? (o.ram as Fields).targetId : undefined;
  const gun = typeof o.carryGunId === 'string' ? o.carryGunId : null;
  return withParts(t('vigilantPeace:order.manoeuvre', { actor, count: steps(o.steps) ?? 0 }), [
    o.climbsObstacle === true && t('vigilantPeace:order.climbs'),
    gun !== null &&
      (o.touchingGun === false ? t('vigilantPeace:order.carriesUntouched', { gun }) : t('vigilantPeace:order.carries', { gun })),
    ram !== undefined && t('vigilantPeace:order.rams', { target: unitRef(ram) }),
  ]);
}

function shoot(o: Fields, view: VPView, t: VPT): string {
  const weapon = orderWeapon(view, o.unitId, o.weapon, undefined, t);
  const main = t('vigilantPeace:order.shoot', {
    actor: unitRef(o.unitId),
    target: unitRef(o.targetId),
    weapon,
    count: steps(o.distanceSteps) ?? 0,
  });
  return withParts(main, [
    o.aimed === true && t('vigilantPeace:order.aimed'),
    o.targetCover === true && t('vigilantPeace:order.inCover'),
    o.lineOfSight === false && t('vigilantPeace:order.outOfSight'),
  ]);
}

function throwGrenade(o: Fields, t: VPT): string {
  const main = t('vigilantPeace:order.grenade', {
    actor: unitRef(o.unitId),
    target: unitRef(o.targetId),
    count: steps(o.distanceSteps) ?? 0,
  });
  // L31: everyone listed within 2 steps of the target takes the blast, each with its own cover.
  const splash = (Array.isArray(o.splash) ? o.splash : []).map((s: unknown) => {
    const entry = s !== null && typeof s === 'object' ? (s as Fields) : {};
    const unit = unitRef(entry.unitId);
    return entry.cover === true ? t('vigilantPeace:order.blastInCover', { unit }) : unit;
  });
  return withParts(main, [
    o.targetCover === true && t('vigilantPeace:order.inCover'),
    o.lineOfSight === false && t('vigilantPeace:order.outOfSight'),
    o.aimed === true && t('vigilantPeace:order.aimed'),
    splash.length > 0 ? t('vigilantPeace:order.blast', { units: splash }) : t('vigilantPeace:order.noBlast'),
  ]);
}

function fireReal(o: Fields, view: VPView, t: VPT): string {
  const actor = unitRef(o.unitId);
  const weapon = orderWeapon(view, o.unitId, o.weapon, o.gunId, t);
  const main =
    typeof o.intendedTargetId === 'string'
      ? t('vigilantPeace:order.fireAt', { actor, weapon, target: o.intendedTargetId })
      : t('vigilantPeace:order.fire', { actor, weapon });
  return withParts(main, [
    o.weapon === 'gun' && o.touchingGun === false && t('vigilantPeace:order.notTouching'),
    o.preferMine === true && t('vigilantPeace:order.mine'),
  ]);
}

/** L41–L45: what the table saw a real projectile do. */
function projectileResult(o: Fields, t: VPT): string {
  if (o.result === 'miss') return t('vigilantPeace:order.miss');
  if (o.result === 'ricochet') return t('vigilantPeace:order.ricochet');
  const hits: Fields[] = Array.isArray(o.hits)
    ? o.hits.filter((h): h is Fields => h !== null && typeof h === 'object')
    : o.hitUnitId !== undefined
      ? [{ unitId: o.hitUnitId, reaction: o.reaction, toppled: o.toppled }]
      : [];
  if (hits.length === 0) return t('vigilantPeace:order.hitNobody');
  const units = hits.map((h) => {
    const effects = [
      h.reaction === 'fell' && t('vigilantPeace:order.effect.fell'),
      h.reaction === 'leaned' && t('vigilantPeace:order.effect.leaned'),
      h.reaction === 'stood' && t('vigilantPeace:order.effect.stood'),
      h.toppled === true && t('vigilantPeace:order.effect.toppled'),
    ].filter((e): e is string => typeof e === 'string');
    const unit = unitRef(h.unitId);
    return effects.length > 0 ? t('vigilantPeace:order.hitWith', { unit, effects }) : unit;
  });
  return t('vigilantPeace:order.hit', { units });
}

/** The order in words; an order type the app does not know yet as its type and fields, as the neutral board says it. */
export function describeOrder(order: OrderDocument, state: unknown, pageT: TFunction): string {
  const view = readView(state);
  const t = gameWords(pageT);
  switch (order.type) {
    case 'ActivateUnit':
      return t('vigilantPeace:order.activate', { actor: unitRef(order.unitId) });
    case 'Manoeuvre':
      return manoeuvre(order, t);
    case 'Shoot':
      return shoot(order, view, t);
    case 'ThrowGrenade':
      return throwGrenade(order, t);
    case 'FireReal':
      return fireReal(order, view, t);
    case 'Melee':
      return t('vigilantPeace:order.melee', {
        actor: unitRef(order.unitId),
        target: unitRef(order.targetId),
        count: steps(order.distanceSteps) ?? 0,
      });
    case 'EndActivation': {
      // Without a unit it ends whichever unit was acting when it was given (L9).
      const actor = typeof order.unitId === 'string' ? order.unitId : view.activeUnitId;
      return actor ? t('vigilantPeace:order.endActivation', { actor }) : t('vigilantPeace:order.endActivationAny');
    }
    case 'EndTurn':
      return t('vigilantPeace:order.endTurn');
    case 'ProjectileResult':
      return projectileResult(order, t);
    default:
      return neutralUi.describeOrder(order, state, pageT);
  }
}
