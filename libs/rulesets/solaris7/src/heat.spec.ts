import { coolDown, effectsToRoll, heatEffectResults, heatModifiers, weaponsDisabled } from './heat';
import type { HeatPosition, UnitProfile } from './model';

const start: HeatPosition = {
  primary: { effect: 'startTemperature' },
  secondary: { effect: 'startTemperature' },
  speed: { effect: 'startTemperature' },
};

/** A heat dial with one position per interesting case. */
const heatDial: HeatPosition[] = [
  start,
  { primary: { modifier: 0 }, secondary: { modifier: -1 }, speed: { modifier: -1 } }, // E2
  { primary: { modifier: 0 }, secondary: { modifier: 0 }, speed: { modifier: 0 } },
  { primary: { effect: 'ammoExplosionAvoidance' }, secondary: { modifier: 0 }, speed: { effect: 'shutdownAvoidance' } }, // E4
  { primary: { effect: 'ammoFeedJam' }, secondary: { effect: 'weaponShutdown' }, speed: { effect: 'reactorOverload' } },
  { primary: { modifier: -2 }, secondary: { modifier: -2 }, speed: { modifier: -2 }, shutdown: true },
];
const profile = { heatDial } as unknown as UnitProfile;

describe('Solaris VII heat (§2.16, §2.17, §3.3.7, HeatFx)', () => {
  it('E2 §2.16: −1 at secondary and speed make secondary 3 → 2 and speed 10 → 9', () => {
    const m = heatModifiers(profile, 1);
    expect(3 + m.secondary).toBe(2);
    expect(10 + m.speed).toBe(9);
    // A57: run doubles the modified speed, Advance-ranged halves it rounding up.
    expect((10 + m.speed) * 2).toBe(18);
    expect(Math.ceil((10 + m.speed) / 2)).toBe(5);
  });

  it('E4 §2.16: Shutdown Avoidance 2 and Ammo Explosion Avoidance 1 apply together: shut down and 3 − 1 = 2 pushing damage', () => {
    expect(effectsToRoll(profile, 3, false)).toEqual(['ammoExplosionAvoidance', 'shutdownAvoidance']);
    const r = heatEffectResults(
      [
        { effect: 'shutdownAvoidance', die: 2 },
        { effect: 'ammoExplosionAvoidance', die: 1 },
      ],
      false,
      3,
    );
    expect(r).toEqual({ heat: 0, pushing: 2, shutdown: true, restart: false });
  });

  it('HeatFx: effect thresholds — avoidance fails on 1–2, critical avoidance on 1–3', () => {
    const roll = (effect: Parameters<typeof heatEffectResults>[0][0]['effect'], die: number, shut = false) =>
      heatEffectResults([{ effect, die }], shut, 3);
    expect(roll('coolantFailureAvoidance', 2).heat).toBe(1);
    expect(roll('coolantFailureAvoidance', 3).heat).toBe(0);
    expect(roll('criticalCoolantFailureAvoidance', 3).heat).toBe(2);
    expect(roll('criticalAmmoExplosionAvoidance', 3).pushing).toBe(4);
    expect(roll('criticalShutdownAvoidance', 3).shutdown).toBe(true);
    expect(roll('criticalShutdownAvoidance', 4).shutdown).toBe(false);
    // the optional part of Shutdown Avoidance and Reactor Overload restart a shut-down unit
    expect(roll('shutdownAvoidance', 3, true).restart).toBe(true);
    expect(roll('reactorOverload', 3, true).restart).toBe(false);
    expect(roll('reactorOverload', 4, true).restart).toBe(true);
  });

  it('HeatFx: Ammo Feed Jam and Weapon Shutdown need no roll and disable their weapons; Reactor Overload rolls only when shut down', () => {
    expect(weaponsDisabled(profile, 4)).toEqual({ ballistic: true, energy: true });
    expect(effectsToRoll(profile, 4, false)).toEqual([]);
    expect(effectsToRoll(profile, 4, true)).toEqual(['reactorOverload']);
  });

  it('E9 §3.3.7: cooling 2 with 1 on the heat die: the die goes to 0 and the dial back one click', () => {
    expect(coolDown(4, 1, 2)).toEqual({ heat: 3, heatDie: 0, clicks: 1 });
  });

  it('§3.3.7, A56: a unit at the start position cannot lose heat', () => {
    expect(coolDown(0, 0, 3)).toEqual({ heat: 0, heatDie: 0, clicks: 0 });
  });
});
