import type { StoredEvent } from '@app/event-store';
import { accessOf, outcomeOf, pendingOf } from '@app/rules';
import { matchIdOf } from '@app/matches';
import type { EntityManager } from 'typeorm';
import { MatchSummaryEntity } from './match-summary.entity';
import type { BatchContext, Processor } from './processor';

/** Keeps `match_summaries`: each match a batch touches, folded to the batch's end, is one row. */
export class MatchSummariesProjection implements Processor<MatchSummaryEntity> {
  readonly name = 'match_summaries';

  keyOf(e: StoredEvent): string | null {
    return matchIdOf(e.streamId) ? e.streamId : null;
  }

  async prepare(streamId: string, _events: StoredEvent[], batch: BatchContext): Promise<MatchSummaryEntity> {
    const events = await batch.events(streamId);
    const match = await batch.match(streamId);
    const lastEvent = events[events.length - 1];
    const outcome = outcomeOf(match);
    const row = new MatchSummaryEntity();
    row.matchId = matchIdOf(streamId)!;
    row.rulesetId = match.created.ruleset.id;
    row.rulesetVersion = match.created.ruleset.version;
    row.players = match.created.players;
    const access = accessOf(match.created);
    row.organiserId = access.organiserId;
    row.published = access.published;
    row.status = outcome.finished ? 'finished' : 'in_progress';
    row.winner = outcome.winner;
    row.draw = outcome.draw;
    row.reason = outcome.reason;
    row.sides = outcome.sides;
    row.pendingPrompt = pendingOf(match).prompt;
    row.eventCount = events.length;
    row.createdAt = new Date(events[0].recordedAt);
    row.updatedAt = new Date(lastEvent.recordedAt);
    row.lastPosition = String(lastEvent.globalPosition);
    return row;
  }

  /** One statement: the row is the whole value, so a batch run again writes the same. */
  async write(em: EntityManager, _key: string, row: MatchSummaryEntity): Promise<void> {
    await em.query(
      `INSERT INTO match_summaries (match_id, ruleset_id, ruleset_version, players, organiser_id, published, status, winner, draw,
         reason, sides, pending_prompt, event_count, created_at, updated_at, last_position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (match_id) DO UPDATE SET ruleset_id = excluded.ruleset_id, ruleset_version = excluded.ruleset_version,
         players = excluded.players, organiser_id = excluded.organiser_id, published = excluded.published, status = excluded.status,
         winner = excluded.winner, draw = excluded.draw, reason = excluded.reason, sides = excluded.sides,
         pending_prompt = excluded.pending_prompt, event_count = excluded.event_count, created_at = excluded.created_at,
         updated_at = excluded.updated_at, last_position = excluded.last_position`,
      [
        row.matchId,
        row.rulesetId,
        row.rulesetVersion,
        JSON.stringify(row.players),
        row.organiserId,
        row.published,
        row.status,
        row.winner,
        row.draw,
        row.reason,
        JSON.stringify(row.sides),
        row.pendingPrompt,
        row.eventCount,
        row.createdAt,
        row.updatedAt,
        row.lastPosition,
      ],
    );
  }

  async reset(em: EntityManager): Promise<void> {
    await em.query('DELETE FROM match_summaries');
  }
}
