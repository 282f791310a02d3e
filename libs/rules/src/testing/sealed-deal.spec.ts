import type { GameEvent, MatchEvent } from '../events';
import { apply, decide, pendingOf, startMatch, viewOf, type MatchState } from '../match';
import { RulesetRegistry } from '../registry';
import type { Actor } from '../ruleset';
import { isViolation } from '../violation';
import { testMatchCreated } from './created';
import { sealedDeal, type SealedDealState } from './sealed-deal';

const registry = new RulesetRegistry([sealedDeal]);
const SERVER: Actor = { kind: 'server' };
const player = (side: string) => ({ kind: 'player' as const, side });
const deal = (values: number[], nonce: number): GameEvent => ({
  type: 'DiceRolled',
  data: { side: null, purpose: 'deal', dice: values.map((value) => ({ sides: 100, value })), source: 'server', nonce },
});
const order = (side: string, o: { type: string } & Record<string, unknown>): GameEvent => ({
  type: 'OrderIssued',
  data: { side, order: o },
});

function step(m: MatchState, e: GameEvent, actor: Actor): MatchState {
  const out = decide(m, e, actor);
  if (isViolation(out)) throw new Error(out.toString());
  return out.reduce<MatchState>((s, x: MatchEvent) => apply(s, x), m);
}
const codeOf = (x: unknown) => (isViolation(x) ? x.code : 'accepted');

describe('sealed deal (test game)', () => {
  const opened = startMatch(registry, testMatchCreated(sealedDeal, { setup: { handSize: 2 } })) as MatchState;
  const dealt = step(opened, deal([10, 20, 30, 40], 0), SERVER);

  it('waits for a deal only the server may make, then offers the leader one fresh deal', () => {
    expect(pendingOf(opened)).toMatchObject({ kind: 'roll', purpose: 'deal', server: true });
    expect(pendingOf(dealt)).toMatchObject({ kind: 'order', sides: ['A'], orders: ['play', 'redeal'] });
  });

  it('a fresh deal empties the hands and waits for the server again; it is granted once', () => {
    const redealt = step(dealt, order('A', { type: 'redeal' }), player('A'));
    expect((redealt.game as SealedDealState).hands).toBeNull();
    expect(pendingOf(redealt)).toMatchObject({ kind: 'roll', server: true });
    const again = step(redealt, deal([50, 60, 70, 80], 1), SERVER);
    expect(viewOf(again, player('A'))).toMatchObject({ redealt: true, hands: { A: { cards: [50, 60] }, B: { cards: null } } });
    expect(pendingOf(again)).toMatchObject({ orders: ['play'] });
    expect(codeOf(decide(again, order('A', { type: 'redeal' }), player('A')))).toBe('NO_REDEAL');
  });

  it('refuses a fresh deal from the other side, or once a card is on the table', () => {
    expect(codeOf(decide(dealt, order('B', { type: 'redeal' }), player('B')))).toBe('NO_REDEAL');
    const played = step(dealt, order('A', { type: 'play', card: 0 }), player('A'));
    expect(codeOf(decide(played, order('A', { type: 'redeal' }), player('A')))).toBe('NO_REDEAL');
    expect(codeOf(decide(opened, order('A', { type: 'redeal' }), player('A')))).toBe('NO_REDEAL');
  });
});
