/**
 * Deck reports (p.3, p.6, p.33, p.35): in physical mode the owner reports each card taken off
 * the top of a real deck and Moloch the random picks; in server mode the server deals and a
 * report can only be refused. What a report shows to the other player is checked too.
 */
import type { GameEvent } from '@app/rules';
import { konwoj } from './ruleset';
import { doOp, type KonwojState } from './state';
import { play, position, refusedIntact, start, topChoice } from './testing';

const reveal = (side: 'moloch' | 'outpost', card: string): GameEvent => ({
  type: 'OrderIssued',
  data: { side, order: { type: 'revealCard', card } },
});

describe('Konwój deck reports', () => {
  it('physical setup asks each owner to reveal their drawn cards, Moloch first [p.3]', () => {
    let s = konwoj.setup({ deck: 'physical' }, []) as KonwojState;
    for (let i = 0; i < 4; i++) {
      expect(konwoj.pending(s)).toMatchObject({ kind: 'order', sides: ['moloch'], orders: ['revealCard'] });
      expect(refusedIntact(s, 'outpost', { type: 'revealCard', card: 'O01' }).code).toBe('NOT_YOUR_TURN');
      s = play(s, 'moloch', { type: 'revealCard', card: `M0${i + 1}` });
    }
    expect(konwoj.pending(s)).toMatchObject({ kind: 'order', sides: ['outpost'], orders: ['revealCard'] });
    expect(s.hands.moloch).toEqual(['M01', 'M02', 'M03', 'M04']);
    expect(s.decks.moloch).toHaveLength(31);
  });

  it('physical mode refuses a card that is not in the remaining deck [p.3]', () => {
    let s = konwoj.setup({ deck: 'physical' }, []) as KonwojState;
    s = play(s, 'moloch', { type: 'revealCard', card: 'M07' });
    expect(refusedIntact(s, 'moloch', { type: 'revealCard', card: 'M07' })).toMatchObject({
      code: 'DRAW_CONTRADICTS_DECK',
      rule: 'konwoj p.3',
    });
    expect(refusedIntact(s, 'moloch', { type: 'revealCard', card: 'O01' }).code).toBe('DRAW_CONTRADICTS_DECK');
  });

  it('physical mode: the random pick must name a card of the pool, reported by Moloch [p.33]', () => {
    const { s, id } = position({
      deckMode: 'physical',
      phase: 'outpostAttack',
      hand: { moloch: ['M_OGAR', 'M_KLAUN'], outpost: ['O_KOMANDOS'] },
      discard: { moloch: ['M_LOWCA'] },
    });
    const t = play(s, 'outpost', { type: 'playUnit', card: id('O_KOMANDOS'), city: 1 });
    expect(konwoj.pending(t)).toMatchObject({ kind: 'order', sides: ['moloch'], orders: ['revealCard'] });
    expect(refusedIntact(t, 'moloch', { type: 'revealCard', card: id('M_LOWCA') })).toMatchObject({
      code: 'DRAW_CONTRADICTS_DECK',
      rule: 'konwoj p.33',
    });
    expect(refusedIntact(t, 'outpost', { type: 'revealCard', card: id('M_OGAR') }).code).toBe('NOT_YOUR_TURN');
    const after = play(t, 'moloch', { type: 'revealCard', card: id('M_KLAUN') });
    expect(after.discards.moloch).toEqual([id('M_LOWCA'), id('M_KLAUN')]);
    expect(after.hands.moloch).toEqual([id('M_OGAR')]);
  });

  it('physical mode: a card revealed into a hand is hidden from the other player, not from its owner [p.6]', () => {
    const s = konwoj.setup({ deck: 'physical' }, []) as KonwojState;
    expect(konwoj.viewEvent!(s, reveal('moloch', 'M05'), { kind: 'player', side: 'outpost' })).toMatchObject({
      data: { order: { card: 'hidden' } },
    });
    expect(konwoj.viewEvent!(s, reveal('moloch', 'M05'), { kind: 'player', side: 'moloch' })).toEqual(reveal('moloch', 'M05'));
    expect(konwoj.viewEvent!(s, reveal('moloch', 'M05'), { kind: 'organiser' })).toEqual(reveal('moloch', 'M05'));
  });

  it('physical mode: a card Obrońca put back unseen is the one the next draw must report [p.36]', () => {
    const { s, id } = position({
      deckMode: 'physical',
      phase: 'resolution',
      deck: { moloch: ['M_OGAR', 'M_GAUSS'] },
      discard: { moloch: ['M_LOWCA'] },
    });
    const back = start(s, { t: 'pick', pool: 'discard', then: 'deckTop' });
    expect(back.knownTop.moloch).toEqual([id('M_LOWCA')]);
    const draw = start({ ...back, tasks: [] }, doOp({ op: 'draw', side: 'moloch', n: 1 }));
    expect(refusedIntact(draw, 'moloch', { type: 'revealCard', card: id('M_OGAR') }).code).toBe('DRAW_CONTRADICTS_DECK');
    expect(play(draw, 'moloch', { type: 'revealCard', card: id('M_LOWCA') }).hands.moloch).toEqual([id('M_LOWCA')]);
  });

  it('server mode: a report of a card not dealt is DRAW_CONTRADICTS_DECK, of a card held NOT_PENDING, whatever the deck holds [p.3]', () => {
    const { s, id } = position({ hand: { moloch: ['M_OGAR'] }, deck: { moloch: ['M_GAUSS', 'M_LOWCA'] } });
    // The deck's top card and a card deeper down get the same answer: a report cannot probe the deck.
    for (const card of ['M_GAUSS', 'M_LOWCA']) {
      expect(refusedIntact(s, 'moloch', { type: 'revealCard', card: id(card) })).toMatchObject({
        code: 'DRAW_CONTRADICTS_DECK',
        rule: 'konwoj p.3',
      });
    }
    expect(refusedIntact(s, 'moloch', { type: 'revealCard', card: id('M_OGAR') })).toMatchObject({
      code: 'NOT_PENDING',
      rule: 'konwoj p.3',
    });
  });

  it('server mode: Narada’s kept cards are hidden from Moloch, seen by the organiser [p.35]', () => {
    const { s, id } = position({
      phase: 'outpostAttack',
      hand: { outpost: ['O_NARADA'] },
      deck: { outpost: ['O_TREP', 'O_CKM', 'O_RUCH'] },
    });
    const before = play(s, 'outpost', { type: 'playInstant', card: id('O_NARADA') });
    expect(topChoice(before)).toMatchObject({ kind: 'narada', side: 'outpost' });
    const keep: GameEvent = {
      type: 'OrderIssued',
      data: { side: 'outpost', order: { type: 'choose', cards: [id('O_TREP'), id('O_RUCH')] } },
    };
    expect(konwoj.viewEvent!(before, keep, { kind: 'player', side: 'moloch' })).toEqual({
      type: 'OrderIssued',
      data: { side: 'outpost', order: { type: 'choose' } },
    });
    expect(konwoj.viewEvent!(before, keep, { kind: 'player', side: 'outpost' })).toEqual(keep);
    expect(konwoj.viewEvent!(before, keep, { kind: 'organiser' })).toEqual(keep);
    const molochView = konwoj.view(before, { kind: 'player', side: 'moloch' }) as { choice: { options: string[] }; aside: unknown };
    expect(molochView.choice.options).toEqual([]);
    expect(molochView.aside).toEqual({ count: 3 });
  });
});
