/**
 * Round 1 of a Swiss is seeded one of three ways, then paired by the Swiss pairer as any round 1
 * is (`pairFirstRound`):
 *
 * - random: a draw from a secret seed the server committed to in the stream before the pairing
 *   (when the competition was created, or by the reveal of the draw before). The pairing reveals
 *   the seed, with the commitment to the next draw's seed, so that pairing round 1 again draws
 *   anew from a seed committed before it. Anyone can check the seed against its commitment
 *   (`seedCommitment`) and draw the order again (`drawOrder`) from the players' ids.
 * - rating: by the players' Glicko-2 ratings in the game, highest first; players without a rating
 *   after them, in registration order.
 * - seeds: by the organiser's seed list (1 first), equal seeds in registration order.
 *
 * A round 1 paired before the methods existed was seeded by the seed list and records no method.
 */
import { seedBytes, seedCommitment, type RuleViolation } from '@app/rules';
import { pairSwiss } from '../swiss';
import type { PairingConstraints, PlayerId } from '../types';
import type { FirstRoundInput } from './commands';
import type { CompetitionEvent, FirstRoundDraw, FirstRoundMethod } from './events';
import { activePlayers } from './pairing-players';
import { refuse } from './refuse';
import { currentRound, type CompetitionState } from './state';

export const FIRST_ROUND_METHODS: readonly FirstRoundMethod[] = ['random', 'rating', 'seeds'];

/** A seed as the server draws it (32 random bytes), and a SHA-256 commitment: 64 lower-case hex digits. */
export const isSeedHex = (x: unknown): x is string => typeof x === 'string' && /^[0-9a-f]{64}$/.test(x);

/**
 * The order a seed draws `playerIds` in (give them in registration order, as the competition's
 * players list them): a Fisher–Yates shuffle. For i = n−1 down to 1, position i trades places
 * with position j, drawn uniformly from 0 … i. The draws read one byte stream: block k
 * (k = 0, 1, 2, …) is HMAC-SHA256 keyed with the seed's 32 bytes over the ASCII text `draw:k`,
 * read as big-endian 32-bit words, eight a block, in order. A word w at or above
 * 2³² − (2³² mod (i+1)) is passed over (so that no j is likelier than another), otherwise
 * j = w mod (i+1). Pure: the same seed and list give the same order on any machine.
 */
export function drawOrder(seedHex: string, playerIds: readonly PlayerId[]): PlayerId[] {
  if (!isSeedHex(seedHex)) throw new RangeError('a draw seed is 64 lower-case hex digits');
  const order = [...playerIds];
  let block = 0;
  let bytes: Uint8Array = new Uint8Array(0);
  let at = 0;
  const word = (): number => {
    if (at + 4 > bytes.length) {
      bytes = seedBytes(seedHex, `draw:${block++}`);
      at = 0;
    }
    const w = bytes[at] * 2 ** 24 + bytes[at + 1] * 2 ** 16 + bytes[at + 2] * 2 ** 8 + bytes[at + 3];
    at += 4;
    return w;
  };
  for (let i = order.length - 1; i >= 1; i--) {
    const size = i + 1;
    const limit = 2 ** 32 - (2 ** 32 % size);
    let w = word();
    while (w >= limit) w = word();
    const j = w % size;
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

export type DrawCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks a revealed draw, as a player would: the seed is the one committed to, and `order` is what
 * it draws from `playerIds` (registration order).
 */
export function checkDraw(
  draw: { commitment: string; seed: string; order: readonly PlayerId[] },
  playerIds: readonly PlayerId[],
): DrawCheck {
  if (!isSeedHex(draw.seed)) return { ok: false, reason: 'the revealed seed is not 64 hex digits' };
  if (seedCommitment(draw.seed) !== draw.commitment) return { ok: false, reason: 'the revealed seed does not match its commitment' };
  const again = drawOrder(draw.seed, playerIds);
  if (again.length !== draw.order.length || again.some((id, i) => id !== draw.order[i]))
    return { ok: false, reason: 'the order is not what the seed draws from these players' };
  return { ok: true };
}

/**
 * Round 1 as the Swiss pairer pairs a seeding (a draw's order, or any other), in board order, `b`
 * null for the bye. With nothing in the way (club-mates or pairs kept apart) it is the top half
 * against the bottom half, order[0] v order[h], order[1] v order[h+1]… (h = half the players,
 * rounded down), and the last one sits out when their number is odd.
 */
export function pairFirstRound(
  order: readonly PlayerId[],
  options: { clubs?: Record<PlayerId, string | null>; constraints?: Partial<PairingConstraints> } = {},
): Array<{ a: PlayerId; b: PlayerId | null }> {
  const players = order.map((id, i) => ({
    id,
    score: 0,
    rank: i + 1,
    opponents: [],
    byes: 0,
    floats: [],
    club: options.clubs?.[id] ?? null,
    tables: [],
  }));
  const constraints = { clubMates: options.constraints?.clubMates ?? 'soft', avoid: options.constraints?.avoid ?? [] };
  return pairSwiss(players, { round: 1, constraints }).pairings.map((p) => ({ a: p.a, b: p.b }));
}

/** The round a pairing pairs: the last one again, or the next. */
export function roundToPair(s: CompetitionState, repair: boolean): number {
  const last = currentRound(s);
  return repair && last ? last.round : (last?.round ?? 0) + 1;
}

/** Whether that round is round 1 of a Swiss, which a method seeds. */
export const pairsFirstRound = (s: CompetitionState, repair: boolean): boolean =>
  s.created.format.kind === 'swiss' && roundToPair(s, repair) === 1;

/** How round 1 is seeded, what its RoundPaired records, and the draw's events around it. */
export interface FirstRoundSeeding {
  order: PlayerId[];
  draw: FirstRoundDraw;
  /** Before the RoundPaired: a draw committed in the pairing itself (a competition created before draws were committed). */
  before: CompetitionEvent[];
  /** After it: the draw's seed revealed, with the next draw's commitment. */
  after: CompetitionEvent[];
}

/** Round 1's seeding by the method the organiser chose, from the players of round 1 (`s` is the state it is paired from). */
export function firstRoundSeeding(s: CompetitionState, round: number, input: FirstRoundInput): FirstRoundSeeding | RuleViolation {
  if (s.created.format.kind !== 'swiss' || round !== 1)
    return refuse('rounds', 'a pairing method seeds round 1 of a Swiss event; later rounds follow the standings', 'NOT_FIRST_ROUND');
  const players = activePlayers(s, 1);
  const method = (input as { method: unknown }).method;
  switch (input.method) {
    case 'seeds': {
      const order = [...players].sort((x, y) => s.players[x].seed - s.players[y].seed);
      return { order, draw: { method: 'seeds', order }, before: [], after: [] };
    }
    case 'rating': {
      const given = input.ratings;
      if (given === null || typeof given !== 'object' || Array.isArray(given))
        return refuse('rounds', 'ratings are numbers by player id', 'BAD_RATINGS');
      const ratings: Record<PlayerId, number> = {};
      for (const id of players) {
        if (!Object.hasOwn(given, id)) continue;
        const r = given[id];
        if (typeof r !== 'number' || !Number.isFinite(r)) return refuse('rounds', `the rating of ${id} is not a number`, 'BAD_RATINGS');
        ratings[id] = r;
      }
      // Highest rating first, equal ratings in registration order; players without one after, likewise.
      const has = (id: PlayerId) => Object.hasOwn(ratings, id);
      const rated = players.filter(has).sort((x, y) => ratings[y] - ratings[x]);
      const order = [...rated, ...players.filter((id) => !has(id))];
      return { order, draw: { method: 'rating', ratings, order }, before: [], after: [] };
    }
    case 'random': {
      if (!isSeedHex(input.seed) || !isSeedHex(input.next))
        return refuse(
          'rounds',
          'a draw needs the secret seed of the committed draw and the next commitment, 64 hex digits each',
          'BAD_SEED',
        );
      const committed = s.pairingDraw;
      const commitment = seedCommitment(input.seed);
      if (committed && committed.commitment !== commitment)
        return refuse('rounds', `the seed is not the one committed to for draw ${committed.draw}`, 'SEED_MISMATCH');
      if (input.next === commitment) return refuse('rounds', 'the next draw needs a seed of its own', 'SEED_MISMATCH');
      const draw = committed?.draw ?? 1;
      const order = drawOrder(input.seed, players);
      return {
        order,
        draw: { method: 'random', draw, commitment, order },
        before: committed ? [] : [{ type: 'PairingSeedCommitted', data: { draw, commitment } }],
        after: [{ type: 'PairingSeedRevealed', data: { round: 1, draw, seed: input.seed, commitment, next: input.next } }],
      };
    }
    default:
      return refuse('rounds', `round 1 is seeded ${FIRST_ROUND_METHODS.join(', ')}, not ${JSON.stringify(method)}`, 'BAD_METHOD');
  }
}

/**
 * The input of a logged round 1's seeding, for deciding it again: a draw's seed and next
 * commitment are read from the reveal that follows it (none: an empty seed, which is refused).
 */
export function firstRoundInputOf(draw: FirstRoundDraw, following: ReadonlyArray<{ type: string; data: unknown }>): FirstRoundInput {
  switch (draw.method) {
    case 'random': {
      const reveal = following.find((e) => e.type === 'PairingSeedRevealed')?.data as { seed?: unknown; next?: unknown } | undefined;
      const text = (x: unknown) => (typeof x === 'string' ? x : '');
      return { method: 'random', seed: text(reveal?.seed), next: text(reveal?.next) };
    }
    case 'rating':
      return { method: 'rating', ratings: draw.ratings };
    default:
      // 'seeds', or a method the rules do not know, which they refuse.
      return { method: draw.method };
  }
}
