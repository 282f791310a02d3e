import { COMPETITION_EVENT_TYPES, type CompetitionEvent } from './events';
import { evolve, foldInto, initialCompetition, type CompetitionState } from './state';

/** A stored event as the competition sees it; anything else is not a competition event. */
export function toCompetitionEvent(e: { type: string; data: unknown }): CompetitionEvent {
  if (!(COMPETITION_EVENT_TYPES as readonly string[]).includes(e.type)) {
    throw new Error(`"${e.type}" is not a competition event type`);
  }
  return { type: e.type, data: e.data } as CompetitionEvent;
}

/** Folds a whole stream, or its first `upTo` events. The first event must create the competition. */
export function replayCompetition(events: CompetitionEvent[], upTo = events.length): CompetitionState {
  const [first, ...rest] = events.slice(0, upTo);
  if (!first || first.type !== 'CompetitionCreated') throw new Error('a competition stream starts with CompetitionCreated');
  return foldInto(initialCompetition(first.data), rest);
}

/** Applies decided events to a state. */
export const applyAll = (s: CompetitionState, events: CompetitionEvent[]): CompetitionState => events.reduce(evolve, s);
