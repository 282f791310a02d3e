/**
 * The choices of an order form's fields (docs/rulesets/konwoj-orders.md), taken from the
 * reader's view only: the cards of the reader's own hand, the cities on the road, the districts,
 * the cards in play, the pending choice's options. A list the view does not disclose gives no
 * choices (null), so the form falls back to a plain field rather than to cards the reader may
 * not see.
 */
import type { TFunction } from 'i18next';
import type { FieldChoice, FieldContext } from '../types';
import { cardLabel, cityName, districtLabel, konwojWords, languageOf, nameOfCity, type KonwojT } from './names';
import { isSide, ownerOf, readKonwoj, type KonwojView, type Side } from './view';

interface Form {
  view: KonwojView;
  t: KonwojT;
  language: string;
  /** The side the order is for: the reader's, or for the organiser the side the match waits for. */
  side: Side | null;
}

const cardChoices = (f: Form, ids: readonly string[]): FieldChoice[] =>
  ids.map((id) => ({ value: id, label: cardLabel(f.view, id, f.language) }));

/** The reader's hand, narrowed to the card types the order plays when the view names them. */
function hand(f: Form, types?: readonly string[]): FieldChoice[] | null {
  const cards = f.side ? f.view.hands[f.side].cards : null;
  if (!cards) return null;
  const fits = (id: string) => {
    const type = f.view.faces.get(id)?.type;
    return !types || !type || types.includes(type);
  };
  return cardChoices(f, cards.filter(fits));
}

/** Cards in play, each with the city it stands in: "Hunter (M21) · Iron Gate". */
function inPlay(f: Form, keep: (id: string) => boolean = () => true): FieldChoice[] {
  const units = f.view.units.filter((u) => keep(u.id)).map((u) => ({ id: u.id, city: u.city }));
  const modules = f.view.modules
    .filter((m) => keep(m.id))
    .flatMap((m) => {
      const host = f.view.units.find((u) => u.id === m.host);
      return host ? [{ id: m.id, city: host.city }] : [];
    });
  return [...units, ...modules].map(({ id, city }) => ({
    value: id,
    label: `${cardLabel(f.view, id, f.language)} · ${cityName(f.view, city, f.t)}`,
  }));
}

const typeOf = (f: Form, id: string) => f.view.faces.get(id)?.type ?? null;
const mine = (f: Form) => (id: string) => f.side === null || ownerOf(id) === f.side;

/** The cities on the road by name; destroyed ones only where a move may still end there (p.34). */
function cities(f: Form, standingOnly: boolean): FieldChoice[] {
  return f.view.cities
    .filter((c) => !standingOnly || !c.destroyed)
    .map((c) => ({ value: c.index, label: c.destroyed ? `${nameOfCity(c, f.t)} (${f.t('konwoj:city.destroyed')})` : nameOfCity(c, f.t) }));
}

/** The pending choice's options (the view's `choice`, p.9): cards, or Moloch's districts after a win. */
function choiceOptions(f: Form, districts: boolean): FieldChoice[] | null {
  const choice = f.view.choice;
  if (!choice) return null;
  return choice.options.map((id) => ({ value: id, label: districts ? districtLabel(f.view, id, f.t) : cardLabel(f.view, id, f.language) }));
}

/**
 * Physical decks (p.3, p.6): the card the player drew is one of their own deck, whose contents
 * the view shows its owner; Moloch's random picks come from his hand or discard pile (p.33, p.36).
 */
function reported(f: Form): FieldChoice[] | null {
  if (!f.side) return null;
  const prompt = f.view.prompt ?? '';
  if (f.side === 'moloch' && /picked at random/i.test(prompt)) {
    const pool = /discard pile/i.test(prompt) ? f.view.discards.moloch : f.view.hands.moloch.cards;
    return pool ? cardChoices(f, [...pool].sort()) : null;
  }
  const deck = f.view.decks[f.side].cards;
  return deck ? cardChoices(f, [...new Set(deck)].sort()) : null;
}

function battleDistricts(f: Form): FieldChoice[] | null {
  const city = f.view.cities.find((c) => c.active);
  if (!city) return null;
  return city.districts.filter((d) => !d.destroyed).map((d) => ({ value: d.id, label: districtLabel(f.view, d.id, f.t) }));
}

/** `moves.0.unit`, `moves[].unit`, `targets.1` → its field name and the list it belongs to. */
function fieldName(path: string): { name: string; parent: string | null } {
  const parts = path
    .split('.')
    .map((p) => p.replace(/\[\d*\]$/, ''))
    .filter((p) => p !== '' && !/^\d+$/.test(p));
  return { name: parts[parts.length - 1] ?? '', parent: parts.length > 1 ? parts[parts.length - 2] : null };
}

function choicesOf(f: Form, orderType: string, name: string, parent: string | null): FieldChoice[] | null {
  const { t } = f;
  const soldier = (id: string) => typeOf(f, id) === 'soldier';
  const robot = (id: string) => typeOf(f, id) === 'robot';
  switch (`${orderType}.${parent === 'moves' ? `moves.${name}` : name}`) {
    case 'mulligan.redraw':
      return [
        { value: false, label: t('konwoj:order.mulligan.keep') },
        { value: true, label: t('konwoj:order.mulligan.redraw') },
      ];
    case 'chooseBattleTarget.district':
      return battleDistricts(f);
    case 'playUnit.card':
      return hand(f, ['robot', 'soldier', 'building']);
    case 'playUnit.city':
      return cities(f, true);
    case 'playInstant.card':
      return hand(f, ['instant']);
    case 'playInstant.target':
    case 'useAbility.target':
      return inPlay(f);
    case 'playInstant.targets':
    case 'useAbility.targets':
    case 'playInstant.moves.unit':
      return inPlay(f, soldier);
    case 'playModule.card':
      return hand(f, ['module']);
    case 'playModule.robot':
      // p.25: a Robot of the active city without a Module.
      return inPlay(f, (id) => robot(id) && f.view.units.some((u) => u.id === id && u.city === f.view.active && !u.module));
    case 'useAbility.unit':
      return inPlay(f, (id) => mine(f)(id) && f.view.units.some((u) => u.id === id));
    case 'useAbility.ability':
      return [
        { value: 'move', label: t('konwoj:field.ability.move') },
        { value: 'discard', label: t('konwoj:field.ability.discard') },
      ];
    case 'activateModule.module':
      return inPlay(f, (id) => f.view.modules.some((m) => m.id === id));
    case 'activateModule.target':
      // p.25–26: an opposing unit of the active city.
      return inPlay(f, (id) => f.view.units.some((u) => u.id === id && u.city === f.view.active) && !mine(f)(id));
    case 'useCityFeature.target':
      // p.23: Iron Gate's Robot there, or New York's Soldier between Jersey Crust and New York.
      return inPlay(f, (id) => f.view.units.some((u) => u.id === id));
    case 'useAbility.discard':
    case 'activateModule.discard':
    case 'useCityFeature.discard':
      return hand(f);
    case 'useCityFeature.city':
      return cities(f, true).filter((c) => c.value === f.view.active);
    case 'playInstant.to':
    case 'playInstant.moves.to':
    case 'useAbility.to':
    case 'activateModule.to':
    case 'choose.to':
      return cities(f, false);
    case 'choose.card':
    case 'choose.cards':
      return choiceOptions(f, false);
    case 'choose.district':
      return choiceOptions(f, true);
    case 'choose.decline':
      return [
        { value: false, label: t('konwoj:order.choose.accept') },
        { value: true, label: t('konwoj:order.choose.decline') },
      ];
    case 'revealCard.card':
      return reported(f);
    default:
      return null;
  }
}

/** The side an order form is for: the reader's, else the one the view's choice or a single pending side names. */
function sideOf(field: FieldContext, view: KonwojView): Side | null {
  if (isSide(field.viewerSide)) return field.viewerSide;
  const drafted = field.draft.side;
  if (isSide(drafted)) return drafted;
  if (isSide(view.choice?.side)) return view.choice.side;
  const [only, ...others] = view.pendingSides;
  return others.length === 0 && isSide(only) ? only : null;
}

export function fieldChoices(field: FieldContext, common: TFunction): FieldChoice[] | null {
  const t = konwojWords(common);
  const view = readKonwoj(field.state);
  if (!view) return null;
  const { name, parent } = fieldName(field.field);
  return choicesOf({ view, t, language: languageOf(t), side: sideOf(field, view) }, field.orderType, name, parent);
}
