import { sampleDuel, Table } from './testing';

const setup = sampleDuel;

/** Setup at the table (§2.18): A wins the set-up roll and takes zone 0; both deploy facing each other. */
function deployed(): Table {
  const t = new Table(setup);
  t.roll(6, 6, 6).roll(1, 1, 1);
  t.order('A', { type: 'ChooseZone', zone: 0 }).order('B', { type: 'ChooseZone', zone: 1 });
  t.order('A', { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' }).order('B', {
    type: 'DeclareDice',
    damageColour: 'green',
    heatColour: 'yellow',
  });
  t.order('A', { type: 'Deploy', unitId: 'brawler', hex: { x: 5, y: 1 }, facing: 6 });
  t.order('B', { type: 'Deploy', unitId: 'lancer', hex: { x: 5, y: 14 }, facing: 0 });
  return t;
}

describe('Solaris VII setup (§2.18)', () => {
  it('a tied set-up roll is rolled again; the highest is the first player and picks the first zone of a pre-chosen arena', () => {
    const t = new Table(setup);
    t.roll(3, 3, 3).roll(2, 3, 4);
    expect(t.state.setup.first).toBeNull();
    t.roll(6, 5, 4).roll(1, 2, 3);
    expect(t.state.setup.first).toBe('A');
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['ChooseZone'] });
  });

  it('refuses the same colour for the damage and heat dice, a hex outside the zone, and a taken zone', () => {
    const t = new Table(setup);
    t.roll(6, 6, 6).roll(1, 1, 1).order('A', { type: 'ChooseZone', zone: 0 });
    expect(t.refused({ type: 'OrderIssued', data: { side: 'B', order: { type: 'ChooseZone', zone: 0 } } }).code).toBe('BAD_CHOICE');
    t.order('B', { type: 'ChooseZone', zone: 1 });
    expect(
      t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'DeclareDice', damageColour: 'Red', heatColour: 'red' } } }).code,
    ).toBe('SAME_DICE_COLOURS');
    t.order('A', { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' }).order('B', {
      type: 'DeclareDice',
      damageColour: 'red',
      heatColour: 'blue',
    });
    expect(
      t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'Deploy', unitId: 'brawler', hex: { x: 5, y: 14 }, facing: 0 } } })
        .code,
    ).toBe('BAD_POSITION');
  });

  it('E1 §2.2: a unit over the point limit is refused at setup with the rule', () => {
    expect(() => new Table({ ...setup, pointLimit: 180 })).toThrow(/§2\.2/);
  });
});

describe('Solaris VII round (§3)', () => {
  it('E16 §3.1: the highest initiative may set itself to 1 and act first; ties re-roll', () => {
    const t = deployed();
    expect(t.state.phase).toBe('initiative');
    t.roll(4, 3).roll(5, 2); // 7 and 7: a tie
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'initiative' });
    t.roll(6, 3).roll(4, 2); // brawler 9, lancer 6 among the tied
    expect(t.pending).toMatchObject({ kind: 'order', orders: ['InitiativeChoice'], sides: ['A'] });
    t.order('A', { type: 'InitiativeChoice', unitId: 'brawler', choice: 'setToOne' });
    expect(t.state.turnOrder).toEqual(['brawler', 'lancer']);
  });

  it('E16 §3.1: keeping the highest result acts last', () => {
    const t = deployed();
    t.roll(6, 3).roll(4, 2);
    t.order('A', { type: 'InitiativeChoice', unitId: 'brawler', choice: 'keep' });
    expect(t.state.turnOrder).toEqual(['lancer', 'brawler']);
  });

  it('a whole round: run, a ranged attack answered with Evade, damage and heat in the End phase; replay equals play', () => {
    const t = deployed();
    t.roll(3, 3).roll(5, 4); // brawler 6, lancer 9
    t.order('B', { type: 'InitiativeChoice', unitId: 'lancer', choice: 'keep' });
    expect(t.state.turnOrder).toEqual(['brawler', 'lancer']);
    // Initiative phase, special attacks: the brawler could charge (it acts first) but passes.
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'] });
    t.order('A', { type: 'Pass', unitId: 'brawler' });
    expect(t.state.phase).toBe('movement');
    // §3.2 run: 8 hexes down column 5 cost 16 of the doubled speed 20.
    const path = [2, 3, 4, 5, 6, 7, 8, 9].map((y) => ({ x: 5, y }));
    t.order('A', { type: 'Move', unitId: 'brawler', path, facing: 6, run: true });
    t.order('B', {
      type: 'Move',
      unitId: 'lancer',
      path: [
        { x: 5, y: 13 },
        { x: 5, y: 12 },
      ],
      facing: 0,
    });
    expect(t.state.phase).toBe('combat');
    expect(t.unit('brawler').hex).toEqual({ x: 5, y: 9 });
    t.order('A', { type: 'Ranged', unitId: 'brawler', attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'lancer' }] } });
    // §3.3: the target answers at once.
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['B'], orders: ['Entrench', 'Defend', 'Evade', 'Pass'] });
    t.order('B', { type: 'Evade', unitId: 'lancer' });
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'A' });
    // 12 + attack 9 − 2 (T_EVADE) = 19 against defense 17 + 2 (Evade equipment against ranged fire): a hit.
    t.roll(4, 4, 4);
    const hit = t.log.find((e) => e.type === 'DamageMarked');
    expect(hit).toMatchObject({ unitId: 'lancer', amount: 3, by: 'brawler' });
    // The lancer evaded: no attack of its own; the End phase follows and clicks the dials.
    expect(t.state.round).toBe(2);
    expect(t.unit('lancer').click).toBe(3);
    expect(t.unit('lancer').damageDie).toBe(0);
    // heat (§2.16): the brawler's Evade gear card makes running free, the ranged order costs 1;
    // the lancer's Evade order costs 1
    expect(t.unit('brawler').heat).toBe(1);
    expect(t.unit('lancer').heat).toBe(1);
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'initiative' });
    expect(t.replay()).toEqual(t.state);
  });

  it('§3.3: a unit that passed its combat turn may still answer an attack with Defend', () => {
    const t = deployed();
    t.roll(3, 3).roll(5, 4);
    t.order('B', { type: 'InitiativeChoice', unitId: 'lancer', choice: 'keep' });
    t.order('A', { type: 'Pass', unitId: 'brawler' });
    t.order('A', { type: 'Move', unitId: 'brawler', path: [2, 3, 4, 5, 6, 7, 8, 9].map((y) => ({ x: 5, y })), facing: 6, run: true });
    t.order('B', {
      type: 'Move',
      unitId: 'lancer',
      path: [
        { x: 5, y: 13 },
        { x: 5, y: 12 },
      ],
      facing: 0,
    });
    t.order('A', { type: 'Pass', unitId: 'brawler' });
    t.order('B', { type: 'Ranged', unitId: 'lancer', attack: { kind: 'ranged', weapon: 'secondary', targets: [{ targetId: 'brawler' }] } });
    expect(t.pending).toMatchObject({ kind: 'order', sides: ['A'], orders: ['Entrench', 'Defend', 'Evade', 'Pass'] });
    t.order('A', { type: 'Defend', unitId: 'brawler' });
    expect(t.unit('brawler').round.combat).toBe('defend');
    expect(t.pending).toMatchObject({ kind: 'roll', purpose: 'attack', side: 'B' });
  });

  it('refuses orders out of turn and out of phase, changing nothing', () => {
    const t = deployed();
    t.roll(3, 3).roll(5, 4);
    t.order('B', { type: 'InitiativeChoice', unitId: 'lancer', choice: 'keep' });
    const before = t.state;
    expect(t.refused({ type: 'OrderIssued', data: { side: 'B', order: { type: 'Pass', unitId: 'lancer' } } }).code).toBe('NOT_YOUR_TURN');
    expect(
      t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'Move', unitId: 'brawler', path: [], facing: 0 } } }).code,
    ).toBe('WRONG_PHASE');
    expect(t.refused({ type: 'OrderIssued', data: { side: 'B', order: { type: 'Pass', unitId: 'brawler' } } }).code).toBe('NOT_YOUR_UNIT');
    expect(t.state).toBe(before);
  });

  it('§3.2: a path that costs more than the speed is refused with the rule', () => {
    const t = deployed();
    t.roll(3, 3).roll(5, 4);
    t.order('B', { type: 'InitiativeChoice', unitId: 'lancer', choice: 'keep' });
    t.order('A', { type: 'Pass', unitId: 'brawler' });
    const path = [2, 3, 4, 5, 6, 7].map((y) => ({ x: 5, y }));
    const r = t.refused({ type: 'OrderIssued', data: { side: 'A', order: { type: 'Move', unitId: 'brawler', path, facing: 6 } } });
    expect(r.code).toBe('TOO_FAR');
    expect(r.rule).toMatch(/solaris7/);
  });
});
