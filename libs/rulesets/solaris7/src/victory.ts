/**
 * The end of a match [End p.14]: at the end of any phase, when only one team (or none, A48)
 * has units on the arena, when the time limit has run out (A38), or when all players agree.
 * The winner has the most reputation points; then the lower total point value; then a d6
 * roll-off, ties re-rolled. Players score alone; in team play a team's reputation and point
 * value are its players' together (A50).
 */
import { readOnly, violation, type Outcome, type RuleViolation } from '@app/rules';
import { standingPlayers, teamsStanding } from './arena';
import type { Task } from './tasks';
import { note, onArena, ref, scoreOf, teamOf, type GameResult, type Side, type SolarisState } from './state';

type TieBreak = Extract<Task, { kind: 'tieBreak' }>;

function pointValue(s: SolarisState, sides: Side[]): number {
  return s.units.filter((u) => sides.includes(u.side)).reduce((n, u) => n + u.points, 0);
}

function reputation(s: SolarisState, sides: Side[]): number {
  return sides.reduce((n, side) => n + scoreOf(s, side).rp, 0);
}

function teamPlay(s: SolarisState): boolean {
  return s.data.teams.some((t) => t.length > 1);
}

function finish(s: SolarisState, winners: Side[], reason: GameResult['reason'], decidedBy: GameResult['decidedBy']): void {
  s.result = { winner: winners[0] ?? null, winners, draw: winners.length === 0, reason, decidedBy };
  s.phase = 'over';
  s.queue = [];
  note(s, 'MatchEnded', { ...s.result, rp: Object.fromEntries(s.data.players.map((side) => [side, scoreOf(s, side).rp])) });
}

/** The best teams by `key` (highest first when `most`), among `teams`. */
function best(teams: Side[][], key: (t: Side[]) => number, most: boolean): Side[][] {
  const values = teams.map(key);
  const top = most ? Math.max(...values) : Math.min(...values);
  return teams.filter((_, i) => values[i] === top);
}

/** Decides the winner by reputation, then lower point value; on a full tie asks for the roll-off. */
export function decide(s: SolarisState, reason: GameResult['reason']): void {
  const byRp = best(s.data.teams, (t) => reputation(s, t), true);
  if (byRp.length === 1) return finish(s, byRp[0], reason, 'rp');
  const byPoints = best(byRp, (t) => pointValue(s, t), false);
  if (byPoints.length === 1) return finish(s, byPoints[0], reason, 'points');
  s.pendingReason = reason;
  s.queue = [{ kind: 'tieBreak', sides: byPoints.map((t) => t[0]), dice: {} }];
}

/** End p.14 roll-off: each tied player (a team: its first player) rolls 1d6; the highest wins, a tie for the highest rolls again. */
export function tieBreakRoll(s: SolarisState, t: TieBreak, die: number): void {
  const side = tieBreakRoller(t);
  const dice = { ...t.dice, [side]: die };
  note(s, 'TieBreakRolled', { side, die });
  if (t.sides.some((x) => dice[x] === undefined)) {
    s.queue.unshift({ ...t, dice });
    return;
  }
  const top = Math.max(...t.sides.map((x) => dice[x]!));
  const highest = t.sides.filter((x) => dice[x] === top);
  if (highest.length > 1) {
    s.queue.unshift({ kind: 'tieBreak', sides: highest, dice: {} });
    return;
  }
  finish(s, teamOf(s, highest[0]), s.pendingReason ?? 'timeExpired', 'rollOff');
}

export function tieBreakRoller(t: TieBreak): Side {
  return t.sides.find((x) => t.dice[x] === undefined)!;
}

/** At the end of every phase: is the match over? */
export function checkEnd(s: SolarisState): boolean {
  if (s.result || s.queue.some((t) => t.kind === 'tieBreak')) return true;
  if (teamsStanding(s) <= 1) {
    decide(s, 'elimination');
    return true;
  }
  // With two teams standing, someone must have agreed before everyone standing has.
  const agreed = readOnly(s).endAgreed;
  if (agreed.length > 0 && standingPlayers(s).every((side) => agreed.includes(side))) {
    decide(s, 'agreed');
    return true;
  }
  // A38: the phase in which time ran out is finished; with the option, the round is.
  if (s.timeExpired && (!s.data.options.finishRoundOnTimeout || s.phase === 'end')) {
    decide(s, 'timeExpired');
    return true;
  }
  return false;
}

/**
 * A player concedes [End p.14 "a player who can no longer play"]. When his team has nobody
 * else left, the last team standing wins at once; otherwise (three or more players, or a
 * teammate still fighting) his units leave the arena, credited to nobody, and play goes on.
 */
export function concede(s: SolarisState, side: Side): void {
  const rivals = lastRivals(s, side);
  if (rivals) {
    note(s, 'Conceded', { side });
    finish(s, rivals, 'concede', 'concede');
    return;
  }
  withdraw(s, side);
}

/**
 * Why `side` may not concede now: not while an attack involving its units is being resolved,
 * and in setup only when its concession ends the match (with more players, once deployed).
 * Asked before the concession is applied, which itself refuses nothing.
 */
export function concedeRefusal(s: SolarisState, side: Side): RuleViolation | null {
  if (
    s.queue.some(
      (t) =>
        t.kind === 'attack' &&
        s.units.some((u) => u.side === side && (u.id === t.attack.attackerId || t.attack.targets.some((x) => x.id === u.id))),
    )
  ) {
    return violation(
      ref('End p.14'),
      `an attack involving side ${side}'s units is being resolved: concede once it is over`,
      'CONCEDE_MID_ATTACK',
    );
  }
  if (s.phase === 'setup' && !lastRivals(s, side))
    return violation(ref('End p.14'), 'with more than two players a player concedes once the units are deployed', 'CONCEDE_IN_SETUP');
  return null;
}

/** The team that wins at once when `side` concedes: the one rival left when `side`'s team has nobody else fighting. */
function lastRivals(s: SolarisState, side: Side): Side[] | null {
  const fighting = (sides: Side[]) => sides.length > 0 && (s.phase === 'setup' || sides.some((x) => standingPlayers(s).includes(x)));
  const mates = teamOf(s, side).filter((x) => x !== side);
  const rivals = s.data.teams.filter((team) => !team.includes(side) && fighting(team));
  return !fighting(mates) && rivals.length === 1 ? rivals[0] : null;
}

/** The conceding player's units leave the arena; what the match was waiting for from them is dropped or passes on. */
function withdraw(s: SolarisState, side: Side): void {
  note(s, 'Conceded', { side });
  const gone = new Set(s.units.filter((u) => u.side === side && onArena(u)).map((u) => u.id));
  for (const u of s.units) {
    if (!gone.has(u.id)) continue;
    u.eliminated = true;
    u.hex = null;
    note(s, 'UnitWithdrawn', { unitId: u.id });
  }
  s.endAgreed = s.endAgreed.filter((x) => x !== side);
  s.queue = s.queue.flatMap((t): Task[] => {
    if ('unitId' in t && gone.has(t.unitId)) return [];
    if (t.kind === 'tieBreak') return [{ ...t, sides: t.sides.filter((x) => x !== side) }];
    if ('side' in t && t.side === side) return [{ ...t, side: standingPlayers(s).find((x) => x !== side) ?? t.side }];
    return [t];
  });
}

export function outcomeOf(s: SolarisState): Outcome {
  const r = s.result;
  const teams = teamPlay(s);
  return {
    finished: r !== null,
    winner: r?.winner ?? null,
    draw: r?.draw ?? false,
    reason: r ? `${r.reason}${r.decidedBy ? ` (${r.decidedBy})` : ''}` : null,
    sides: s.data.players.map((side) => {
      const team = teamOf(s, side);
      const own = scoreOf(s, side);
      return {
        side,
        result: r === null ? null : r.draw ? 'draw' : r.winners.includes(side) ? 'win' : 'loss',
        scores: {
          reputation: own.rp,
          eliminations: own.eliminations.length,
          objectives: own.tokens.length,
          pointValue: pointValue(s, [side]),
          unitsStanding: s.units.filter((u) => u.side === side && !u.eliminated).length,
          ...(teams
            ? { team: s.data.teams.indexOf(team) + 1, teamReputation: reputation(s, team), teamPointValue: pointValue(s, team) }
            : {}),
        },
      };
    }),
  };
}
