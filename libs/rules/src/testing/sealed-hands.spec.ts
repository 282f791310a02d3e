import type { GameEvent, MatchCreatedData, MatchEvent } from '../events';
import { apply, decide, outcomeOf, pendingOf, startMatch, viewEvents, viewOf, type MatchState } from '../match';
import { RulesetRegistry } from '../registry';
import type { Actor } from '../ruleset';
import { isViolation } from '../violation';
import { testMatchCreated } from './created';
import { sealedHands, type SealedHandsState } from './sealed-hands';

const registry = new RulesetRegistry([sealedHands]);
const created = (handSize = 3, dice: MatchCreatedData['dice'] = 'server'): MatchCreatedData =>
  testMatchCreated(sealedHands, { setup: { handSize }, dice });
const SERVER: Actor = { kind: 'server' };
const player = (side: string) => ({ kind: 'player' as const, side });
const cards = (values: number[]) => values.map((value) => ({ sides: 100, value }));
const deal = (values: number[], nonce = 0): GameEvent => ({
  type: 'DiceRolled',
  data: { side: null, purpose: 'deal', dice: cards(values), source: 'server', nonce },
});
const play = (side: string, card: number): GameEvent => ({ type: 'OrderIssued', data: { side, order: { type: 'play', card } } });

/** A match and its stream, advanced only through the kernel's `decide`, as the server would. */
class Table {
  log: MatchEvent[];
  constructor(
    public m: MatchState,
    first: MatchCreatedData,
  ) {
    this.log = [{ type: 'MatchCreated', data: first }];
  }
  static open(handSize = 3, dice: MatchCreatedData['dice'] = 'server'): Table {
    const m = startMatch(registry, created(handSize, dice));
    if (isViolation(m)) throw new Error(m.toString());
    return new Table(m, created(handSize, dice));
  }
  get game(): SealedHandsState {
    return this.m.game as SealedHandsState;
  }
  try(e: GameEvent, actor: Actor) {
    return decide(this.m, e, actor);
  }
  accept(e: GameEvent, actor: Actor = e.type === 'DiceRolled' ? SERVER : player((e.data as { side: string }).side)): this {
    const out = this.try(e, actor);
    if (isViolation(out)) throw new Error(out.toString());
    this.m = out.reduce(apply, this.m);
    this.log.push(...out);
    return this;
  }
}

const codeOf = (x: unknown) => (isViolation(x) ? x.code : 'accepted');

describe('sealed hands (test game): rules', () => {
  it('starts waiting for the server to deal 2 × handSize d100 cards', () => {
    const t = Table.open(2);
    expect(pendingOf(t.m)).toEqual({
      kind: 'roll',
      side: null,
      purpose: 'deal',
      dice: [{ count: 4, sides: 100, label: 'cards' }],
      prompt: 'the server deals 2 card(s) to each side',
    });
    expect(codeOf(startMatch(registry, created(6)))).toBe('INVALID_SETUP');
    expect(codeOf(startMatch(registry, created(0)))).toBe('INVALID_SETUP');
  });

  it('refuses a play before the deal, and a deal by a player', () => {
    expect(codeOf(Table.open().try(play('A', 0), player('A')))).toBe('DEAL_FIRST');
    // Even with dice at the table, a player who dealt would know the other hand.
    const t = Table.open(3, 'reported');
    const reported: GameEvent = {
      type: 'DiceRolled',
      data: { side: 'A', purpose: 'deal', dice: cards([1, 2, 3, 4, 5, 6]), source: 'reported' },
    };
    expect(codeOf(t.try(reported, player('A')))).toBe('SERVER_DEALS');
  });

  it('deals the first handSize values to A and the rest to B; A leads', () => {
    const t = Table.open().accept(deal([10, 20, 30, 40, 50, 60]));
    expect(t.game.hands).toEqual({ A: [10, 20, 30], B: [40, 50, 60] });
    expect(pendingOf(t.m)).toEqual({ kind: 'order', sides: ['A'], orders: ['play'], prompt: 'side A leads a trick (3 card(s) left)' });
    expect(codeOf(t.try(deal([1, 2, 3, 4, 5, 6], 1), SERVER))).toBe('ROLL_NOT_PENDING');
  });

  it('the higher card takes the trick and its winner leads next', () => {
    const t = Table.open()
      .accept(deal([10, 20, 30, 40, 50, 60]))
      .accept(play('A', 2));
    expect(t.game.table).toEqual({ side: 'A', card: 30 });
    expect(pendingOf(t.m)).toMatchObject({ sides: ['B'], prompt: 'side B answers the trick (3 card(s) left)' });
    t.accept(play('B', 1));
    expect(t.game.tricks).toEqual([{ leader: 'A', cards: { A: 30, B: 50 }, winner: 'B' }]);
    expect(t.game.hands).toEqual({ A: [10, 20], B: [40, 60] });
    expect(t.game.leader).toBe('B');
    expect(pendingOf(t.m)).toMatchObject({ sides: ['B'] });
  });

  it('a tie goes to the leader', () => {
    const t = Table.open(1)
      .accept(deal([70, 70]))
      .accept(play('A', 0))
      .accept(play('B', 0));
    expect(t.game.tricks[0].winner).toBe('A');
    expect(outcomeOf(t.m)).toMatchObject({ finished: true, winner: 'A', draw: false, reason: 'tricks' });
  });

  it('refuses out-of-turn plays and cards that are not in the hand', () => {
    const t = Table.open(2).accept(deal([5, 6, 7, 8]));
    expect(codeOf(t.try(play('B', 0), player('B')))).toBe('NOT_YOUR_TURN');
    expect(codeOf(t.try(play('A', 2), player('A')))).toBe('NO_SUCH_CARD');
    expect(codeOf(t.try({ type: 'OrderIssued', data: { side: 'A', order: { type: 'play', card: -1 } } }, player('A')))).toBe(
      'MALFORMED_ORDER',
    );
    t.accept(play('A', 1));
    expect(codeOf(t.try(play('A', 0), player('A')))).toBe('NOT_YOUR_TURN');
    t.accept(play('B', 0)); // 7 beats 6: B leads with one card left each
    expect(codeOf(t.try(play('B', 1), player('B')))).toBe('NO_SUCH_CARD');
    const refused = t.try(play('A', 0), player('A'));
    expect(isViolation(refused) && refused.rule).toBe('sealed-hands §2');
  });

  it('ends when the hands are empty: most tricks wins, equal tricks draw', () => {
    const win = Table.open(3).accept(deal([90, 10, 80, 50, 60, 20]));
    // A 90 > 50; A leads 10 < 60, B wins; B leads 20 < 80, A wins: A takes 2 of 3.
    win.accept(play('A', 0)).accept(play('B', 0)).accept(play('A', 0)).accept(play('B', 0)).accept(play('B', 0)).accept(play('A', 0));
    expect(outcomeOf(win.m)).toMatchObject({ finished: true, winner: 'A', draw: false, reason: 'tricks' });
    expect(outcomeOf(win.m).sides).toEqual([
      { side: 'A', result: 'win', scores: { tricks: 2 } },
      { side: 'B', result: 'loss', scores: { tricks: 1 } },
    ]);
    expect(pendingOf(win.m).kind).toBe('none');
    expect(codeOf(win.try(play('A', 0), player('A')))).toBe('MATCH_ENDED');

    const draw = Table.open(2).accept(deal([90, 10, 50, 60]));
    draw.accept(play('A', 0)).accept(play('B', 0)).accept(play('A', 0)).accept(play('B', 0));
    expect(outcomeOf(draw.m)).toMatchObject({ finished: true, winner: null, draw: true, reason: 'tricks' });
  });

  it('a concession loses at once; an expired clock draws', () => {
    const c = Table.open()
      .accept(deal([1, 2, 3, 4, 5, 6]))
      .accept({ type: 'MatchConceded', data: { side: 'A' } });
    expect(outcomeOf(c.m)).toMatchObject({ finished: true, winner: 'B', reason: 'concession' });
    const t = Table.open()
      .accept(deal([1, 2, 3, 4, 5, 6]))
      .accept({ type: 'TimeExpired', data: { clock: 'match' } }, SERVER);
    expect(outcomeOf(t.m)).toMatchObject({ finished: true, winner: null, draw: true, reason: 'time' });
  });
});

describe('sealed hands (test game): what each viewer sees', () => {
  const t = Table.open()
    .accept(deal([11, 22, 33, 44, 55, 66]))
    .accept(play('A', 1));

  it('a player sees their own cards and only the count of the other hand', () => {
    expect(viewOf(t.m, player('A'))).toMatchObject({
      hands: { A: { count: 2, cards: [11, 33] }, B: { count: 3, cards: null } },
      table: { side: 'A', card: 22 },
    });
    expect(viewOf(t.m, player('B'))).toMatchObject({ hands: { A: { count: 2, cards: null }, B: { count: 3, cards: [44, 55, 66] } } });
  });

  it('the public sees counts only; the organiser sees everything', () => {
    expect(viewOf(t.m, { kind: 'public' })).toMatchObject({ hands: { A: { count: 2, cards: null }, B: { count: 3, cards: null } } });
    expect(viewOf(t.m, { kind: 'player', side: 'C' })).toEqual(viewOf(t.m, { kind: 'public' }));
    expect(viewOf(t.m, { kind: 'organiser' })).toMatchObject({ hands: { A: { cards: [11, 33] }, B: { cards: [44, 55, 66] } } });
  });

  it('no card value appears in any pending prompt', () => {
    const prompts = [Table.open().m, t.m].map((m) => JSON.stringify(pendingOf(m)));
    for (const v of [11, 22, 33, 44, 55, 66]) prompts.forEach((p) => expect(p).not.toContain(String(v)));
  });

  it('the deal shows a player only their own dice and the public none', () => {
    const dealt = (viewer: Parameters<typeof viewEvents>[2]) => viewEvents(registry, t.log, viewer)[1];
    const values = (e: MatchEvent) => (e.type === 'DiceRolled' ? e.data.dice.map((d) => d.value) : null);
    expect(values(dealt(player('A')))).toEqual([11, 22, 33]);
    expect(values(dealt(player('B')))).toEqual([44, 55, 66]);
    expect(values(dealt({ kind: 'public' }))).toEqual([]);
    expect(values(dealt({ kind: 'organiser' }))).toEqual([11, 22, 33, 44, 55, 66]);
    expect(dealt({ kind: 'public' })).toEqual({
      type: 'DiceRolled',
      data: { side: null, purpose: 'deal', dice: [], source: 'server', nonce: 0 },
    });
    // Plays are public: everyone sees the same order event.
    expect(viewEvents(registry, t.log, { kind: 'public' })[2]).toEqual(t.log[2]);
  });
});
