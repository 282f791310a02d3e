/**
 * What the Konwój board draws, as plain data, so it can be checked without a browser: the
 * match's phase and battle in words, each card's name and facts, and which hands are shown with
 * their cards (the reader's own; both for the organiser, whose view holds them) and which only
 * as a count.
 */
import { formatter, localeFor } from '../../lib/format';
import { cardName, cityName, effectName, sideName, type KonwojT } from './names';
import { SIDES, type CityView, type DistrictView, type KonwojView, type Side, type UnitView } from './view';

const PHASES = {
  mulligan: 'konwoj:phase.mulligan',
  target: 'konwoj:phase.target',
  molochAttack: 'konwoj:phase.molochAttack',
  outpostAttack: 'konwoj:phase.outpostAttack',
  molochModules: 'konwoj:phase.molochModules',
  outpostModules: 'konwoj:phase.outpostModules',
  resolution: 'konwoj:phase.resolution',
  over: 'konwoj:phase.over',
} as const;

/** The phase (p.40's summary), the battle and its district, the result: one line each, those the view gives. */
export function statusLines(view: KonwojView, t: KonwojT): string[] {
  const lines: string[] = [];
  if (view.phase && Object.hasOwn(PHASES, view.phase)) lines.push(t(PHASES[view.phase as keyof typeof PHASES]));
  if (view.battle && view.active && view.phase !== 'over') {
    const city = cityName(view, view.active, t);
    lines.push(
      view.battleDistrict
        ? t('konwoj:battle.for', { battle: view.battle, city, district: view.battleDistrict })
        : t('konwoj:battle.at', { battle: view.battle, city }),
    );
  }
  if (view.result)
    lines.push(view.result.winner ? t('konwoj:result.win', { side: sideName(view.result.winner, t) }) : t('konwoj:result.draw'));
  if (view.deckMode === 'server') lines.push(t('konwoj:board.deckMode.server'));
  if (view.deckMode === 'physical') lines.push(t('konwoj:board.deckMode.physical'));
  return lines;
}

/** A card as the board shows it: its name (null when the view does not name it), id and printed facts. */
export interface CardLine {
  id: string;
  name: string | null;
  meta: string | null;
}

const META = {
  robot: 'konwoj:card.meta.robot',
  soldier: 'konwoj:card.meta.soldier',
  building: 'konwoj:card.meta.building',
  module: 'konwoj:card.meta.module',
  instant: 'konwoj:card.meta.instant',
} as const;

/** Cards printed without a strength: Buildings (A49) and the special Modules (p.38) carry 0. */
const WITHOUT_STRENGTH = { building: 'konwoj:card.meta.buildingOnly', module: 'konwoj:card.meta.moduleOnly' } as const;

export function cardLine(view: KonwojView, id: string, t: KonwojT, language: string): CardLine {
  const face = view.faces.get(id);
  const name = cardName(view, id, language);
  if (!face) return { id, name, meta: null };
  const type = face.type ?? '';
  if (type === 'instant') return { id, name, meta: t(META.instant) };
  if (!face.strength && Object.hasOwn(WITHOUT_STRENGTH, type))
    return { id, name, meta: t(WITHOUT_STRENGTH[type as keyof typeof WITHOUT_STRENGTH]) };
  if (face.strength === null) return { id, name, meta: null };
  const key = Object.hasOwn(META, type) ? META[type as keyof typeof META] : 'konwoj:card.meta.other';
  return { id, name, meta: t(key as 'konwoj:card.meta.other', { strength: face.strength }) };
}

/** A strength token as printed: +1, +2, −2 (p.15), in the reader's digits. */
export function tokenText(value: number, language: string): string {
  return formatter(localeFor(language)).number(value, { signed: true });
}

/** A card in a city: its line, then its tokens, Haker's disable token, Bydlak's shield, a net and its Module (p.15, p.33, p.36, p.38). */
export function unitFacts(view: KonwojView, unit: UnitView, t: KonwojT, language: string): { line: CardLine; facts: string[] } {
  const line = cardLine(view, unit.id, t, language);
  const facts: string[] = [];
  if (unit.tokens.length > 0) facts.push(t('konwoj:unit.tokens', { tokens: unit.tokens.map((n) => tokenText(n, language)).join(' ') }));
  if (unit.disabled) facts.push(t('konwoj:unit.disabled'));
  if (unit.shield) facts.push(t('konwoj:unit.shield'));
  if (unit.netted) facts.push(t('konwoj:unit.netted'));
  const module = unit.module ?? view.modules.find((m) => m.host === unit.id)?.id;
  if (module) {
    const name = cardName(view, module, language);
    facts.push(t('konwoj:unit.module', { module: name ? `${name} · ${module}` : module }));
  }
  return { line, facts };
}

/** A side's cards in a city, in the order they arrived in the view. */
export function unitsIn(view: KonwojView, city: number, side: Side): UnitView[] {
  const prefix = side === 'moloch' ? 'M' : 'O';
  return view.units.filter((u) => u.city === city && u.id.startsWith(prefix));
}

/** A city's standing in one word: destroyed, active (the battles are fought there) or future (p.3). */
export function cityState(city: CityView, t: KonwojT): string {
  if (city.destroyed) return t('konwoj:city.destroyed');
  return city.active ? t('konwoj:city.active') : t('konwoj:city.future');
}

export function districtText(district: DistrictView, t: KonwojT): string {
  const state = district.contested
    ? t('konwoj:district.contested')
    : district.destroyed
      ? t('konwoj:district.destroyed')
      : t('konwoj:district.standing');
  return `${district.id} · ${effectName(district.effect, t)} · ${state}`;
}

/** The city's printed positions and feature (p.5, p.23), as the view's catalogue gives them. */
export function cityFacts(city: CityView, t: KonwojT): string[] {
  const facts: string[] = [];
  if (city.positions.moloch !== null && city.positions.outpost !== null)
    facts.push(t('konwoj:city.positions', { moloch: city.positions.moloch, outpost: city.positions.outpost }));
  if (city.extraSlot) facts.push(t('konwoj:city.extraSlot'));
  if (city.featureUsed) facts.push(t('konwoj:city.featureUsed'));
  else if (city.featureCost !== null) facts.push(t('konwoj:city.feature', { count: city.featureCost }));
  return facts;
}

/** A hand as the board shows it: its cards when the reader may see them, else its size only. */
export interface HandShown {
  side: Side;
  count: number | null;
  cards: string[] | null;
  own: boolean;
}

/**
 * The reader's own hand with its cards, the opponent's as a count (p.6); the organiser, whose
 * view holds both hands, sees both. A hand the view gives as a count only stays a count.
 */
export function handsShown(view: KonwojView, viewerSide: string | null): HandShown[] {
  const ordered = viewerSide === 'outpost' ? [...SIDES].reverse() : [...SIDES];
  return ordered.map((side) => {
    const hand = view.hands[side];
    const own = side === viewerSide;
    const visible = own || viewerSide === null;
    return { side, own, count: hand.count, cards: visible ? hand.cards : null };
  });
}
