import { recordWinner, type Bracket } from '../brackets';
import type { PlayerId } from '../types';
import type {
  CompetitionCreatedData,
  ConstraintBreachData,
  CompetitionEvent,
  FirstRoundDraw,
  GameScores,
  PairedGame,
  ProjectorView,
  RoundClockEvent,
  SeasonLimits,
  Stage,
} from './events';

export interface PlayerEntry {
  id: PlayerId;
  name: string;
  /** The account the entry is linked to: its player's own, or an invited one's once accepted; null for a guest. */
  accountId: string | null;
  club: string | null;
  seed: number;
  joinsRound: number;
  dropped: boolean;
  droppedAfterRound: number | null;
  /** An entry the organiser made for someone's account: where its invitation stands. Absent on every other entry. */
  invitation?: 'invited' | 'accepted' | 'declined';
  /**
   * The games the entry had begun as a guest when its player accepted it (of a started round, or
   * opened in a league): their results were given without the player's consent, so they rate
   * nobody. Absent when there were none.
   */
  unratedGames?: string[];
  /** The table the organiser fixed for the player (an accessible table), theirs every round. Absent: none. */
  fixedTable?: number;
}

/**
 * Where an entry's invitation stands: the organiser's invitation of an account (`invited`, then
 * `accepted` or `declined`), an entry a player made themself or one recorded before invitations
 * existed (`accepted`: linked to its account), or a guest entry by name (null).
 */
export function invitationOf(p: Pick<PlayerEntry, 'accountId' | 'invitation'>): 'invited' | 'accepted' | 'declined' | null {
  return p.invitation ?? (p.accountId !== null ? 'accepted' : null);
}

/**
 * The account a game rates for one of its players: the account that accepted the entry before
 * the game began. Null for a guest entry, an invitation not accepted, and a game begun before it was.
 */
export function ratedAccountOf(s: CompetitionState, playerId: PlayerId, game: string): string | null {
  const p = s.players[playerId];
  if (!p || p.accountId === null || p.unratedGames?.includes(game)) return null;
  return p.accountId;
}

/** How a game's result was settled: by the engine, the opponent's confirmation, the organiser, or not played. */
export type Settlement = 'engine' | 'confirmed' | 'organiser' | 'game-loss' | 'bye';

export interface SettledResult {
  winner: PlayerId | null;
  draw: boolean;
  scores: GameScores;
  /** False for byes and game losses: unplayed games, as tie-breaks count them. */
  played: boolean;
  by: Settlement;
}

export interface GameReport {
  by: PlayerId;
  winner: PlayerId | null;
  draw: boolean;
  scores: GameScores;
  status: 'reported' | 'disputed';
  disputeReason: string | null;
}

export interface GameState extends PairedGame {
  round: number;
  stage: Stage;
  /** A league game's season. */
  season: number | null;
  report: GameReport | null;
  result: SettledResult | null;
  /**
   * The version its engine match is created under: the competition's when the match id was
   * drawn (its round started, the league game opened), so that a move to another version
   * decided before the match is made changes nothing for it. Absent for a game with no match.
   */
  matchRuleset?: CompetitionRuleset;
}

/**
 * The version of its game that the competition's next engine matches are created under, as its
 * log says: the one CompetitionCreated recorded or the organiser last moved it to. A log written
 * before versions were recorded names none: it gives when its CompetitionCreated was first
 * recorded instead (null when the events came without their times), and the version is the one
 * that was the newest then. `rulesetVersionOf` reads either in a registry.
 */
export type CompetitionRuleset = { version: string } | { createdAt: string | null };

/**
 * A round's clock, folded from its events. Times are epoch ms read from the events' `at`, so a
 * replay reads the same clock on any machine. Every game of the round has the round's limit and
 * extensions, and its table's own extensions on top.
 */
export interface RoundClock {
  limitMs: number;
  startedAt: number;
  running: boolean;
  /** Time run before `since`. */
  usedMs: number;
  /** While running: when the clock last started counting from `usedMs` (its start, resume or last change). */
  since: number | null;
  /** Time given to the whole round. */
  extraMs: number;
  /** Time given to one table's game, by game. */
  tableExtraMs: Record<string, number>;
  /** Games whose time has been called, in the order it was. */
  called: string[];
  paused: { at: number; reason: string } | null;
  /** The competition version of the last round-clock event: a match's copy is never older. */
  version: number;
}

export interface RoundState {
  round: number;
  stage: Stage;
  games: string[];
  started: boolean;
  /**
   * Whether players and the public see its games: since RoundPublished or RoundStarted, until
   * the round is paired again. The organiser always sees them.
   */
  published: boolean;
  /** Constraints broken by the organiser's manual swaps, as they were shown when made. */
  breaches?: ConstraintBreachData[];
  /** The round clock, once the organiser starts one. */
  clock?: RoundClock | null;
  /** How round 1 of a Swiss was seeded (RoundPaired), with a random draw's seed once revealed. */
  firstRound?: FirstRoundDraw & { seed?: string };
}

/** A league season that has been closed: what its history shows. */
export interface PastSeason {
  number: number;
  name: string;
  /** The ISO weeks it had games in, in order. */
  weeks: string[];
  limits: SeasonLimits;
}

/** A league's season: open or closed, the weeks seen in it, in order, its rules, and the seasons before it. */
export interface SeasonState {
  number: number;
  name: string;
  open: boolean;
  weeks: string[];
  /**
   * Its rules: those the organiser set, or the format's. Absent in a season a read model stored
   * before seasons had rules of their own: read them through `seasonLimits`.
   */
  limits?: SeasonLimits;
  /** Every season closed so far, this one too once it is closed, oldest first; absent (none known) likewise. */
  closed?: PastSeason[];
}

export interface CompetitionState {
  created: CompetitionCreatedData;
  /** Events folded so far. */
  version: number;
  /** The version of its game its next engine matches are created under. */
  ruleset: CompetitionRuleset;
  players: Record<PlayerId, PlayerEntry>;
  /** Player ids in registration order. */
  order: PlayerId[];
  games: Record<string, GameState>;
  rounds: RoundState[];
  adjustments: Array<{ playerId: PlayerId; round: number | null; points: number; reason: string }>;
  /** The elimination bracket (the whole event, or the top cut after Swiss rounds). */
  bracket: Bracket | null;
  /** Leagues: the season open now, or the last one closed (null before the first). */
  season: SeasonState | null;
  /** What the hall's projector shows: 'cycle' until the organiser chooses a view. */
  projectorView: ProjectorView;
  finished: boolean;
  /**
   * The committed draw the next random pairing of round 1 uses: its number and its seed's
   * commitment (CompetitionCreated, then each reveal's `next`). Absent before any was committed.
   * Only the fold of the stream has it; the read models leave it out.
   */
  pairingDraw?: { draw: number; commitment: string };
}

/** The competition as its CompetitionCreated makes it; `recordedAt`: when that event was first recorded, if known. */
export function initialCompetition(created: CompetitionCreatedData, recordedAt?: string): CompetitionState {
  return {
    created,
    version: 1,
    ruleset: created.rulesetVersion !== undefined ? { version: created.rulesetVersion } : { createdAt: recordedAt ?? null },
    players: {},
    order: [],
    games: {},
    rounds: [],
    adjustments: [],
    bracket: null,
    season: null,
    projectorView: 'cycle',
    finished: false,
    ...(created.pairingSeedCommitment ? { pairingDraw: { draw: 1, commitment: created.pairingSeedCommitment } } : {}),
  };
}

const NO_LIMITS: SeasonLimits = { maxGamesPerPair: null, maxGamesPerWeek: null };

/**
 * The rules of the league's current season (the open one, or the last closed): its own, or the
 * format's for a season stored without them. Null before the first season and for a tournament.
 */
export function seasonLimits(s: Pick<CompetitionState, 'created' | 'season'>): SeasonLimits | null {
  const f = s.created.format;
  if (!s.season || f.kind !== 'league') return null;
  return s.season.limits ?? { maxGamesPerPair: f.maxGamesPerPair, maxGamesPerWeek: f.maxGamesPerWeek };
}

export const currentRound = (s: CompetitionState): RoundState | null => s.rounds.at(-1) ?? null;

/** Where a game stands: a bye, settled, reported and awaiting confirmation, disputed, or open. */
export function gameStatus(g: GameState): 'bye' | 'settled' | 'reported' | 'disputed' | 'open' {
  if (g.b === null) return 'bye';
  return g.result ? 'settled' : (g.report?.status ?? 'open');
}

/** Whether players and the public see a game: a league game always, a round's once the round is published. */
export function gamePublished(s: CompetitionState, g: GameState): boolean {
  return g.stage === 'league' || (s.rounds.find((r) => r.round === g.round)?.published ?? false);
}

export const roundSettled = (s: CompetitionState, r: RoundState): boolean => r.games.every((g) => s.games[g].result !== null);

/** A bye settles at once: the player scores it without an opponent. */
function byeResult(a: PlayerId): SettledResult {
  return { winner: a, draw: false, scores: {}, played: false, by: 'bye' };
}

/**
 * A container the fold may change in place: itself when this fold made it (`owned`), otherwise
 * a copy, which the fold then owns. A whole replay owns what it builds, so an event costs what it
 * changes rather than the size of the event (a result in a 1,000-player Swiss no longer copies
 * every game); `evolve` owns nothing and copies, so the state it is given never changes.
 */
function own<T extends object>(x: T, owned: WeakSet<object> | null): T {
  if (owned?.has(x)) return x;
  const copy = (Array.isArray(x) ? [...x] : { ...x }) as T;
  owned?.add(copy);
  return copy;
}

function putGame(s: CompetitionState, game: GameState, owned: WeakSet<object> | null): Record<string, GameState> {
  const games = own(s.games, owned);
  games[game.game] = game;
  return games;
}

function placeGames(
  s: CompetitionState,
  games: PairedGame[],
  round: number,
  stage: Stage,
  season: number | null,
  owned: WeakSet<object> | null,
): Record<string, GameState> {
  const next = own(s.games, owned);
  for (const g of games) next[g.game] = { ...g, round, stage, season, report: null, result: g.b === null ? byeResult(g.a) : null };
  return next;
}

/**
 * Folds one event. Total on a valid stream: `decide` has checked every event before it was
 * stored, so evolve only applies.
 */
export function evolve(s: CompetitionState, event: CompetitionEvent): CompetitionState {
  return step(s, event, null);
}

/**
 * Folds events in order, changing in place the containers it has built itself (see `own`): for
 * a whole stream, or a run of events whose intermediate states nobody keeps.
 */
export function foldInto(s: CompetitionState, events: Iterable<CompetitionEvent>): CompetitionState {
  const apply = ownedFold();
  let state = s;
  for (const e of events) state = apply(state, e);
  return state;
}

/** An evolve that changes in place what it has built itself (see `own`), for one run of events. */
export function ownedFold(): (s: CompetitionState, event: CompetitionEvent) => CompetitionState {
  const owned = new WeakSet<object>();
  return (s, event) => step(s, event, owned);
}

function step(s: CompetitionState, event: CompetitionEvent, owned: WeakSet<object> | null): CompetitionState {
  const n: CompetitionState = { ...s, version: s.version + 1 };
  switch (event.type) {
    case 'CompetitionCreated':
      return initialCompetition(event.data, event.recordedAt);
    case 'PlayerRegistered': {
      const d = event.data;
      const entry: PlayerEntry = {
        id: d.playerId,
        name: d.name,
        accountId: d.accountId,
        club: d.club,
        seed: d.seed,
        joinsRound: d.joinsRound,
        dropped: false,
        droppedAfterRound: null,
        ...(d.invited ? { invitation: 'invited' as const } : {}),
      };
      const players = own(s.players, owned);
      players[d.playerId] = entry;
      const order = own(s.order, owned);
      order.push(d.playerId);
      return { ...n, players, order };
    }
    case 'EntryAccepted': {
      const p = s.players[event.data.playerId];
      // The games the guest entry had begun: a league game at once, a round's once it started.
      const started = new Set(s.rounds.filter((r) => r.started).flatMap((r) => r.games));
      const begun = Object.values(s.games)
        .filter((g) => (g.a === p.id || g.b === p.id) && (g.stage === 'league' || started.has(g.game)))
        .map((g) => g.game);
      const players = own(s.players, owned);
      players[p.id] = { ...p, accountId: event.data.accountId, invitation: 'accepted', ...(begun.length ? { unratedGames: begun } : {}) };
      return { ...n, players };
    }
    case 'EntryDeclined': {
      const p = s.players[event.data.playerId];
      const players = own(s.players, owned);
      players[p.id] = { ...p, invitation: 'declined' };
      return { ...n, players };
    }
    case 'PlayerDropped': {
      const p = s.players[event.data.playerId];
      const players = own(s.players, owned);
      players[p.id] = { ...p, dropped: true, droppedAfterRound: event.data.afterRound };
      return { ...n, players };
    }
    case 'RoundPaired': {
      const d = event.data;
      let rounds = s.rounds;
      let games = s.games;
      if (d.repaired) {
        const old = rounds[rounds.length - 1];
        games = own(games, owned);
        for (const g of old.games) delete games[g];
        rounds = rounds.slice(0, -1);
      }
      const base = { ...n, games, rounds, bracket: d.bracket ?? s.bracket };
      const placed = placeGames(base, d.games, d.round, d.stage, null, owned);
      return {
        ...base,
        games: placed,
        // A new pairing is the organiser's alone until published, a repaired one again too.
        rounds: [
          ...rounds,
          {
            round: d.round,
            stage: d.stage,
            games: d.games.map((g) => g.game),
            started: false,
            published: false,
            ...(d.firstRound ? { firstRound: d.firstRound } : {}),
          },
        ],
      };
    }
    case 'PairingSeedCommitted':
      return { ...n, pairingDraw: { draw: event.data.draw, commitment: event.data.commitment } };
    case 'PairingSeedRevealed': {
      const d = event.data;
      // The round this draw paired shows its seed; a draw that round no longer holds (paired again since) is only in the stream.
      const drew = (r: RoundState) => r.round === d.round && r.firstRound?.method === 'random' && r.firstRound.draw === d.draw;
      const rounds = s.rounds.map((r) => (drew(r) ? { ...r, firstRound: { ...r.firstRound!, seed: d.seed } } : r));
      return { ...n, rounds, pairingDraw: { draw: d.draw + 1, commitment: d.next } };
    }
    case 'PlayerTableFixed': {
      const { fixedTable: _before, ...p } = s.players[event.data.playerId];
      const players = own(s.players, owned);
      players[p.id] = event.data.table === null ? p : { ...p, fixedTable: event.data.table };
      return { ...n, players };
    }
    case 'PlayerSeeded': {
      const p = s.players[event.data.playerId];
      const players = own(s.players, owned);
      players[p.id] = { ...p, seed: event.data.seed };
      return { ...n, players };
    }
    case 'PairingsAmended': {
      const d = event.data;
      const round = s.rounds.find((r) => r.round === d.round)!;
      const games = own(s.games, owned);
      for (const g of round.games) delete games[g];
      const base = { ...n, games };
      const placed = placeGames(base, d.games, d.round, round.stage, null, owned);
      return {
        ...base,
        games: placed,
        rounds: s.rounds.map((r) => (r === round ? { ...r, games: d.games.map((g) => g.game), breaches: d.breaches } : r)),
      };
    }
    case 'RoundStarted': {
      const games = own(s.games, owned);
      for (const [game, matchId] of Object.entries(event.data.matches)) games[game] = { ...games[game], matchId, matchRuleset: s.ruleset };
      // A round started without being published is published by its start.
      return { ...n, games, rounds: s.rounds.map((r) => (r.round === event.data.round ? { ...r, started: true, published: true } : r)) };
    }
    case 'RoundPublished':
      return { ...n, rounds: s.rounds.map((r) => (r.round === event.data.round ? { ...r, published: true } : r)) };
    case 'CompetitionResultReported': {
      const d = event.data;
      const g = s.games[d.game];
      const started = n;
      if (d.by === null)
        return settle(started, g, { winner: d.winner, draw: d.draw, scores: d.scores, played: true, by: 'organiser' }, owned);
      const report: GameReport = { by: d.by, winner: d.winner, draw: d.draw, scores: d.scores, status: 'reported', disputeReason: null };
      return { ...started, games: putGame(started, { ...g, report }, owned) };
    }
    case 'CompetitionResultConfirmed': {
      const g = s.games[event.data.game];
      const r = g.report!;
      return settle(n, g, { winner: r.winner, draw: r.draw, scores: r.scores, played: true, by: 'confirmed' }, owned);
    }
    case 'CompetitionResultDisputed': {
      const g = s.games[event.data.game];
      return { ...n, games: putGame(s, { ...g, report: { ...g.report!, status: 'disputed', disputeReason: event.data.reason } }, owned) };
    }
    case 'CompetitionResultRecorded': {
      const d = event.data;
      const g = s.games[d.game];
      return settle(n, g, { winner: d.winner, draw: d.draw, scores: d.scores, played: true, by: 'engine' }, owned);
    }
    case 'GameLossIssued': {
      const d = event.data;
      const g = s.games[d.game];
      const winner = g.a === d.playerId ? g.b : g.a;
      return settle(n, g, { winner, draw: false, scores: g.result?.scores ?? {}, played: false, by: 'game-loss' }, owned);
    }
    case 'PointsAdjusted':
      return { ...n, adjustments: [...s.adjustments, { ...event.data }] };
    case 'SeasonOpened': {
      const d = event.data;
      const f = s.created.format;
      // A season opened without rules of its own plays the format's (every season before rules existed did).
      const limits =
        d.limits ?? (f.kind === 'league' ? { maxGamesPerPair: f.maxGamesPerPair, maxGamesPerWeek: f.maxGamesPerWeek } : NO_LIMITS);
      return { ...n, season: { number: d.season, name: d.name, open: true, weeks: [], limits, closed: s.season?.closed ?? [] } };
    }
    case 'SeasonClosed': {
      const season = s.season!;
      const past: PastSeason = { number: season.number, name: season.name, weeks: season.weeks, limits: seasonLimits(s)! };
      return { ...n, season: { ...season, open: false, closed: [...(season.closed ?? []), past] } };
    }
    case 'SeasonLimitsSet':
      return { ...n, season: { ...s.season!, limits: { ...event.data.limits } } };
    case 'LeagueGameOpened': {
      const d = event.data;
      const season = s.season!;
      const weeks = season.weeks.includes(d.week) ? season.weeks : [...season.weeks, d.week];
      const round = weeks.indexOf(d.week) + 1;
      const base = { ...n, season: { ...season, weeks } };
      const games = placeGames(base, [d.game], round, 'league', d.season, owned);
      if (d.game.matchId !== null) games[d.game.game] = { ...games[d.game.game], matchRuleset: s.ruleset };
      return { ...base, games };
    }
    case 'RoundClockStarted':
    case 'RoundClockPaused':
    case 'RoundClockResumed':
    case 'RoundClockExtended':
    case 'RoundTimeExpired': {
      const rounds = own(s.rounds, owned);
      const i = rounds.findIndex((r) => r.round === event.data.round);
      // The round itself is replaced, never changed: an unowned state may still hold it.
      rounds[i] = { ...rounds[i], clock: nextRoundClock(rounds[i].clock ?? null, event, n.version) };
      return { ...n, rounds };
    }
    case 'ProjectorViewChosen':
      return { ...n, projectorView: event.data.view };
    case 'CompetitionRulesetChanged':
      return { ...n, ruleset: { version: event.data.rulesetVersion } };
    case 'CompetitionFinished':
      return { ...n, finished: true };
  }
}

/**
 * The round clock after one of its events (`version`: the competition's after it). A clock
 * that runs is brought up to the event's time first, so `since` is always its last change;
 * a time earlier than that (another server's clock a little behind) adds no time.
 */
export function nextRoundClock(clock: RoundClock | null, event: RoundClockEvent, version: number): RoundClock {
  const at = Date.parse(event.data.at);
  if (event.type === 'RoundClockStarted') {
    return {
      limitMs: event.data.limitMs,
      startedAt: at,
      running: true,
      usedMs: 0,
      since: at,
      extraMs: 0,
      tableExtraMs: {},
      called: [],
      paused: null,
      version,
    };
  }
  const c: RoundClock = { ...caughtUp(clock!, at), version };
  switch (event.type) {
    case 'RoundClockPaused':
      return { ...c, running: false, since: null, paused: { at, reason: event.data.reason } };
    case 'RoundClockResumed':
      return { ...c, running: true, since: Math.max(at, c.paused?.at ?? at), paused: null };
    case 'RoundClockExtended': {
      const { game, ms } = event.data;
      if (game === null) return { ...c, extraMs: c.extraMs + ms };
      return { ...c, tableExtraMs: { ...c.tableExtraMs, [game]: (c.tableExtraMs[game] ?? 0) + ms } };
    }
    case 'RoundTimeExpired':
      return { ...c, called: [...c.called, ...event.data.games] };
  }
}

/** A running clock with the time since its last change moved into `usedMs`. */
function caughtUp(c: RoundClock, at: number): RoundClock {
  if (!c.running || c.since === null) return c;
  return { ...c, usedMs: c.usedMs + Math.max(0, at - c.since), since: Math.max(c.since, at) };
}

/** Settles a game; in an elimination stage its winner moves on in the bracket. */
function settle(s: CompetitionState, g: GameState, result: SettledResult, owned: WeakSet<object> | null): CompetitionState {
  const game: GameState = { ...s.games[g.game], result };
  const bracket = s.bracket && g.bracketMatch && result.winner ? recordWinner(s.bracket, g.bracketMatch, result.winner) : s.bracket;
  return { ...s, bracket, games: putGame(s, game, owned) };
}
