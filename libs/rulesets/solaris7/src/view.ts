/**
 * What each viewer sees of a Solaris VII match. Everything on a Solaris arena is in plain
 * sight: every viewer sees the whole state, with the log as one list, the arena and the
 * match's fixed data, what the match waits for and its outcome.
 */
import type { Viewer } from '@app/rules';
import { pendingOf } from './pending';
import { logEntries, type SolarisState } from './state';
import { outcomeOf } from './victory';

export function viewOf(s: SolarisState, _viewer: Viewer): unknown {
  const { data, log, ...rest } = s;
  return {
    ...rest,
    log: logEntries(log),
    arena: s.arenaId ? data.arenas[s.arenaId] : null,
    players: data.players,
    teams: data.teams,
    preset: data.preset,
    timeLimitMinutes: data.timeLimitMinutes,
    options: data.options,
    pointLimit: data.pointLimit,
    pending: pendingOf(s),
    outcome: outcomeOf(s),
  };
}
