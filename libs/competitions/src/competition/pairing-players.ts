import type { PairingPlayer, PlayerId } from '../types';
import { rankedGames, standingsOf } from './results';
import type { CompetitionState, GameState } from './state';

/** Players still in the event who may be paired in `round`: not dropped, and joined by then. */
export function activePlayers(s: CompetitionState, round: number): PlayerId[] {
  return s.order.filter((id) => !s.players[id].dropped && s.players[id].joinsRound <= round);
}

/** Tournament points a result gives one side, as pairing's score groups count them. */
function pointsOf(s: CompetitionState, g: GameState, side: PlayerId): number {
  const r = g.result!;
  const { scoring } = s.created;
  if (r.by === 'bye') return scoring.bye;
  if (r.draw) return scoring.draw;
  return r.winner === side ? scoring.win : scoring.loss;
}

/**
 * The players of the next round as the pairing engine sees them: score (tournament points,
 * with the organiser's adjustments when points are the primary score), rank from the settled
 * standings (seed order before round 1, or the order `seeding` gives it), opponents met, byes,
 * how they floated, club, tables.
 */
export function pairingPlayers(s: CompetitionState, round: number, seeding?: readonly PlayerId[]): PairingPlayer[] {
  const games = rankedGames(s).filter((g) => g.round < round && g.result !== null);
  const rows = standingsOf(s, { mode: 'settled', throughRound: round - 1 });
  const row = new Map(rows.map((r) => [r.playerId, r]));
  const pointsFirst = s.created.scoring.primary === 'points';

  // Points before each round, to tell whether a game paired a player up or down.
  const running = new Map<PlayerId, number>(s.order.map((id) => [id, 0]));
  const before = new Map<string, number>(); // `${round}:${player}`
  const byRound = new Map<number, GameState[]>();
  for (const g of games) byRound.set(g.round, [...(byRound.get(g.round) ?? []), g]);
  for (const r of [...byRound.keys()].sort((x, y) => x - y)) {
    for (const id of s.order) before.set(`${r}:${id}`, running.get(id)!);
    for (const g of byRound.get(r)!) {
      running.set(g.a, running.get(g.a)! + pointsOf(s, g, g.a));
      if (g.b !== null) running.set(g.b, running.get(g.b)! + pointsOf(s, g, g.b));
    }
  }

  const ordered =
    round === 1 && seeding
      ? [...seeding]
      : activePlayers(s, round).sort((x, y) =>
          round === 1 ? s.players[x].seed - s.players[y].seed : (row.get(x)?.rank ?? 0) - (row.get(y)?.rank ?? 0),
        );
  return ordered.map((id, i) => {
    const mine = games.filter((g) => g.a === id || g.b === id).sort((x, y) => x.round - y.round);
    const floats = mine.map((g): 'up' | 'down' | null => {
      if (g.b === null) return 'down'; // a bye counts as a float down, as FIDE's Dutch rules treat it
      const other = g.a === id ? g.b : g.a;
      const own = before.get(`${g.round}:${id}`) ?? 0;
      const theirs = before.get(`${g.round}:${other}`) ?? 0;
      return theirs < own ? 'down' : theirs > own ? 'up' : null;
    });
    const r = row.get(id);
    return {
      id,
      score: r ? (pointsFirst ? r.score : r.points) : 0,
      rank: i + 1,
      opponents: mine.filter((g) => g.b !== null).map((g) => (g.a === id ? g.b! : g.a)),
      byes: mine.filter((g) => g.result?.by === 'bye').length,
      floats,
      club: s.players[id].club,
      tables: mine.filter((g) => g.b !== null).map((g) => g.table),
    };
  });
}
