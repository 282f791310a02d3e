/**
 * SAMPLE DATA — NOT RULES.
 *
 * The leaflet reproduces no stat cards: the numbers below are the digest's §8.0
 * placeholders, arranged as the recommended armies of L64 (RAPTOR + two armoured-suit
 * infantrymen against a mortar + six fighters). Other engineers use them for end-to-end tests
 * and the replay benchmark.
 */
import { isViolation, type GameEvent, type MatchCreatedData } from '@app/rules';
import { pendingOf, step } from './ruleset';
import type { Order, SetupDocument, Side } from './schema';
import { setupGame } from './setup';
import { RULESET_ID, RULESET_VERSION, type VPState } from './state';

/** SAMPLE setup (§8.0 placeholders, L63–L64 recommended armies). */
export const sampleSetup: SetupDocument = {
  rules: {},
  sides: {
    A: { name: 'RAPTOR strike group', faction: 'Polaris Empire' },
    B: { name: 'Mortar squad', faction: 'Trade Protectorate' },
  },
  scenario: 'meeting',
  fortifications: 2,
  units: [
    {
      id: 'A-R',
      side: 'A',
      kind: 'vehicle',
      name: 'RAPTOR',
      armour: 9,
      durability: 5,
      manoeuvre: 4,
      weapons: [
        { slot: 1, mode: 'real' },
        { slot: 2, mode: 'real' },
      ],
    },
    {
      id: 'A-S8',
      side: 'A',
      kind: 'infantry',
      name: 'Suit (armour 8)',
      armour: 8,
      melee: 4,
      manoeuvre: 3,
      armouredSuit: true,
      weapons: [{ slot: 1, power: 4 }],
    },
    {
      id: 'A-S9',
      side: 'A',
      kind: 'infantry',
      name: 'Suit (armour 9)',
      armour: 9,
      melee: 5,
      manoeuvre: 2,
      armouredSuit: true,
      weapons: [
        { slot: 1, power: 4 },
        { slot: 2, power: 2 },
      ],
    },
    { id: 'B-M', side: 'B', kind: 'gun', name: 'Mortar', armour: 6, durability: 2, mines: 3 },
    ...[1, 2, 3, 4, 5, 6].map((i) => ({
      id: `B-${i}`,
      side: 'B' as const,
      kind: 'infantry' as const,
      name: `Fighter ${i}`,
      armour: 5,
      melee: 2,
      manoeuvre: 4,
      weapons: [{ slot: 1, power: 3 }],
    })),
  ],
};

/** A MatchCreated payload for the sample setup (reported dice). */
export function sampleMatchCreated(matchId = 'sample-vigilant-peace'): MatchCreatedData {
  return {
    matchId,
    ruleset: { id: RULESET_ID, version: RULESET_VERSION },
    players: [
      { side: 'A', name: 'Polaris player' },
      { side: 'B', name: 'Protectorate player' },
    ],
    setup: sampleSetup,
    dice: 'reported',
    serverSeedCommitment: null,
  };
}

function orderEvent(side: Side, order: Order): GameEvent {
  return { type: 'OrderIssued', data: { side, order: order } };
}

function rollEvent(side: Side | null, purpose: string, value: number): GameEvent {
  return { type: 'DiceRolled', data: { side, purpose, dice: [{ sides: 6, value }], source: 'reported' } };
}

/** A little driver that checks every scripted event against the rules while building the list. */
function scriptFrom(setup: SetupDocument) {
  const start = setupGame(setup, sampleMatchCreated().players);
  if (isViolation(start)) throw new Error(`sample setup rejected: ${start.toString()}`);
  let state: VPState = start;
  const events: GameEvent[] = [];
  const push = (e: GameEvent) => {
    const next = step(state, e);
    if (isViolation(next)) throw new Error(`scripted event #${events.length + 1} rejected: ${next.toString()} [${next.code}]`);
    state = next;
    events.push(e);
  };
  return {
    order: (side: Side, order: Order) => push(orderEvent(side, order)),
    roll: (...values: number[]) => {
      for (const v of values) {
        const p = pendingOf(state);
        if (p.kind !== 'roll') throw new Error(`scripted roll ${v}: no roll is pending (${p.prompt})`);
        push(rollEvent(p.side as Side, p.purpose, v));
      }
    },
    get state() {
      return state;
    },
    events,
  };
}

const shot = (unitId: string, targetId: string, d: number, weapon: 1 | 2 = 1, aimed = false): Order => ({
  type: 'Shoot',
  unitId,
  weapon,
  targetId,
  distanceSteps: d,
  lineOfSight: true,
  targetCover: false,
  nearestEnemySteps: d,
  ...(aimed ? { aimed } : {}),
});

/**
 * A complete legal match from `sampleSetup` to a winner (side B destroys both armoured suits).
 * Fixed dice; exercises the die-off tie, mine check and double damage, aimed/close shots, the
 * grenade blast, healing (died / stays / healed), melee with a lethal counter-attack and the
 * exploding six.
 */
export function playScriptedMatch(): GameEvent[] {
  const m = scriptFrom(sampleSetup);
  // L8: A 4 / B 4 tie → re-roll; A 2 / B 5 → B moves first.
  m.roll(4, 4, 2, 5);
  // Turn 1 (B). B-2 carries the mortar (L13), fires a mine (check 5) that hits the RAPTOR: 2×3 = 6 > 5 → destroyed (L46, L70).
  m.order('B', { type: 'Manoeuvre', unitId: 'B-2', steps: 3, carryGunId: 'B-M', touchingGun: true });
  m.order('B', {
    type: 'FireReal',
    unitId: 'B-2',
    weapon: 'gun',
    gunId: 'B-M',
    touchingGun: true,
    intendedTargetId: 'A-R',
    nearestEnemySteps: 6,
    preferMine: true,
  });
  m.roll(5);
  m.order('B', { type: 'ProjectileResult', result: 'hit', hitUnitId: 'A-R', toppled: false });
  m.roll(3);
  // B-1: 5 + 3 = 8 = armour 8 → A-S8 wounded (L26).
  m.order('B', { type: 'Manoeuvre', unitId: 'B-1', steps: 4 });
  m.order('B', shot('B-1', 'A-S8', 5));
  m.roll(5);
  // B-3 grenade at A-S9 (3 steps), blast on the wounded A-S8: 2 + 5 < 9; 1 + 3 < 8 − 2.
  m.order('B', {
    type: 'ThrowGrenade',
    unitId: 'B-3',
    targetId: 'A-S9',
    distanceSteps: 3,
    lineOfSight: true,
    targetCover: false,
    nearestEnemySteps: 3,
    splash: [{ unitId: 'A-S8' }],
  });
  m.roll(2, 1);
  m.order('B', { type: 'EndTurn' });
  m.roll(3); // healing A-S8: stays wounded
  // Turn 2 (A). A-S9 aimed shots: 3 + 4 + 2 = 9 > 5 kills B-1; 1 + 2 + 2 = 5 wounds B-3.
  m.order('A', shot('A-S9', 'B-1', 4, 1, true));
  m.roll(3);
  m.order('A', shot('A-S9', 'B-3', 4, 2, true));
  m.roll(1);
  // The wounded A-S8 cannot move but shoots (L32): 1 + 4 = 5 wounds B-2.
  m.order('A', shot('A-S8', 'B-2', 3));
  m.roll(1);
  m.order('A', { type: 'EndTurn' });
  m.roll(6, 4, 1); // healing: A-S8 healed, B-2 stays wounded, B-3 dies
  // Turn 3 (B). B-4 closes in and fights A-S8: 6+2 + 2 = 10 > 8 kills; the counter 3 + 4 = 7 > 5 kills B-4 too (L51).
  m.order('B', { type: 'Manoeuvre', unitId: 'B-4', steps: 4 });
  m.order('B', { type: 'Manoeuvre', unitId: 'B-4', steps: 4 });
  m.order('B', { type: 'Melee', unitId: 'B-4', targetId: 'A-S8', distanceSteps: 1 });
  m.roll(6, 2, 3);
  // B-5 at 2 steps (close target +2, L37): 6+6+1 + 3 + 2 = 18 > 9 → A-S9 destroyed → B wins (L65).
  m.order('B', { type: 'Manoeuvre', unitId: 'B-5', steps: 4 });
  m.order('B', shot('B-5', 'A-S9', 2));
  m.roll(6, 6, 1);
  if (!m.state.result) throw new Error('the scripted match did not end');
  return m.events;
}

/**
 * A long legal match for benchmarks: `turns` player turns of manoeuvres, shots, a grenade,
 * real shots and a healing roll each round, with fixed dice. It never ends. Built as plain data
 * (no rules run here, so generating a long stream is cheap); its legality is asserted by the tests.
 */
export function longMatchEvents(turns: number): GameEvent[] {
  const ev: GameEvent[] = [rollEvent('A', 'firstPlayer', 6), rollEvent('B', 'firstPlayer', 1)];
  const A = (o: Order) => ev.push(orderEvent('A', o));
  const B = (o: Order) => ev.push(orderEvent('B', o));
  for (let t = 1; t <= turns; t++) {
    if (t % 2 === 1) {
      // A's turn: A-S8 wounds B-1 (1 + 4 = 5), A-S9 misses (2 + 2 < 5), the RAPTOR fires and misses.
      A({ type: 'Manoeuvre', unitId: 'A-S8', steps: 2 });
      A(shot('A-S8', 'B-1', 5));
      ev.push(rollEvent('A', 'attack', 1));
      A({ type: 'Manoeuvre', unitId: 'A-S9', steps: 1 });
      A(shot('A-S9', 'B-2', 5, 2));
      ev.push(rollEvent('A', 'attack', 2));
      A({ type: 'Manoeuvre', unitId: 'A-R', steps: 3 });
      A({ type: 'FireReal', unitId: 'A-R', weapon: 1, intendedTargetId: 'B-3' });
      A({ type: 'ProjectileResult', result: 'miss' });
      A({ type: 'EndTurn' });
      ev.push(rollEvent('B', 'healing', 5)); // B-1 recovers
    } else {
      // B's turn: B-1 misses A-S8, the mortar's shell ricochets, B-3's grenade fails, B-4 manoeuvres three times.
      B({ type: 'Manoeuvre', unitId: 'B-1', steps: 2 });
      B(shot('B-1', 'A-S8', 5));
      ev.push(rollEvent('B', 'attack', 1));
      B({ type: 'FireReal', unitId: 'B-2', weapon: 'gun', gunId: 'B-M', touchingGun: true, intendedTargetId: 'A-R', nearestEnemySteps: 6 });
      B({ type: 'ProjectileResult', result: 'ricochet' });
      B({
        type: 'ThrowGrenade',
        unitId: 'B-3',
        targetId: 'A-S9',
        distanceSteps: 3,
        lineOfSight: true,
        targetCover: false,
        nearestEnemySteps: 3,
        splash: [],
      });
      ev.push(rollEvent('B', 'attack', 1));
      B({ type: 'Manoeuvre', unitId: 'B-4', steps: 4 });
      B({ type: 'Manoeuvre', unitId: 'B-4', steps: 3 });
      B({ type: 'Manoeuvre', unitId: 'B-4', steps: 2 });
      B({ type: 'EndActivation', unitId: 'B-4' });
      B({ type: 'EndTurn' });
    }
  }
  return ev;
}
