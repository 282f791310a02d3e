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

  async write(em: EntityManager, _key: string, row: MatchSummaryEntity): Promise<void> {
    await em.getRepository(MatchSummaryEntity).save(row);
  }

  async reset(em: EntityManager): Promise<void> {
    await em.query('DELETE FROM match_summaries');
  }
}
