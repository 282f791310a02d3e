import fc from 'fast-check';
import type { ArcSets, Direction, Orientation } from '../model';
import { arcSets, computedArcSets, orientationFacing, validateArcTemplate } from './arcs';
import { DIRECTIONS, dirMod, neighbour } from './hex';

const ORIENTATIONS: Orientation[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const orientationArb = fc.constantFrom(...ORIENTATIONS);
const rotate = (set: Direction[], by: number) => set.map((d) => dirMod(d + by)).sort((a, b) => a - b);
const rotateSets = (s: ArcSets, by: number): ArcSets => ({
  lofFront: rotate(s.lofFront, by),
  lofRear: rotate(s.lofRear, by),
  meleeFront: rotate(s.meleeFront, by),
  meleeRear: rotate(s.meleeRear, by),
});

// E6: Fig. 1 (a side-centred orientation) and Fig. 2 (turned to a corner) of a 180° unit.
const fig1: ArcSets = { lofFront: [0, 1, 5], meleeFront: [0, 1, 2, 5], lofRear: [3], meleeRear: [3, 4] };
const fig2: ArcSets = { lofFront: [0, 1, 2, 5], meleeFront: [0, 1, 2], lofRear: [3, 4], meleeRear: [3, 4, 5] };
const figTemplate: ArcSets[] = ORIENTATIONS.map((k) => (k % 2 === 0 ? rotateSets(fig1, k / 2) : rotateSets(fig2, (k - 1) / 2)));

describe('Solaris VII arcs (§3.2, Fig. 1–2, A13)', () => {
  it('E5: a 135° front arc faces 2 or 3 hexsides, 180° 3 or 4, 360° all six with no rear', () => {
    const counts = (front: number, rear: number) => new Set(ORIENTATIONS.map((k) => computedArcSets(front, rear, k).lofFront.length));
    expect([...counts(135, 60)].sort()).toEqual([2, 3]);
    expect([...counts(180, 60)].sort()).toEqual([3, 4]);
    expect([...counts(360, 0)]).toEqual([6]);
    for (const k of ORIENTATIONS) {
      const all = computedArcSets(360, 90, k);
      expect(all.meleeFront).toEqual([0, 1, 2, 3, 4, 5]);
      expect(all.lofRear).toEqual([]);
      expect(all.meleeRear).toEqual([]);
    }
  });

  it('orientation k points 30·k degrees clockwise from north: side-centred and corner orientations', () => {
    expect(computedArcSets(180, 60, 0)).toEqual({ lofFront: [0, 1, 5], lofRear: [3], meleeFront: [0, 1, 5], meleeRear: [3] });
    expect(computedArcSets(180, 60, 1)).toEqual({ lofFront: [0, 1, 2, 5], lofRear: [3, 4], meleeFront: [0, 1, 2, 5], meleeRear: [3, 4] });
    // A 135° arc on a corner covers the two sides by it for fire, and overlaps two more for melee.
    expect(computedArcSets(135, 0, 3)).toEqual({ lofFront: [1, 2], lofRear: [], meleeFront: [0, 1, 2, 3], meleeRear: [] });
    expect(computedArcSets(0, 0, 0).lofFront).toEqual([]);
  });

  it('turning by 60° turns every set by one side; fire sides are melee sides', () => {
    fc.assert(
      fc.property(orientationArb, fc.constantFrom(90, 135, 180, 240, 360), fc.constantFrom(0, 45, 60, 90), (k, front, rear) => {
        const here = computedArcSets(front, rear, k);
        const turned = computedArcSets(front, rear, ((k + 2) % 12) as Orientation);
        expect(turned).toEqual(rotateSets(here, 1));
        for (const d of here.lofFront) expect(here.meleeFront).toContain(d);
        for (const d of here.lofRear) expect(here.meleeRear).toContain(d);
      }),
    );
  });

  it('the computed sets of the printed widths pass the template check', () => {
    for (const front of [135, 180, 360]) {
      for (const rear of [0, 45, 60, 90]) {
        const template = ORIENTATIONS.map((k) => computedArcSets(front, rear, k));
        expect(validateArcTemplate({ frontArcDegrees: front, rearArcDegrees: rear, arcTemplate: template })).toEqual([]);
      }
    }
  });

  it('E6: a template reproducing Fig. 1 and Fig. 2 is accepted and used as printed', () => {
    const profile = { frontArcDegrees: 180, rearArcDegrees: 90, arcTemplate: figTemplate };
    expect(validateArcTemplate(profile)).toEqual([]);
    const one = arcSets(profile, 0);
    expect(one).toBe(figTemplate[0]);
    expect([one.lofFront.length, one.meleeFront.length, one.lofRear.length, one.meleeRear.length]).toEqual([3, 4, 1, 2]);
    const two = arcSets(profile, 1);
    expect([two.lofFront.length, two.meleeFront.length, two.lofRear.length, two.meleeRear.length]).toEqual([4, 3, 2, 3]);
    // Without a template the same unit gets the computed sets.
    expect(arcSets({ frontArcDegrees: 180, rearArcDegrees: 90 }, 0)).toEqual(computedArcSets(180, 90, 0));
  });

  it('E5: a template giving a 180° unit five front hexsides is rejected', () => {
    const bad = figTemplate.map((s, k) => (k === 4 ? { ...s, lofFront: [0, 1, 2, 3, 5] as Direction[], lofRear: [4] as Direction[] } : s));
    const errors = validateArcTemplate({ frontArcDegrees: 180, rearArcDegrees: 90, arcTemplate: bad });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/orientation 4: 5 line-of-fire front hexsides for a 180° front arc/);
  });

  it('rejects templates of the wrong size, counts off the printed width, and sides both front and rear', () => {
    expect(validateArcTemplate({ frontArcDegrees: 180, rearArcDegrees: 90, arcTemplate: figTemplate.slice(0, 6) })).toHaveLength(1);
    const narrow = ORIENTATIONS.map((): ArcSets => ({ lofFront: [0, 1, 2, 5], lofRear: [], meleeFront: [0, 1, 2, 5], meleeRear: [] }));
    expect(validateArcTemplate({ frontArcDegrees: 135, rearArcDegrees: 0, arcTemplate: narrow })).toHaveLength(12);
    const round = ORIENTATIONS.map((): ArcSets => ({
      lofFront: [...DIRECTIONS],
      lofRear: [3],
      meleeFront: [...DIRECTIONS],
      meleeRear: [],
    }));
    const roundErrors = validateArcTemplate({ frontArcDegrees: 360, rearArcDegrees: 0, arcTemplate: round });
    expect(roundErrors.some((e) => /360° front arc leaves no rear arc/.test(e))).toBe(true);
    expect(roundErrors.some((e) => /both the line-of-fire front and rear/.test(e))).toBe(true);
    const overlap = figTemplate.map((s, k) => (k === 0 ? { ...s, meleeRear: [2, 3, 4] as Direction[] } : s));
    expect(validateArcTemplate({ frontArcDegrees: 180, rearArcDegrees: 90, arcTemplate: overlap })).toEqual([
      'orientation 0: hexside 2 is in both the melee front and rear arcs',
    ]);
    const junk = figTemplate.map((s, k) => (k === 2 ? { ...s, lofFront: [0, 0, 7] as unknown as Direction[] } : s));
    expect(validateArcTemplate({ frontArcDegrees: 180, rearArcDegrees: 90, arcTemplate: junk }).length).toBeGreaterThan(0);
    // Widths the rule book gives no figure for are not count-checked.
    expect(validateArcTemplate({ frontArcDegrees: 200, rearArcDegrees: 0, arcTemplate: narrow })).toEqual([]);
    expect(validateArcTemplate({ frontArcDegrees: 180, rearArcDegrees: 0 })).toEqual([]);
  });

  it('orientationFacing points at the centre of the side shared with an adjacent hex', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 16 }), fc.integer({ min: 1, max: 20 }), fc.constantFrom(...DIRECTIONS), (x, y, d) => {
        const k = orientationFacing({ x, y }, neighbour({ x, y }, d));
        expect(k).toBe(2 * d);
        expect(computedArcSets(180, 0, k!).lofFront).toContain(d);
      }),
    );
    expect(orientationFacing({ x: 3, y: 3 }, { x: 3, y: 5 })).toBeNull();
  });
});
