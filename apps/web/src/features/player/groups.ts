/** A game the player acted on in this visit, with what is needed to show its competition again. */
export interface Kept {
  competitionId: string;
  competitionName: string;
  rulesetId: string;
  playMode: string;
  playerId: string;
  gameId: string;
}

interface ListedGame {
  competitionId: string;
  competitionName: string;
  rulesetId: string;
  playMode: string;
  playerId: string;
  game: { id: string };
}

export interface Group {
  competitionId: string;
  competitionName: string;
  rulesetId: string;
  playMode: string;
  playerId: string;
  /** The games shown even once settled: those myGames listed, and those acted on in this visit. */
  shown: Set<string>;
}

/**
 * The player's games by competition, in the order myGames lists them (newest competition
 * first), followed by competitions that only games acted on in this visit still show, then the
 * tournaments the player plays in with no game to act on now (`entries`, from myTournaments):
 * followed all the same, so their next table shows the moment it is published.
 */
export function groupGames(
  listed: ReadonlyArray<ListedGame>,
  kept: readonly Kept[],
  entries: ReadonlyArray<Omit<Kept, 'gameId'>> = [],
): Group[] {
  const groups = new Map<string, Group>();
  const groupOf = (x: Omit<Kept, 'gameId'>) => {
    let g = groups.get(x.competitionId);
    if (!g) {
      g = {
        competitionId: x.competitionId,
        competitionName: x.competitionName,
        rulesetId: x.rulesetId,
        playMode: x.playMode,
        playerId: x.playerId,
        shown: new Set(),
      };
      groups.set(x.competitionId, g);
    }
    return g;
  };
  for (const x of listed) {
    const g = groupOf(x);
    g.shown.add(x.game.id);
  }
  for (const k of kept) groupOf(k).shown.add(k.gameId);
  for (const e of entries) groupOf(e);
  return [...groups.values()];
}
