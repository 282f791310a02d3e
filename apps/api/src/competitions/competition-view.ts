import { PaperOutcome } from '../clocks/clock.types';
import { gameStatus, roundSettled, timingOf, type CompetitionState, type GameState, type LoadedCompetition } from '@app/competitions';
import type { CompetitionType, GameType, RoundType } from './competition.types';

export interface ViewedCompetition extends CompetitionType {
  loaded: LoadedCompetition;
}

export function gameType(g: GameState): GameType {
  const status = gameStatus(g) === 'bye' ? 'settled' : gameStatus(g);
  return {
    id: g.game,
    round: g.round,
    stage: g.stage,
    table: g.table,
    a: g.a,
    b: g.b,
    matchId: g.matchId,
    bracketMatch: g.bracketMatch,
    explanation: g.explanation,
    status,
    report: g.report,
    result: g.result,
  };
}

export function roundType(s: CompetitionState, round: CompetitionState['rounds'][number]): RoundType {
  return {
    round: round.round,
    stage: round.stage,
    started: round.started,
    finished: roundSettled(s, round),
    games: round.games.map((g) => gameType(s.games[g])),
    breaches: round.breaches ?? [],
  };
}

export function competitionType(loaded: LoadedCompetition): ViewedCompetition {
  const s = loaded.state;
  const c = s.created;
  const games = Object.values(s.games).filter((g) => c.kind !== 'league' || g.season === (s.season?.number ?? null));
  return {
    loaded,
    id: loaded.id,
    version: s.version,
    kind: c.kind,
    name: c.name,
    rulesetId: c.rulesetId,
    format: c.format,
    scoring: c.scoring,
    tieBreaks: c.tieBreaks,
    constraints: c.constraints,
    freshTables: c.freshTables,
    published: c.published,
    rated: c.rated,
    playMode: c.play.mode,
    timing: {
      roundMinutes: timingOf(c).roundMinutes,
      paperOutcome: timingOf(c).paperOutcome === 'draw' ? PaperOutcome.draw : PaperOutcome.report,
    },
    finished: s.finished,
    organiserId: c.organiserId,
    rounds: s.rounds.map((r) => roundType(s, r)),
    bracket: s.bracket,
    season: s.season,
    games: games.map(gameType),
  };
}
