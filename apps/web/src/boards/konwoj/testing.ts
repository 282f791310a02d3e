/**
 * The fixtures' views for the tests: a Moloch player's view at the start (physical decks, the
 * mulligan pending), Moloch's view in battle 4 (Phase V, a Module in play) and the organiser's
 * view of that same moment, which holds the hands Moloch may not see.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { createI18n } from '../../i18n';
import type { PendingView } from '../types';
import battleMoloch from './fixtures/battle-moloch.json';
import battleOrganiser from './fixtures/battle-organiser.json';
import startMoloch from './fixtures/start-moloch.json';

type View = Record<string, unknown>;

/** A fresh copy, so a test may change it. */
const copy = (view: unknown): View => JSON.parse(JSON.stringify(view)) as View;

export const start = () => copy(startMoloch);
export const battle = () => copy(battleMoloch);
export const organiser = () => copy(battleOrganiser);

/** A view waiting for a choice (the view's `choice`, as battle.ts asks it), with its pending decision. */
export function choosing(choice: {
  kind: string;
  side: string;
  options: string[];
  optional: boolean;
  city?: number;
  source?: string;
}): View {
  const view = battle();
  view.choice = choice;
  view.pending = { kind: 'order', sides: [choice.side], orders: ['choose'], prompt: 'a choice' };
  return view;
}

export function pendingOf(view: View): PendingView {
  const p = view.pending as { kind: string; sides?: string[]; orders?: string[]; prompt: string; purpose?: string };
  return { kind: p.kind, sides: p.sides ?? [], orders: p.orders ?? [], prompt: p.prompt, purpose: p.purpose ?? null, dice: [] };
}

export async function translations(): Promise<{ en: TFunction; pl: TFunction }> {
  const [en, pl]: I18n[] = await Promise.all([createI18n('en'), createI18n('pl')]);
  return { en: en.t, pl: pl.t };
}
