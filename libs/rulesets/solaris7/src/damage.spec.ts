import fc from 'fast-check';
import { antiMissile, attackSymbol, dealtDamage, half, receivedDamage } from './damage';

describe('Solaris VII damage (§2.7, §2.10, §3.3, §5, Equip)', () => {
  it('§2.10: halves round up after the modifiers are added', () => {
    expect([half(5), half(4), half(1), half(0)]).toEqual([3, 2, 1, 0]);
  });

  it('D3 §3.3.1: a ballistic primary of 5 used in melee deals 3; a primary of 1 deals 1; a melee value deals in full', () => {
    expect(dealtDamage({ kind: 'melee', value: 5, meleeSymbol: false })).toBe(3);
    expect(dealtDamage({ kind: 'melee', value: 1, meleeSymbol: false })).toBe(1);
    expect(dealtDamage({ kind: 'melee', value: 5, meleeSymbol: true })).toBe(5);
  });

  it('D4 §5.1 and D5 §5.2: a charge hits for the primary + 1, a jump attack for the primary + 2', () => {
    expect(dealtDamage({ kind: 'charge', value: 4, meleeSymbol: false })).toBe(5);
    expect(dealtDamage({ kind: 'jump', value: 3, meleeSymbol: false })).toBe(5);
  });

  it('D6 §3.3.2: indirect fire deals at most 2', () => {
    expect(dealtDamage({ kind: 'ranged', value: 4, meleeSymbol: false, indirect: true })).toBe(2);
    expect(dealtDamage({ kind: 'ranged', value: 1, meleeSymbol: false, indirect: true })).toBe(1);
  });

  it('D7 [Equip: PPC CAPACITOR]: 3 energy damage becomes 5; Reflective Armor takes 2 off (3 received)', () => {
    const dealt = dealtDamage({ kind: 'ranged', value: 3, meleeSymbol: false, ppcCapacitor: true });
    expect(dealt).toBe(5);
    expect(receivedDamage(dealt, { kind: 'ranged', symbol: 'energy', reflectiveArmor: true })).toBe(3);
  });

  it('[Equip]: Artemis V adds 1 on 3–5 and 2 on 6; Brawling adds 1 in melee only; Streak takes 1 off, not below 1', () => {
    expect([1, 2, 3, 5, 6].map((d) => dealtDamage({ kind: 'ranged', value: 2, meleeSymbol: false, artemis: d }))).toEqual([2, 2, 3, 3, 4]);
    expect(dealtDamage({ kind: 'melee', value: 4, meleeSymbol: true, brawling: true })).toBe(5);
    expect(dealtDamage({ kind: 'ranged', value: 4, meleeSymbol: false, brawling: true })).toBe(4);
    expect(dealtDamage({ kind: 'ranged', value: 1, meleeSymbol: false, streak: true })).toBe(1);
  });

  it('[Equip]: a hand-to-hand weapon deals its 1d6 instead of the value', () => {
    expect(dealtDamage({ kind: 'melee', value: 5, meleeSymbol: true, handToHand: 2 })).toBe(2);
  });

  it('[Equip]: Agility cuts melee and special attacks to 1; armour by kind; Armor Piercing ignores ranged armour', () => {
    expect(receivedDamage(5, { kind: 'charge', symbol: 'melee', agility: true })).toBe(1);
    expect(receivedDamage(5, { kind: 'ranged', symbol: 'ballistic', agility: true })).toBe(5);
    expect(receivedDamage(5, { kind: 'ranged', symbol: 'ballistic', reactiveArmor: true })).toBe(3);
    expect(receivedDamage(5, { kind: 'ranged', symbol: 'energy', reactiveArmor: true })).toBe(5);
    expect(receivedDamage(5, { kind: 'melee', symbol: 'melee', hardenedArmor: true, heavyArmor: true })).toBe(2);
    expect(receivedDamage(5, { kind: 'ranged', symbol: 'ballistic', hardenedArmor: true, armorPiercing: true })).toBe(5);
    // Pushing-like special attacks are not "ranged or melee": Hardened and Heavy Armor do not reduce a charge.
    expect(receivedDamage(5, { kind: 'charge', symbol: 'melee', hardenedArmor: true })).toBe(5);
  });

  it('[Equip: ADVANCED ANTI-MISSILE SYSTEM]: 3–5 −1 but not below 1; 6 −2 down to 0', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => antiMissile(3, d))).toEqual([3, 3, 2, 2, 2, 1]);
    expect(antiMissile(1, 4)).toBe(1);
    expect(antiMissile(1, 6)).toBe(0);
  });

  it('§6.2: a melee attack counts as the melee symbol, a ranged one as its weapon symbol', () => {
    expect(attackSymbol('melee', ['ballistic'])).toBe('melee');
    expect(attackSymbol('ranged', ['energy', 'energy'])).toBe('energy');
  });

  it('received damage is never negative and never more than dealt (A33)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom('melee', 'ranged', 'charge', 'jump' as const),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (dealt, kind, a, b, c) => {
          const r = receivedDamage(dealt, { kind, symbol: 'energy', agility: a, reflectiveArmor: b, hardenedArmor: c });
          return r >= 0 && r <= dealt;
        },
      ),
    );
  });
});
