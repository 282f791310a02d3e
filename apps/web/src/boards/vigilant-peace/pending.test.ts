import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import type { PendingView, SeatView } from '../types';
import activation from './fixtures/activation.json';
import melee from './fixtures/melee.json';
import projectile from './fixtures/projectile.json';
import { describePending } from './pending';

let en: I18n;
let pl: I18n;

beforeAll(async () => {
  en = await createI18n('en');
  pl = await createI18n('pl');
});

const PLAYERS: SeatView[] = [
  { side: 'A', name: 'Anna Nowak' },
  { side: 'B', name: 'Jan Kowalski' },
];

/** The engine's pending decision (the view's `pending`) as the API's `Pending` carries it (apps/api match-view.ts). */
function asApi(p: {
  kind: string;
  prompt: string;
  side?: string | null;
  sides?: string[];
  orders?: string[];
  purpose?: string;
  dice?: PendingView['dice'];
}): PendingView {
  return {
    kind: p.kind,
    prompt: p.prompt,
    sides: p.sides ?? (p.side ? [p.side] : []),
    orders: p.orders ?? [],
    purpose: p.purpose ?? null,
    dice: p.dice ?? [],
  };
}

const roll = (side: string | null, purpose: string): PendingView =>
  asApi({ kind: 'roll', side, purpose, dice: [{ count: 1, sides: 6 }], prompt: `the server's words for ${purpose}` });

const say = (pending: PendingView, state: unknown) => describePending(pending, state, PLAYERS, en.t);

/** The melee fixture with its resolution's attack at `index` changed. */
function attackState(index: number, change: Record<string, unknown> = {}) {
  const res = melee.resolution;
  return { ...melee, resolution: { ...res, index, attacks: res.attacks.map((a, i) => (i === index ? { ...a, ...change } : a)) } };
}

describe('describePending', () => {
  it('says whose turn it is, the turn and round, and the acting unit', () => {
    expect(say(asApi(activation.pending), activation)).toBe('Side B acts (turn 4, round 2) — B-6 is active');
    expect(say(asApi(activation.pending), { ...activation, activeUnitId: null })).toBe('Side B acts (turn 4, round 2)');
    expect(describePending(asApi(activation.pending), activation, PLAYERS, pl.t)).toBe('Strona B gra (tura 4, runda 2) — działa B-6');
  });

  it('says the die-off for the first player (L8)', () => {
    expect(say(roll('B', 'firstPlayer'), { ...activation, firstSide: null })).toBe('Side B rolls 1d6 for who moves first');
    expect(describePending(roll('A', 'firstPlayer'), {}, PLAYERS, pl.t)).toBe('Strona A rzuca 1k6 o to, kto zaczyna');
  });

  it('says an attack roll with what it is for: the melee, the counter-blow, a shot, a grenade, a ram', () => {
    expect(say(asApi(melee.pending), melee)).toBe('Side B rolls 1d6 to attack (melee: B-6 on A-S8)');
    expect(say(roll('A', 'counter'), attackState(1))).toBe('Side A rolls 1d6 to strike back (melee: A-S8 strikes back at B-6)');
    expect(say(roll('A', 'attack'), attackState(0, { kind: 'shot', attackerId: 'A-S9', targetId: 'B-1', roller: 'A' }))).toBe(
      'Side A rolls 1d6 to attack (shot: A-S9 on B-1)',
    );
    expect(say(roll('A', 'attack'), attackState(0, { kind: 'grenade', attackerId: 'A-S8', targetId: 'B-2' }))).toBe(
      'Side A rolls 1d6 to attack (grenade: A-S8 on B-2)',
    );
    expect(say(roll('A', 'ram'), attackState(0, { kind: 'ram', purpose: 'ram', attackerId: 'A-R', targetId: 'B-V' }))).toBe(
      'Side A rolls 1d6 to ram (ram: A-R on B-V)',
    );
    expect(
      say(roll('B', 'ramCounter'), attackState(1, { kind: 'ramCounter', purpose: 'ramCounter', attackerId: 'B-V', targetId: 'A-R' })),
    ).toBe('Side B rolls 1d6 for the rammed vehicle’s blow back (ram: B-V strikes back at A-R)');
    expect(describePending(asApi(melee.pending), melee, PLAYERS, pl.t)).toBe('Strona B rzuca 1k6 na atak (walka wręcz: B-6 przeciw A-S8)');
  });

  it('asks for another die after a six, with the chain so far (L39)', () => {
    expect(say(asApi(melee.pending), attackState(0, { dice: [6, 6] }))).toBe(
      'Side B rolls 1d6 to attack (melee: B-6 on A-S8) — a six: roll again and add (so far 6 + 6)',
    );
  });

  it('says a blast roll for each unit around the grenade’s target (L31)', () => {
    expect(say(roll('A', 'blast'), attackState(0, { kind: 'blast', purpose: 'blast', attackerId: 'A-S8', targetId: 'B-2' }))).toBe(
      'Side A rolls 1d6 for the grenade’s blast on B-2',
    );
    expect(say(roll('A', 'blast'), {})).toBe('Side A rolls 1d6 for the grenade’s blast');
  });

  it('asks the shooter’s side what a real projectile did (L41), and says the mortar’s rolls (L45, L67–L70)', () => {
    expect(say(asApi(projectile.pending), projectile)).toBe(
      'Side B reports what the shot of B-6 (a mine) did: a miss, a ricochet or a hit',
    );
    expect(say(asApi(projectile.pending), {})).toBe('Side B reports what the projectile did: a miss, a ricochet or a hit');
    const check = { ...projectile, resolution: { ...projectile.resolution, stage: 'mineCheck', ammo: 'shell' } };
    expect(say(roll('B', 'mineCheck'), check)).toBe('Side B rolls 1d6 for the mine check of B-M: 4–6 fires a mine, anything else a shell');
    const damage = {
      ...projectile,
      resolution: {
        ...projectile.resolution,
        stage: 'damage',
        hits: [{ unitId: 'A-R', reaction: null, toppled: true, dice: [6], needsRoll: true }],
      },
    };
    expect(say(roll('B', 'realDamage'), damage)).toBe(
      'Side B rolls 1d6 for the damage of the hit on A-R, +1, it toppled, doubled by the mine — a six: roll again and add (so far 6)',
    );
  });

  it('says the healing roll of a wounded fighter at the end of the turn (L56–L59)', () => {
    const healing = { ...activation, healingQueue: ['A-S8'] };
    expect(say(roll('A', 'healing'), healing)).toBe('Side A rolls 1d6 for the healing of A-S8: 1 dies, 2–4 stays wounded, 5–6 recovers');
    expect(describePending(roll('A', 'healing'), healing, PLAYERS, pl.t)).toBe(
      'Strona A rzuca 1k6 na leczenie A-S8: przy 1 ginie, przy 2–4 pozostaje ranny, przy 5–6 zdrowieje',
    );
  });

  it('says the end of the game', () => {
    const none = asApi({ kind: 'none', prompt: 'the game is over: side A won (enemyInfantryDestroyed)' });
    expect(say(none, { ...activation, result: { winner: 'A', draw: false, reason: 'enemyInfantryDestroyed' } })).toBe(
      'The game is over: Side A won',
    );
    expect(say(none, { ...activation, result: { winner: null, draw: true, reason: 'mutualDestruction' } })).toBe(
      'The game is over: a draw',
    );
  });

  it('falls back to the server’s prompt only for what it does not know', () => {
    expect(say(roll('A', 'weather'), activation)).toBe("the server's words for weather");
    expect(say(asApi({ kind: 'vote', prompt: 'vote now' }), activation)).toBe('vote now');
    expect(say(asApi({ kind: 'none', prompt: 'over' }), null)).toBe('over');
  });

  it('reads a state it does not understand as an empty match, never breaking', () => {
    const order = asApi({ kind: 'order', sides: ['A'], orders: ['EndTurn'], prompt: 'p' });
    for (const state of [null, undefined, 7, 'text', [], { units: 'none', resolution: { kind: 'attacks', attacks: 'x' } }])
      expect(say(order, state)).toBe('Side A acts');
    expect(say(roll(null, 'attack'), { resolution: { kind: 'attacks', attacks: [null], index: 3 } })).toBe(
      'Either side rolls 1d6 to attack',
    );
  });
});
