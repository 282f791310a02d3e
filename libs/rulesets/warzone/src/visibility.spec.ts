import { activate, order, refusedOrder, roll, table, type ProfileSpec } from './testing';
import type { WarzoneState } from './state';

const rifle = { id: 'rifle', name: 'Rifle', cc: null, melee: false, dmg: 10, range: 36, closeRange: 12, mediumRange: 24 };
const flamer = {
  id: 'flamer',
  name: 'Heavy flamethrower',
  cc: null,
  melee: false,
  dmg: 12,
  range: 10,
  closeRange: 10,
  mediumRange: 10,
  template: true,
};
const PIECES = [
  { id: 'open', kind: 'area' },
  { id: 'wood', kind: 'area', cover: 'obscured', visibility: 'light', coverMaxSize: 3 },
  { id: 'wood2', kind: 'area', cover: 'obscured', visibility: 'light' },
  { id: 'forest', kind: 'area', movement: 'difficult', cover: 'soft', visibility: 'hinders' },
  { id: 'jungle', kind: 'area', movement: 'veryDifficult', cover: 'soft', visibility: 'heavy' },
  { id: 'concrete', kind: 'area', visibility: 'blocking' },
  { id: 'field', kind: 'area', movement: 'difficult' },
  { id: 'highWall', kind: 'obstacle', cover: 'hard', visibility: 'blocking', height: 4, crossActions: 2 },
  { id: 'barrels', kind: 'obstacle', cover: 'hard', height: 1 },
  { id: 'trench', kind: 'area', cover: 'fortification' },
];

function ready(a: ProfileSpec = {}, b: Record<string, ProfileSpec> = { t: {} }, environment = { type: 'none', level: 1 }): WarzoneState {
  const s = activate(table({ a: { actions: 3, rs: 10, ld: 10, weapons: [rifle, flamer], ...a } }, b, PIECES, environment), 'A', 'a');
  return environment.type === 'none' ? s : roll(s, 1); // the environment test passes
}
const shot = (extra: Record<string, unknown> = {}) => ({
  type: 'shoot',
  model: 'a',
  weapon: 'rifle',
  target: 't',
  distance: 10,
  nearest: ['t'],
  ...extra,
});
const tn = (s: WarzoneState) => (s.tasks[0] as { strike: { tn: number[] } }).strike.tn[0];

describe('warzone visibility (P10 L749–777)', () => {
  it.each([
    ['P10 L763 lightly hindering: 12"', 'wood', 12],
    ['P10 L767 hindering: 6"', 'forest', 6],
    ['P10 L771 heavily hindering: 3"', 'jungle', 3],
  ])('%s of it at most', (_name, piece, limit) => {
    const s = ready();
    expect(tn(order(s, 'A', shot({ through: [{ piece, inches: limit }] })))).toBeLessThanOrEqual(10);
    const r = refusedOrder(s, 'A', shot({ through: [{ piece, inches: limit + 0.5 }] }));
    expect(r.code).toBe('NO_LINE_OF_SIGHT');
  });

  it('P10 L759, L775: normal terrain never limits; blocking terrain stops any LOS, an obstacle even when thin', () => {
    const s = ready();
    expect(tn(order(s, 'A', shot({ through: [{ piece: 'open', inches: 30 }] })))).toBe(10);
    const r = refusedOrder(s, 'A', shot({ through: [{ piece: 'concrete', inches: 0.5 }] }));
    expect([r.code, r.rule]).toEqual(['NO_LINE_OF_SIGHT', 'warzone P10 L775']);
    expect(refusedOrder(s, 'A', shot({ through: [{ piece: 'highWall', inches: 0 }] })).code).toBe('NO_LINE_OF_SIGHT');
  });

  it('A72: the inches of one class add up over the pieces crossed', () => {
    const s = ready();
    expect(
      refusedOrder(
        s,
        'A',
        shot({
          through: [
            { piece: 'wood', inches: 7 },
            { piece: 'wood2', inches: 6 },
          ],
        }),
      ).code,
    ).toBe('NO_LINE_OF_SIGHT');
    expect(
      tn(
        order(
          s,
          'A',
          shot({
            through: [
              { piece: 'wood', inches: 0.5 },
              { piece: 'forest', inches: 6 },
              { piece: 'jungle', inches: 3 },
            ],
          }),
        ),
      ),
    ).toBe(10 - 1); // through, soft cover only Obscures
  });

  it('A48 (P10 L747): ≥ 1" of area terrain giving cover makes the target Obscured, only up to the piece Size', () => {
    const s = ready();
    expect(tn(order(s, 'A', shot({ through: [{ piece: 'wood', inches: 1 }] })))).toBe(9);
    expect(tn(order(s, 'A', shot({ through: [{ piece: 'wood', inches: 0.5 }] })))).toBe(10);
    expect(tn(order(s, 'A', shot({ through: [{ piece: 'field', inches: 5 }] })))).toBe(10); // no cover class
    const big = ready({}, { t: { size: 4 } });
    expect(tn(order(big, 'A', shot({ through: [{ piece: 'wood', inches: 2 }] })))).toBe(10); // wood covers up to Size 3
    expect(tn(order(big, 'A', shot({ coverPiece: 'wood' })))).toBe(10);
    expect(tn(order(big, 'A', shot({ through: [{ piece: 'wood2', inches: 2 }] })))).toBe(9);
  });

  it('A20 (P10 L745): cover levels do not stack; MP (Cover 2) with terrain counts the best', () => {
    const s = ready();
    expect(tn(order(s, 'A', shot({ coverPiece: 'barrels', through: [{ piece: 'wood', inches: 2 }] })))).toBe(10 - 3);
    expect(tn(order(s, 'A', shot({ coverPiece: 'forest', through: [{ piece: 'wood', inches: 2 }], cover: 'obscured' })))).toBe(10 - 2);
    expect(tn(order(s, 'A', shot({ coverPiece: 'trench', cover: 'soft' })))).toBe(10 - 4); // P10 L739 Fortification
  });

  it('P4 L378: a Hidden target in a piece gives its cover to the detection test', () => {
    const s = ready({ ld: 12 }, { t: { hidden: true } });
    const o = order(s, 'A', { type: 'detect', model: 'a', target: 't', distance: 5, nearest: ['t'], coverPiece: 'barrels' });
    expect(o.tasks[0]).toMatchObject({ k: 'detect', tn: 12 - 3 });
    expect(
      refusedOrder(s, 'A', {
        type: 'detect',
        model: 'a',
        target: 't',
        distance: 5,
        nearest: ['t'],
        through: [{ piece: 'jungle', inches: 4 }],
      }).code,
    ).toBe('NO_LINE_OF_SIGHT');
  });

  it('A53 (P2 L42): no LOS in total darkness, for Shoot and Detect; Dark Vision sees', () => {
    const s = ready({}, { t: {}, h: { hidden: true } });
    const r = refusedOrder(s, 'A', shot({ darkness: true }));
    expect([r.code, r.rule]).toEqual(['NO_LINE_OF_SIGHT', 'warzone P2 L42']);
    expect(refusedOrder(s, 'A', { type: 'detect', model: 'a', target: 'h', distance: 3, nearest: ['h'], darkness: true }).code).toBe(
      'NO_LINE_OF_SIGHT',
    );
    expect(tn(order(ready({ skills: { darkVision: 1 } }), 'A', shot({ darkness: true })))).toBe(10);
  });

  it('P10 L777, A70: in the jungle lightly hindering terrain allows 8"', () => {
    const s = ready({}, { t: {} }, { type: 'jungle', level: 1 });
    expect(tn(order(s, 'A', shot({ through: [{ piece: 'wood', inches: 8 }] })))).toBe(9);
    expect(refusedOrder(s, 'A', shot({ through: [{ piece: 'wood', inches: 8.5 }] })).code).toBe('NO_LINE_OF_SIGHT');
  });

  it.each([
    [1, 24],
    [2, 18],
    [3, 12],
  ])('P8 L613, L624, L637, A71: jungle level %i limits visibility to %i"', (level, limit) => {
    const s = ready({}, { t: {} }, { type: 'jungle', level });
    expect(order(s, 'A', shot({ distance: limit })).tasks[0]).toMatchObject({ k: 'strike' });
    const r = refusedOrder(s, 'A', shot({ distance: limit + 0.5 }));
    expect([r.code, r.rule]).toEqual(['NO_LINE_OF_SIGHT', 'warzone P9 L661']);
  });
});

describe('warzone template weapons and hindering terrain (P10 L751–755)', () => {
  const fire = (extra: Record<string, unknown>) => ({
    type: 'shoot',
    model: 'jasiu',
    weapon: 'flamer',
    target: 'zenek',
    nearest: ['zenek'],
    ...extra,
  });
  const jasiu = () => activate(table({ jasiu: { weapons: [flamer] } }, { zenek: { armour: 30 }, other: {} }, PIECES), 'A', 'jasiu');

  it('E7 (P10 L753): both in dense jungle: Zenek 2.5" away is hit, 3.5" away is safe', () => {
    const hit = order(jasiu(), 'A', fire({ distance: 2.5, templateTerrain: [{ model: 'zenek', piece: 'jungle', inches: 2.5 }] }));
    expect(hit.tasks).toEqual([expect.objectContaining({ k: 'armour', target: 'zenek', dmg: 12 })]);
    const safe = order(jasiu(), 'A', fire({ distance: 3.5, templateTerrain: [{ model: 'zenek', piece: 'jungle', inches: 3.5 }] }));
    expect(safe.tasks).toEqual([]);
    expect(safe.log).toContain('template blocked: zenek is 3.5" into heavy terrain');
  });

  it('E8 (P10 L755): Jasiu on the path: the limit begins at the jungle edge; 2" inside is hit, 4" inside is safe', () => {
    const s = jasiu();
    const under = ['zenek', 'other'];
    const hit = order(s, 'A', fire({ distance: 5, under, templateTerrain: [{ model: 'zenek', piece: 'jungle', inches: 2 }] }));
    expect(hit.tasks.map((t) => (t as { target?: string }).target)).toEqual(['other', 'zenek']);
    const safe = order(s, 'A', fire({ distance: 7, under, templateTerrain: [{ model: 'zenek', piece: 'jungle', inches: 4 }] }));
    expect(safe.tasks).toEqual([expect.objectContaining({ k: 'armour', target: 'other' })]);
  });

  it('A49 (P10 L751–753): a model exactly at the limit is hit; a class may be given without a piece', () => {
    const s = jasiu();
    expect(order(s, 'A', fire({ distance: 3, templateTerrain: [{ model: 'zenek', piece: 'jungle', inches: 3 }] })).tasks).toHaveLength(1);
    expect(
      order(s, 'A', fire({ distance: 6, templateTerrain: [{ model: 'zenek', visibility: 'hinders', inches: 6 }] })).tasks,
    ).toHaveLength(1);
    expect(
      order(s, 'A', fire({ distance: 7, templateTerrain: [{ model: 'zenek', visibility: 'hinders', inches: 6.5 }] })).tasks,
    ).toHaveLength(0);
  });

  it('P10 L751: template facts must name a model under the template and a class agreeing with the piece', () => {
    const s = jasiu();
    expect(refusedOrder(s, 'A', fire({ distance: 3, templateTerrain: [{ model: 'other', piece: 'jungle', inches: 1 }] })).code).toBe(
      'NOT_UNDER_TEMPLATE',
    );
    expect(
      refusedOrder(s, 'A', fire({ distance: 3, templateTerrain: [{ model: 'zenek', piece: 'jungle', visibility: 'light', inches: 1 }] }))
        .code,
    ).toBe('TERRAIN_MISMATCH');
    expect(refusedOrder(s, 'A', fire({ distance: 3, templateTerrain: [{ model: 'zenek', inches: 1 }] })).code).toBe('HINDRANCE_UNNAMED');
  });
});
