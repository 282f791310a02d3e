/** A row of a score table: a player and their total of one of the game's scores. */
export interface ScoreRow {
  playerId: string;
  name: string;
  rank: number;
  total: number;
}

interface StandingLike {
  playerId: string;
  name: string;
  tieBreaks: ReadonlyArray<{ id: string; value: number }>;
}

/**
 * The scores a league ranks its players by besides points (a Solaris VII league's reputation):
 * those of its tie-breaks that total a game score, higher being better (`score:reputation`, not
 * `score:pointValue:low` nor a margin).
 */
export function rankedScores(tieBreaks: readonly string[]): string[] {
  return tieBreaks.flatMap((id) => {
    const m = /^score:([^:]+)$/.exec(id);
    return m ? [m[1]] : [];
  });
}

/** The players by their total of `score`, highest first; equal totals share a rank (1, 2, 2, 4). */
export function scoreTable(rows: readonly StandingLike[], score: string): ScoreRow[] {
  const id = `score:${score}`;
  const totals = rows.map((r) => ({ playerId: r.playerId, name: r.name, total: r.tieBreaks.find((t) => t.id === id)?.value ?? 0 }));
  totals.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  let rank = 0;
  return totals.map((r, i) => {
    if (i === 0 || totals[i - 1].total !== r.total) rank = i + 1;
    return { ...r, rank };
  });
}
