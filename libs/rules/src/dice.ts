import { createHash, createHmac } from 'node:crypto';
import type { DieResult, RollSource } from './events';
import type { DiceGroup, Pending } from './ruleset';
import { RuleViolation, violation } from './violation';

/** `[{count:2,sides:6},{count:1,sides:6,label:'black'}]` → "2d6 + 1d6 (black)". */
export function describeDice(groups: DiceGroup[]): string {
  return groups.map((g) => `${g.count}d${g.sides}${g.label ? ` (${g.label})` : ''}`).join(' + ');
}

/** The die types, in order, that a roll for these groups must contain. */
export function expectedSides(groups: DiceGroup[]): number[] {
  return groups.flatMap((g) => Array.from({ length: g.count }, () => g.sides));
}

/**
 * Checks a roll against what the match waits for: a roll must be pending, for this side,
 * with the right number of dice of the right types and faces that exist on those dice.
 */
export function checkRoll(
  pending: Pending,
  dice: DieResult[],
  side: string | null,
  purpose?: string,
  source: RollSource = 'reported',
): RuleViolation | null {
  if (pending.kind !== 'roll') {
    return violation(
      'dice',
      `no roll is pending: the match waits for ${pending.kind === 'order' ? 'an order' : 'nothing'} (${pending.prompt})`,
      'ROLL_NOT_PENDING',
    );
  }
  const rule = pending.rule ?? 'dice';
  if (pending.server && source === 'reported') {
    return violation(
      rule,
      `only the server rolls for ${pending.purpose}: it decides hidden cards, so no player may roll it`,
      'SERVER_ROLL_ONLY',
    );
  }
  if (pending.side !== null && side !== null && pending.side !== side) {
    return violation(rule, `the pending roll (${pending.purpose}) belongs to side ${pending.side}, not ${side}`, 'NOT_YOUR_TURN');
  }
  if (purpose !== undefined && purpose !== '' && purpose !== pending.purpose) {
    return violation(rule, `the pending roll is for "${pending.purpose}", not "${purpose}"`, 'WRONG_ROLL');
  }
  const sides = expectedSides(pending.dice);
  if (dice.length !== sides.length) {
    return violation(
      rule,
      `expected ${describeDice(pending.dice)} (${sides.length} dice) for ${pending.purpose}, got ${dice.length}`,
      'WRONG_DICE_COUNT',
    );
  }
  for (let i = 0; i < dice.length; i++) {
    const d = dice[i];
    if (d.sides !== sides[i]) {
      return violation(rule, `die ${i + 1} must be a d${sides[i]}, got a d${d.sides}`, 'WRONG_DIE_TYPE');
    }
    if (!Number.isInteger(d.value) || d.value < 1 || d.value > d.sides) {
      return violation(rule, `die ${i + 1} shows ${d.value}, which a d${d.sides} does not have`, 'BAD_DIE_FACE');
    }
    if (d.colour !== undefined && (typeof d.colour !== 'string' || d.colour.trim() === '' || d.colour.length > 24)) {
      return violation(rule, `die ${i + 1}: a colour is a name of 1 to 24 characters`, 'BAD_DIE_COLOUR');
    }
  }
  return null;
}

/** The public commitment to a server seed: SHA-256 of its hex text. */
export function seedCommitment(seedHex: string): string {
  return createHash('sha256').update(seedHex, 'utf8').digest('hex');
}

/**
 * Derives the dice of server roll number `nonce` from the match's secret seed. The stream of
 * bytes is HMAC-SHA256(seed, "nonce:block"); each die takes one byte, rejecting bytes that
 * would bias the result (a byte ≥ 256 - 256 % sides), so every face is equally likely.
 */
export function deriveDice(seedHex: string, nonce: number, groups: DiceGroup[]): DieResult[] {
  const sides = expectedSides(groups);
  const out: DieResult[] = [];
  let block = 0;
  let bytes: Buffer = Buffer.alloc(0);
  let at = 0;
  for (const s of sides) {
    if (s < 2 || s > 256) throw new RangeError(`cannot derive a d${s}`);
    const limit = 256 - (256 % s);
    for (;;) {
      if (at >= bytes.length) {
        bytes = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${nonce}:${block++}`).digest();
        at = 0;
      }
      const b = bytes[at++];
      if (b < limit) {
        out.push({ sides: s, value: (b % s) + 1 });
        break;
      }
    }
  }
  return out;
}

/**
 * The 32 bytes a secret seed gives for `message`: HMAC-SHA256 keyed with the seed's bytes (the
 * seed read as hex). Anything else the server draws from a committed seed — the order of a
 * competition's first-round draw — reads these, so anyone holding the revealed seed reads the same.
 */
export function seedBytes(seedHex: string, message: string): Uint8Array {
  return new Uint8Array(createHmac('sha256', Buffer.from(seedHex, 'hex')).update(message).digest());
}

/** What a server roll commits to: its place in the seed sequence, what it was for, and its dice. */
export interface CommittedRoll {
  nonce: number;
  purpose: string;
  dice: DieResult[];
}

/**
 * The canonical text of a server roll: the JSON array `[nonce, purpose, [[sides, value], …]]`,
 * e.g. `[0,"deal",[[100,17],[100,83]]]`. Colours are left out: server dice have none.
 */
export function rollText(roll: CommittedRoll): string {
  return JSON.stringify([roll.nonce, roll.purpose, roll.dice.map((d) => [d.sides, d.value])]);
}

/**
 * The salt of server roll `nonce`: HMAC-SHA256(seed, "commit:<nonce>") in hex. It follows from
 * the secret seed, so nobody can recompute a commitment (and try every possible hand against it)
 * before the seed is revealed; the dice use other HMAC messages ("<nonce>:<block>"), so the salt
 * tells nothing about them.
 */
export function rollSalt(seedHex: string, nonce: number): string {
  return createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`commit:${nonce}`).digest('hex');
}

/**
 * The commitment a server roll carries in the stream (`DiceRolled.commitment`): the hex SHA-256
 * of the UTF-8 text `<salt>:<roll text>`. Published when the roll happens, even where the dice
 * themselves are hidden from a viewer, it fixes the shuffled order or hidden pick for good.
 */
export function rollCommitment(seedHex: string, roll: CommittedRoll): string {
  return createHash('sha256')
    .update(`${rollSalt(seedHex, roll.nonce)}:${rollText(roll)}`, 'utf8')
    .digest('hex');
}

/** One server roll as the stream holds it; purpose and commitment are absent on older streams. */
export interface ServerRollRecord {
  nonce: number;
  dice: DieResult[];
  purpose?: string;
  commitment?: string;
}

export type ServerRollCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks every server roll of a revealed match: the seed matches the commitment published at
 * creation, the rolls come in seed order (0, 1, 2, …), each roll's dice equal what the seed gives
 * for its nonce, and each roll's own commitment (where it carries one) is the one the seed gives.
 */
export function verifyServerRolls(commitment: string, seedHex: string, rolls: ServerRollRecord[]): ServerRollCheck {
  if (!/^[0-9a-f]{64}$/.test(seedHex)) return { ok: false, reason: 'the revealed seed is not 64 hex digits' };
  if (seedCommitment(seedHex) !== commitment)
    return { ok: false, reason: 'the revealed seed does not match the commitment published at creation' };
  for (let i = 0; i < rolls.length; i++) {
    const r = rolls[i];
    if (r.nonce !== i)
      return {
        ok: false,
        reason: `server roll ${i + 1} carries nonce ${String(r.nonce)}, expected ${i}: the sequence has a gap or a repeat`,
      };
    if (r.dice.some((d) => !Number.isInteger(d.sides) || d.sides < 2 || d.sides > 256)) {
      return { ok: false, reason: `server roll #${r.nonce} names a die the server cannot roll` };
    }
    const groups = r.dice.map((d) => ({ count: 1, sides: d.sides }));
    const expected = deriveDice(seedHex, r.nonce, groups);
    if (expected.some((d, k) => d.value !== r.dice[k].value)) {
      return { ok: false, reason: `server roll #${r.nonce} does not follow from the seed: its dice were changed` };
    }
    if (
      r.commitment !== undefined &&
      r.commitment !== rollCommitment(seedHex, { nonce: r.nonce, purpose: r.purpose ?? '', dice: r.dice })
    ) {
      return { ok: false, reason: `server roll #${r.nonce} does not match the commitment published with it` };
    }
  }
  return { ok: true };
}

/**
 * The dice a fair shuffle of `n` cards needs: one die per step of a Fisher–Yates shuffle,
 * a d`n`, then a d`n-1`, … down to a d2. Nothing to roll for fewer than two cards.
 */
export function shuffleDice(n: number): DiceGroup[] {
  const groups: DiceGroup[] = [];
  for (let size = n; size >= 2; size--) groups.push({ count: 1, sides: size });
  return groups;
}

/**
 * The order that a shuffle roll (see `shuffleDice`) gives `items`: for each position from the
 * last down to the second, the die picks which of the cards not yet placed goes there. Every
 * order is equally likely when every face is, and the same dice always give the same order.
 */
export function orderByDice<T>(items: readonly T[], dice: readonly DieResult[]): T[] {
  const order = [...items];
  if (dice.length !== Math.max(0, order.length - 1)) {
    throw new RangeError(`a shuffle of ${order.length} cards needs ${Math.max(0, order.length - 1)} dice, got ${dice.length}`);
  }
  for (let i = order.length - 1, d = 0; i >= 1; i--, d++) {
    const j = dice[d].value - 1;
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
