/**
 * The decision a Konwój match waits for, in words (battle.ts `pendingOf`, the order of the
 * prompts in docs/rulesets/konwoj-orders.md): the mulligan, the server's shuffles and random
 * picks, a physical deck's reports, the phases' orders and the choices of abilities and
 * districts. Only what the pending decision and the reader's view say is used; the server's
 * English prompt is shown only for a decision this module does not know.
 */
import type { TFunction } from 'i18next';
import type { PendingView, SeatView } from '../types';
import { cityName, konwojWords, languageOf, listOf, sideName, type KonwojT } from './names';
import { isSide, readKonwoj, type KonwojView, type Side } from './view';

interface Words {
  view: KonwojView | null;
  t: KonwojT;
  language: string;
}

/** The server's roll purposes (decks.ts `purposeOf`, konwoj p.3, p.33, p.36). */
function describeRoll(w: Words, pending: PendingView): string | null {
  const purpose = pending.purpose ?? '';
  const shuffled = /^shuffle the (moloch|outpost) deck$/i.exec(purpose)?.[1]?.toLowerCase();
  if (shuffled === 'moloch') return w.t('konwoj:pending.shuffle.moloch');
  if (shuffled === 'outpost') return w.t('konwoj:pending.shuffle.outpost');
  if (/random card of moloch's hand/i.test(purpose)) return w.t('konwoj:pending.pick.hand');
  if (/random card of moloch's discard pile/i.test(purpose)) return w.t('konwoj:pending.pick.discard');
  return null;
}

/**
 * Physical decks (p.3, p.6): the owner reports the card taken off the top; Moloch reports his
 * random picks, which the pending decision tells apart only by its prompt (battle.ts).
 */
function describeReport(w: Words, pending: PendingView, side: string): string {
  if (/picked at random/i.test(pending.prompt)) {
    if (/discard pile/i.test(pending.prompt)) return w.t('konwoj:pending.report.discard');
    if (/hand/i.test(pending.prompt)) return w.t('konwoj:pending.report.hand');
  }
  return w.t('konwoj:pending.report.top', { side: sideName(side, w.t) });
}

const CHOICES = {
  enterTarget: 'konwoj:pending.choice.enterTarget',
  mayDraw: 'konwoj:pending.choice.mayDraw',
  zwiadowca: 'konwoj:pending.choice.zwiadowca',
  oddzial: 'konwoj:pending.choice.oddzial',
  mlody: 'konwoj:pending.choice.mlody',
  capacity: 'konwoj:pending.choice.capacity',
  spiders: 'konwoj:pending.choice.spiders',
  ckm: 'konwoj:pending.choice.ckm',
  fallbackRobot: 'konwoj:pending.choice.fallbackRobot',
  ironGate: 'konwoj:pending.choice.ironGate',
  narada: 'konwoj:pending.choice.narada',
  winDistrict: 'konwoj:pending.choice.winDistrict',
  districtKill: 'konwoj:pending.choice.districtKill',
  moveNY: 'konwoj:pending.choice.moveNY',
  bombMoloch: 'konwoj:pending.choice.bombMoloch',
  bombOutpost: 'konwoj:pending.choice.bombOutpost',
  convoy: 'konwoj:pending.choice.convoy',
} as const;

/** Choices whose words already say "may": an optional one of the others adds that it may be declined (A13). */
const SAID_AS_MAY = new Set(['mayDraw', 'zwiadowca', 'oddzial', 'mlody', 'ckm', 'moveNY']);

function describeChoice(w: Words, side: string): string {
  const choice = w.view?.choice;
  const who = sideName(choice?.side ?? side, w.t);
  if (!choice || !Object.hasOwn(CHOICES, choice.kind)) return w.t('konwoj:pending.choice.other', { side: who });
  const text = w.t(CHOICES[choice.kind as keyof typeof CHOICES], { side: who });
  return choice.optional && !SAID_AS_MAY.has(choice.kind) ? `${text} (${w.t('konwoj:pending.choice.mayDecline')})` : text;
}

/** The actions of an Attack or Module phase (p.12, p.19, p.25, p.26), in the order the rulebook gives them. */
function actions(w: Words, side: Side, orders: readonly string[]): string[] | null {
  const { t, view } = w;
  const out: string[] = [];
  for (const order of orders) {
    if (order === 'playUnit') out.push(t(side === 'moloch' ? 'konwoj:pending.action.playRobot' : 'konwoj:pending.action.playOutpostUnit'));
    else if (order === 'playInstant') out.push(t('konwoj:pending.action.playInstant'));
    else if (order === 'useAbility') out.push(t('konwoj:pending.action.useAbility'));
    else if (order === 'useCityFeature')
      out.push(t('konwoj:pending.action.useCityFeature', { city: view?.active ? cityName(view, view.active, t) : '?' }));
    else if (order === 'playModule') out.push(t('konwoj:pending.action.playModule'));
    else if (order === 'activateModule') out.push(t('konwoj:pending.action.activateModule'));
    else if (order === 'pass') out.push(t('konwoj:pending.action.pass'));
    else return null;
  }
  return out.length > 0 ? out : null;
}

/** "battle 2, Iron Gate": where the phase is played, when the view says. */
function context(w: Words): string | null {
  const { view, t } = w;
  if (!view?.battle || !view.active) return null;
  return t('konwoj:pending.context', { battle: view.battle, city: cityName(view, view.active, t) });
}

function describeOrders(w: Words, pending: PendingView): string | null {
  const { t, view } = w;
  const [first] = pending.sides;
  const orders = pending.orders;
  if (orders.includes('mulligan'))
    return pending.sides.length > 1
      ? t('konwoj:pending.mulligan.both')
      : t('konwoj:pending.mulligan.one', { side: sideName(first ?? '', t) });
  if (!first) return null;
  if (orders.length === 1 && orders[0] === 'revealCard') return describeReport(w, pending, first);
  if (orders.length === 1 && orders[0] === 'choose') return describeChoice(w, first);
  if (orders.length === 1 && orders[0] === 'chooseBattleTarget')
    return t('konwoj:pending.target', { city: view?.active ? cityName(view, view.active, t) : '?' });
  if (!isSide(first)) return null;
  const list = actions(w, first, orders);
  if (!list) return null;
  const text = t('konwoj:pending.may', { side: sideName(first, t), actions: listOf(list, w.language, 'disjunction') });
  const where = context(w);
  return where ? `${text} (${where})` : text;
}

function describeNone(w: Words): string {
  const result = w.view?.result;
  if (!result) return w.t('konwoj:pending.waiting');
  return result.winner ? w.t('konwoj:pending.over.win', { side: sideName(result.winner, w.t) }) : w.t('konwoj:pending.over.draw');
}

export function describePending(pending: PendingView, state: unknown, _players: readonly SeatView[], common: TFunction): string {
  const t = konwojWords(common);
  const w: Words = { view: readKonwoj(state), t, language: languageOf(t) };
  const text =
    pending.kind === 'roll'
      ? describeRoll(w, pending)
      : pending.kind === 'order'
        ? describeOrders(w, pending)
        : pending.kind === 'none'
          ? describeNone(w)
          : null;
  return text ?? pending.prompt;
}
