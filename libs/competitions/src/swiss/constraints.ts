/**
 * What a pair may break, and how it reads: rematches and second byes (forbidden by FIDE
 * C.04.1 b and d, which pairing relaxes only when no pairing of everyone avoids them), club-mates
 * and avoided pairs (as the organiser chose: hard, soft or off), and score gaps (a pair across
 * score groups; FIDE C.04.1 e pairs equal scores "as far as possible").
 */
import type { PairingConstraints } from '../types';
import type { ConstraintBreach } from './index';
import { PairingError } from './errors';
import { points, type Roster } from './score-groups';

export interface Relations {
  /** Earlier meetings of the players at two positions (the larger count of the two lists). */
  meetings(u: number, v: number): number;
  /** Their common club, when club-mates are kept apart (hard or soft) and they share one. */
  sharedClub(u: number, v: number): string | null;
  /** The organiser's strictness for keeping these two apart, if any. */
  avoided(u: number, v: number): 'hard' | 'soft' | null;
  /** True when a hard constraint forbids the pair. */
  forbidden(u: number, v: number): boolean;
  readonly clubMates: PairingConstraints['clubMates'];
  /** True when some pair in play is to be kept apart softly (a bound for pricing.ts). */
  readonly softAvoided: boolean;
}

/** The constraints with their defaults (club-mates soft, nothing avoided), or INVALID_CONSTRAINTS. */
export function validConstraints(constraints: Partial<PairingConstraints> | null | undefined): PairingConstraints {
  const clubMates = constraints?.clubMates ?? 'soft';
  if (clubMates !== 'hard' && clubMates !== 'soft' && clubMates !== 'off') {
    throw new PairingError('INVALID_CONSTRAINTS', `clubMates must be hard, soft or off, got ${String(clubMates)}`);
  }
  const avoid = constraints?.avoid ?? [];
  if (!Array.isArray(avoid)) throw new PairingError('INVALID_CONSTRAINTS', 'avoid must be a list of pairs');
  for (const e of avoid) {
    if (
      e === null ||
      typeof e !== 'object' ||
      typeof e.a !== 'string' ||
      typeof e.b !== 'string' ||
      (e.strictness !== 'hard' && e.strictness !== 'soft')
    ) {
      throw new PairingError('INVALID_CONSTRAINTS', 'every avoided pair needs players a and b and a strictness, hard or soft');
    }
  }
  return { clubMates, avoid };
}

export function relationsOf(roster: Roster, constraints: PairingConstraints): Relations {
  const n = roster.players.length;
  const met: Array<Map<number, number>> = [];
  for (let u = 0; u < n; u++) met.push(new Map());
  roster.players.forEach((p, u) => {
    const counts = new Map<number, number>();
    for (const id of p.opponents) {
      const v = roster.position.get(id);
      if (v !== undefined && v !== u) counts.set(v, (counts.get(v) ?? 0) + 1);
    }
    for (const [v, c] of counts) {
      met[u].set(v, Math.max(met[u].get(v) ?? 0, c));
      met[v].set(u, Math.max(met[v].get(u) ?? 0, c));
    }
  });
  const avoid = new Map<number, 'hard' | 'soft'>();
  for (const entry of constraints.avoid) {
    const u = roster.position.get(entry.a);
    const v = roster.position.get(entry.b);
    // Pairs naming a player who is not playing this round (dropped) are simply not in play.
    if (u === undefined || v === undefined || u === v) continue;
    const key = pairKey(u, v, n);
    if (avoid.get(key) !== 'hard') avoid.set(key, entry.strictness);
  }
  const clubMates = constraints.clubMates;
  const sharedClub = (u: number, v: number): string | null => {
    if (clubMates === 'off') return null;
    const a = roster.players[u].club;
    return a !== null && a !== undefined && a === roster.players[v].club ? a : null;
  };
  let softAvoided = false;
  for (const s of avoid.values()) if (s === 'soft') softAvoided = true;
  return {
    clubMates,
    softAvoided,
    meetings: (u, v) => met[u].get(v) ?? 0,
    sharedClub,
    avoided: (u, v) => (avoid.size === 0 ? null : (avoid.get(pairKey(u, v, n)) ?? null)),
    forbidden: (u, v) => (clubMates === 'hard' && sharedClub(u, v) !== null) || (avoid.size > 0 && avoid.get(pairKey(u, v, n)) === 'hard'),
  };
}

function pairKey(u: number, v: number, n: number): number {
  return u < v ? u * n + v : v * n + u;
}

/** Every constraint the pair (u, v) breaks, or the bye to u when v is null, in words. */
export function breachesOf(roster: Roster, rel: Relations, u: number, v: number | null): ConstraintBreach[] {
  const a = roster.players[u];
  const out: ConstraintBreach[] = [];
  if (v === null) {
    if (a.byes > 0) {
      out.push({
        a: a.id,
        b: null,
        kind: 'second-bye',
        strictness: 'hard',
        text: `second bye: ${a.id} already had ${a.byes === 1 ? 'a bye' : `${a.byes} byes`}`,
      });
    }
    return out;
  }
  const b = roster.players[v];
  const times = rel.meetings(u, v);
  if (times > 0) {
    out.push({
      a: a.id,
      b: b.id,
      kind: 'rematch',
      strictness: 'hard',
      text: `rematch: ${a.id} and ${b.id} have already met${times > 1 ? ` ${times} times` : ''}`,
    });
  }
  const club = rel.sharedClub(u, v);
  if (club !== null) {
    out.push({
      a: a.id,
      b: b.id,
      kind: 'club-mates',
      strictness: rel.clubMates === 'hard' ? 'hard' : 'soft',
      text: `club-mates (${club})`,
    });
  }
  const avoided = rel.avoided(u, v);
  if (avoided !== null) {
    out.push({
      a: a.id,
      b: b.id,
      kind: 'avoided-pair',
      strictness: avoided,
      text: `avoided pair: ${a.id} and ${b.id} are to be kept apart`,
    });
  }
  if (a.score !== b.score) {
    const [hi, lo] = a.score > b.score ? [a, b] : [b, a];
    out.push({
      a: a.id,
      b: b.id,
      kind: 'score-gap',
      strictness: 'soft',
      text: `score gap: ${hi.id} on ${points(hi.score)} against ${lo.id} on ${points(lo.score)}`,
    });
  }
  return out;
}
