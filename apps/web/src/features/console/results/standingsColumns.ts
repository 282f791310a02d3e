/**
 * Which score columns the organiser's standings show. The ranking's score (`score`: the primary
 * score with bonus and penalty points) and the tournament points from results alone (`points`)
 * are one and the same figure when the primary score is tournament points and nobody has a bonus
 * or a penalty: then one column, "Points", not two that read alike. A game score as the primary
 * (reputation), or an adjustment, makes them differ, and both are shown.
 */
export type ScoreColumn = 'score' | 'points';

export function scoreColumns(primary: string, rows: readonly { score: number; points: number }[]): ScoreColumn[] {
  if (primary !== 'points') return ['score', 'points'];
  return rows.some((r) => r.score !== r.points) ? ['score', 'points'] : ['score'];
}
