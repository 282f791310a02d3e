import { PaperOutcome } from '../clocks/clock.types';
import {
  gamePublished,
  gameStatus,
  roundSettled,
  seasonLimits,
  timingOf,
  type CompetitionEvent,
  type CompetitionRuleset,
  type CompetitionState,
  type ConstraintBreachData,
  type GameState,
  type LoadedCompetition,
  type PastSeason,
  type RoundState,
  type StandingsView,
} from '@app/competitions';
import type { StoredEvent } from '@app/event-store';
import { roundFlags, type CompetitionHeader, type RoundFlag } from '@app/projections';
import type { CompetitionAccess } from '../auth/competition-policy';
import { gameGlobalId, roundGlobalId, seasonGlobalId, standingRowGlobalId, type StandingsTableRef } from '@app/competitions';
import {
  ProjectorViewEnum,
  type PairingMethodEnum,
  type CompetitionType,
  type ConstraintBreachType,
  type GameType,
  type RoundType,
  type SeasonType,
} from './competition.types';

/**
 * Who reads the competition. The organiser sees every round as it is paired; everyone else
 * (players, the public, API keys) sees a round's games once it is published, so that pairings
 * can be checked and repaired before anyone acts on them.
 */
export interface CompetitionViewer {
  organiser: boolean;
}

/**
 * Where the fields of a competition come from: the read models (a query, a pushed update), or
 * the state a command has just decided (a mutation's answer).
 */
export interface CompetitionSource {
  /** The whole competition as the fold has it. */
  state(): Promise<CompetitionState>;
  /** One standings table; `again` reads past what this request has read already. */
  standings(mode: 'settled' | 'live', throughRound: number, again?: boolean): Promise<StandingsView | null>;
  /** How many events the stream has: the read models may not have handled the last of them yet. */
  streamVersion(): Promise<number>;
  /** Events of the stream from `fromVersion` (1-based), at most `count`. */
  events(fromVersion: number, count: number): Promise<StoredEvent[]>;
  /** The whole stream. */
  allEvents(): Promise<StoredEvent[]>;
}

/**
 * A competition as one caller sees it: its scalar fields at once (from the header), the rest
 * (rounds, games, bracket, season, players, standings) resolved from its source as asked.
 */
export interface ViewedCompetition extends Omit<
  CompetitionType,
  'rounds' | 'pairingDrawCommitment' | 'bracket' | 'season' | 'seasons' | 'games' | 'rulesetVersion' | 'newerRulesetVersion'
> {
  streamId: string;
  /** The version of its game its next matches play, as the fold has it: the resolver reads it in the registry. */
  ruleset: CompetitionRuleset;
  roundFlags: RoundFlag[];
  viewer: CompetitionViewer;
  /** What the policy needs to decide for this caller. */
  access: CompetitionAccess;
  source: CompetitionSource;
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
    id: gameGlobalId(s.created.competitionId, g.game),
    key: g.game,
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
    guests: [g.a, g.b].filter((p): p is string => p !== null && (s.players[p]?.accountId ?? null) === null),
  };
}

function breachType(s: CompetitionState, b: ConstraintBreachData): ConstraintBreachType {
  return { ...b, aName: nameOf(s, b.a)!, bName: nameOf(s, b.b), text: playerNames(s)(b.text) };
}

/** A round as the viewer sees it: an unpublished one is listed, without its games, to anyone but the organiser. */
export function roundType(s: CompetitionState, round: RoundState, viewer: CompetitionViewer): RoundType {
  const shown = viewer.organiser || round.published;
  return {
    id: roundGlobalId(s.created.competitionId, round.round),
    round: round.round,
    stage: round.stage,
    started: round.started,
    published: round.published,
    finished: roundSettled(s, round),
    games: shown ? round.games.map((g) => gameType(s, s.games[g])) : [],
    breaches: shown ? (round.breaches ?? []).map((b) => breachType(s, b)) : [],
    ...firstRoundOf(round, shown),
  };
}

/**
 * How round 1 was seeded. Its method and a draw's commitment are anyone's (the commitment was in
 * the stream before the pairing); the seed and the order give the pairing away, so they are shown
 * with its games.
 */
function firstRoundOf(
  round: RoundState,
  shown: boolean,
): Pick<RoundType, 'pairingMethod' | 'seedCommitment' | 'revealedSeed' | 'drawOrder'> {
  const f = round.firstRound;
  if (!f) return { pairingMethod: null, seedCommitment: null, revealedSeed: null, drawOrder: null };
  const random = f.method === 'random' ? f : null;
  return {
    pairingMethod: f.method as PairingMethodEnum,
    seedCommitment: random?.commitment ?? null,
    revealedSeed: shown ? (random?.seed ?? null) : null,
    drawOrder: shown ? f.order : null,
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

/**
 * An event's data in the audit trail: a pairing of a round that is not published shows anyone
 * but the organiser its round alone. `rounds`: the rounds as of the event's version or later (a
 * pairing of a round not among them is shown as its round alone).
 */
export function auditData(rounds: RoundFlag[], e: { type: string; data: unknown }, viewer: CompetitionViewer): unknown {
  // A draw's revealed seed gives its pairing away as much as the pairing itself.
  if (viewer.organiser || (e.type !== 'RoundPaired' && e.type !== 'PairingsAmended' && e.type !== 'PairingSeedRevealed')) return e.data;
  const { round } = e.data as { round: number };
  return rounds.find((r) => r.round === round)?.published ? e.data : { round };
}

/**
 * The bracket as the viewer sees it. The round that makes a bracket (the first of an elimination
 * stage) seeds it with that round's pairings: until the round is published, only the organiser
 * sees it. Later rounds follow from results everyone sees.
 */
export function bracketFor(s: CompetitionState, viewer: CompetitionViewer): CompetitionState['bracket'] {
  const last = s.rounds.at(-1);
  if (viewer.organiser || !s.bracket || !last || last.published) return s.bracket;
  const seedsBracket =
    (last.stage === 'elimination' || last.stage === 'top-cut') && !s.rounds.some((r) => r !== last && r.stage === last.stage);
  return seedsBracket ? null : s.bracket;
}

/** The header of a competition as a command has just folded it. */
export function headerOf(loaded: LoadedCompetition): CompetitionHeader {
  const s = loaded.state;
  return {
    competitionId: loaded.id,
    streamId: loaded.streamId,
    version: s.version,
    created: s.created,
    ruleset: s.ruleset,
    finished: s.finished,
    projectorView: s.projectorView,
    roundFlags: roundFlags(s.rounds),
  };
}

/** A competition's scalar fields, from its header; the rest comes from `source` as it is asked for. */
export function competitionType(
  header: CompetitionHeader,
  viewer: CompetitionViewer,
  access: CompetitionAccess,
  source: CompetitionSource,
): ViewedCompetition {
  const c = header.created;
  return {
    viewer,
    access,
    source,
    streamId: header.streamId,
    roundFlags: header.roundFlags,
    ruleset: header.ruleset,
    id: header.competitionId,
    version: header.version,
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
    projectorView: header.projectorView as ProjectorViewEnum,
    finished: header.finished,
    organiserId: c.organiserId,
  };
}

/** Every round as the viewer sees it. */
export const roundsOf = (s: CompetitionState, viewer: CompetitionViewer): RoundType[] => s.rounds.map((r) => roundType(s, r, viewer));

/** A league's games of the current season, a tournament's of every round: those the viewer sees, in the order they were paired. */
export function gamesOf(s: CompetitionState, viewer: CompetitionViewer): GameType[] {
  const c = s.created;
  return Object.values(s.games)
    .filter((g) => (c.kind !== 'league' || g.season === (s.season?.number ?? null)) && (viewer.organiser || gamePublished(s, g)))
    .map((g) => gameType(s, g));
}

/** A league season as a reader sees it, with the competition its table is computed from when asked for. */
export interface ViewedSeason extends SeasonType {
  state: CompetitionState;
}

function viewedSeason(s: CompetitionState, season: PastSeason, open: boolean): ViewedSeason {
  const games = Object.values(s.games).filter((g) => g.season === season.number);
  return {
    state: s,
    id: seasonGlobalId(s.created.competitionId, season.number),
    number: season.number,
    name: season.name,
    open,
    weeks: season.weeks,
    limits: season.limits,
    games: games.length,
    settledGames: games.filter((g) => g.result !== null).length,
  };
}

/** The league's current season (open, or the last closed), or null. */
export function currentSeason(s: CompetitionState): ViewedSeason | null {
  return s.season ? viewedSeason(s, { ...s.season, limits: seasonLimits(s)! }, s.season.open) : null;
}

/** The league's seasons, newest first: the open one, then the closed ones. */
export function seasonsOf(s: CompetitionState): ViewedSeason[] {
  const closed = [...(s.season?.closed ?? [])].reverse().map((p) => viewedSeason(s, p, false));
  const open = s.season?.open ? currentSeason(s) : null;
  return open ? [open, ...closed] : closed;
}

/** A standings table's rows with their global ids: a player's row is named by its table, so two tables' rows never mix in a cache. */
export function rowsWithIds<R extends { playerId: string }>(
  competitionId: string,
  table: StandingsTableRef,
  rows: R[],
): Array<R & { id: string }> {
  return rows.map((r) => ({ ...r, id: standingRowGlobalId(competitionId, table, r.playerId) }));
}
