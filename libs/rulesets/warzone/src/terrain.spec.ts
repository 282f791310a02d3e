import { isViolation } from '@app/rules';
import { setupMatch } from './ruleset';
import { activate, order, refusedOrder, roll, squad, table, type ProfileSpec } from './testing';

/** E6 (P10 L679–683): a ploughed field, a young wood and ruins. */
const E6_TERRAIN = [
  { id: 'field', kind: 'area', movement: 'difficult', cover: 'none', visibility: 'normal' },
  { id: 'wood', kind: 'area', movement: 'normal', cover: 'obscured', visibility: 'light' },
  { id: 'ruins', kind: 'area', movement: 'difficult', cover: 'hard', visibility: 'hinders' },
];
const OTHER = [
  { id: 'thicket', kind: 'area', movement: 'veryDifficult' },
  { id: 'chasm', kind: 'area', movement: 'impassable' },
  { id: 'river', kind: 'area', movement: 'impassable', water: true },
  { id: 'torrent', kind: 'obstacle', height: 3, crossActions: 2, water: true },
  { id: 'fence', kind: 'obstacle', height: 1, crossActions: 0, cover: 'soft' },
  { id: 'wall', kind: 'obstacle', height: 2, crossActions: 2, cover: 'hard', visibility: 'blocking' },
];

const rifle = { id: 'rifle', name: 'Rifle', cc: null, melee: false, dmg: 10, range: 36, closeRange: 12, mediumRange: 24 };
const seg = (inches: number, piece: string, terrain?: string) => [{ inches, piece, ...(terrain ? { terrain } : {}) }];
const ready = (a: ProfileSpec = {}, terrain: unknown[] = [...E6_TERRAIN, ...OTHER]) =>
  activate(table({ a: { actions: 3, weapons: [rifle], ...a } }, { t: {} }, terrain), 'A', 'a');

describe('warzone terrain (P10 L667–715)', () => {
  it('E6 (P10 L679–683): ploughed field ×2 for movement; young wood Obscured, LOS ≤ 12"; ruins Hard, ×2, LOS ≤ 6"', () => {
    let s = ready({ mv: 3 });
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: seg(2, 'field') }).code).toBe('TOO_FAR');
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: seg(2, 'ruins') }).code).toBe('TOO_FAR');
    const shot = { type: 'shoot', model: 'a', weapon: 'rifle', target: 't', distance: 10, nearest: ['t'] };
    expect(order(s, 'A', { ...shot, coverPiece: 'field' }).tasks[0]).toMatchObject({ k: 'strike', strike: { tn: [10] } });
    expect(order(s, 'A', { ...shot, coverPiece: 'wood', through: [{ piece: 'wood', inches: 12 }] }).tasks[0]).toMatchObject({
      strike: { tn: [10 - 1] },
    });
    expect(refusedOrder(s, 'A', { ...shot, through: [{ piece: 'wood', inches: 12.5 }] }).code).toBe('NO_LINE_OF_SIGHT');
    expect(order(s, 'A', { ...shot, coverPiece: 'ruins', through: [{ piece: 'ruins', inches: 6 }] }).tasks[0]).toMatchObject({
      strike: { tn: [10 - 3] },
    });
    expect(refusedOrder(s, 'A', { ...shot, through: [{ piece: 'ruins', inches: 6.5 }] }).code).toBe('NO_LINE_OF_SIGHT');
    s = order(s, 'A', { type: 'move', model: 'a', path: seg(1.5, 'field') });
    expect(s.models.a.actionsLeft).toBe(2);
  });

  it('A47 (P10 L673): a piece unknown to the setup, or a class contradicting it, is refused', () => {
    const s = ready();
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: seg(1, 'hill') }).code).toBe('UNKNOWN_PIECE');
    const bad = refusedOrder(s, 'A', { type: 'move', model: 'a', path: seg(1, 'field', 'normal') });
    expect([bad.code, bad.rule]).toEqual(['TERRAIN_MISMATCH', 'warzone P10 L673']);
    expect(order(s, 'A', { type: 'move', model: 'a', path: seg(1, 'field', 'difficult') }).models.a.actionsLeft).toBe(2);
    expect(
      refusedOrder(s, 'A', {
        type: 'shoot',
        model: 'a',
        weapon: 'rifle',
        target: 't',
        distance: 5,
        nearest: ['t'],
        through: [{ piece: 'hill', inches: 1 }],
      }).code,
    ).toBe('UNKNOWN_PIECE');
    expect(refusedOrder(s, 'A', { type: 'crossObstacle', model: 'a', piece: 'wall', height: 1 }).code).toBe('TERRAIN_MISMATCH');
    expect(refusedOrder(s, 'A', { type: 'crossObstacle', model: 'a', piece: 'wall', actions: 1 }).code).toBe('TERRAIN_MISMATCH');
    expect(refusedOrder(s, 'A', { type: 'crossObstacle', model: 'a', piece: 'ruins' }).code).toBe('NOT_AN_OBSTACLE');
    const dup = setupMatch({
      armies: { A: { name: 'A', squads: [squad('a')] }, B: { name: 'B', squads: [squad('b')] } },
      terrain: [E6_TERRAIN[0], E6_TERRAIN[0]],
    });
    expect(isViolation(dup) && dup.code).toBe('DUPLICATE_ID');
    const malformed = setupMatch({
      armies: { A: { name: 'A', squads: [squad('a')] }, B: { name: 'B', squads: [squad('b')] } },
      terrain: [{ id: 'x', kind: 'hill' }],
    });
    expect(isViolation(malformed) && malformed.code).toBe('INVALID_SETUP');
  });

  it('P10 L705–707: an obstacle piece takes its agreed actions; one that takes none is crossed in a path', () => {
    let s = ready();
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: seg(1, 'wall') }).code).toBe('OBSTACLE_IN_PATH');
    s = order(s, 'A', { type: 'move', model: 'a', path: seg(1, 'fence') });
    s = order(s, 'A', { type: 'crossObstacle', model: 'a', piece: 'wall' });
    expect(s.models.a.crossing).toBe(1); // two actions (crossActions 2)
    expect(refusedOrder(s, 'A', { type: 'pivot', model: 'a' }).code).toBe('CROSSING');
  });

  it('A41 (P5 L404): Gills treat water as normal terrain, impassable and obstacle water included', () => {
    const plain = ready();
    expect(refusedOrder(plain, 'A', { type: 'move', model: 'a', path: seg(1, 'river') }).code).toBe('BLOCKED');
    expect(refusedOrder(plain, 'A', { type: 'move', model: 'a', path: seg(1, 'torrent') }).code).toBe('OBSTACLE_IN_PATH');
    expect(refusedOrder(plain, 'A', { type: 'move', model: 'a', path: seg(1, 'chasm') }).code).toBe('BLOCKED');
    const gills = ready({ skills: { gills: 1 } });
    expect(order(gills, 'A', { type: 'move', model: 'a', path: seg(4, 'river') }).models.a.actionsLeft).toBe(2);
    expect(order(gills, 'A', { type: 'move', model: 'a', path: seg(4, 'torrent') }).models.a.actionsLeft).toBe(2);
    expect(refusedOrder(gills, 'A', { type: 'move', model: 'a', path: seg(1, 'chasm') }).code).toBe('BLOCKED'); // not water
  });

  it('P2 L40–42, A28: total darkness halves MV; with MP and terrain the factors multiply; Dark Vision ignores it', () => {
    let s = ready({ mv: 4 });
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: seg(2.5, 'wood'), darkness: true }).code).toBe('TOO_FAR');
    expect(order(s, 'A', { type: 'move', model: 'a', path: seg(2, 'wood'), darkness: true }).models.a.actionsLeft).toBe(2);
    s = order(s, 'A', { type: 'posture', model: 'a', to: 'mp' });
    // MP in darkness: 4 × ½ × ½ = 1"; ½" of difficult terrain costs 1", 0.6" costs 1.2".
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: seg(0.6, 'field'), darkness: true }).code).toBe('TOO_FAR');
    expect(order(s, 'A', { type: 'move', model: 'a', path: seg(0.5, 'field'), darkness: true }).models.a.actionsLeft).toBe(1);
    const seer = ready({ mv: 4, skills: { darkVision: 1 } });
    expect(order(seer, 'A', { type: 'move', model: 'a', path: seg(4, 'wood'), darkness: true }).models.a.actionsLeft).toBe(2);
  });
});

describe('warzone refusals of movement (digest §7.6 rules 5–7, 12–14)', () => {
  const path = (inches: number, terrain = 'normal') => [{ inches, terrain }];
  it('rule 5: a path costing more than the budget (difficult terrain ×2, P10 L695)', () => {
    const r = refusedOrder(ready({ mv: 4 }), 'A', {
      type: 'move',
      model: 'a',
      path: [
        { inches: 1, terrain: 'normal' },
        { inches: 2, piece: 'ruins' },
      ],
    });
    expect([r.code, r.rule]).toEqual(['TOO_FAR', 'warzone P2 L17']);
  });

  it('rule 6: an impassable piece', () => {
    expect(refusedOrder(ready(), 'A', { type: 'move', model: 'a', path: seg(0.5, 'chasm') }).code).toBe('BLOCKED');
  });

  it('rule 7 (P10 L699): a model in MP cannot enter very difficult terrain', () => {
    const s = order(ready(), 'A', { type: 'posture', model: 'a', to: 'mp' });
    const r = refusedOrder(s, 'A', { type: 'crawl', model: 'a', path: seg(0.5, 'thicket') });
    expect([r.code, r.rule]).toEqual(['MP_VERY_DIFFICULT', 'warzone P10 L699']);
    expect(refusedOrder(s, 'A', { type: 'move', model: 'a', path: path(0.5, 'veryDifficult') }).code).toBe('MP_VERY_DIFFICULT');
  });

  it('rule 12 (P10 L711): a passage below half the height only in MP', () => {
    const s = ready({ size: 2 });
    const r = refusedOrder(s, 'A', { type: 'move', model: 'a', path: path(1), lowPassage: 0.9 });
    expect([r.code, r.rule]).toEqual(['LOW_PASSAGE', 'warzone P10 L711']);
    const mp = order(s, 'A', { type: 'posture', model: 'a', to: 'mp' });
    expect(order(mp, 'A', { type: 'crawl', model: 'a', path: path(1), lowPassage: 0.9 }).models.a.actionsLeft).toBe(1);
  });

  it('rule 14 (P6 L537, P7 L597, P10 L715): no Run on Snow, under Fatigue, through hindering terrain or over obstacles', () => {
    const runner = { a: { skills: { run: 1 } } };
    const snow = roll(activate(table(runner, { t: {} }, [], { type: 'arctic', level: 1 }), 'A', 'a'), 1);
    expect(refusedOrder(snow, 'A', { type: 'run', model: 'a', path: path(2) }).code).toBe('RUN_FORBIDDEN');
    const fatigue = roll(activate(table(runner, { t: {} }, [], { type: 'desert', level: 2 }), 'A', 'a'), 1);
    expect(refusedOrder(fatigue, 'A', { type: 'run', model: 'a', path: path(2) }).code).toBe('RUN_FORBIDDEN');
    const s = activate(table(runner, { t: {} }, E6_TERRAIN), 'A', 'a');
    const r = refusedOrder(s, 'A', { type: 'run', model: 'a', path: seg(1, 'field') });
    expect([r.code, r.rule]).toEqual(['RUN_FORBIDDEN', 'warzone P10 L715']);
    expect(refusedOrder(s, 'A', { type: 'run', model: 'a', path: path(2), crossesObstacle: true }).code).toBe('RUN_FORBIDDEN');
    expect(refusedOrder(s, 'A', { type: 'run', model: 'a', path: path(2), lowPassage: 1.5 }).code).toBe('RUN_FORBIDDEN');
    expect(order(s, 'A', { type: 'run', model: 'a', path: seg(8, 'wood') }).models.a.actionsLeft).toBe(1);
  });
});
