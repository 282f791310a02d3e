/**
 * The choices of an order form's fields (the order reference's fields per order): the units,
 * weapons and guns an order may name, read from the view, and the table's measured facts (line
 * of sight, cover, a climb, a touched gun, what a real projectile did) in words. Distances in
 * steps are plain numbers (null here): the page shows the rule's maximum from `legal`'s limits.
 *
 * A hint, not a ruling: `legal` and the server decide what is allowed; these lists only leave
 * out what the view shows can never be chosen (a destroyed unit, a friend as a target, L3, A-44).
 */
import type { TFunction } from 'i18next';
import type { FieldChoice, FieldContext } from '../types';
import { isAlive, readView, unitById, type UnitView, type VPView } from './view';
import { gameWords, sideWords, unitLabel, weaponTitle, type VPT } from './words';

/** A field's path without its list indexes: `splash.0.unitId` and `splash[2].unitId` are `splash.unitId`. */
const fieldPath = (field: string): string => field.replace(/\[\d*\]/g, '').replace(/\.\d+(?=\.|$)/g, '');

/** The unit the order is for: the one the draft names, else the one acting now. */
function actingUnit(view: VPView, ctx: FieldContext): UnitView | undefined {
  return unitById(view, ctx.draft.unitId) ?? unitById(view, view.activeUnitId);
}

/** Whose order it is: the acting unit's side, else the reader's, else the side to play. */
function ordering(view: VPView, ctx: FieldContext): string | null {
  return actingUnit(view, ctx)?.side ?? ctx.viewerSide ?? view.activeSide;
}

const mayOperateGun = (view: VPView, u: UnitView): boolean =>
  u.kind === 'infantry' || (u.kind === 'cyborg' && view.rules.cyborgMayOperateGun === true);

/** L9, A-36: the units of the side that may be given an order now, as the order's type allows (L11, L20, L54). */
function unitsThatMayAct(view: VPView, ctx: FieldContext): UnitView[] {
  const side = ctx.viewerSide ?? view.activeSide;
  // L9: only the side whose turn it is acts.
  if (side === null || (view.activeSide !== null && side !== view.activeSide)) return [];
  if (ctx.orderType === 'EndActivation') return view.units.filter((u) => u.id === view.activeUnitId);
  const oneAtATime = view.rules.implicitActivationEnd === false && view.activeUnitId !== null;
  return view.units.filter((u) => {
    if (u.side !== side || !isAlive(u) || u.done || u.kind === 'gun') return false;
    if (oneAtATime && u.id !== view.activeUnitId) return false;
    switch (ctx.orderType) {
      case 'Shoot':
        return u.weapons.some((w) => w.mode !== 'real');
      case 'ThrowGrenade':
        return u.kind === 'infantry' || (u.kind === 'cyborg' && view.rules.cyborgMayThrowGrenade === true);
      case 'FireReal':
        return u.weapons.some((w) => w.mode === 'real') || mayOperateGun(view, u);
      case 'Melee':
        return u.kind !== 'vehicle';
      default:
        return true;
    }
  });
}

const unitChoice = (u: UnitView, t: VPT): FieldChoice => ({
  value: u.id,
  label: u.status === 'wounded' ? t('vigilantPeace:unit.wounded', { unit: unitLabel(u) }) : unitLabel(u),
});

/** targets are enemies still on the field. */
function enemies(view: VPView, ctx: FieldContext): UnitView[] {
  const side = ordering(view, ctx);
  return view.units.filter((u) => isAlive(u) && u.side !== side);
}

/** Projectiles and blasts strike friend and foe alike (A-30, L31): every unit on the field, with its side. */
function anyUnit(view: VPView, t: VPT): FieldChoice[] {
  return view.units.filter(isAlive).map((u) => {
    const choice = unitChoice(u, t);
    return u.side ? { ...choice, label: `${choice.label} · ${sideWords(u.side, t)}` } : choice;
  });
}

/**
 * L5, L18, L20: the acting unit's weapons that fire this way and were not fired yet in its
 * activation; a gun it touches, unless it fired a gun already or a weapon of its own.
 */
function weapons(view: VPView, ctx: FieldContext, t: VPT): FieldChoice[] {
  const u = actingUnit(view, ctx);
  const mode = ctx.orderType === 'FireReal' ? 'real' : 'virtual';
  if (!u) return [1, 2].map((slot) => ({ value: slot, label: t('vigilantPeace:weapon.slot', { slot }) }));
  const own: FieldChoice[] = u.firedGun
    ? []
    : u.weapons
        .filter((w) => (w.mode ?? 'virtual') === mode && !u.weaponsFired.includes(w.slot))
        .map((w) => ({ value: w.slot, label: weaponTitle(w, t) }));
  const gunBarred = u.firedGun || (u.firedPersonal && (view.rules.gunExcludesPersonalWeapons ?? 'both') === 'both');
  if (ctx.orderType !== 'FireReal' || !mayOperateGun(view, u) || gunBarred) return own;
  return [...own, { value: 'gun', label: t('vigilantPeace:weapon.gun') }];
}

/** L13, L20: the guns of the side still on the field; to fire, one not yet fired this turn. */
function guns(view: VPView, ctx: FieldContext, t: VPT): FieldChoice[] {
  const side = ordering(view, ctx);
  const firing = ctx.orderType === 'FireReal';
  return view.units
    .filter((g) => g.kind === 'gun' && isAlive(g) && (g.side === side || view.rules.allowEnemyGunUse === true))
    .filter((g) => !firing || g.gunShotsThisTurn < (view.rules.gunShotsPerTurn ?? 1))
    .map((g) => {
      const label = unitLabel(g);
      return {
        value: g.id,
        label: g.mortar && g.minesLeft !== null ? `${label} · ${t('vigilantPeace:unit.mines', { value: g.minesLeft })}` : label,
      };
    });
}

/** L54: a vehicle rams enemy units of the kinds the rules allow (vehicles). */
function ramTargets(view: VPView, ctx: FieldContext, t: VPT): FieldChoice[] {
  const kinds = view.rules.ramTargets ?? ['vehicle'];
  return enemies(view, ctx)
    .filter((u) => u.kind !== null && u.kind !== 'infantry' && kinds.includes(u.kind))
    .map((u) => unitChoice(u, t));
}

const yesNo = (yes: string, no: string): FieldChoice[] => [
  { value: true, label: yes },
  { value: false, label: no },
];

/** The table's facts in words (L13, L20, L22, L29, L34, L41–L45, L67). */
function facts(path: string, ctx: FieldContext, t: VPT): FieldChoice[] | null {
  switch (path) {
    case 'lineOfSight':
      return yesNo(t('vigilantPeace:choice.lineOfSight.yes'), t('vigilantPeace:choice.lineOfSight.no'));
    case 'targetCover':
      return yesNo(t('vigilantPeace:choice.targetCover.yes'), t('vigilantPeace:choice.targetCover.no'));
    case 'splash.cover':
      return yesNo(t('vigilantPeace:choice.cover.yes'), t('vigilantPeace:choice.cover.no'));
    case 'aimed':
      // L33: a grenade is never aimed; the field exists only so that the refusal can name the rule.
      return ctx.orderType === 'ThrowGrenade'
        ? [{ value: false, label: t('vigilantPeace:choice.grenadeAimed') }]
        : yesNo(t('vigilantPeace:choice.aimed.yes'), t('vigilantPeace:choice.aimed.no'));
    case 'climbsObstacle':
      return yesNo(t('vigilantPeace:choice.climbsObstacle.yes'), t('vigilantPeace:choice.climbsObstacle.no'));
    case 'touchingGun':
      return yesNo(t('vigilantPeace:choice.touchingGun.yes'), t('vigilantPeace:choice.touchingGun.no'));
    case 'preferMine':
      return yesNo(t('vigilantPeace:choice.preferMine.yes'), t('vigilantPeace:choice.preferMine.no'));
    case 'toppled':
    case 'hits.toppled':
      return yesNo(t('vigilantPeace:choice.toppled.yes'), t('vigilantPeace:choice.toppled.no'));
    case 'result':
      return [
        { value: 'miss', label: t('vigilantPeace:choice.result.miss') },
        { value: 'ricochet', label: t('vigilantPeace:choice.result.ricochet') },
        { value: 'hit', label: t('vigilantPeace:choice.result.hit') },
      ];
    case 'reaction':
    case 'hits.reaction':
      return [
        { value: 'fell', label: t('vigilantPeace:choice.reaction.fell') },
        { value: 'leaned', label: t('vigilantPeace:choice.reaction.leaned') },
        { value: 'stood', label: t('vigilantPeace:choice.reaction.stood') },
      ];
    default:
      return null;
  }
}

/** The choices of one field of an order being filled in; null for a plain field (a distance in steps). */
export function fieldChoices(ctx: FieldContext, pageT: TFunction): FieldChoice[] | null {
  const view = readView(ctx.state);
  const t = gameWords(pageT);
  const path = fieldPath(ctx.field);
  switch (path) {
    case 'unitId':
      return unitsThatMayAct(view, ctx).map((u) => unitChoice(u, t));
    case 'targetId':
    case 'intendedTargetId':
      return ctx.orderType === 'ProjectileResult' ? anyUnit(view, t) : enemies(view, ctx).map((u) => unitChoice(u, t));
    case 'ram.targetId':
      return ramTargets(view, ctx, t);
    case 'weapon':
      return weapons(view, ctx, t);
    case 'gunId':
    case 'carryGunId':
      return guns(view, ctx, t);
    case 'hitUnitId':
    case 'hits.unitId':
    case 'splash.unitId':
      return anyUnit(view, t);
    default:
      return facts(path, ctx, t);
  }
}
