/**
 * Solaris VII on the kernel's transition: what the game takes from the kernel (orders parsed,
 * rolls checked, the end of the match) and what it still answers itself; orders stored without
 * the schema's defaults; the equipment worked out once per dial, heat and cards.
 */
import { isViolation, RefusedEvent, type GameEvent } from '@app/rules';
import { equipmentOf } from './equipment';
import type { EquipmentId } from './model';
import { playRandomMatch, randomSetup, seeded } from './random-play';
import { solaris7, step } from './ruleset';
import { orderSchema } from './schema';
import { Table, sampleDuel } from './testing';
import { cardsOf, dialPosition, equipment, spentKey } from './values';
import { weaponsDisabled } from './heat';
import { profileOf, type SolarisState, type UnitState } from './state';

/** The states of a seeded four-player match with objectives, each with the event that follows it. */
function playedStates(seed: number, events: number): Array<{ before: SolarisState; event: GameEvent }> {
  const out: Array<{ before: SolarisState; event: GameEvent }> = [];
  playRandomMatch(randomSetup(4, false, true), seeded(seed), events, (before, _after, event) => out.push({ before, event }));
  return out;
}

const played = playedStates(11, 250);

/** The equipment of a unit worked out from scratch, as before it was kept per dial and heat. */
function equipmentFromScratch(s: SolarisState, u: UnitState): EquipmentId[] {
  const off = weaponsDisabled(profileOf(s, u), u.heat);
  return equipmentOf({
    position: dialPosition(s, u),
    cards: cardsOf(s, u),
    cancelled: u.cancelled as EquipmentId[],
    shutdown: u.shutdown,
    profile: profileOf(s, u),
    pilotUnconscious: u.pilotUnconscious,
    disabledGroups: [...(off.ballistic ? (['ballistic'] as const) : []), ...(off.energy ? (['energy'] as const) : [])],
  })
    .filter((e) => !u.spent.includes(spentKey(u, e.id)))
    .map((e) => e.id);
}

describe('Solaris VII on the kernel transition', () => {
  it('an order stored without the schema defaults decides as the parsed order', () => {
    let compared = 0;
    for (const { before, event } of played) {
      if (event.type !== 'OrderIssued') continue;
      const parsed = orderSchema.parse(event.data.order);
      const raw = step(before, event);
      const complete = step(before, { type: 'OrderIssued', data: { ...event.data, order: parsed } });
      expect(raw).toEqual(complete);
      compared++;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('keeps no part of an event in the state', () => {
    const move = played.find(({ event }) => event.type === 'OrderIssued' && (event.data.order as { type: string }).type === 'Move');
    expect(move).toBeDefined();
    const { before, event } = move!;
    const copy = JSON.parse(JSON.stringify(event)) as GameEvent;
    const after = step(before, copy);
    expect(isViolation(after)).toBe(false);
    // Writing the event afterwards changes nothing of the state it led to.
    const seen = JSON.stringify(after);
    ((copy.data as unknown as { order: { path: Array<{ x: number }> } }).order.path[0] ?? { x: 0 }).x = 999;
    expect(JSON.stringify(after)).toBe(seen);
  });

  it('counts every event the game takes, and no refused one', () => {
    for (const { before, event } of played.slice(0, 80)) {
      const after = step(before, event);
      if (isViolation(after)) throw new Error(after.message);
      expect(after.eventCount).toBe(before.eventCount + 1);
    }
  });

  it('refuses a concession while an attack involving the side is resolved, with the state unchanged', () => {
    const mid = played.find(({ before }) => before.queue[0]?.kind === 'attack');
    expect(mid).toBeDefined();
    const s = mid!.before;
    const head = s.queue[0] as Extract<SolarisState['queue'][number], { kind: 'attack' }>;
    const snapshot = JSON.stringify(s);
    const r = step(s, { type: 'MatchConceded', data: { side: head.attack.side } });
    expect(r).toMatchObject({ code: 'CONCEDE_MID_ATTACK', rule: 'solaris7 End p.14' });
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  it('after the end refuses with End p.14 and lets a late clock pass', () => {
    const t = new Table(sampleDuel);
    t.apply({ type: 'MatchConceded', data: { side: 'B' } });
    expect(t.state.result).not.toBeNull();
    expect(step(t.state, { type: 'MatchConceded', data: { side: 'A' } })).toMatchObject({ code: 'GAME_OVER', rule: 'solaris7 End p.14' });
    expect(step(t.state, { type: 'TimeExpired', data: { clock: 'match', side: null } })).toBe(t.state);
    expect(solaris7.onTimeExpired(t.state, 'match', null)).toEqual([{ type: 'TimeExpired', data: { clock: 'match', side: null } }]);
  });

  it('evolve throws the kernel RefusedEvent on an event the rules refuse (a corrupt stream)', () => {
    const waiting = played.find(({ event }) => event.type === 'OrderIssued');
    expect(waiting).toBeDefined();
    const s = waiting!.before;
    const roll: GameEvent = {
      type: 'DiceRolled',
      data: { side: 'A', purpose: 'initiative', dice: [{ sides: 6, value: 3 }], source: 'reported' },
    };
    expect(step(s, roll)).toMatchObject({ code: 'ROLL_NOT_PENDING' });
    expect(() => solaris7.evolve(s, roll)).toThrow(RefusedEvent);
  });

  it('works out the same equipment as from scratch, at every state of a match', () => {
    let units = 0;
    for (const { before } of played) {
      for (const u of before.units) {
        expect([...equipment(before, u)].sort()).toEqual(equipmentFromScratch(before, u).sort());
        units++;
      }
    }
    expect(units).toBeGreaterThan(500);
  });
});
