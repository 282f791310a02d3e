/**
 * Standings: every player ranked by the primary score (with the organiser's adjustments), then
 * by each tie-break in the organiser's order, then by seed (lower first) and id.
 *
 * `rank` runs 1..n without gaps: players equal on score and every tie-break still get distinct
 * ranks, in seed order, because pairing needs one order. `place` is the shared place such
 * players hold (1, 2, 2, 4: standard competition ranking), for display and prizes.
 *
 * Adjustments change the score only: opponents' tie-breaks are built on tournament points from
 * results, so a penalty to one player does not move their opponents.
 */
import type { StandingRow, StandingsInput } from '../types';
import { baseScoreName, checkPoints, parseTieBreaks } from './catalogue';
import { buildCrosstable, type Crosstable } from './crosstable';
import { buchholzContributions, type Contribution } from './buchholz';
import { StandingsError } from './errors';
import { derivedScoreName, gameScore, scoreNamesOf } from './game-scores';
import { settle } from './numbers';
import { strengthOfSchedule } from './schedule-strength';
import type { ParsedTieBreak, SharedValues } from './tie-breaks';
import { unplayedView, type UnplayedView } from './unplayed';

/** A row with the shared place of players tied on everything. */
export interface RankedRow extends StandingRow {
  /** Shared place: equal for players equal on score and every tie-break (1, 2, 2, 4). */
  place: number;
  /** Sum of the organiser's adjustments counted (already in `score`). */
  adjustment: number;
}

/**
 * Values of the tie-breaks that do not depend on who else is tied, computed once per recompute,
 * and the intermediates their computations share, each worked out when first asked for.
 */
class Values implements SharedValues {
  private unplayedRounds?: UnplayedView;
  private bh?: Contribution[][];
  private rawSos?: number[];
  private cache = new Map<string, number[]>();
  constructor(readonly table: Crosstable) {}

  get unplayed(): UnplayedView {
    return (this.unplayedRounds ??= unplayedView(this.table));
  }

  get strengthOfSchedule(): number[] {
    return (this.rawSos ??= strengthOfSchedule(this.table, this.unplayed));
  }

  get contributions(): Contribution[][] {
    return (this.bh ??= this.table.ids.map((_, p) => buchholzContributions(this.table, this.unplayed, p)));
  }

  /** Every player's value of a tie-break that gives one (`perPlayer`), rounded; shared by the ids that are the same tie-break. */
  of(tb: ParsedTieBreak): number[] {
    let v = this.cache.get(tb.sameAs); // score:x and score:x:low share values
    if (!v) {
      // One that splits tied groups itself has no value of its own (worked out group by group in computeStandings).
      v = tb.computation.kind === 'perPlayer' ? tb.computation.values(this).map(settle) : this.table.ids.map(() => 0);
      this.cache.set(tb.sameAs, v);
    }
    return v;
  }
}

function adjustmentsOf(input: StandingsInput, index: Map<string, number>): number[] {
  const sums = input.players.map(() => 0);
  const through = input.throughRound ?? Infinity;
  for (const a of input.adjustments) {
    if (a === null || typeof a !== 'object') throw new StandingsError('BAD_INPUT', 'every adjustment must be an object');
    const p = index.get(a.playerId);
    if (p === undefined)
      throw new StandingsError('UNKNOWN_PLAYER', `adjustment "${a.reason}": "${a.playerId}" is not a player of this event`);
    if (typeof a.points !== 'number' || !Number.isFinite(a.points))
      throw new StandingsError('BAD_ADJUSTMENT', `adjustment "${a.reason}" for "${a.playerId}": points must be a finite number`);
    if (a.round !== null && !(Number.isInteger(a.round) && a.round >= 1))
      throw new StandingsError('BAD_ROUND', `adjustment "${a.reason}" for "${a.playerId}": round must be null or a whole number ≥ 1`);
    if (a.round === null || a.round <= through) sums[p] += a.points;
  }
  return sums;
}

/** Splits an ordered group into runs of equal key. */
function splitBy(group: number[], key: (p: number) => number): number[][] {
  const parts: number[][] = [];
  for (const p of group) {
    const last = parts[parts.length - 1];
    if (last && key(last[0]) === key(p)) last.push(p);
    else parts.push([p]);
  }
  return parts;
}

export function computeStandings(input: StandingsInput): RankedRow[] {
  const { scoring } = input;
  checkPoints(scoring);
  const primary = scoring.primary;
  if (typeof primary !== 'string' || (primary !== 'points' && baseScoreName(primary) === null)) {
    throw new StandingsError('UNKNOWN_SCORE', `primary score "${String(primary)}" is neither "points" nor a score name`);
  }
  for (const s of scoring.secondary) {
    if (typeof s !== 'string' || baseScoreName(s) === null)
      throw new StandingsError('UNKNOWN_SCORE', `secondary score "${String(s)}" is not a score name`);
  }
  const tieBreaks = parseTieBreaks(input.tieBreaks);
  const t = buildCrosstable(input);
  const index = new Map(t.ids.map((id, i) => [id, i]));
  const adjustment = adjustmentsOf(input, index);
  const values = new Values(t);

  const base = primary === 'points' ? t.points : t.ids.map((_, p) => gameScore(t, p, primary));
  const score = base.map((v, p) => settle(v + adjustment[p]));
  const seedOrder = (x: number, y: number) =>
    input.players[x].seed - input.players[y].seed || (t.ids[x] < t.ids[y] ? -1 : t.ids[x] > t.ids[y] ? 1 : 0);

  // Highest score first; among equal scores the seed order, which every later split keeps.
  const everyone = t.ids.map((_, p) => p).sort((x, y) => score[y] - score[x] || seedOrder(x, y));
  let groups = splitBy(everyone, (p) => score[p]);
  // The values shown of tie-breaks that split tied groups themselves (direct encounter): those
  // of the group a player was in when it came up, 0 for a player not tied then.
  const groupValues = tieBreaks.map(() => t.ids.map(() => 0));
  for (const [i, tb] of tieBreaks.entries()) {
    if (groups.every((g) => g.length === 1)) break;
    const { computation } = tb;
    groups = groups.flatMap((g) => {
      if (g.length === 1) return [g];
      if (computation.kind === 'splitsGroup') {
        const split = computation.split(t, g);
        for (const [p, v] of split.value) groupValues[i][p] = v;
        return split.parts;
      }
      const v = values.of(tb);
      const sign = tb.fewerIsBetter ? -1 : 1;
      const sorted = [...g].sort((x, y) => sign * (v[y] - v[x]));
      return splitBy(sorted, (p) => v[p]);
    });
  }

  const names = scoreNamesOf(t, [
    ...(primary === 'points' ? [] : [primary]),
    ...scoring.secondary,
    ...tieBreaks.flatMap((tb) => (tb.score ? [derivedScoreName(tb.score.name, tb.score.margin)] : [])),
  ]);
  const through = input.throughRound ?? Infinity;
  const columns = tieBreaks.map((tb, i) => (tb.computation.kind === 'splitsGroup' ? groupValues[i] : values.of(tb)));
  const rows: RankedRow[] = [];
  for (const g of groups) {
    const place = rows.length + 1;
    for (const p of g) {
      const player = input.players[p];
      let wins = 0;
      let draws = 0;
      let losses = 0;
      let byes = 0;
      let played = 0;
      for (const e of t.entries[p]) {
        if (e.kind === 'absent') continue;
        if (e.kind === 'bye') {
          byes++;
          continue;
        }
        if (e.kind === 'game') played++;
        if (e.outcome === 'win') wins++;
        else if (e.outcome === 'draw') draws++;
        else losses++;
      }
      const gameScores: Record<string, number> = {};
      for (const n of names) gameScores[n] = settle(gameScore(t, p, n));
      rows.push({
        rank: rows.length + 1,
        place,
        playerId: player.id,
        name: player.name,
        score: score[p],
        points: settle(t.points[p]),
        adjustment: settle(adjustment[p]),
        wins,
        draws,
        losses,
        byes,
        played,
        dropped: player.dropped && (player.droppedAfterRound === null || player.droppedAfterRound <= through),
        tieBreaks: tieBreaks.map((tb, i) => ({ id: tb.id, value: columns[i][p] })),
        gameScores,
      });
    }
  }
  return rows;
}

/** Standings after each round from 1 to the last with a result: the history of an event. */
export function standingsHistory(input: StandingsInput): Array<{ round: number; rows: RankedRow[] }> {
  const last = input.results.reduce((m, r) => Math.max(m, Number.isInteger(r.round) ? r.round : 0), 0);
  const out: Array<{ round: number; rows: RankedRow[] }> = [];
  for (let round = 1; round <= last; round++) out.push({ round, rows: computeStandings({ ...input, throughRound: round }) });
  return out;
}
