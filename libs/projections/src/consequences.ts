/**
 * What follows by itself when an event is appended to one stream and must happen in another:
 * each is a processor, so it is checkpointed, done once across instances, finished after a
 * crash, and a bad event parks its own key only. None of it is called by hand anywhere else.
 */
import type { StoredEvent } from '@app/event-store';
import { competitionIdOf, toCompetitionEvent, type CompetitionService } from '@app/competitions';
import { matchIdOf } from '@app/matches';
import { outcomeOf } from '@app/rules';
import type { BatchContext, Processor } from './processor';

const ROUND_CLOCK_EVENTS = new Set([
  'RoundClockStarted',
  'RoundClockPaused',
  'RoundClockResumed',
  'RoundClockExtended',
  'RoundTimeExpired',
]);

/** A round starts, or a league game opens: its engine matches are created (RoundStarted, LeagueGameOpened). */
export class EngineMatchesProcessor implements Processor<void> {
  readonly name = 'engine_matches';

  constructor(private readonly competitions: CompetitionService) {}

  keyOf(e: StoredEvent): string | null {
    return e.type === 'RoundStarted' || e.type === 'LeagueGameOpened' ? e.streamId : null;
  }

  async prepare(streamId: string, events: StoredEvent[], batch: BatchContext): Promise<void> {
    const id = competitionIdOf(streamId)!;
    const state = await batch.competition(id);
    if (!state) return;
    const games = events
      .map(toCompetitionEvent)
      .flatMap((e) => (e.type === 'RoundStarted' ? Object.keys(e.data.matches) : e.type === 'LeagueGameOpened' ? [e.data.game.game] : []));
    await this.competitions.openEngineMatches(id, state, games);
  }
}

/** A round's clock changes: its engine matches get their table's copy; the games whose time was called apply it. */
export class RoundClockCopiesProcessor implements Processor<void> {
  readonly name = 'round_clock_copies';

  constructor(private readonly competitions: CompetitionService) {}

  keyOf(e: StoredEvent): string | null {
    return ROUND_CLOCK_EVENTS.has(e.type) ? e.streamId : null;
  }

  async prepare(streamId: string, events: StoredEvent[], batch: BatchContext): Promise<void> {
    const id = competitionIdOf(streamId)!;
    const state = await batch.competition(id);
    if (!state) return;
    // Every round clock event names its round.
    const changes = events.map((e) => ({ type: e.type, round: (e.data as { round: number }).round }));
    for (const round of new Set(changes.map((c) => c.round))) {
      await this.competitions.syncRoundClock(id, state, round);
      if (changes.some((c) => c.type === 'RoundTimeExpired' && c.round === round)) await this.competitions.applyCalledTime(state, round);
    }
  }
}

/** An engine match of a competition ends: its outcome is recorded in the competition. */
export class EngineResultsProcessor implements Processor<void> {
  readonly name = 'engine_results';

  constructor(private readonly competitions: CompetitionService) {}

  async keyOf(e: StoredEvent, batch: BatchContext): Promise<string | null> {
    if (!matchIdOf(e.streamId)) return null;
    return (await batch.created(e.streamId))?.competition ? e.streamId : null;
  }

  async prepare(streamId: string, _events: StoredEvent[], batch: BatchContext): Promise<void> {
    const match = await batch.match(streamId);
    const link = match.created.competition;
    if (link && outcomeOf(match).finished) await this.competitions.recordMatchOutcome(link.competitionId, match);
  }
}
