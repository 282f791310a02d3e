/**
 * Standings benchmark: recomputing the standings of a 1,000-player, 8-round event with every
 * tie-break configured, against a baseline measured in the same run: summing each player's
 * points from the same results and sorting the same players by points alone.
 *
 *   node dist/bench/standings.js [PLAYERS] [ROUNDS]      (default 1000 8)
 *
 * The event is generated from a fixed seed: each round pairs the players still in by points
 * (neighbours in the current order, so score groups meet as in a Swiss), with about 10 %
 * draws, 2 % forfeits, a bye when the count is odd, and 1 % of players dropping after each
 * round. Every game carries victory points, so the score tie-breaks have data.
 * Also timed: the per-round history (standings after each round), and one Glicko-2 rating
 * period over all the event's games.
 */
import type { GameResult, StandingsInput } from '../libs/competitions/src/types';
import { computeStandings, standingsHistory } from '../libs/competitions/src/standings';
import { rateGames } from '../libs/competitions/src/ratings';
import { best, RUNS } from './measure';

const ROUNDS_OF_MEASUREMENT = 3;

/** A small deterministic generator (mulberry32), so every run times the same event. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function makeEvent(players: number, rounds: number): StandingsInput {
  const next = generator(20261122);
  const ids = Array.from({ length: players }, (_, i) => `p${String(i + 1).padStart(4, '0')}`);
  const strength = new Map(ids.map((id) => [id, next()]));
  const points = new Map(ids.map((id) => [id, 0]));
  const droppedAfter = new Map<string, number>();
  const results: GameResult[] = [];
  for (let round = 1; round <= rounds; round++) {
    const active = ids.filter((id) => !droppedAfter.has(id)).sort((x, y) => points.get(y)! - points.get(x)! || (x < y ? -1 : 1));
    if (active.length % 2 === 1) {
      const id = active.pop()!;
      results.push({ round, a: id, b: null, outcomeA: 'win', outcomeB: 'loss', played: false, scoresA: {}, scoresB: {} });
      points.set(id, points.get(id)! + 3);
    }
    for (let i = 0; i < active.length; i += 2) {
      const a = active[i];
      const b = active[i + 1];
      const roll = next();
      const forfeit = roll < 0.02;
      const draw = !forfeit && roll < 0.12;
      const aWins = forfeit ? next() < 0.5 : next() < 0.5 + (strength.get(a)! - strength.get(b)!) / 2;
      const vpA = forfeit ? 0 : Math.floor(next() * 20);
      const vpB = forfeit ? 0 : Math.floor(next() * 20);
      results.push({
        round,
        a,
        b,
        outcomeA: draw ? 'draw' : aWins ? 'win' : 'loss',
        outcomeB: draw ? 'draw' : aWins ? 'loss' : 'win',
        played: !forfeit,
        scoresA: { victoryPoints: vpA },
        scoresB: { victoryPoints: vpB },
      });
      points.set(a, points.get(a)! + (draw ? 1 : aWins ? 3 : 0));
      points.set(b, points.get(b)! + (draw ? 1 : aWins ? 0 : 3));
    }
    for (const id of ids) if (!droppedAfter.has(id) && round < rounds && next() < 0.01) droppedAfter.set(id, round);
  }
  return {
    players: ids.map((id, i) => ({
      id,
      name: `Player ${i + 1}`,
      seed: i + 1,
      dropped: droppedAfter.has(id),
      droppedAfterRound: droppedAfter.get(id) ?? null,
    })),
    results,
    scoring: { win: 3, draw: 1, loss: 0, bye: 3, primary: 'points', secondary: ['victoryPoints'] },
    tieBreaks: [
      'buchholz',
      'buchholz-cut1',
      'median-buchholz',
      'sonneborn-berger',
      'sos',
      'soos',
      'omw',
      'gw',
      'ogw',
      'head-to-head',
      'progressive',
      'wins',
      'score:victoryPoints',
      'score:margin:victoryPoints',
    ],
    adjustments: [
      { playerId: ids[0], round: 2, points: -1, reason: 'late' },
      { playerId: ids[1], round: null, points: 1, reason: 'painting' },
    ],
  };
}

/** The baseline: each player's points summed from the same results, the same players sorted by them. */
function pointsOnly(input: StandingsInput): string[] {
  const points = new Map(input.players.map((p) => [p.id, 0]));
  const s = input.scoring;
  for (const r of input.results) {
    if (r.b === null) {
      points.set(r.a, points.get(r.a)! + (r.outcomeA === 'win' ? s.bye : s[r.outcomeA]));
      continue;
    }
    points.set(r.a, points.get(r.a)! + s[r.outcomeA]);
    points.set(r.b, points.get(r.b)! + s[r.outcomeB]);
  }
  return input.players.map((p) => p.id).sort((x, y) => points.get(y)! - points.get(x)! || (x < y ? -1 : 1));
}

/** A game's score for its first player, as the rating period takes it. */
function scoreOf(outcome: string): 0 | 0.5 | 1 {
  return outcome === 'win' ? 1 : outcome === 'draw' ? 0.5 : 0;
}

function main(): void {
  const players = Number(process.argv[2] ?? 1000);
  const rounds = Number(process.argv[3] ?? 8);
  const input = makeEvent(players, rounds);
  const rows = computeStandings(input);
  const tiedOnPoints = rows.filter((r, i) => rows.some((o, j) => j !== i && o.score === r.score)).length;
  console.log(
    `${players} players, ${rounds} rounds, ${input.results.length} results, ${input.tieBreaks.length} tie-breaks; ${tiedOnPoints} players share their score with someone`,
  );
  console.log(`best of ${ROUNDS_OF_MEASUREMENT} × ${RUNS} samples each, interleaved (a sample repeats the call for at least 50 ms)\n`);

  const period = {
    id: 'event',
    games: input.results.filter((r) => r.b !== null && r.played).map((r) => ({ a: r.a, b: r.b!, scoreA: scoreOf(r.outcomeA) })),
  };
  // Three rounds of measurements, interleaved, the best of each kept: a burst of load from
  // elsewhere on the machine then spoils one round, not the comparison.
  let baseline = Infinity;
  let standings = Infinity;
  let history = Infinity;
  let rating = Infinity;
  for (let i = 0; i < ROUNDS_OF_MEASUREMENT; i++) {
    baseline = Math.min(
      baseline,
      best(() => pointsOnly(input)),
    );
    standings = Math.min(
      standings,
      best(() => computeStandings(input)),
    );
    history = Math.min(
      history,
      best(() => standingsHistory(input)),
    );
    rating = Math.min(
      rating,
      best(() => rateGames({}, period)),
    );
  }

  const line = (label: string, ms: number) => console.log(`  ${label.padEnd(52)} ${ms.toFixed(3).padStart(9)} ms`);
  line('baseline: sum points, sort by points only', baseline);
  line('computeStandings, all tie-breaks', standings);
  line(`standingsHistory (${rounds} recomputes, rounds 1–${rounds})`, history);
  line(`rateGames: one Glicko-2 period, ${period.games.length} games`, rating);
  console.log(`\n  ratio standings / baseline: ${(standings / baseline).toPrecision(3)}`);
}

main();
