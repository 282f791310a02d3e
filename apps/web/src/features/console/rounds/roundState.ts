/** Where a round stands, from the organiser's point of view: paired, published, started, finished. */
export type RoundState = 'paired' | 'published' | 'started' | 'finished';

export function roundState(round: { published: boolean; started: boolean; finished: boolean }): RoundState {
  if (round.finished) return 'finished';
  if (round.started) return 'started';
  return round.published ? 'published' : 'paired';
}

/**
 * Whether the next round may be paired now: a tournament that is not over, whose last round (if
 * any) is finished, and, for a Swiss event without a top cut, with rounds still to play.
 */
export function canPairNext(c: {
  kind: string;
  finished: boolean;
  rounds: ReadonlyArray<{ finished: boolean }>;
  format: { kind: string; rounds: number | null; topCut: number | null } | null;
}): boolean {
  if (c.kind !== 'tournament' || c.finished) return false;
  const last = c.rounds.at(-1);
  if (last && !last.finished) return false;
  const f = c.format;
  if (f && f.kind === 'swiss' && f.rounds !== null && f.topCut === null && c.rounds.length >= f.rounds) return false;
  return true;
}
