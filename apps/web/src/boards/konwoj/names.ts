/**
 * Names in the reader's language: sides, cities, districts and cards. Card names come from the
 * view's catalogue (`name` in English, `namePl` in Polish), never from a list of our own, so an
 * organiser's catalogue is named as the organiser wrote it.
 */
import type { TFunction } from 'i18next';
import { formatter, localeFor } from '../../lib/format';
import type { CityView, KonwojView } from './view';

/**
 * `t` as the match page passes it, typed for this game's catalogue. Keys are always given with
 * their `konwoj:` prefix, so they are found whatever namespace the caller's `t` defaults to.
 */
export type KonwojT = TFunction<['konwoj']>;

export const konwojWords = (t: TFunction | KonwojT): KonwojT => t as unknown as KonwojT;

/**
 * Moloch is called Moloch in the Polish rulebook and in English alike (konwoj p.2): a proper
 * name, kept out of the catalogues, whose test allows no string that reads the same in both.
 */
const MOLOCH = 'Moloch';

/** The language the words are in, read from the translation itself (the match page passes only `t`). */
export function languageOf(t: KonwojT): string {
  const details = t('konwoj:board.label', { returnDetails: true }) as unknown as { usedLng?: unknown };
  return typeof details?.usedLng === 'string' ? details.usedLng : 'en';
}

const isPolish = (language: string) => language.toLowerCase().startsWith('pl');

export function sideName(side: string, t: KonwojT): string {
  if (side === 'moloch') return MOLOCH;
  if (side === 'outpost') return t('konwoj:side.outpost');
  return side;
}

/** A card's name alone ("Łowca"), or null when the view does not name the card. */
export function cardName(view: KonwojView | null, id: string, language: string): string | null {
  const face = view?.faces.get(id);
  if (!face) return null;
  return isPolish(language) ? face.namePl : face.name;
}

/** A card in words: "Hunter (M21)", or the bare id when the view does not name it. */
export function cardLabel(view: KonwojView | null, id: string, language: string): string {
  const name = cardName(view, id, language);
  return name ? `${name} (${id})` : id;
}

/** New York is the one city the Polish rulebook names in Polish (Nowy Jork, p.3); the others read alike in both. */
const NEW_YORK = /^(nowy jork|new york)$/i;

/** A city's name in the reader's language. */
export function nameOfCity(city: CityView, t: KonwojT): string {
  return NEW_YORK.test(city.name.trim()) ? t('konwoj:city.newYork') : city.name;
}

/** A city by its number on the road: "Iron Gate"; "City 6" for a number the view does not know. */
export function cityName(view: KonwojView | null, index: number, t: KonwojT): string {
  const city = view?.cities.find((c) => c.index === index);
  return city ? nameOfCity(city, t) : t('konwoj:city.numbered', { number: index });
}

const EFFECTS = {
  KILL: 'konwoj:district.effect.KILL',
  DRAW: 'konwoj:district.effect.DRAW',
  MOVE_NY: 'konwoj:district.effect.MOVE_NY',
  BOMB: 'konwoj:district.effect.BOMB',
  NONE: 'konwoj:district.effect.NONE',
} as const;

/** A district effect in words (p.11–12); an effect the app does not know is shown as it is. */
export function effectName(effect: string, t: KonwojT): string {
  return Object.hasOwn(EFFECTS, effect) ? t(EFFECTS[effect as keyof typeof EFFECTS]) : effect;
}

/** The city a district belongs to, by the view's catalogue. */
export function cityOfDistrict(view: KonwojView | null, district: string): CityView | null {
  return view?.cities.find((c) => c.districts.some((d) => d.id === district)) ?? null;
}

/** A district in words: "I1 (Bomb)", or the bare id when the view does not list it. */
export function districtLabel(view: KonwojView | null, district: string, t: KonwojT): string {
  const effect = cityOfDistrict(view, district)?.districts.find((d) => d.id === district)?.effect;
  return effect ? `${district} (${effectName(effect, t)})` : district;
}

/** Items joined as the reader's language joins them ("A, B and C" / "A, B i C"). */
export function listOf(items: readonly string[], language: string, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  return formatter(localeFor(language)).list(items, type);
}
