import { roundClockReading, type CompetitionState } from '@app/competitions';
import { deadlines, matchRemaining, moment, roundRemaining, sideRemaining, type MatchState } from '@app/rules';
import { ClockStart, OutOfTimeRule, type MatchClockType, type RoundClockType } from './clock.types';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
const atLeastZero = (ms: number) => Math.max(0, ms);

/** A match's clocks as they read at `now` (epoch ms). */
export function matchClockType(matchId: string, match: MatchState, now: number): MatchClockType {
  const c = match.clock;
  const limit = matchRemaining(c, now);
  const round = roundRemaining(c, now);
  const [next] = deadlines(c, moment(match));
  return {
    matchId,
    version: match.version,
    serverTime: new Date(now).toISOString(),
    started: c.started,
    running: c.counting,
    start: c.settings.start === 'organiser' ? ClockStart.organiser : ClockStart.first_action,
    outOfTime: c.settings.chess ? (c.settings.chess.outOfTime === 'rolls-only' ? OutOfTimeRule.rolls_only : OutOfTimeRule.ruleset) : null,
    paused: c.paused ? { by: c.paused.by, side: c.paused.side, reason: c.paused.reason } : null,
    nextDeadline: iso(next?.at ?? null),
    limit:
      limit === null
        ? null
        : { limitMs: c.settings.limitMs!, extraMs: c.extraMs, remainingMs: atLeastZero(limit), expired: c.expired.match },
    round:
      c.round && round !== null
        ? {
            competitionId: c.round.competitionId,
            round: c.round.round,
            running: c.round.running,
            remainingMs: atLeastZero(round),
            dueAt: iso(c.round.dueAt),
            expired: c.expired.round,
          }
        : null,
    players: c.settings.chess
      ? Object.keys(c.sides).map((side) => ({
          side,
          remainingMs: atLeastZero(sideRemaining(c, side, now) ?? 0),
          running: c.awaited.includes(side),
          outOfTime: c.expired.sides.includes(side),
        }))
      : [],
    timeExpired: match.timeExpired,
  };
}

/** A round's clock as it reads at `now`, or null when the round has none. */
export function roundClockType(competitionId: string, s: CompetitionState, round: number, now: number): RoundClockType | null {
  const r = roundClockReading(s, round, now);
  if (!r) return null;
  return {
    competitionId,
    round: r.round,
    version: s.version,
    serverTime: new Date(now).toISOString(),
    started: r.started,
    running: r.running,
    paused: r.paused ? { at: new Date(r.paused.at).toISOString(), reason: r.paused.reason } : null,
    limitMs: r.limitMs,
    extraMs: r.extraMs,
    remainingMs: r.remainingMs,
    deadline: iso(r.deadline),
    tables: r.tables.map((t) => ({ ...t, deadline: iso(t.deadline) })),
  };
}
