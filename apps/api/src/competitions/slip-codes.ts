import { createHash, createHmac } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { Pool } from 'pg';
import type { ErrorCode } from '../errors';

/**
 * The letters and digits of a slip code: no 0, O, 1 or I, which are read one for another on
 * paper. 32 symbols, 5 bits each.
 */
export const SLIP_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Symbols in a code: 8 × 5 = 40 bits, 2^40 ≈ 1.1 × 10^12 codes (docs/operations.md has the odds of guessing one). */
export const SLIP_CODE_LENGTH = 8;

/** Why a slip code does nothing; each has its own GraphQL code (`extensions.code`) and is the `reason`. */
export type SlipCodeReason =
  /** Not a code at all: wrong length, or a character no code has. */
  | 'SLIP_CODE_MALFORMED'
  /** No seat has this code: a typo, or a guess (counted against the address). */
  | 'SLIP_CODE_UNKNOWN'
  /** The organiser reissued the seat's code, or paired the round again without this seat in its game. */
  | 'SLIP_CODE_REPLACED'
  /** The game has its result: there is nothing left to report, confirm or dispute. */
  | 'SLIP_CODE_USED'
  /** The event is finished. */
  | 'SLIP_CODE_EXPIRED';

const CODE_OF: Record<SlipCodeReason, ErrorCode> = {
  SLIP_CODE_MALFORMED: 'VALIDATION',
  SLIP_CODE_UNKNOWN: 'NOT_FOUND',
  SLIP_CODE_REPLACED: 'NOT_FOUND',
  SLIP_CODE_USED: 'RULE_VIOLATION',
  SLIP_CODE_EXPIRED: 'RULE_VIOLATION',
};

/** A slip code that does nothing: a typed refusal, with the reason a client switches on. Nothing is changed. */
export class SlipCodeError extends GraphQLError {
  constructor(
    readonly reason: SlipCodeReason,
    message: string,
  ) {
    super(message, { extensions: { code: CODE_OF[reason], reason, ...(reason === 'SLIP_CODE_MALFORMED' ? { field: 'code' } : {}) } });
  }
}

/**
 * A code as typed or scanned, in its one form: capitals, without the dash it is printed with,
 * spaces or a leading `#` (a link's fragment pasted whole); null when it cannot be a code.
 */
export function normalSlipCode(input: string): string | null {
  const code = input
    .replace(/^#/, '')
    .replace(/[\s\-–—.]/g, '')
    .toUpperCase();
  if (code.length !== SLIP_CODE_LENGTH) return null;
  for (const ch of code) if (!SLIP_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** A code as it is printed and shown: two groups of four, `ABCD-EFGH`. */
export function printedSlipCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** What is stored of a code: the SHA-256 of its normal form, in hex. */
export function slipCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** One seat of a paper game: the player of `playerId` in game `game`. */
export interface SlipSeat {
  game: string;
  playerId: string;
}

/** The seat a code belongs to, as stored. */
export interface CodedSeat extends SlipSeat {
  competitionId: string;
  generation: number;
  replaced: boolean;
}

const UNIQUE_VIOLATION = '23505';
/** Tries at the next generation when a new code's hash is another seat's already (about 1 in 10^6 per code with a million codes stored). */
const COLLISION_TRIES = 5;

/**
 * The match slips' codes (`slip_codes`, migration 1763772400000-SlipCodes). A seat's code is
 * derived from the server's secret, the seat and its generation (HMAC-SHA-256, its first 40
 * bits written in SLIP_CODE_ALPHABET), so the organiser's slips print the same codes every
 * time while only their hashes are stored; reissuing a seat moves it to its next generation,
 * which is a new code, and marks the old one replaced.
 */
export class SlipCodes {
  private readonly key: Buffer;

  constructor(
    private readonly pool: Pool,
    secret: string,
  ) {
    // A key of its own, so a slip code says nothing about anything else the secret signs.
    this.key = createHmac('sha256', secret).update('tabletop slip codes').digest();
  }

  /** The code of a seat at a generation. */
  codeOf(competitionId: string, seat: SlipSeat, generation: number): string {
    const mac = createHmac('sha256', this.key)
      .update([competitionId, seat.game, seat.playerId, String(generation)].join('\0'))
      .digest();
    let bits = 0n;
    for (const byte of mac.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
    let code = '';
    for (let i = SLIP_CODE_LENGTH - 1; i >= 0; i--) code += SLIP_CODE_ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
    return code;
  }

  /**
   * The current code of each seat, made for the seats that have none yet; idempotent, and safe
   * when two organisers' screens print at once. A seat whose stored hash is not its derived
   * code's (the server's secret was changed) is given the new one.
   */
  async ensure(competitionId: string, seats: SlipSeat[]): Promise<Map<string, string>> {
    const codes = new Map<string, string>();
    let missing = seats;
    for (let attempt = 0; missing.length > 0; attempt++) {
      const current = await this.current(competitionId);
      const fresh: Array<{ seat: SlipSeat; generation: number; code: string }> = [];
      for (const seat of missing) {
        const stored = current.get(seatKey(seat));
        if (!stored) {
          // A first code at generation 1; after a collision, the next generations in turn.
          const generation = 1 + attempt;
          fresh.push({ seat, generation, code: this.codeOf(competitionId, seat, generation) });
          continue;
        }
        const code = this.codeOf(competitionId, seat, stored.generation);
        if (slipCodeHash(code) !== stored.hash) {
          await this.pool.query(
            `UPDATE slip_codes SET code_hash = $5
              WHERE competition_id = $1 AND game = $2 AND player_id = $3 AND code_hash = $4 AND replaced_at IS NULL`,
            [competitionId, seat.game, seat.playerId, stored.hash, slipCodeHash(code)],
          );
        }
        codes.set(seatKey(seat), code);
      }
      if (fresh.length === 0) break;
      if (attempt >= COLLISION_TRIES) throw new Error(`no free slip code for ${fresh.length} seat(s) of ${competitionId}`);
      // Another screen's insert of the same seat, or a code taken by another seat, is skipped: the next pass reads what stands.
      await this.pool.query(
        `INSERT INTO slip_codes (code_hash, competition_id, game, player_id, generation)
         SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::int[])
         ON CONFLICT DO NOTHING`,
        [
          fresh.map((f) => slipCodeHash(f.code)),
          fresh.map(() => competitionId),
          fresh.map((f) => f.seat.game),
          fresh.map((f) => f.seat.playerId),
          fresh.map((f) => f.generation),
        ],
      );
      missing = fresh.map((f) => f.seat);
    }
    return codes;
  }

  /**
   * A new code for one seat; its old code (printed or not) is replaced from now on. Answers the
   * new code. Two reissues at once each make their own generation: the later one stands.
   */
  async reissue(competitionId: string, seat: SlipSeat): Promise<string> {
    await this.ensure(competitionId, [seat]);
    let collisions = 0;
    for (let tries = 0; tries < 4 * COLLISION_TRIES; tries++) {
      const { rows } = await this.pool.query<{ generation: number }>(
        `SELECT coalesce(max(generation), 0) AS generation FROM slip_codes WHERE competition_id = $1 AND game = $2 AND player_id = $3`,
        [competitionId, seat.game, seat.playerId],
      );
      const newest = rows[0].generation;
      // Past a hash taken by another seat, the generation after.
      const generation = newest + 1 + collisions;
      const code = this.codeOf(competitionId, seat, generation);
      try {
        // One statement: the old code is never replaced without the new one stored. Nothing is
        // changed when another reissue of the seat came first: this one then tries again after it.
        const { rowCount } = await this.pool.query(
          `WITH old AS (
             UPDATE slip_codes SET replaced_at = now()
              WHERE competition_id = $1 AND game = $2 AND player_id = $3 AND replaced_at IS NULL
                AND (SELECT max(generation) FROM slip_codes WHERE competition_id = $1 AND game = $2 AND player_id = $3) = $4
              RETURNING 1
           )
           INSERT INTO slip_codes (code_hash, competition_id, game, player_id, generation)
           SELECT $5, $1, $2, $3, $6 FROM old`,
          [competitionId, seat.game, seat.playerId, newest, slipCodeHash(code), generation],
        );
        if (rowCount) return code;
      } catch (e) {
        if ((e as { code?: string }).code !== UNIQUE_VIOLATION || ++collisions > COLLISION_TRIES) throw e;
      }
    }
    throw new Error(`the slip code of ${seat.playerId} in game ${seat.game} could not be reissued`);
  }

  /** The seat a code (in its normal form) belongs to, current or replaced; null for a code no seat has. */
  async find(code: string): Promise<CodedSeat | null> {
    const { rows } = await this.pool.query<{
      competition_id: string;
      game: string;
      player_id: string;
      generation: number;
      replaced: boolean;
    }>('SELECT competition_id, game, player_id, generation, replaced_at IS NOT NULL AS replaced FROM slip_codes WHERE code_hash = $1', [
      slipCodeHash(code),
    ]);
    const r = rows[0];
    return r
      ? { competitionId: r.competition_id, game: r.game, playerId: r.player_id, generation: r.generation, replaced: r.replaced }
      : null;
  }

  /** The current generation and hash of every seat of a competition that has a code. */
  private async current(competitionId: string): Promise<Map<string, { generation: number; hash: string }>> {
    const { rows } = await this.pool.query<{ game: string; player_id: string; generation: number; code_hash: string }>(
      'SELECT game, player_id, generation, code_hash FROM slip_codes WHERE competition_id = $1 AND replaced_at IS NULL',
      [competitionId],
    );
    return new Map(rows.map((r) => [seatKey({ game: r.game, playerId: r.player_id }), { generation: r.generation, hash: r.code_hash }]));
  }
}

export const seatKey = (seat: SlipSeat): string => `${seat.game}\0${seat.playerId}`;
