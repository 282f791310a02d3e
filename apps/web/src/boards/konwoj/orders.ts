/**
 * Konwój orders in words (docs/rulesets/konwoj-orders.md), named with what the reader's view
 * knows: "Play Hunter (M21) into Iron Gate". An order carries only what its issuer's reader was
 * shown (the server replaces a hidden report with `card: "hidden"`); a card the view does not
 * name is shown by its id alone.
 */
import type { TFunction } from 'i18next';
import type { OrderDocument } from '../types';
import { cardLabel, cityName, cityOfDistrict, districtLabel, konwojWords, languageOf, listOf, nameOfCity, type KonwojT } from './names';
import { readKonwoj, type KonwojView } from './view';

interface Words {
  view: KonwojView | null;
  t: KonwojT;
  language: string;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);
const strs = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

function card(w: Words, value: unknown): string {
  const id = str(value);
  return id && id !== 'hidden' ? cardLabel(w.view, id, w.language) : w.t('konwoj:card.hidden');
}

const cards = (w: Words, value: unknown) =>
  listOf(
    strs(value).map((id) => card(w, id)),
    w.language,
  );
const city = (w: Words, value: unknown) => {
  const index = int(value);
  return index === null ? '?' : cityName(w.view, index, w.t);
};

/** The optional parts of an Instant, an ability or a Module: its target(s), destination, moves and payment. */
function details(w: Words, order: OrderDocument): string[] {
  const { t } = w;
  const out: string[] = [];
  if (Array.isArray(order.moves))
    for (const m of order.moves as unknown[]) {
      const move = m && typeof m === 'object' ? (m as Record<string, unknown>) : {};
      out.push(t('konwoj:order.detail.move', { unit: card(w, move.unit), city: city(w, move.to) }));
    }
  if (str(order.target)) out.push(t('konwoj:order.detail.target', { target: card(w, order.target) }));
  if (strs(order.targets).length > 0) out.push(t('konwoj:order.detail.targets', { targets: cards(w, order.targets) }));
  if (int(order.to) !== null) out.push(t('konwoj:order.detail.to', { city: city(w, order.to) }));
  if (strs(order.discard).length > 0) out.push(t('konwoj:order.detail.discard', { cards: cards(w, order.discard) }));
  return out;
}

const withDetails = (main: string, parts: string[]) => [main, ...parts].join(', ');

/** What a `choose` does, by the kind of the choice it answers (the view's `choice`, p.9). */
const CHOOSE_CARD: Readonly<Record<string, string>> = {
  enterTarget: 'konwoj:order.choose.target',
  oddzial: 'konwoj:order.choose.returnToHand',
  mlody: 'konwoj:order.choose.copy',
  capacity: 'konwoj:order.choose.remove',
  spiders: 'konwoj:order.choose.remove',
  ckm: 'konwoj:order.choose.token',
  fallbackRobot: 'konwoj:order.choose.discard',
  ironGate: 'konwoj:order.choose.discard',
  districtKill: 'konwoj:order.choose.kill',
  bombMoloch: 'konwoj:order.choose.kill',
  bombOutpost: 'konwoj:order.choose.kill',
  moveNY: 'konwoj:order.choose.moveNY',
  convoy: 'konwoj:order.choose.advance',
};

function describeChoose(w: Words, order: OrderDocument): string {
  const { t } = w;
  const kind = w.view?.choice?.kind;
  if (order.decline === true) return t('konwoj:order.choose.decline');
  if (Array.isArray(order.cards)) return t('konwoj:order.choose.keep', { cards: cards(w, order.cards) });
  if (str(order.district)) return t('konwoj:order.choose.district', { district: districtLabel(w.view, order.district as string, t) });
  if (str(order.card)) {
    if (int(order.to) !== null) return t('konwoj:order.choose.moveTo', { card: card(w, order.card), city: city(w, order.to) });
    const key = kind && Object.hasOwn(CHOOSE_CARD, kind) ? CHOOSE_CARD[kind] : 'konwoj:order.choose.card';
    return t(key as 'konwoj:order.choose.card', { card: card(w, order.card) });
  }
  // A bare choose accepts a may-draw; Narada's kept cards reach the other side without them (view.ts, p.35).
  if (kind === 'mayDraw') return t('konwoj:order.choose.draw');
  if (kind === 'narada') return t('konwoj:order.choose.keepHidden');
  return t('konwoj:order.choose.accept');
}

function describeBattleTarget(w: Words, district: string): string {
  const home = cityOfDistrict(w.view, district);
  const label = districtLabel(w.view, district, w.t);
  return home
    ? w.t('konwoj:order.chooseBattleTarget', { district: label, city: nameOfCity(home, w.t) })
    : w.t('konwoj:order.chooseBattleTargetOnly', { district: label });
}

export function describeOrder(order: OrderDocument, state: unknown, common: TFunction): string {
  const t = konwojWords(common);
  const w: Words = { view: readKonwoj(state), t, language: languageOf(t) };
  switch (order.type) {
    case 'mulligan':
      return t(order.redraw === true ? 'konwoj:order.mulligan.redraw' : 'konwoj:order.mulligan.keep');
    case 'chooseBattleTarget':
      return describeBattleTarget(w, str(order.district) ?? '?');
    case 'playUnit':
      return t('konwoj:order.playUnit', { card: card(w, order.card), city: city(w, order.city) });
    case 'playInstant':
      return withDetails(t('konwoj:order.playCard', { card: card(w, order.card) }), details(w, order));
    case 'playModule':
      return t('konwoj:order.playModule', { card: card(w, order.card), robot: card(w, order.robot) });
    case 'useAbility':
      if (order.ability === 'move') return t('konwoj:order.abilityMove', { unit: card(w, order.unit), city: city(w, order.to) });
      return withDetails(t('konwoj:order.ability', { unit: card(w, order.unit) }), details(w, order));
    case 'activateModule':
      return withDetails(t('konwoj:order.activateModule', { module: card(w, order.module) }), details(w, order));
    case 'useCityFeature':
      return withDetails(t('konwoj:order.useCityFeature', { city: city(w, order.city) }), details(w, order));
    case 'pass':
      return t('konwoj:order.pass');
    case 'choose':
      return describeChoose(w, order);
    case 'revealCard':
      return str(order.card) && order.card !== 'hidden'
        ? t('konwoj:order.reveal', { card: card(w, order.card) })
        : t('konwoj:order.revealHidden');
    default:
      return t('konwoj:order.other', { type: order.type });
  }
}
