import fc from 'fast-check';
import { isViolation } from '@app/rules';
import { pendingOf, step } from './ruleset';
import { standardSampleMatch } from './samples';
import { zoneHexes } from './setup-phase';
import { orderEvent, rollEvent, Table } from './testing';
import type { Side } from './state';

const setup = standardSampleMatch;

/** Candidate orders for the unit whose turn it is: the first the rules accept is played. */
function candidates(t: Table, side: Side, pick: number): Array<{ type: string } & Record<string, unknown>> {
  const p = pendingOf(t.state);
  if (p.kind !== 'order') return [];
  const mine = t.state.units.filter((u) => u.side === side && !u.eliminated);
  const enemy = t.state.units.find((u) => u.side !== side && !u.eliminated);
  const out: Array<{ type: string } & Record<string, unknown>> = [];
  // Decisions of the side, not of one unit: asked even when the side has no unit left (§6.3).
  for (const o of p.orders) {
    if (o === 'ChooseZone') out.push({ type: o, zone: pick % 2 }, { type: o, zone: (pick + 1) % 2 });
    if (o === 'DeclareDice') out.push({ type: o, damageColour: 'red', heatColour: 'blue' });
    if (o === 'PlaceObjective') out.push({ type: o, hex: { x: 6, y: 7 } }, { type: o, hex: { x: 6, y: 8 } });
    if (o === 'ChooseCorner') out.push({ type: o, corner: (['NW', 'NE', 'SW', 'SE'] as const)[pick % 4] });
    if (o === 'Reroll') out.push({ type: o, dieIndex: pick % 2 ? null : 0 });
  }
  for (const u of mine) {
    const hex = u.hex;
    for (const o of p.orders) {
      if (o === 'Deploy') for (const h of zoneHexes(t.state, side)) out.push({ type: o, unitId: u.id, hex: h, facing: h.y < 7 ? 6 : 0 });
      if (o === 'InitiativeChoice') out.push({ type: o, unitId: u.id, choice: pick % 2 ? 'keep' : 'setToOne' });
      if (o === 'Move' && hex) {
        const dy = hex.y < 7 ? 1 : -1;
        const steps = 1 + (pick % 4);
        out.push({ type: o, unitId: u.id, path: Array.from({ length: steps }, (_, i) => ({ x: hex.x, y: hex.y + dy * (i + 1) })), facing: dy > 0 ? 6 : 0, run: pick % 3 === 0 });
      }
      if ((o === 'Ranged' || o === 'Melee') && enemy && pick % 3 !== 2) {
        if (o === 'Ranged') out.push({ type: o, unitId: u.id, attack: { kind: 'ranged', weapon: pick % 2 ? 'primary' : 'secondary', targets: [{ targetId: enemy.id }] } });
        else out.push({ type: o, unitId: u.id, attack: { kind: 'melee', targetId: enemy.id } });
      }
      // §6.2: the objective token on the arena is a target too.
      const token = t.state.objective?.tokenId;
      if ((o === 'Ranged' || o === 'Melee') && token && pick % 3 === 2) {
        out.push({ type: o, unitId: u.id, attack: o === 'Ranged' ? { kind: 'ranged', weapon: 'primary', targets: [{ targetId: token }] } : { kind: 'melee', targetId: token } });
      }
      if (o === 'Cool' && pick % 5 === 0) out.push({ type: o, unitId: u.id });
      if (['Entrench', 'Defend', 'Evade'].includes(o) && pick % 4 === 0) out.push({ type: o, unitId: u.id });
      if (o === 'FreeSpin') out.push({ type: o, unitId: u.id, facing: pick % 12 });
      if (o === 'Pass') out.push({ type: o, unitId: u.id });
    }
  }
  return out;
}

describe('Solaris VII random play (property)', () => {
  it('random legal play never throws, never stalls, and its replay equals the live state', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 400, maxLength: 400 }), (tape) => {
        const t = new Table(setup);
        let i = 0;
        for (let n = 0; n < 350 && !t.state.result; n++) {
          const p = pendingOf(t.state);
          const r = tape[i++ % tape.length];
          if (p.kind === 'roll') {
            const values = p.dice.flatMap((g) => Array.from({ length: g.count }, (_, k) => 1 + ((r >> (k * 3)) % g.sides)));
            t.apply(rollEvent(p.side as Side | null, p.purpose, values, p.dice[0].sides));
            continue;
          }
          if (p.kind !== 'order') break;
          const side = p.sides[0] as Side;
          const options = candidates(t, side, r);
          const accepted = options.find((o) => !isViolation(step(t.state, orderEvent(side, o))));
          if (!accepted) throw new Error(`no candidate accepted at: ${p.prompt} (${p.orders.join(', ')})`);
          t.apply(orderEvent(side, accepted));
        }
        for (const u of t.state.units) {
          expect(u.heat).toBeGreaterThanOrEqual(0);
          expect(u.damageDie).toBeGreaterThanOrEqual(0);
        }
        expect(t.replay()).toEqual(t.state);
      }),
      { numRuns: 40 },
    );
  });
});
