/**
 * Decks, draws and chance (p.3, p.6, p.29, p.36). In server mode a shuffle is a server roll of
 * the kernel's shuffle dice and a random pick a server roll of one d`n`; the deck order is then
 * known to the state (never to the players' views). In physical mode a deck is a multiset and
 * the owner reports each card that leaves its top; Moloch reports the random picks.
 */
import { orderByDice, shuffleDice, type DiceGroup } from '@app/rules';
import type { Side } from './catalogue';
import { nameOf, note, removeFrom, type KonwojState, type Task } from './state';

export type TopTask = Extract<Task, { t: 'top' }>;
export type PickTask = Extract<Task, { t: 'pick' }>;

/** p.6: draw up to n cards; a short deck gives what it has, discard piles are never reshuffled. */
export function drawTasks(side: Side, n: number): Task[] {
  return Array.from({ length: n }, () => ({ t: 'top', side, to: 'hand' }));
}

export function deckSize(s: KonwojState, side: Side): number {
  return s.decks[side].length;
}

/** The card a server-mode deck gives next. */
export function serverTop(s: KonwojState, side: Side): string | undefined {
  return s.decks[side][0];
}

/** Moves a card off the top of the deck to its destination. */
export function takeTop(s: KonwojState, task: TopTask, card: string): void {
  const { side, to } = task;
  removeFrom(s.decks[side], card);
  if (s.knownTop[side][0] === card) s.knownTop[side].shift();
  if (to === 'hand') s.hands[side].push(card);
  else if (to === 'discard') {
    s.discards[side].push(card);
    note(s, `${nameOf(s, card)} discarded from the top of the ${side} deck`);
  } else {
    s.aside.push(card);
  }
}

/** In physical mode, which card a report may name: the known top card, or any card of the deck. */
export function reportableTop(s: KonwojState, side: Side): string[] {
  const known = s.knownTop[side][0];
  return known ? [known] : [...new Set(s.decks[side])];
}

export function shuffleDiceFor(s: KonwojState, side: Side): DiceGroup[] {
  return shuffleDice(s.decks[side].length);
}

export function applyShuffle(s: KonwojState, side: Side, dice: Array<{ sides: number; value: number }>): void {
  s.decks[side] = orderByDice(s.decks[side], dice);
  note(s, `the ${side} deck is shuffled`);
}

/** Physical mode: a shuffled deck is an unknown order again. */
export function forgetOrder(s: KonwojState, side: Side): void {
  s.decks[side].sort();
  s.knownTop[side] = [];
}

/** The pool of a random pick in its fixed order: Moloch's hand sorted by id, or his pile in pile order. */
export function pickPool(s: KonwojState, task: PickTask): string[] {
  return task.pool === 'hand' ? [...s.hands.moloch].sort() : [...s.discards.moloch];
}

export function applyPick(s: KonwojState, task: PickTask, card: string): void {
  if (task.then === 'discard') {
    removeFrom(s.hands.moloch, card);
    s.discards.moloch.push(card);
    note(s, `${nameOf(s, card)} discarded at random from Moloch's hand`);
    return;
  }
  // p.36 Obrońca: a random card of the pile goes on top of the deck, face down.
  removeFrom(s.discards.moloch, card);
  s.decks.moloch.unshift(card);
  if (s.data.deck === 'physical') {
    s.decks.moloch.sort();
    s.knownTop.moloch.unshift(card);
  }
  note(s, 'Obrońca puts a random card of the discard pile on top of the Moloch deck');
}

export function purposeOf(task: Task): string {
  if (task.t === 'shuffle') return `shuffle the ${task.side === 'moloch' ? 'Moloch' : 'Outpost'} deck`;
  if (task.t === 'pick')
    return task.pool === 'hand' ? "pick a random card of Moloch's hand" : "pick a random card of Moloch's discard pile";
  return '';
}

/** Starts a shuffle: physical decks just forget their order, server decks wait for the roll. */
export function shuffleTask(side: Side): Task {
  return { t: 'shuffle', side };
}
