import type { EventStore, StoredEvent } from '@app/event-store';
import { accessOf, outcomeOf, pendingOf, replay, type RulesetRegistry } from '@app/rules';
import { matchIdOf, toMatchEvent } from '@app/matches';
import type { EntityManager } from 'typeorm';
import { MatchSummaryEntity } from './match-summary.entity';
import type { Projection } from './projection-runner';

/**
 * Keeps `match_summaries`: for every match stream touched by a batch of the global log, the
 * match is replayed up to the last event of the batch and its summary row is written.
 */
export class MatchSummariesProjection implements Projection<MatchSummaryEntity[]> {
  readonly name = 'match_summaries';

  constructor(private readonly store: EventStore, private readonly registry: RulesetRegistry) {}

  /** Reads what the batch needs; runs outside the write transaction. */
  async prepare(batch: StoredEvent[]): Promise<MatchSummaryEntity[]> {
    const last = new Map<string, StoredEvent>();
    for (const e of batch) if (matchIdOf(e.streamId)) last.set(e.streamId, e);
    const rows: MatchSummaryEntity[] = [];
    for (const [streamId, lastEvent] of last) {
      const events = await this.store.readStream(streamId, { maxCount: lastEvent.streamVersion });
      const match = replay(this.registry, events.map(toMatchEvent));
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
      rows.push(row);
    }
    return rows;
  }

  async write(em: EntityManager, rows: MatchSummaryEntity[]): Promise<void> {
    if (rows.length > 0) await em.getRepository(MatchSummaryEntity).save(rows);
  }

  async reset(em: EntityManager): Promise<void> {
    await em.query('DELETE FROM match_summaries');
  }
}
