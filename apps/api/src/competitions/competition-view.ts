import { PaperOutcome } from '../clocks/clock.types';
import {
  gamePublished,
  gameStatus,
  roundSettled,
  timingOf,
  type CompetitionEvent,
  type CompetitionState,
  type ConstraintBreachData,
  type GameState,
  type LoadedCompetition,
  type RoundState,
} from '@app/competitions';
import { ProjectorViewEnum, type CompetitionType, type ConstraintBreachType, type GameType, type RoundType } from './competition.types';

/**
 * Who reads the competition. The organiser sees every round as it is paired; everyone else
 * (players, the public, API keys) sees a round's games once it is published, so that pairings
 * can be checked and repaired before anyone acts on them.
 */
export interface CompetitionViewer {
  organiser: boolean;
}

export interface ViewedCompetition extends CompetitionType {
  loaded: LoadedCompetition;
  viewer: CompetitionViewer;
}

/**
 * Each competition's namer, built once per registration list rather than for every game. A
 * fold may add players to a list it made itself, so the count of players says whether it is
 * still the same list (a player's name never changes once registered).
 */
const namers = new WeakMap<CompetitionState['players'], { players: number; named: (text: string) => string }>();

/**
 * Text with every player id of the competition replaced by that player's name. The pairing
 * engine writes ids into its explanations (and the stored events keep them); people read names.
 * One pass, longest id first, so a name that looks like another id is never replaced again.
 */
export function playerNames(s: CompetitionState): (text: string) => string {
  const cached = namers.get(s.players);
  if (cached?.players === s.order.length) return cached.named;
  const names = new Map(s.order.map((id) => [id, s.players[id].name]));
  const ids = [...names.keys()].filter((id) => id.length > 0).sort((x, y) => y.length - x.length);
  const pattern = ids.length ? new RegExp(ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g') : null;
  const named = pattern ? (text: string) => text.replace(pattern, (id) => names.get(id) ?? id) : (text: string) => text;
  namers.set(s.players, { players: s.order.length, named });
  return named;
}

const nameOf = (s: CompetitionState, id: string | null): string | null => (id === null ? null : (s.players[id]?.name ?? id));

export function gameType(s: CompetitionState, g: GameState): GameType {
  const status = gameStatus(g) === 'bye' ? 'settled' : gameStatus(g);
  const named = playerNames(s);
  return {
    id: g.game,
    round: g.round,
    stage: g.stage,
    table: g.table,
    a: g.a,
    b: g.b,
    aName: nameOf(s, g.a)!,
    bName: nameOf(s, g.b),
    matchId: g.matchId,
    bracketMatch: g.bracketMatch,
    explanation: { reasons: g.explanation.reasons.map(named), relaxed: g.explanation.relaxed.map(named) },
    status,
    report: g.report,
    result: g.result,
  };
}

function breachType(s: CompetitionState, b: ConstraintBreachData): ConstraintBreachType {
  return { ...b, aName: nameOf(s, b.a)!, bName: nameOf(s, b.b), text: playerNames(s)(b.text) };
}

/** A round as the viewer sees it: an unpublished one is listed, without its games, to anyone but the organiser. */
export function roundType(s: CompetitionState, round: RoundState, viewer: CompetitionViewer): RoundType {
  const shown = viewer.organiser || round.published;
  return {
    round: round.round,
    stage: round.stage,
    started: round.started,
    published: round.published,
    finished: roundSettled(s, round),
    games: shown ? round.games.map((g) => gameType(s, s.games[g])) : [],
    breaches: shown ? (round.breaches ?? []).map((b) => breachType(s, b)) : [],
  };
}

/**
 * The round an event shows the viewer anew, for the `roundPaired` subscription (null: none).
 * The organiser sees each pairing, amendment and publication of a round; anyone else a round
 * as it is published (by publishRound, or by starting a round that was not), and its amendments
 * while it is published. `before` folds the competition to just before the event, when needed.
 */
export function roundShown(
  before: () => CompetitionState,
  after: CompetitionState,
  event: CompetitionEvent,
  viewer: CompetitionViewer,
): RoundState | null {
  const at = (s: CompetitionState, round: number) => s.rounds.find((r) => r.round === round) ?? null;
  switch (event.type) {
    case 'RoundPaired':
      return viewer.organiser ? at(after, event.data.round) : null;
    case 'PairingsAmended': {
      const r = at(after, event.data.round);
      return r && (viewer.organiser || r.published) ? r : null;
    }
    case 'RoundPublished':
      return at(after, event.data.round);
    case 'RoundStarted':
      return viewer.organiser || at(before(), event.data.round)?.published ? null : at(after, event.data.round);
    default:
      return null;
  }
}

/** An event's data in the audit trail: a pairing of a round that is not published shows anyone but the organiser its round alone. */
export function auditData(s: CompetitionState, e: { type: string; data: unknown }, viewer: CompetitionViewer): unknown {
  if (viewer.organiser || (e.type !== 'RoundPaired' && e.type !== 'PairingsAmended')) return e.data;
  const { round } = e.data as { round: number };
  return s.rounds.find((r) => r.round === round)?.published ? e.data : { round };
}

/**
 * The bracket as the viewer sees it. The round that makes a bracket (the first of an elimination
 * stage) seeds it with that round's pairings: until the round is published, only the organiser
 * sees it. Later rounds follow from results everyone sees.
 */
function bracketFor(s: CompetitionState, viewer: CompetitionViewer): CompetitionState['bracket'] {
  const last = s.rounds.at(-1);
  if (viewer.organiser || !s.bracket || !last || last.published) return s.bracket;
  const seedsBracket =
    (last.stage === 'elimination' || last.stage === 'top-cut') && !s.rounds.some((r) => r !== last && r.stage === last.stage);
  return seedsBracket ? null : s.bracket;
}

export function competitionType(loaded: LoadedCompetition, viewer: CompetitionViewer): ViewedCompetition {
  const s = loaded.state;
  const c = s.created;
  const games = Object.values(s.games).filter(
    (g) => (c.kind !== 'league' || g.season === (s.season?.number ?? null)) && (viewer.organiser || gamePublished(s, g)),
  );
  return {
    loaded,
    viewer,
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
    projectorView: s.projectorView as ProjectorViewEnum,
    finished: s.finished,
    organiserId: c.organiserId,
    rounds: s.rounds.map((r) => roundType(s, r, viewer)),
    bracket: bracketFor(s, viewer),
    season: s.season,
    games: games.map((g) => gameType(s, g)),
  };
}
