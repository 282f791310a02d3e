import type { StoredEvent } from '@app/event-store';
import { MATCH_EVENT_TYPES, type MatchEvent } from '@app/rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const MATCH_STREAM_PREFIX = 'match-';

export function matchStream(matchId: string): string {
  return `${MATCH_STREAM_PREFIX}${matchId}`;
}

export function matchIdOf(streamId: string): string | null {
  return streamId.startsWith(MATCH_STREAM_PREFIX) ? streamId.slice(MATCH_STREAM_PREFIX.length) : null;
}

export function isUuid(s: string): boolean {
  return UUID.test(s);
}

/** A stored event as the kernel sees it. */
export function toMatchEvent(e: Pick<StoredEvent, 'type' | 'data'>): MatchEvent {
  if (!(MATCH_EVENT_TYPES as readonly string[]).includes(e.type)) {
    throw new Error(`"${e.type}" is not a match event type (${MATCH_EVENT_TYPES.join(', ')})`);
  }
  return { type: e.type, data: e.data } as MatchEvent;
}
