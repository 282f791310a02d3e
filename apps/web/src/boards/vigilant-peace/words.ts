/**
 * The small words every Vigilant Peace description is made of: a side, a unit, a weapon, dice
 * and die faces, in the reader's language.
 */
import type { TFunction } from 'i18next';
import type { UnitView, VPView, WeaponView } from './view';
import { unitById } from './view';

/**
 * The page's `t`, for this game's catalogue: every namespace is loaded (i18n/index.ts), so a key
 * that names its own (`vigilantPeace:…`) is found whatever namespace the page reads by default.
 */
export type VPT = TFunction<['translation', 'vigilantPeace']>;

export const gameWords = (t: TFunction): VPT => t;

/**
 * A side's name: "Side A" ("Strona A"). The names a setup may give the sides are in the
 * view, which `GameUi.sideName` is not given; the board shows them under the side's heading.
 */
export function sideName(side: string, t: TFunction): string {
  return sideWords(side, gameWords(t));
}

export function sideWords(side: string, t: VPT): string {
  return t('vigilantPeace:side.name', { side });
}

/** A unit as a chooser shows it: "RAPTOR (A-R)", or just its id when it has no name of its own. */
export function unitLabel(u: Pick<UnitView, 'id' | 'name'>): string {
  return u.name && u.name !== u.id ? `${u.name} (${u.id})` : u.id;
}

/**
 * A unit as a sentence names it: by its id, as the table and the orders do ("A-R shoots B-1"),
 * short enough for a phone's line; "?" when an order leaves it out.
 */
export function unitRef(id: unknown): string {
  return typeof id === 'string' && id !== '' ? id : '?';
}

/** The dice of a roll: "1d6" ("1k6"), several groups joined. */
export function diceText(dice: ReadonlyArray<{ count: number; sides: number }>, t: VPT): string {
  const groups = dice.length > 0 ? dice : [{ count: 1, sides: 6 }];
  return groups.map((d) => t('vigilantPeace:pending.dice', { count: d.count, sides: d.sides })).join(' + ');
}

/** Die faces as the leaflet writes them: [4, 5, 6] is "4–6", [1, 3, 4] is "1, 3–4". */
export function facesText(faces: readonly number[]): string {
  const sorted = [...new Set(faces)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(j === i ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}

/** A weapon slot of a unit as a chooser and the board show it: "Weapon 1", or "Laser (weapon 1)" when it is named. */
export function weaponTitle(w: Pick<WeaponView, 'slot' | 'name'>, t: VPT): string {
  return w.name ? t('vigilantPeace:weapon.named', { name: w.name, slot: w.slot }) : t('vigilantPeace:weapon.slot', { slot: w.slot });
}

/** A weapon with what it does: "Weapon 1: power 4" (a virtual shot, L5) or "Weapon 2: real projectile" (L18). */
export function weaponLine(w: WeaponView, t: VPT): string {
  const weapon = weaponTitle(w, t);
  if (w.mode === 'real') return t('vigilantPeace:weapon.real', { weapon });
  return w.power !== null ? t('vigilantPeace:weapon.power', { weapon, power: w.power }) : weapon;
}

/** The weapon an order fires, inside a sentence: "weapon 1", "the gun B-M", "a gun it touches". */
export function orderWeapon(view: VPView, unitId: unknown, weapon: unknown, gunId: unknown, t: VPT): string {
  if (weapon === 'gun') return typeof gunId === 'string' ? t('vigilantPeace:order.gun', { gun: gunId }) : t('vigilantPeace:order.anyGun');
  const slot = typeof weapon === 'number' ? weapon : typeof weapon === 'string' ? Number(weapon) : NaN;
  const name = unitById(view, unitId)?.weapons.find((w) => w.slot === slot)?.name;
  const shown = Number.isFinite(slot) ? slot : '?';
  return name ? t('vigilantPeace:order.weaponNamed', { name, slot: shown }) : t('vigilantPeace:order.weapon', { slot: shown });
}
