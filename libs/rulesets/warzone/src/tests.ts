/**
 * Tests are one d20 rolled under a value (P3 L282 "not higher than", P4 L376 "equal to or less").
 * Natural 1 is an Absolute Success and natural 20 an Absolute Failure on attacks (P3 L288–297);
 * the option `naturals` extends that to every test (digest A4).
 */
export function passes(roll: number, tn: number, naturals: boolean): boolean {
  if (naturals && roll === 1) return true;
  if (naturals && roll === 20) return false;
  return roll <= tn;
}

/** An attack's hit roll: 1 always hits, 20 always misses (P3 L288–297). */
export function hits(roll: number, tn: number): boolean {
  if (roll === 1) return true;
  if (roll === 20) return false;
  return roll <= tn;
}

/** The armour test (P3 L299): a wound when the roll is higher than Armour − DMG (A3: equal holds). */
export function wounds(roll: number, armour: number, dmg: number): boolean {
  return roll > armour - dmg;
}
