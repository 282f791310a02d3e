import type { StoredEvent } from '@app/event-store';
import { competitionIdOf, roundDueAt, type CompetitionState } from '@app/competitions';
import { matchIdOf } from '@app/matches';
import { deadlines, moment } from '@app/rules';
import type { EntityManager } from 'typeorm';
import type { BatchContext, Processor } from './processor';

/** One durable deadline: a match's next clock to run out, or a timed round's next table. */
export interface DeadlineRow {
  streamId: string;
  /** `match`, or `round:<n>` for a competition's round. */
  clock: string;
  dueAt: Date | null;
  /** The stream version the row was computed at: an older computation never overwrites a newer one. */
  version: number;
  /** For a round: the competition version of its clock's last change, which its engine matches must hold. */
  clockVersion: number;
}

export const MATCH_CLOCK = 'match';
export const roundClockKey = (round: number) => `round:${round}`;

/**
 * Keeps `clock_deadlines`, the durable table the timekeeper works from. For every match a batch
 * touches, the match is folded with its time stamps and its earliest clock to run out is
 * written (none once the match is over); for every competition, each timed round's next table
 * to run out and the version of its round clock. The timekeeper's leases are its own column,
 * never written here.
 */
export class ClockDeadlinesProjection implements Processor<DeadlineRow[]> {
  readonly name = 'clock_deadlines';

  keyOf(e: StoredEvent): string | null {
    return matchIdOf(e.streamId) || competitionIdOf(e.streamId) ? e.streamId : null;
  }

  async prepare(streamId: string, _events: StoredEvent[], batch: BatchContext): Promise<DeadlineRow[]> {
    if (matchIdOf(streamId)) {
      const match = await batch.match(streamId);
      const [next] = deadlines(match.clock, moment(match));
      return [{ streamId, clock: MATCH_CLOCK, dueAt: next ? new Date(next.at) : null, version: match.version, clockVersion: 0 }];
    }
    const state = await batch.competition(competitionIdOf(streamId)!);
    return state ? competitionRows(streamId, state) : [];
  }

  /** A key's rows in one statement (a stream has one row per clock). */
  async write(em: EntityManager, _key: string, rows: DeadlineRow[]): Promise<void> {
    if (rows.length === 0) return;
    await em.query(
      `INSERT INTO clock_deadlines (stream_id, clock, due_at, version, clock_version)
       SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::bigint[], $5::bigint[])
       ON CONFLICT (stream_id, clock) DO UPDATE
         SET due_at = excluded.due_at, version = excluded.version, clock_version = excluded.clock_version
       WHERE clock_deadlines.version <= excluded.version`,
      [
        rows.map((r) => r.streamId),
        rows.map((r) => r.clock),
        rows.map((r) => r.dueAt),
        rows.map((r) => r.version),
        rows.map((r) => r.clockVersion),
      ],
    );
  }

  async reset(em: EntityManager): Promise<void> {
    await em.query('DELETE FROM clock_deadlines');
  }
}

function competitionRows(streamId: string, state: CompetitionState): DeadlineRow[] {
  return state.rounds
    .filter((r) => r.clock)
    .map((r) => {
      const due = roundDueAt(state, r.round);
      return {
        streamId,
        clock: roundClockKey(r.round),
        dueAt: due === null ? null : new Date(due),
        version: state.version,
        clockVersion: r.clock!.version,
      };
    });
}
