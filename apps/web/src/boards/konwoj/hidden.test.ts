import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardLine, handsShown, statusLines, unitFacts } from './board';
import { fieldChoices } from './fields';
import { konwojWords } from './names';
import { describeOrder } from './orders';
import { describePending } from './pending';
import { battle, choosing, organiser, pendingOf, translations } from './testing';
import { readKonwoj } from './view';

let en: TFunction;

beforeAll(async () => ({ en } = await translations()));

/** Every field of every order type (docs/rulesets/konwoj-orders.md), as an order form asks for them. */
const FIELDS: Record<string, string[]> = {
  mulligan: ['redraw'],
  chooseBattleTarget: ['district'],
  playUnit: ['card', 'city'],
  playInstant: ['card', 'target', 'to', 'moves.0.unit', 'moves.0.to', 'targets.0'],
  playModule: ['card', 'robot'],
  useAbility: ['unit', 'ability', 'discard', 'to', 'target', 'targets'],
  activateModule: ['module', 'discard', 'target', 'to'],
  useCityFeature: ['city', 'discard', 'target'],
  pass: [],
  choose: ['card', 'cards', 'district', 'to', 'decline'],
  revealCard: ['card'],
};

/** Everything the board and the words show a reader of this view, as one text. */
function shown(view: Record<string, unknown>, side: string | null): string {
  const t = konwojWords(en);
  const out: string[] = [describePending(pendingOf(view), view, [], en)];
  for (const [orderType, fields] of Object.entries(FIELDS))
    for (const field of fields) {
      const list = fieldChoices({ orderType, field, draft: { type: orderType }, state: view, viewerSide: side }, en) ?? [];
      out.push(...list.map((c) => `${String(c.value)} ${c.label}`));
      for (const c of list) out.push(describeOrder({ type: orderType, [field.split('.')[0]]: c.value }, view, en));
    }
  const read = readKonwoj(view)!;
  out.push(...statusLines(read, t));
  for (const hand of handsShown(read, side)) for (const id of hand.cards ?? []) out.push(JSON.stringify(cardLine(read, id, t, 'en')));
  for (const unit of read.units) out.push(JSON.stringify(unitFacts(read, unit, t, 'en')));
  return out.join('\n');
}

describe('what Moloch is shown', () => {
  const outpostHand = (organiser().hands as { outpost: string[] }).outpost;

  it('names no card of Outpost’s hand, which his view does not hold (konwoj p.6)', () => {
    expect(outpostHand.length).toBeGreaterThan(0);
    const text = [
      shown(battle(), 'moloch'),
      shown(choosing({ kind: 'bombMoloch', side: 'moloch', options: ['O10', 'O12'], optional: false, city: 2 }), 'moloch'),
      shown(choosing({ kind: 'narada', side: 'outpost', options: [], optional: false }), 'moloch'),
    ].join('\n');
    for (const id of outpostHand) expect({ id, shown: text.includes(id) }).toEqual({ id, shown: false });
  });

  it('while the organiser, whose view holds that hand, is shown it', () => {
    const text = shown(organiser(), null);
    for (const id of outpostHand) expect({ id, shown: text.includes(id) }).toEqual({ id, shown: true });
  });
});
