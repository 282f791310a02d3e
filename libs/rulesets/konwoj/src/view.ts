/**
 * What each viewer may see (p.6: deck sizes are public; decks are face down, hands hidden).
 * The organiser sees everything; a player sees their own hand, the opponent's hand as a count,
 * both deck sizes and never a deck's order (the owner sees the sorted contents of their own
 * deck); cards in play, discard piles and cities are public. Private details of a choice
 * (Narada's drawn cards, what Wywiad showed) go only to their owner.
 */
import type { GameEvent, Viewer } from '@app/rules';
import { pendingOf } from './battle';
import { SIDES, type Side } from './catalogue';
import { outcomeOf } from './victory';
import type { KonwojState, Task } from './state';

function sideOf(viewer: Viewer): Side | null {
  return viewer.kind === 'player' && (SIDES as readonly string[]).includes(viewer.side) ? (viewer.side as Side) : null;
}

/** Narada's three cards are seen only by Outpost (p.35). */
function privateAside(s: KonwojState): boolean {
  const top = s.tasks[s.tasks.length - 1];
  return s.aside.some((id) => id.startsWith('O')) || (top?.t === 'choice' && top.c.kind === 'narada');
}

export function viewOf(s: KonwojState, viewer: Viewer): unknown {
  const pending = pendingOf(s);
  const outcome = outcomeOf(s);
  if (viewer.kind === 'organiser') return { ...s, pending, outcome };
  const me = sideOf(viewer);
  const asideVisible = !privateAside(s) || me === 'outpost';
  const visible = new Set<string>([
    ...s.units.map((u) => u.id),
    ...s.modules.map((m) => m.id),
    ...s.discards.moloch,
    ...s.discards.outpost,
    ...(asideVisible ? s.aside : []),
    ...(me ? s.hands[me] : []),
    ...(me ? s.decks[me] : []),
    ...(me === 'outpost' && s.intel.wywiad ? s.intel.wywiad : []),
  ]);
  const top = s.tasks[s.tasks.length - 1];
  const choice = top?.t === 'choice' ? { ...top.c, options: top.c.kind === 'narada' && me !== 'outpost' ? [] : top.c.options } : null;
  const hand = (side: Side) => (side === me ? { count: s.hands[side].length, cards: [...s.hands[side]] } : { count: s.hands[side].length });
  const deck = (side: Side) =>
    side === me ? { size: s.decks[side].length, contents: [...s.decks[side]].sort() } : { size: s.decks[side].length };
  return {
    phase: s.phase,
    battle: s.battle,
    active: s.active,
    battleDistrict: s.battleDistrict,
    deckMode: s.data.deck,
    options: s.data.options,
    catalogue: s.data.catalogue,
    cards: Object.fromEntries([...visible].sort().map((id) => [id, s.data.cardOf[id]])),
    cities: s.cities,
    units: s.units,
    modules: s.modules,
    decks: { moloch: deck('moloch'), outpost: deck('outpost') },
    hands: { moloch: hand('moloch'), outpost: hand('outpost') },
    discards: s.discards,
    aside: asideVisible ? s.aside : { count: s.aside.length },
    mulligan: s.mulligan,
    battleFlags: s.battleFlags,
    choice,
    intel: me === 'outpost' ? s.intel : { wywiad: null },
    log: s.log,
    result: s.result,
    pending,
    outcome,
  };
}

function topTask(s: KonwojState): Task | undefined {
  return s.tasks[s.tasks.length - 1];
}

/**
 * Server shuffles and random picks show their purpose, not their dice; a physical report of a
 * card going into a hand (or among Narada's cards) and Narada's kept cards are hidden from the
 * other player and the public; the card Obrońca puts back on the deck from everyone.
 */
export function viewEventOf(before: KonwojState, event: GameEvent, viewer: Viewer): GameEvent {
  if (viewer.kind === 'organiser') return event;
  const me = sideOf(viewer);
  if (event.type === 'DiceRolled') {
    const task = topTask(before);
    if (event.data.source === 'server' || task?.t === 'shuffle' || task?.t === 'pick')
      return { type: 'DiceRolled', data: { ...event.data, dice: [] } };
    return event;
  }
  if (event.type !== 'OrderIssued') return event;
  const order = event.data.order;
  const task = topTask(before);
  if (
    order.type === 'revealCard' &&
    task?.t === 'top' &&
    me !== task.side &&
    (task.to === 'hand' || (task.to === 'aside' && task.side === 'outpost'))
  ) {
    return { type: 'OrderIssued', data: { ...event.data, order: { type: 'revealCard', card: 'hidden' } } };
  }
  // p.36, A56: Obrońca's card goes on top of the deck unseen, so its report is shown to no player.
  if (order.type === 'revealCard' && task?.t === 'pick' && task.then === 'deckTop') {
    return { type: 'OrderIssued', data: { ...event.data, order: { type: 'revealCard', card: 'hidden' } } };
  }
  if (order.type === 'choose' && task?.t === 'choice' && task.c.kind === 'narada' && me !== 'outpost') {
    return { type: 'OrderIssued', data: { ...event.data, order: { type: 'choose' } } };
  }
  return event;
}
