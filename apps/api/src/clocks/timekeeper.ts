import { competitionIdOf, type CompetitionService } from '@app/competitions';
import { matchIdOf, type MatchService } from '@app/matches';
import type { Pool } from 'pg';

/** How many deadlines one tick claims at most. */
const CLAIM = 20;
/** How long a claim keeps other processes off a deadline; a process that dies lets go when it ends. */
const LEASE_SECONDS = 30;
/** After a failure, how long the deadline rests before any process tries again. */
const BACKOFF_SECONDS = 5;

interface Claimed {
  stream_id: string;
  clock: string;
  due_at: Date | null;
}

export interface TimekeeperHooks {
  /** After a deadline's command: waits for the processors to reach what it appended, so the row is fresh before it is let go. */
  settled?: (position: number) => Promise<unknown>;
  log?: (message: string) => void;
}

/**
 * Applies the deadlines of the clocks: each API process runs one. Time passing is the one
 * trigger that is not an event, so this is the one timer that issues commands; what those
 * commands bring about (a match's result recorded in its competition, round clock copies, the
 * read models) is the processors' work, as for any other command. A tick claims the due rows
 * of `clock_deadlines` in one short transaction (`FOR UPDATE SKIP LOCKED`, then a lease), so
 * two processes never work on one deadline at once, and applies them outside any transaction:
 *
 * - a match's: `MatchService.expireDue`, which appends what each clock that ran out brings
 *   (the ruleset's `onTimeExpired`) with the stream's expected version, so an expiry is applied
 *   once even if a lease ran out under a slow process;
 * - a round's: the competition calls time for the tables whose time is up (`expireRoundTime`).
 *
 * The rows are the clocks projection's, so a deadline that passed while no server ran is in
 * the table and due at the first tick after start.
 */
export class Timekeeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly pool: Pool,
    private readonly matches: MatchService,
    private readonly competitions: CompetitionService,
    private readonly clock: () => Date,
    private readonly hooks: TimekeeperHooks = {},
  ) {}

  /** Applies every deadline due now; answers how many were worked on. Ticks never overlap in one process. */
  tick(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(intervalMs = 250): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.tick().catch((e) => this.hooks.log?.(`timekeeper: ${(e as Error).message}`));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  private async work(): Promise<number> {
    let total = 0;
    for (;;) {
      const claimed = await this.claim();
      for (const row of claimed) await this.apply(row);
      total += claimed.length;
      if (claimed.length < CLAIM) return total;
    }
  }

  private async claim(): Promise<Claimed[]> {
    const { rows } = await this.pool.query<Claimed>(
      `UPDATE clock_deadlines d SET lease_until = now() + make_interval(secs => $3)
        FROM (SELECT stream_id, clock FROM clock_deadlines
               WHERE due_at IS NOT NULL AND due_at <= $1
                 AND (lease_until IS NULL OR lease_until < now())
               ORDER BY due_at NULLS LAST
               LIMIT $2
               FOR UPDATE SKIP LOCKED) due
       WHERE d.stream_id = due.stream_id AND d.clock = due.clock
       RETURNING d.stream_id, d.clock, d.due_at`,
      [this.clock(), CLAIM, LEASE_SECONDS],
    );
    return rows;
  }

  private async apply(row: Claimed): Promise<void> {
    try {
      const matchId = matchIdOf(row.stream_id);
      const { position } = matchId ? await this.matches.expireDue(matchId) : await this.callRoundTime(row);
      if (position) await this.hooks.settled?.(position);
      await this.release(row, 0);
    } catch (e) {
      this.hooks.log?.(`timekeeper: ${row.stream_id} ${row.clock}: ${(e as Error).message}`);
      await this.release(row, BACKOFF_SECONDS).catch(() => undefined);
    }
  }

  private callRoundTime(row: Claimed): Promise<{ position?: number }> {
    const competitionId = competitionIdOf(row.stream_id);
    const round = Number(row.clock.replace(/^round:/, ''));
    if (!competitionId || !Number.isInteger(round)) throw new Error(`not a round clock: ${row.stream_id} ${row.clock}`);
    return this.competitions.expireRoundTime(competitionId, round);
  }

  /** Lets go of a row: at once, or after a rest. */
  private async release(row: Claimed, restSeconds: number): Promise<void> {
    await this.pool.query(
      `UPDATE clock_deadlines SET lease_until = CASE WHEN $3::int > 0 THEN now() + make_interval(secs => $3::int) END
        WHERE stream_id = $1 AND clock = $2`,
      [row.stream_id, row.clock, restSeconds],
    );
  }
}
