/**
 * A complete standard match with fixed dice, step by step as the rulebook plays it: the
 * set-up at the table (§2.18, §6.1), then four rounds of Initiative, Movement, Combat and End
 * (§3). Side A's Sample Brawler destroys the first objective token, charges the Sample Lancer
 * and beats it down in melee; side B's lancer destroys the replacement token, misses, fails a
 * breakaway and strikes back, and is eliminated in the End phase of round 4. The match ends
 * with one team on the arena and the winner is found by reputation (End p.14): A 85 RP
 * (token 15 + elimination 70) against B 12 RP.
 *
 * Every event goes through the rules as it is added (Table), so the script is legal by
 * construction; scripted-match.spec.ts replays it and checks where it ends.
 */
import type { GameEvent } from '@app/rules';
import type { Hex } from './model';
import { standardSampleMatch } from './samples';
import { Table } from './testing';

const BRAWLER = 'brawler';
const LANCER = 'lancer';

const hex = (x: number, y: number): Hex => ({ x, y });
/** A path straight down (south) a column of the arena. */
const south = (x: number, ys: number[]): Hex[] => ys.map((y) => hex(x, y));

/** Orientations (0–11) point at hexside centres in steps of two: 0 north, 6 south, 8 south-west. */
const NORTH = 0;
const SOUTH = 6;
const SOUTH_WEST = 8;

export function playScriptedMatch(): GameEvent[] {
  const t = new Table(standardSampleMatch);

  // ── Set-up at the table (§2.18) ──────────────────────────────────────────────
  // Arena set-up roll, 3d6 each: A 12, B 5, so A is the first player and, the arena being
  // pre-chosen, picks the first deployment zone (the north end).
  t.roll(5, 4, 3).roll(2, 2, 1);
  t.order('A', { type: 'ChooseZone', zone: 0 }).order('B', { type: 'ChooseZone', zone: 1 });
  t.order('A', { type: 'DeclareDice', damageColour: 'red', heatColour: 'blue' });
  t.order('B', { type: 'DeclareDice', damageColour: 'green', heatColour: 'yellow' });
  t.order('A', { type: 'Deploy', unitId: BRAWLER, hex: hex(6, 1), facing: SOUTH });
  t.order('B', { type: 'Deploy', unitId: LANCER, hex: hex(6, 14), facing: NORTH });
  // §6.1: the other player draws the first token at random from the six (1 → sample-token-a1,
  // defense 16, ballistic preferred, 15 RP) and places it on a centre hex.
  t.roll(1);
  t.order('B', { type: 'PlaceObjective', hex: hex(6, 7) });

  // ── Round 1 ───────────────────────────────────────────────────────────────────
  // §3.1 initiative: brawler 9, lancer 5; the highest sets itself to 1 and acts first.
  t.roll(5, 4).roll(2, 3);
  t.order('A', { type: 'InitiativeChoice', unitId: BRAWLER, choice: 'setToOne' });
  // §5: the brawler, acting first, may charge and passes; the lancer acts last and has no choice.
  t.order('A', { type: 'Pass', unitId: BRAWLER });
  // §3.2: 4 hexes at 2 each (8 of speed 10); the lancer goes round the blocking hex (6,11).
  t.order('A', { type: 'Move', unitId: BRAWLER, path: south(6, [2, 3, 4, 5]), facing: SOUTH });
  t.order('B', { type: 'Move', unitId: LANCER, path: [hex(6, 13), hex(5, 13), hex(5, 12), hex(5, 11)], facing: NORTH });
  // §3.3.2, §6.2: ranged fire at the token: 12 + attack 9 = 21 ≥ 16, a ballistic hit: A +15 RP.
  t.order('A', {
    type: 'Ranged',
    unitId: BRAWLER,
    attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'sample-token-a1' }] },
  });
  t.roll(4, 4, 4);
  t.order('B', { type: 'Pass', unitId: LANCER });
  // §6.3 End phase: the player on the destroyer's left (B) draws a replacement (3 of the
  // five left → sample-token-b1), counts from the south-west corner 3 across and 4 along.
  t.roll(3);
  t.order('B', { type: 'ChooseCorner', corner: 'SW' });
  t.roll(1, 2).roll(1, 1, 2);

  // ── Round 2 ───────────────────────────────────────────────────────────────────
  t.roll(3, 4).roll(2, 2);
  t.order('A', { type: 'InitiativeChoice', unitId: BRAWLER, choice: 'setToOne' });
  // §5.1 Charge: a run of 5 hexes into base contact, facing the lancer; 13 + 9 = 22 ≥ 17.
  // 3 + 1 (charge) + 1 (Brawling) = 5 damage; the brawler takes half its primary, 2.
  t.order('A', { type: 'Charge', unitId: BRAWLER, targetId: LANCER, path: south(6, [6, 7, 8, 9, 10]), facing: SOUTH_WEST });
  t.roll(5, 5, 3);
  // §3.2 free spin: the lancer may turn in place; it keeps its facing.
  t.order('B', { type: 'Pass', unitId: LANCER });
  // Movement: the brawler charged (no Move order, §5); the lancer stays in contact.
  t.order('B', { type: 'Pass', unitId: LANCER });
  // Combat: the charger makes no combat order (§5.1). The lancer fires at the token, in base
  // contact with the brawler: a called shot (−1): 11 + 11 − 1 = 21 ≥ 15, an energy hit: B +12 RP.
  t.order('B', {
    type: 'Ranged',
    unitId: LANCER,
    attack: { kind: 'ranged', weapon: 'primary', targets: [{ targetId: 'sample-token-b1' }] },
  });
  t.roll(4, 4, 3);
  // End phase: damage (brawler 2, lancer 5), heat (brawler to 3: ammunition explosion
  // avoided on a 5), then A draws the next token (1 → sample-token-a2) from the north-east.
  t.roll(5);
  t.roll(1);
  t.order('A', { type: 'ChooseCorner', corner: 'NE' });
  t.roll(2, 2).roll(1, 1, 1);

  // ── Round 3 ───────────────────────────────────────────────────────────────────
  t.roll(6, 2).roll(3, 3);
  t.order('A', { type: 'InitiativeChoice', unitId: BRAWLER, choice: 'setToOne' });
  // §5.3: both started the round in contact and may pin; both pass, and neither moves.
  t.order('A', { type: 'Pass', unitId: BRAWLER }).order('B', { type: 'Pass', unitId: LANCER });
  t.order('A', { type: 'Pass', unitId: BRAWLER }).order('B', { type: 'Pass', unitId: LANCER });
  // §3.3.1 melee with the ballistic primary: half of 3 is 2, +1 Brawling = 3. The lancer
  // declines to answer; Improved Targeting (the brawler's second click) keeps the dice.
  t.order('A', { type: 'Melee', unitId: BRAWLER, attack: { kind: 'melee', targetId: LANCER, weapon: 'primary' } });
  t.order('B', { type: 'Pass', unitId: LANCER });
  t.roll(3, 4, 2);
  t.order('A', { type: 'Reroll', dieIndex: null });
  // The lancer's PPC misses: 5 + 10 = 15 against 17 + 2 (the Evasion Suite against ranged fire).
  t.order('B', { type: 'Ranged', unitId: LANCER, attack: { kind: 'ranged', weapon: 'secondary', targets: [{ targetId: BRAWLER }] } });
  t.roll(1, 2, 2);
  // End phase: the brawler's heat reaches 4: critical ammunition explosion and shutdown avoided.
  t.roll(6).roll(6);

  // ── Round 4 ───────────────────────────────────────────────────────────────────
  t.roll(2, 1).roll(5, 5);
  t.order('B', { type: 'InitiativeChoice', unitId: LANCER, choice: 'setToOne' });
  t.order('B', { type: 'Pass', unitId: LANCER }).order('A', { type: 'Pass', unitId: BRAWLER });
  // §3.2 breakaway: the lancer tries to back off; 2 is under 3, it only turns.
  t.order('B', { type: 'Move', unitId: LANCER, path: [hex(5, 12)], facing: NORTH });
  t.roll(2);
  t.order('A', { type: 'Pass', unitId: BRAWLER });
  // The lancer strikes first (its primary is down to 1: 1 damage); the brawler answers with 3,
  // the lancer's eleventh click (5 + 3 + 3).
  t.order('B', { type: 'Melee', unitId: LANCER, attack: { kind: 'melee', targetId: BRAWLER } });
  t.order('A', { type: 'Pass', unitId: BRAWLER });
  t.roll(4, 5, 3);
  t.order('A', { type: 'Melee', unitId: BRAWLER, attack: { kind: 'melee', targetId: LANCER, weapon: 'primary' } });
  t.roll(5, 4, 1);
  t.order('A', { type: 'Reroll', dieIndex: null });
  // End phase: the lancer's dial reaches its elimination symbols (§2.13) and the brawler is
  // credited (70 RP: the lancer, 205 points, is cheaper than the brawler, 210; End p.14);
  // the brawler's heat reaches 5 and it avoids the critical shutdown on a 6. The phase ends
  // with one team on the arena, and reputation decides: A 85, B 12.
  t.roll(6);

  if (!t.state.result) throw new Error(`the scripted match did not end: ${t.pending.prompt}`);
  return t.events;
}
