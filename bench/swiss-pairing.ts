/**
 * Swiss pairing benchmark: one round paired by pairSwiss for 64, 256, 1,000 and 10,000 players,
 * in round 1 (everyone on 0) and in round 4 after three rounds played with results from a seeded
 * generator (3 points a win, 1 a draw; 10% draws; 30% of the players in clubs of 2 to 6, kept
 * apart softly), in ms per pairing, against a baseline measured in the same run: sorting the same
 * players by score and rank, the first step of any pairing. The search column says how the
 * pairing was proven: every pair a candidate, or the rest priced (pairs brought in as they could
 * matter), or the size guard reached (then fewer levels proven).
 *
 *   node dist/bench/swiss-pairing.js [SEED] [SIZES]      (defaults: seed 1, 64,256,1000,10000)
 *
 * Whole events: every round of simulated events (the same generator), each round paired by
 * pairSwiss and timed against the same baseline, with what its search proved:
 *
 *   node dist/bench/swiss-pairing.js events [SEEDS] [SIZES] [ROUNDS]   (defaults: 1,2,3 1000,10000 7)
 */
import { seeded } from '@app/rules/testing';
import type { PairingPlayer } from '@app/competitions';
import { pairSwiss, type SwissRound } from '../libs/competitions/src/swiss';
import { newPlayers, playEvent, playRound } from '../libs/competitions/src/swiss/simulation';

const POINTS = { win: 3, draw: 1, loss: 0, bye: 3 };
import { best, RUNS } from './measure';

const constraints = { clubMates: 'soft' as const, avoid: [] };

function baseline(players: PairingPlayer[]): () => unknown {
  return () => [...players].sort((a, b) => b.score - a.score || a.rank - b.rank);
}

function searchText(s: SwissRound['search']): string {
  const priced = s.exhaustive ? '' : s.priced ? `, priced (${s.pricedPairs} pairs brought in)` : ', pricing stopped by the size guard';
  return `${s.method}, ${s.candidatePairs} candidate pairs${priced}, ${s.limbs} limb${s.limbs === 1 ? '' : 's'}, levels proven ${s.provenLevels}/6${s.widenings > 0 ? `, widened ${s.widenings}×` : ''}`;
}

function line(n: number, round: number, players: PairingPlayer[], search: SwissRound['search']): void {
  const groups = new Set(players.map((p) => p.score)).size;
  const sortMs = best(baseline(players));
  const pairMs = best(() => pairSwiss(players, { round, constraints }));
  console.log(
    `  ${String(n).padStart(7)}  ${String(round).padStart(5)}  ${String(groups).padStart(6)}  ${`${sortMs.toFixed(3)} ms`.padStart(15)}  ${`${pairMs.toFixed(2)} ms`.padStart(11)}  ${(pairMs / sortMs).toFixed(0).padStart(7)}  ${searchText(search)}`,
  );
}

const header = `  ${'players'.padStart(7)}  ${'round'.padStart(5)}  ${'groups'.padStart(6)}  ${'sort (baseline)'.padStart(15)}  ${'pairSwiss'.padStart(11)}  ${'ratio'.padStart(7)}  search`;

if (process.argv[2] === 'events') {
  const seeds = (process.argv[3] ?? '1,2,3').split(',').map(Number);
  const sizes = (process.argv[4] ?? '1000,10000').split(',').map(Number);
  const rounds = Number(process.argv[5] ?? 7);
  console.log(
    `Swiss pairing benchmark, whole events of ${rounds} rounds: best of ${RUNS} samples each (a sample repeats the call for at least 50 ms)`,
  );
  let proven = 0;
  let all = 0;
  for (const n of sizes) {
    for (const seed of seeds) {
      console.log(`\nseed ${seed}\n${header}`);
      const next = seeded(seed);
      let players = newPlayers(n, next, 30);
      for (let round = 1; round <= rounds; round++) {
        const result = pairSwiss(players, { round, constraints });
        line(n, round, players, result.search);
        all++;
        if (result.search.provenLevels === 6) proven++;
        players = playRound(players, result, next, POINTS, 10);
      }
    }
  }
  console.log(`\n  ${proven} of ${all} rounds proven on all six levels; ratio: pairSwiss time / sort time, in the same run`);
} else {
  const seed = Number(process.argv[2] ?? 1);
  const sizes = (process.argv[3] ?? '64,256,1000,10000').split(',').map(Number);
  console.log(`Swiss pairing benchmark, seed ${seed}: best of ${RUNS} samples each (a sample repeats the call for at least 50 ms)\n`);
  console.log(header);
  for (const n of sizes) {
    for (const round of [1, 4]) {
      const players =
        round === 1
          ? newPlayers(n, seeded(seed), 30)
          : playEvent({ players: n, rounds: round - 1, clubPercent: 30, drawPercent: 10, constraints }, seeded(seed)).players;
      line(n, round, players, pairSwiss(players, { round, constraints }).search);
    }
  }
  console.log('\n  ratio: pairSwiss time / sort time, in the same run');
}
