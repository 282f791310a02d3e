import { COMPETITION_EVENT_TYPES, type CompetitionEvent } from './events';
import { evolve, foldInto, initialCompetition, type CompetitionState } from './state';

/** A stored event, or a line of a competition log: its time and metadata when it has them. */
interface Recorded {
  type: string;
  data: unknown;
  recordedAt?: string;
  metadata?: Record<string, unknown>;
}

/**
 * When an event was first recorded: for one imported from a log, the time the log gives it
 * (`metadata.importedFrom`, which the import keeps), otherwise the store's time.
 */
export function recordedTime(e: Pick<Recorded, 'recordedAt' | 'metadata'>): string | undefined {
  const imported = e.metadata?.importedFrom;
  return typeof imported === 'string' ? imported : e.recordedAt;
}

/**
 * A stored event as the competition sees it; anything else is not a competition event.
 * CompetitionCreated keeps its time: the fold reads a stream written before versions were
 * recorded by it, never by a clock.
 */
export function toCompetitionEvent(e: Recorded): CompetitionEvent {
  if (!(COMPETITION_EVENT_TYPES as readonly string[]).includes(e.type)) {
    throw new Error(`"${e.type}" is not a competition event type`);
  }
  const at = e.type === 'CompetitionCreated' ? recordedTime(e) : undefined;
  return (at === undefined ? { type: e.type, data: e.data } : { type: e.type, data: e.data, recordedAt: at }) as CompetitionEvent;
}

/** Folds a whole stream, or its first `upTo` events. The first event must create the competition. */
export function replayCompetition(events: CompetitionEvent[], upTo = events.length): CompetitionState {
  const [first, ...rest] = events.slice(0, upTo);
  if (!first || first.type !== 'CompetitionCreated') throw new Error('a competition stream starts with CompetitionCreated');
  return foldInto(initialCompetition(first.data, first.recordedAt), rest);
}

/** Applies decided events to a state. */
export const applyAll = (s: CompetitionState, events: CompetitionEvent[]): CompetitionState => events.reduce(evolve, s);
