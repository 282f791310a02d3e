import { isViolation, type RuleViolation } from '@app/rules';
import type { PlayerId } from '../types';
import type { CompetitionActor, CompetitionCommand } from './commands';
import { decide, decideCreate } from './decide';
import { DEFAULT_TIMING, type CompetitionEvent, type CompetitionEventType, type RoundPairedData } from './events';
import { firstRoundInputOf } from './first-round';
import { recordedTime } from './fold';
import { rulesetVersionOf, type RulesetLookup } from './games';
import { initialCompetition, ownedFold, type CompetitionState } from './state';

/**
 * Deciding a competition's events again, as a match log is replayed through its rules: for each
 * logged event, the command that produced it is rebuilt (with the actor its metadata records)
 * and decided against the state folded so far; the decided events must be the logged ones.
 * A log that passes is one the competition's own rules would have written, event for event.
 *
 * What the server draws is not decided but read from the log: the match ids of engine games
 * (RoundStarted, LeagueGameOpened), a league game's ISO week, the time of each round clock
 * event (the server's clock when the command was given) and the version of the game a
 * competition was created with or moved to (the newest in the server's registry then), and
 * what seeds round 1 of a Swiss: a draw's commitments and its seed (revealed after the pairing, in
 * PairingSeedRevealed) and the ratings read when pairing by rating. The order a draw gives, and
 * the pairing, are decided again. A
 * result the server recorded from an engine match (CompetitionResultRecorded) is checked
 * against the competition only — the match itself is not in the competition's log (it has a
 * match log of its own) — its scores by the same rule as every reported result (`checkScores`).
 */

/**
 * One event of a log as written: its type, data and metadata (`metadata.actor` is who acted),
 * and when it was recorded, if the log says.
 */
export interface LoggedCompetitionEvent {
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
  recordedAt?: string;
}

export type RedecideErrorCode =
  /** The first event does not create the competition. */
  | 'NOT_CREATED'
  /** `metadata.actor` is missing, malformed, or not who records this kind of event. */
  | 'BAD_ACTOR'
  /** The event's data cannot be read back into a command. */
  | 'MALFORMED'
  /** No command produces this type of event first. */
  | 'NOT_A_COMMAND'
  /** The rebuilt command is refused by the competition's rules. */
  | 'REFUSED'
  /** The rebuilt command decides other data than the log's. */
  | 'DIFFERS'
  /** The rebuilt command decides nothing, or fewer events than the log holds for it. */
  | 'UNACCOUNTED'
  /** The rebuilt command decides more events than the log has left. */
  | 'MISSING'
  /** An engine result the competition could not have received. */
  | 'BAD_ENGINE_RESULT'
  /** A match id the server drew twice: it draws a fresh one for every engine game. */
  | 'MATCH_ID_REUSED';

/** A logged event the rules would not have decided: `event` is its number in the stream (1-based). */
export class RedecideError extends Error {
  constructor(
    readonly event: number,
    readonly code: RedecideErrorCode,
    readonly reason: string,
  ) {
    super(`event ${event}: ${reason}`);
  }
}

/**
 * Decides every logged event again and answers the competition they fold into; the first event
 * the rules would not have decided, exactly as logged, is a `RedecideError`. `rulesets` is where
 * the game's declarations are read, as for `decide`.
 */
export function redecideCompetition(logged: readonly LoggedCompetitionEvent[], rulesets: RulesetLookup): CompetitionState {
  const first = logged[0];
  if (!first || first.type !== 'CompetitionCreated')
    throw new RedecideError(1, 'NOT_CREATED', 'a competition stream starts with CompetitionCreated');
  let state: CompetitionState | null = null;
  // Each state is read once, to decide the next command, and then left behind.
  const fold = ownedFold();
  for (let i = 0; i < logged.length;) {
    const n = i + 1;
    const actor = actorOf(logged[i], n);
    const decided = reading(n, () => decideAgain(state, logged[i], actor, n, rulesets, logged.slice(i + 1, i + 3)));
    if (decided.length === 0)
      throw new RedecideError(n, 'UNACCOUNTED', `deciding its command again adds nothing: ${nothingDecided(state, logged[i])}`);
    for (const [k, event] of decided.entries()) {
      const at = logged[i + k];
      if (!at) throw new RedecideError(n + k, 'MISSING', `the log ends, but the command of event ${n} also decides ${event.type}`);
      if (k > 0 && !sameActor(actorOf(at, n + k), actor))
        throw new RedecideError(n + k, 'BAD_ACTOR', `one command's events share its actor, as event ${n} records it`);
      const differs = firstDifference({ type: at.type, data: at.data }, { type: event.type, data: event.data }, '');
      if (differs) throw new RedecideError(n + k, 'DIFFERS', `${at.type} is not what the rules decide: ${differs}`);
    }
    // The logged events are folded, as the store will keep them: they are the decided ones.
    for (const e of logged.slice(i, i + decided.length) as CompetitionEvent[])
      state = state === null && e.type === 'CompetitionCreated' ? initialCompetition(e.data, recordedTime(logged[i])) : fold(state!, e);
    i += decided.length;
  }
  return state!;
}

/** Unexpected data (a string where a list was, a missing field) is the log's fault, not a crash. */
function reading<T>(n: number, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof RedecideError) throw e;
    throw new RedecideError(n, 'MALFORMED', `its data cannot be read as a command (${(e as Error).message})`);
  }
}

/** The actor of the event's command, as the service records it in the metadata. */
function actorOf(e: LoggedCompetitionEvent, n: number): CompetitionActor {
  const a = e.metadata?.actor as Record<string, unknown> | undefined;
  const keys = a && typeof a === 'object' ? Object.keys(a).sort().join() : '';
  if (a && (a.kind === 'organiser' || a.kind === 'server') && keys === 'kind') return { kind: a.kind };
  if (a && a.kind === 'player' && typeof a.playerId === 'string' && keys === 'kind,playerId')
    return { kind: 'player', playerId: a.playerId };
  throw new RedecideError(
    n,
    'BAD_ACTOR',
    `metadata.actor must be {"kind":"organiser"}, {"kind":"player","playerId":…} or {"kind":"server"}, not ${show(a)}`,
  );
}

const sameActor = (x: CompetitionActor, y: CompetitionActor) =>
  x.kind === y.kind && (x.kind !== 'player' || x.playerId === (y as { playerId: string }).playerId);

/**
 * Events the service always records with one actor: the organiser creates the competition and
 * (the API registers every player as the organiser) registrations; only the server brings an
 * engine match's outcome in. `decide` does not ask, as the service never passes another.
 */
const RECORDED_BY: Partial<Record<CompetitionEventType, CompetitionActor['kind']>> = {
  CompetitionCreated: 'organiser',
  PlayerRegistered: 'organiser',
  CompetitionResultRecorded: 'server',
  RoundTimeExpired: 'server',
};

/** An event type no command produces as the first event of its decision: no command to rebuild from it. */
export class NotACommandEventError extends Error {
  readonly code = 'NOT_A_COMMAND';
  constructor(readonly type: string) {
    super(`no command produces ${type} first`);
  }
}

function decideAgain(
  state: CompetitionState | null,
  e: LoggedCompetitionEvent,
  actor: CompetitionActor,
  n: number,
  rulesets: RulesetLookup,
  following: readonly LoggedCompetitionEvent[] = [],
): CompetitionEvent[] {
  const event = e as CompetitionEvent;
  const by = RECORDED_BY[event.type];
  if (by && actor.kind !== by) throw new RedecideError(n, 'BAD_ACTOR', `${event.type} is recorded by the ${by}, not by ${who(actor)}`);
  let command: CompetitionCommand;
  try {
    command = commandOf(state, event, following);
  } catch (err) {
    if (err instanceof NotACommandEventError) throw new RedecideError(n, 'NOT_A_COMMAND', err.message);
    throw err;
  }
  // A second CompetitionCreated is decided against the competition, which refuses it.
  const decided =
    state !== null
      ? decide(state, command, actor, rulesets)
      : command.type === 'create'
        ? asLoggedBefore(decideCreate(createdAsLogged(command, e, rulesets), rulesets), e)
        : null;
  if (decided === null) throw new RedecideError(n, 'NOT_CREATED', 'a competition stream starts with CompetitionCreated');
  if (isViolation(decided)) {
    if (command.type === 'swap' && command.playerA === NO_SWAP && decided.code === 'BAD_SWAP') {
      throw new RedecideError(
        n,
        'DIFFERS',
        `PairingsAmended is not what the rules decide: its games do not swap two players of round ${command.round}`,
      );
    }
    throw new RedecideError(n, 'REFUSED', `${command.type} by ${who(actor)} is refused: ${decided.code}: ${decided.message}`);
  }
  // A result for a settled game decides nothing: that is said as such, whatever it holds.
  if (state && command.type === 'recordEngineResult' && decided.length > 0) engineResultFits(state, command, n);
  if (state && (command.type === 'startRound' || command.type === 'openLeagueGame')) freshMatchIds(state, decided, n);
  return decided;
}

/**
 * A competition created before versions were recorded is decided with the version that was the
 * newest when its CompetitionCreated was recorded, as the server read its game then.
 */
function createdAsLogged(
  c: Extract<CompetitionCommand, { type: 'create' }>,
  logged: LoggedCompetitionEvent,
  rulesets: RulesetLookup,
): Extract<CompetitionCommand, { type: 'create' }> {
  if (c.rulesetVersion !== undefined) return c;
  const version = rulesetVersionOf(c.rulesetId, { createdAt: recordedTime(logged) ?? null }, rulesets);
  return version === undefined ? c : { ...c, rulesetVersion: version };
}

/**
 * A competition created before round clocks has no timing, which reads as the defaults, and one
 * created before versions were recorded no version, which reads as the one decided with: the
 * rules decide both today, and the logged event says the same without them.
 */
function asLoggedBefore(decided: CompetitionEvent[] | RuleViolation, logged: LoggedCompetitionEvent): CompetitionEvent[] | RuleViolation {
  const [created] = isViolation(decided) ? [] : decided;
  if (created?.type !== 'CompetitionCreated' || !isRecord(logged.data)) return decided;
  let data = created.data;
  if (!('timing' in logged.data) && firstDifference(data.timing, DEFAULT_TIMING, '') === null) {
    const { timing: _default, ...older } = data;
    data = older;
  }
  if (!('rulesetVersion' in logged.data)) {
    const { rulesetVersion: _then, ...older } = data;
    data = older;
  }
  return data === created.data ? decided : [{ type: 'CompetitionCreated', data }];
}

/** The swap of amended games that move other than two players: the same "player" twice, which the rules refuse. */
const NO_SWAP = '';

/**
 * The command that produced an event as the first event of its decision: one case per event
 * type, each taking the command's inputs from the event's data. Every type `decide` produces is
 * the first of some decision; the paper draws that follow a call of time (RoundTimeExpired) are
 * checked as the rest of its decision. A type `decide` would produce only after another would
 * have its case throw `NotACommandEventError`, as an unknown type does. `following`: the events
 * logged after it (the next two are enough), where a pairing's draw is revealed.
 */
export function commandOf(
  s: CompetitionState | null,
  e: CompetitionEvent,
  following: ReadonlyArray<{ type: string; data: unknown }> = [],
): CompetitionCommand {
  switch (e.type) {
    case 'CompetitionCreated': {
      const d = e.data;
      // Every choice is stated in full, so the preset fills nothing in.
      return {
        type: 'create',
        competitionId: d.competitionId,
        kind: d.kind,
        name: d.name,
        rulesetId: d.rulesetId,
        rulesetVersion: d.rulesetVersion,
        organiserId: d.organiserId,
        published: d.published,
        rated: d.rated,
        format: d.format,
        scoring: d.scoring,
        tieBreaks: d.tieBreaks,
        constraints: d.constraints,
        freshTables: d.freshTables,
        play: d.play,
        timing: d.timing,
        // The server's commitment to its first draw is read from the log, as a match id is.
        ...(d.pairingSeedCommitment !== undefined ? { pairingSeedCommitment: d.pairingSeedCommitment } : {}),
      };
    }
    case 'PlayerRegistered': {
      const d = e.data;
      return {
        type: 'register',
        playerId: d.playerId,
        name: d.name,
        accountId: d.accountId,
        club: d.club,
        seed: d.seed,
        ...(d.invited !== undefined ? { invited: d.invited } : {}),
      };
    }
    // Whose account accepted is read from the log, as an account named in an entry is.
    case 'EntryAccepted':
      return { type: 'acceptEntry', playerId: e.data.playerId, accountId: e.data.accountId };
    case 'EntryDeclined':
      return { type: 'declineEntry', playerId: e.data.playerId };
    case 'PlayerDropped':
      return { type: 'drop', playerId: e.data.playerId, reason: e.data.reason };
    case 'RoundPaired':
      return pairingCommand(e.data, following);
    case 'PairingSeedCommitted': {
      // A draw committed in the very pairing that uses it (a competition created before draws
      // were committed): the command is that pairing's, whose RoundPaired follows.
      const paired = following[0];
      return paired?.type === 'RoundPaired'
        ? pairingCommand(paired.data as RoundPairedData, following.slice(1))
        : { type: 'pairRound', repair: false, firstRound: { method: 'random', seed: '', next: '' } };
    }
    case 'PlayerTableFixed':
      return { type: 'fixTable', playerId: e.data.playerId, table: e.data.table };
    case 'PlayerSeeded':
      return { type: 'seedPlayer', playerId: e.data.playerId, seed: e.data.seed };
    case 'PairingsAmended': {
      // Games that move other than two players are no swap: the rules refuse the same player
      // twice, after what they say of the round itself (not the last paired, started...).
      const [playerA, playerB] = swappedPlayers(s, e.data.round, e.data.games) ?? [NO_SWAP, NO_SWAP];
      return { type: 'swap', round: e.data.round, playerA, playerB, reason: e.data.reason };
    }
    case 'RoundPublished':
      return { type: 'publishRound', round: e.data.round };
    case 'RoundStarted': {
      const d = e.data;
      // The server drew one match id per game with an opponent, in the round's order.
      const round = s?.rounds.find((r) => r.round === d.round);
      const played = (round?.games ?? []).filter((g) => s!.games[g].b !== null);
      const ids = played.map((g) => d.matches[g]).filter((id): id is string => typeof id === 'string');
      return { type: 'startRound', round: d.round, ids };
    }
    case 'CompetitionResultReported': {
      const d = e.data;
      return { type: 'report', game: d.game, winner: d.winner, draw: d.draw, scores: d.scores, reason: d.reason };
    }
    case 'CompetitionResultConfirmed':
      return { type: 'confirm', game: e.data.game };
    case 'CompetitionResultDisputed':
      return { type: 'dispute', game: e.data.game, reason: e.data.reason };
    case 'CompetitionResultRecorded': {
      const d = e.data;
      return {
        type: 'recordEngineResult',
        game: d.game,
        matchId: d.matchId,
        winner: d.winner,
        draw: d.draw,
        reason: d.reason,
        scores: d.scores,
      };
    }
    case 'PointsAdjusted': {
      const d = e.data;
      return { type: 'adjustPoints', playerId: d.playerId, round: d.round, points: d.points, reason: d.reason };
    }
    case 'GameLossIssued':
      return { type: 'issueGameLoss', game: e.data.game, playerId: e.data.playerId, reason: e.data.reason };
    case 'SeasonOpened':
      // A season opened with rules of its own names them; one without (every season before rules existed) names none.
      return { type: 'openSeason', name: e.data.name, ...(e.data.limits !== undefined ? { limits: e.data.limits } : {}) };
    case 'SeasonLimitsSet':
      return { type: 'setSeasonLimits', limits: e.data.limits };
    case 'SeasonClosed':
      return { type: 'closeSeason' };
    case 'LeagueGameOpened': {
      const g = e.data.game;
      // The week is the server's date and the match id its draw: both are read, not decided.
      // A game without a second player names none, which the rules refuse as no player.
      return { type: 'openLeagueGame', a: g.a, b: g.b as PlayerId, week: e.data.week, ids: g.matchId === null ? [] : [g.matchId] };
    }
    case 'RoundClockStarted': {
      const d = e.data;
      // The length as the clock started with it: the organiser's, or the configured one it came to.
      return { type: 'startRoundClock', round: d.round, limitMs: d.limitMs, at: d.at, reason: d.reason };
    }
    case 'RoundClockPaused':
      return { type: 'pauseRoundClock', round: e.data.round, at: e.data.at, reason: e.data.reason };
    case 'RoundClockResumed':
      return { type: 'resumeRoundClock', round: e.data.round, at: e.data.at, reason: e.data.reason };
    case 'RoundClockExtended': {
      const d = e.data;
      return {
        type: 'extendRoundClock',
        round: d.round,
        table: d.game === null ? null : tableOf(s, d.game),
        ms: d.ms,
        at: d.at,
        reason: d.reason,
      };
    }
    case 'RoundTimeExpired':
      // Which games are called, and the paper draws that follow, are decided from the time.
      return { type: 'expireRoundTime', round: e.data.round, at: e.data.at };
    case 'ProjectorViewChosen':
      return { type: 'chooseProjectorView', view: e.data.view };
    case 'CompetitionRulesetChanged':
      // The version moved to is the server's newest then, read from the log as a match id is.
      return { type: 'moveRuleset', version: e.data.rulesetVersion };
    case 'CompetitionFinished':
      return { type: 'finish', reason: e.data.reason };
    default:
      throw new NotACommandEventError((e as { type: string }).type);
  }
}

/**
 * The pairing a RoundPaired records: again or not, round 1's method with what the server brought
 * for it (a draw's seed is read from the reveal that follows), and the board order it was made in.
 */
function pairingCommand(d: RoundPairedData, following: ReadonlyArray<{ type: string; data: unknown }>): CompetitionCommand {
  return {
    type: 'pairRound',
    repair: d.repaired,
    ...(d.firstRound !== undefined ? { firstRound: firstRoundInputOf(d.firstRound, following) } : {}),
    ...(d.boards !== undefined ? { boards: d.boards } : {}),
  };
}

/**
 * The table the organiser named for a game's extra time. A game the competition does not have
 * sat at no table: -1, which the rules refuse as an unknown table.
 */
function tableOf(s: CompetitionState | null, game: string): number {
  return s?.games[game]?.table ?? -1;
}

/** The two players a swap moved: those now in another seat of the round than before it. */
function swappedPlayers(
  s: CompetitionState | null,
  round: number,
  games: Array<{ game: string; a: PlayerId; b: PlayerId | null }>,
): [PlayerId, PlayerId] | null {
  const paired = s?.rounds.find((r) => r.round === round);
  const seat = new Map<string, PlayerId | null>();
  for (const id of paired?.games ?? []) {
    seat.set(`${id}:a`, s!.games[id].a);
    seat.set(`${id}:b`, s!.games[id].b);
  }
  const moved = new Set<PlayerId>();
  for (const g of games) {
    if (seat.get(`${g.game}:a`) !== g.a) moved.add(g.a);
    if (g.b !== null && seat.get(`${g.game}:b`) !== g.b) moved.add(g.b);
  }
  const [a, b, ...more] = moved;
  return a !== undefined && b !== undefined && more.length === 0 ? [a, b] : null;
}

/**
 * An engine match's outcome, as the service reads it, names a winner of the game or none and is
 * a draw only without a winner. `decide` trusts the server on this; a log is not the server, so
 * it is checked here. Its scores are `decide`'s to check, by the one rule for every result's.
 */
function engineResultFits(s: CompetitionState, c: Extract<CompetitionCommand, { type: 'recordEngineResult' }>, n: number): void {
  const g = s.games[c.game];
  const players = [g.a, g.b];
  const bad = (why: string) => new RedecideError(n, 'BAD_ENGINE_RESULT', `the engine's result of game ${g.game} ${why}`);
  if (c.winner !== null && !players.includes(c.winner)) throw bad(`names ${show(c.winner)}, who does not play it, as winner`);
  if (typeof c.draw !== 'boolean') throw bad('says neither that it is a draw nor that it is not');
  if (c.draw && c.winner !== null) throw bad('is a draw with a winner');
  if (c.reason !== null && typeof c.reason !== 'string') throw bad('has a reason that is not text');
  if (!isRecord(c.scores)) throw bad('has no scores by player');
}

/** The server draws a fresh match id for every engine game: one seen before was not drawn. */
function freshMatchIds(s: CompetitionState, decided: CompetitionEvent[], n: number): void {
  const seen = new Set(
    Object.values(s.games)
      .map((g) => g.matchId)
      .filter((m): m is string => m !== null),
  );
  const drawn = decided.flatMap((e) =>
    e.type === 'RoundStarted'
      ? Object.values(e.data.matches)
      : e.type === 'LeagueGameOpened' && e.data.game.matchId !== null
        ? [e.data.game.matchId]
        : [],
  );
  for (const id of drawn) {
    if (seen.has(id)) throw new RedecideError(n, 'MATCH_ID_REUSED', `match id ${id} is used by another game already`);
    seen.add(id);
  }
}

/** Why a command decided nothing: for an engine result, its game was settled already. */
function nothingDecided(s: CompetitionState | null, e: LoggedCompetitionEvent): string {
  const game = (e.data as { game?: unknown } | null)?.game;
  if (e.type === 'CompetitionResultRecorded' && typeof game === 'string' && s?.games[game]?.result)
    return `game ${game} is settled already, so the engine's result is not recorded`;
  return `${e.type} is not an event its command produces here`;
}

const who = (a: CompetitionActor) => (a.kind === 'player' ? `player ${a.playerId}` : `the ${a.kind}`);

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function show(x: unknown): string {
  if (x === undefined) return 'nothing';
  const text = JSON.stringify(x);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/**
 * Where two JSON values first differ, as `path: logged X, decided Y`; null when equal. A key
 * whose value is undefined counts as absent, as JSON writes it.
 */
export function firstDifference(logged: unknown, decided: unknown, path: string): string | null {
  const here = path || 'the event';
  if (Array.isArray(logged) && Array.isArray(decided)) {
    for (let i = 0; i < Math.min(logged.length, decided.length); i++) {
      const d = firstDifference(logged[i], decided[i], `${path}[${i}]`);
      if (d) return d;
    }
    return logged.length === decided.length ? null : `${here}: logged ${logged.length} item(s), decided ${decided.length}`;
  }
  if (isRecord(logged) && isRecord(decided)) {
    const keys = [...new Set([...Object.keys(decided), ...Object.keys(logged)])];
    for (const k of keys) {
      const d = firstDifference(logged[k], decided[k], path ? `${path}.${k}` : k);
      if (d) return d;
    }
    return null;
  }
  return logged === decided ? null : `${here}: logged ${show(logged)}, decided ${show(decided)}`;
}
