import { checkText, compareVersions, isViolation, own, type RuleViolation } from '@app/rules';
import { doubleElimination, openMatches, roundRobin, singleElimination, topCut, type Bracket } from '../brackets';
import { checkScoring, fitsLeague, presetOf, StandingsError } from '../standings';
import { checkPairings, pairSwiss, PairingError } from '../swiss';
import type { Pairing, PlayerId } from '../types';
import type { CompetitionActor, CompetitionCommand, CreateCompetition } from './commands';
import { PROJECTOR_VIEWS, type CompetitionCreatedData, type CompetitionEvent, type PairedGame, type Stage } from './events';
import { firstRoundSeeding, isSeedHex } from './first-round';
import { checkGameScores, gameOf, gameVersionOf, rulesetVersionOf, scoringPreset, type RulesetLookup } from './games';
import { activePlayers, pairingPlayers } from './pairing-players';
import { decideSeasonLimits, openingLimits } from './league';
import { refuse } from './refuse';
import { standingsOf } from './results';
import { checkMatchClock, checkTiming, decideRoundClock } from './round-clock';
import { byStanding, decideFixedTable, decideSeed, reseatFixed, tablesFor } from './seating';
import { currentRound, roundSettled, seasonLimits, type CompetitionState, type GameState } from './state';

type Decision = CompetitionEvent[] | RuleViolation;

/**
 * The largest formats the server takes: far beyond any real event (a big open plays 9 to 13
 * Swiss rounds, a top cut of 64), and small enough that a mistyped number cannot make a
 * competition the server spends minutes pairing or that no one could finish.
 */
export const MAX_SWISS_ROUNDS = 30;
export const MAX_TOP_CUT = 512;
export const MAX_LEAGUE_GAMES = 100;

/**
 * The tournament's opening: the organiser's choices, completed from the game's preset and checked.
 * `rulesets` is where the game's declarations (preset, score names) are read: the caller's
 * registry (the API's, the CLI's, a test's); this library knows no game of its own.
 */
export function decideCreate(c: CreateCompetition, rulesets: RulesetLookup): Decision {
  if (!c.name.trim()) return refuse('setup', 'a competition needs a name', 'BAD_CONFIG');
  const badName = checkText(c.name, 'name', 'name', 'competition: setup');
  if (badName) return badName;
  if ((c.kind === 'league') !== (c.format.kind === 'league')) {
    return refuse('setup', c.kind === 'league' ? 'a league plays the league format' : 'the league format is for leagues', 'BAD_CONFIG');
  }
  const f = c.format;
  const within = (v: number, lo: number, hi: number) => Number.isInteger(v) && v >= lo && v <= hi;
  if (
    f.kind === 'swiss' &&
    ((f.rounds !== null && !within(f.rounds, 1, MAX_SWISS_ROUNDS)) || (f.topCut !== null && !within(f.topCut, 2, MAX_TOP_CUT)))
  ) {
    return refuse(
      'setup',
      `Swiss rounds must be a whole number from 1 to ${MAX_SWISS_ROUNDS}, and a top cut from 2 to ${MAX_TOP_CUT} players`,
      'BAD_CONFIG',
    );
  }
  if (f.kind === 'league') {
    for (const [k, v] of [
      ['maxGamesPerPair', f.maxGamesPerPair],
      ['maxGamesPerWeek', f.maxGamesPerWeek],
    ] as const) {
      if (v !== null && !within(v, 1, MAX_LEAGUE_GAMES))
        return refuse('setup', `${k} must be a whole number from 1 to ${MAX_LEAGUE_GAMES}, or none`, 'BAD_CONFIG');
    }
  }
  // The competition plays the newest version of its game unless the command names one (a log decided again).
  const version = c.rulesetVersion ?? gameOf(c.rulesetId, rulesets)?.version;
  if (c.rulesetVersion !== undefined && !gameOf(c.rulesetId, rulesets, c.rulesetVersion))
    return refuse('setup', `${c.rulesetId} has no version ${c.rulesetVersion}`, 'UNKNOWN_RULESET');
  const preset = scoringPreset(c.rulesetId, rulesets, version);
  const scoring = { ...preset.scoring, ...c.scoring };
  // In a league every game is a round of its own and players sit most of them out: tie-breaks
  // that count the rounds a player was absent from (the registry's `roundBound` ones) would
  // measure nothing but activity.
  const tieBreaks = c.tieBreaks ?? (c.kind === 'league' ? preset.tieBreaks.filter(fitsLeague) : preset.tieBreaks);
  const misfit = c.kind === 'league' && Array.isArray(tieBreaks) ? tieBreaks.find((t) => !fitsLeague(t)) : undefined;
  if (misfit)
    return refuse('scoring', `tie-break ${misfit} counts the rounds a player sat out, which a league does not have`, 'BAD_CONFIG');
  try {
    checkScoring(scoring, tieBreaks, preset.scoreNames);
  } catch (e) {
    if (e instanceof StandingsError) return refuse('scoring', e.message, e.code);
    throw e;
  }
  const timing = checkTiming(c.timing);
  if (isViolation(timing)) return timing;
  const clockRefused = checkMatchClock(c.play?.clock);
  if (clockRefused) return clockRefused;
  const constraints = { clubMates: c.constraints?.clubMates ?? 'soft', avoid: c.constraints?.avoid ?? [] };
  if (c.pairingSeedCommitment !== undefined && (!isSeedHex(c.pairingSeedCommitment) || c.format.kind !== 'swiss'))
    return refuse('setup', "a draw's commitment is 64 hex digits, and only a Swiss event draws its first round", 'BAD_CONFIG');
  const created: CompetitionCreatedData = {
    competitionId: c.competitionId,
    kind: c.kind,
    name: c.name.trim(),
    rulesetId: c.rulesetId,
    // A game the registry does not know has no version to record.
    ...(version !== undefined ? { rulesetVersion: version } : {}),
    organiserId: c.organiserId,
    published: c.published,
    rated: c.rated,
    format: c.format,
    scoring,
    tieBreaks,
    constraints,
    freshTables: c.freshTables ?? true,
    play: {
      mode: c.play?.mode ?? 'paper',
      setup: c.play?.setup ?? {},
      dice: c.play?.dice ?? 'reported',
      ...(c.play?.clock ? { clock: c.play.clock } : {}),
    },
    timing,
    ...(c.pairingSeedCommitment !== undefined ? { pairingSeedCommitment: c.pairingSeedCommitment } : {}),
  };
  return [{ type: 'CompetitionCreated', data: created }];
}

/**
 * Decides one command against the competition: the events to append, or the rule it breaks.
 * Nothing is appended on a refusal. The API has already checked who the actor is. `rulesets` is
 * where the game's declared scores are read (as for `decideCreate`).
 */
export function decide(s: CompetitionState, c: CompetitionCommand, actor: CompetitionActor, rulesets: RulesetLookup): Decision {
  if (c.type === 'create') return refuse('setup', 'this competition already exists', 'ALREADY_EXISTS');
  const organiser = actor.kind === 'organiser';
  const onlyOrganiser = (what: string) => refuse('organiser', `only the organiser may ${what}`, 'NOT_ORGANISER');
  // The projector shows the final standings after the end too: the one command a finished competition takes.
  if (c.type === 'chooseProjectorView')
    return organiser ? decideProjectorView(s, c.view) : onlyOrganiser('choose what the projector shows');
  if (s.finished) return refuse('finished', 'the competition is finished', 'COMPETITION_FINISHED');

  // Every reason given with a command, by the one rule for text others read.
  const reason = 'reason' in c ? checkText(c.reason, 'reason', 'reason', 'competition') : null;
  if (reason) return reason;

  switch (c.type) {
    case 'register':
      return decideRegister(s, c);
    case 'acceptEntry':
    case 'declineEntry':
      return decideInvitation(s, c, actor);
    case 'drop': {
      const p = own(s.players, c.playerId);
      if (!p) return refuse('players', `no player ${c.playerId} in this competition`, 'NOT_IN_EVENT');
      if (!organiser && !(actor.kind === 'player' && actor.playerId === c.playerId))
        return refuse('players', 'a player drops only themselves', 'NOT_YOUR_PLAYER');
      if (p.dropped) return refuse('players', `${p.name} has already dropped`, 'ALREADY_DROPPED');
      return [{ type: 'PlayerDropped', data: { playerId: p.id, reason: c.reason, afterRound: currentRound(s)?.round ?? 0 } }];
    }
    case 'pairRound':
      if (!organiser) return onlyOrganiser('pair a round');
      return decidePairing(s, c);
    case 'fixTable':
      if (!organiser) return onlyOrganiser("fix a player's table");
      return decideFixedTable(s, c.playerId, c.table);
    case 'seedPlayer':
      if (!organiser) return onlyOrganiser('seed players');
      return decideSeed(s, c.playerId, c.seed);
    case 'swap':
      if (!organiser) return onlyOrganiser('swap players');
      return decideSwap(s, c.round, c.playerA, c.playerB, c.reason);
    case 'publishRound': {
      if (!organiser) return onlyOrganiser('publish a round');
      const r = s.rounds.find((x) => x.round === c.round);
      if (!r) return refuse('rounds', `there is no round ${c.round}`, 'UNKNOWN_ROUND');
      if (r.published) return refuse('rounds', `round ${c.round} is published already`, 'ROUND_PUBLISHED');
      return [{ type: 'RoundPublished', data: { round: r.round } }];
    }
    case 'startRound': {
      if (!organiser) return onlyOrganiser('start a round');
      const r = currentRound(s);
      if (!r || r.round !== c.round) return refuse('rounds', `round ${c.round} is not the round paired last`, 'UNKNOWN_ROUND');
      if (r.started) return refuse('rounds', `round ${c.round} has already started`, 'ROUND_STARTED');
      const matches: Record<string, string> = {};
      if (s.created.play.mode === 'engine') {
        const played = r.games.filter((g) => s.games[g].b !== null);
        if (c.ids.length < played.length) return refuse('rounds', `starting the round needs ${played.length} match ids`, 'BAD_IDS');
        played.forEach((g, i) => (matches[g] = c.ids[i]));
      }
      return [{ type: 'RoundStarted', data: { round: r.round, matches } }];
    }
    case 'report':
    case 'confirm':
    case 'dispute':
      return decideResult(s, c, actor, rulesets);
    case 'recordEngineResult': {
      const g = own(s.games, c.game);
      if (!g || g.matchId !== c.matchId)
        return refuse('results', `match ${c.matchId} is not game ${c.game} of this competition`, 'UNKNOWN_GAME');
      if (g.result) return []; // settled already (the engine's word once, or the organiser's ruling): nothing to add
      // The engine's scores pass the same rule as a reported result's: a match written by an
      // older version with a bad score is refused here, not carried into the standings.
      const bad = checkGameScores(
        s.created.rulesetId,
        c.scores,
        g.b === null ? [g.a] : [g.a, g.b],
        rulesets,
        gameVersionOf(s, g, rulesets),
      );
      if (bad) return bad;
      return [
        {
          type: 'CompetitionResultRecorded',
          data: { game: g.game, matchId: c.matchId, winner: c.winner, draw: c.draw, reason: c.reason, scores: c.scores },
        },
      ];
    }
    case 'adjustPoints': {
      if (!organiser) return onlyOrganiser('award bonus or penalty points');
      if (!own(s.players, c.playerId)) return refuse('adjustments', `no player ${c.playerId} in this competition`, 'NOT_IN_EVENT');
      if (!Number.isFinite(c.points) || c.points === 0)
        return refuse('adjustments', 'an adjustment is a non-zero number of points', 'BAD_POINTS');
      if (!c.reason.trim()) return refuse('adjustments', 'give the reason for the adjustment', 'REASON_REQUIRED');
      if (c.round !== null && !s.rounds.some((r) => r.round === c.round))
        return refuse('adjustments', `there is no round ${c.round}`, 'UNKNOWN_ROUND');
      return [{ type: 'PointsAdjusted', data: { playerId: c.playerId, round: c.round, points: c.points, reason: c.reason.trim() } }];
    }
    case 'issueGameLoss': {
      if (!organiser) return onlyOrganiser('issue a game loss');
      const g = own(s.games, c.game);
      if (!g) return refuse('results', `no game ${c.game}`, 'UNKNOWN_GAME');
      if (g.b === null) return refuse('results', 'a bye has no opponent to win it', 'BYE');
      if (c.playerId !== g.a && c.playerId !== g.b) return refuse('results', `${c.playerId} does not play game ${c.game}`, 'NOT_IN_GAME');
      if (!c.reason.trim()) return refuse('results', 'give the reason for the game loss', 'REASON_REQUIRED');
      if (g.bracketMatch && g.result)
        return refuse('results', 'this bracket game is decided and its winner has moved on', 'BRACKET_DECIDED');
      return [{ type: 'GameLossIssued', data: { game: g.game, playerId: c.playerId, reason: c.reason.trim() } }];
    }
    case 'openSeason':
      if (!organiser) return onlyOrganiser('open a season');
      if (s.created.kind !== 'league') return refuse('league', 'only a league has seasons', 'NOT_A_LEAGUE');
      if (s.season?.open) return refuse('league', `season ${s.season.name} is still open`, 'SEASON_OPEN');
      if (!c.name.trim()) return refuse('league', 'a season needs a name', 'BAD_CONFIG');
      {
        // Rules given with the season are recorded with it; none given: the format's, and no field (as before seasons had rules).
        const opening = openingLimits(c.limits);
        if (isViolation(opening)) return opening;
        return [{ type: 'SeasonOpened', data: { season: (s.season?.number ?? 0) + 1, name: c.name.trim(), ...opening } }];
      }
    case 'closeSeason':
      if (!organiser) return onlyOrganiser('close a season');
      if (!s.season?.open) return refuse('league', 'no season is open', 'NO_SEASON');
      return [{ type: 'SeasonClosed', data: { season: s.season.number } }];
    case 'setSeasonLimits':
      return decideSeasonLimits(s, c.limits, actor);
    case 'openLeagueGame':
      return decideLeagueGame(s, c, actor);
    case 'startRoundClock':
    case 'pauseRoundClock':
    case 'resumeRoundClock':
    case 'extendRoundClock':
    case 'expireRoundTime':
      return decideRoundClock(s, c, actor);
    case 'moveRuleset':
      if (!organiser) return onlyOrganiser('move the competition to another version of its game');
      return decideRulesetMove(s, c.version, rulesets);
    case 'finish': {
      if (!organiser) return onlyOrganiser('finish the competition');
      const open = Object.values(s.games).filter((g) => !g.result);
      if (open.length > 0)
        return refuse(
          'finished',
          `${open.length} game(s) have no settled result yet: ${open
            .slice(0, 5)
            .map((g) => g.game)
            .join(', ')}`,
          'ROUND_NOT_SETTLED',
        );
      if (s.season?.open) return refuse('league', 'close the open season first', 'SEASON_OPEN');
      return [{ type: 'CompetitionFinished', data: { reason: c.reason.trim() || 'finished by the organiser' } }];
    }
  }
}

/** The view the projector holds: a view it already shows changes nothing. */
function decideProjectorView(s: CompetitionState, view: string): Decision {
  const known = PROJECTOR_VIEWS.find((v) => v === view);
  if (!known)
    return refuse('projector', `the projector shows ${PROJECTOR_VIEWS.join(', ')}, not ${JSON.stringify(view)}`, 'UNKNOWN_PROJECTOR_VIEW');
  if (known === s.projectorView) return [];
  return [{ type: 'ProjectorViewChosen', data: { view: known } }];
}

/**
 * The competition's next engine matches play a newer version of its game. Its scoring must
 * still fit: a score it counts that the new version no longer has is refused, as at creation.
 */
function decideRulesetMove(s: CompetitionState, version: string, rulesets: RulesetLookup): Decision {
  const id = s.created.rulesetId;
  const game = gameOf(id, rulesets, version);
  if (!game) return refuse('ruleset', `${id} has no version ${version}`, 'UNKNOWN_RULESET');
  const current = rulesetVersionOf(id, s.ruleset, rulesets);
  if (current !== undefined && compareVersions(version, current) <= 0)
    return refuse('ruleset', `the competition's next matches already play ${id} ${current}: ${version} is not newer`, 'RULESET_CURRENT');
  try {
    checkScoring(s.created.scoring, s.created.tieBreaks, presetOf(game).scoreNames);
  } catch (e) {
    if (e instanceof StandingsError) return refuse('ruleset', `${id} ${version}: ${e.message}`, e.code);
    throw e;
  }
  return [{ type: 'CompetitionRulesetChanged', data: { rulesetVersion: game.version } }];
}

function decideRegister(s: CompetitionState, c: Extract<CompetitionCommand, { type: 'register' }>): Decision {
  const badText = checkText(c.name, 'name', 'name', 'competition: players') ?? checkText(c.club, 'club', 'name', 'competition: players');
  if (badText) return badText;
  if (!c.name.trim()) return refuse('players', 'a player needs a name', 'BAD_PLAYER');
  if (own(s.players, c.playerId)) return refuse('players', `player id ${c.playerId} is taken`, 'ALREADY_REGISTERED');
  if (c.invited && c.accountId !== null)
    return refuse('players', 'an invited entry is linked to no account until its player accepts it', 'BAD_PLAYER');
  if (c.accountId !== null && s.order.some((id) => s.players[id].accountId === c.accountId)) {
    return refuse('players', 'this account is already registered', 'ALREADY_REGISTERED');
  }
  const f = s.created.format.kind;
  const paired = s.rounds.length;
  if (paired > 0 && f !== 'swiss' && f !== 'league') {
    return refuse('players', `a ${f} event takes no late entries once round 1 is paired`, 'REGISTRATION_CLOSED');
  }
  if (f === 'swiss' && s.bracket) return refuse('players', 'the top cut has started', 'REGISTRATION_CLOSED');
  if (c.seed !== null && !(Number.isInteger(c.seed) && c.seed >= 1))
    return refuse('players', 'a seed is a whole number from 1', 'BAD_PLAYER');
  return [
    {
      type: 'PlayerRegistered',
      data: {
        playerId: c.playerId,
        name: c.name.trim(),
        accountId: c.accountId,
        club: c.club?.trim() || null,
        seed: c.seed ?? s.order.length + 1,
        joinsRound: paired + 1,
        ...(c.invited ? { invited: true as const } : {}),
      },
    },
  ];
}

/**
 * The invited player's answer to an entry made for their account. Only the entry's own player
 * answers (the API has found the invitation theirs), once, while it is in the event; an account
 * already playing in the competition does not take a second entry.
 */
function decideInvitation(
  s: CompetitionState,
  c: Extract<CompetitionCommand, { type: 'acceptEntry' | 'declineEntry' }>,
  actor: CompetitionActor,
): Decision {
  const p = own(s.players, c.playerId);
  if (!p) return refuse('players', `no player ${c.playerId} in this competition`, 'NOT_IN_EVENT');
  if (actor.kind !== 'player' || actor.playerId !== p.id)
    return refuse('players', 'only the invited player answers an invitation', 'NOT_YOUR_PLAYER');
  if (p.invitation !== 'invited')
    return refuse(
      'players',
      p.invitation === undefined ? `${p.name}'s entry is no invitation` : `${p.name}'s invitation has been answered already`,
      'INVITATION_ANSWERED',
    );
  if (p.dropped) return refuse('players', `${p.name}'s entry has been withdrawn`, 'PLAYER_DROPPED');
  if (c.type === 'declineEntry') return [{ type: 'EntryDeclined', data: { playerId: p.id } }];
  if (s.order.some((id) => s.players[id].accountId === c.accountId))
    return refuse('players', 'this account is already registered', 'ALREADY_REGISTERED');
  return [{ type: 'EntryAccepted', data: { playerId: p.id, accountId: c.accountId } }];
}

const gameId = (round: number, board: number) => `r${round}-${board}`;

/**
 * Fresh tables are an exact assignment (Hungarian method, cubic in the games): beyond this many
 * games a round keeps board order, so pairing a very large event stays fast.
 */
export const FRESH_TABLES_LIMIT = 200;

/**
 * Turns pairs in board order into games with ids and tables (seating.ts: fixed tables, then
 * fresh ones where the organiser asked). With `ranks` (a Swiss round numbered by the standings),
 * the leaders' game comes first.
 */
function games(
  s: CompetitionState,
  round: number,
  paired: Array<Pick<Pairing, 'a' | 'b' | 'explanation'> & { bracketMatch?: string }>,
  ranks: ReadonlyMap<PlayerId, number> | null = null,
): PairedGame[] {
  const pairs = ranks ? byStanding(paired, ranks) : paired;
  const tables = tablesFor(s, pairs, FRESH_TABLES_LIMIT);
  return pairs.map((p, i) => ({
    game: gameId(round, i + 1),
    table: tables[i],
    a: p.a,
    b: p.b,
    matchId: null,
    bracketMatch: p.bracketMatch ?? null,
    explanation: p.explanation,
  }));
}

function bracketPairs(s: CompetitionState, bracket: Bracket, why: string) {
  const taken = new Set(
    Object.values(s.games)
      .map((g) => g.bracketMatch)
      .filter((m): m is string => m !== null),
  );
  return openMatches(bracket)
    .filter((m) => !taken.has(m.id))
    .map((m) => ({ a: m.a!, b: m.b!, bracketMatch: m.id, explanation: { reasons: [`${why}: bracket match ${m.id}`], relaxed: [] } }));
}

function decidePairing(s: CompetitionState, c: Extract<CompetitionCommand, { type: 'pairRound' }>): Decision {
  const repair = c.repair;
  if (s.created.kind === 'league')
    return refuse('rounds', 'league games are opened by their players, not paired in rounds', 'NOT_A_TOURNAMENT');
  const last = currentRound(s);
  if (repair) {
    if (!last) return refuse('rounds', 'no round is paired yet', 'UNKNOWN_ROUND');
    if (last.started) return refuse('rounds', `round ${last.round} has started: it can no longer be paired again`, 'ROUND_STARTED');
  } else if (last && !roundSettled(s, last)) {
    const open = last.games.filter((g) => !s.games[g].result);
    return refuse(
      'rounds',
      `round ${last.round} still has ${open.length} game(s) without a settled result (${open.slice(0, 5).join(', ')})`,
      'ROUND_NOT_SETTLED',
    );
  }
  // A re-pairing forgets the round it replaces: pair from the state before it.
  const base: CompetitionState = repair && last ? withoutLastRound(s) : s;
  const round = repair && last ? last.round : (last?.round ?? 0) + 1;
  // Round 1 of a Swiss seeded by the organiser's method (a draw, ratings, the seed list).
  const first = c.firstRound ? firstRoundSeeding(base, round, c.firstRound) : null;
  if (first && isViolation(first)) return first;
  const paired = pairStage(base, round, first?.order);
  if (isViolation(paired)) return paired;
  const standing = c.boards === 'standing' && paired.stage === 'swiss' && paired.ranks ? paired.ranks : null;
  return [
    ...(first?.before ?? []),
    {
      type: 'RoundPaired',
      data: {
        round,
        stage: paired.stage,
        games: games(base, round, paired.pairs, standing),
        repaired: repair,
        ...(paired.bracket ? { bracket: paired.bracket } : {}),
        ...(first ? { firstRound: first.draw } : {}),
        ...(standing ? { boards: 'standing' as const } : {}),
      },
    },
    ...(first?.after ?? []),
  ];
}

function withoutLastRound(s: CompetitionState): CompetitionState {
  const last = s.rounds[s.rounds.length - 1];
  const games = { ...s.games };
  for (const g of last.games) delete games[g];
  const bracket =
    last.stage === 'elimination' || last.stage === 'top-cut'
      ? s.rounds.some((r) => r !== last && r.stage === last.stage)
        ? s.bracket
        : null
      : s.bracket;
  return { ...s, games, rounds: s.rounds.slice(0, -1), bracket };
}

interface Paired {
  stage: Stage;
  pairs: Array<Pick<Pairing, 'a' | 'b' | 'explanation'> & { bracketMatch?: string }>;
  bracket?: Bracket;
  /** A Swiss round's players by their place before it (1 = the leader; round 1: the seeding). */
  ranks?: ReadonlyMap<PlayerId, number>;
}

/** The pairs of a round; `seeding`: round 1 of a Swiss in this order (the organiser's method) rather than by seed. */
function pairStage(s: CompetitionState, round: number, seeding?: PlayerId[]): Paired | RuleViolation {
  const f = s.created.format;
  const seeds = () => activePlayers(s, round).sort((x, y) => s.players[x].seed - s.players[y].seed || x.localeCompare(y));
  const over = () => refuse('rounds', 'every round of this event is played: finish it', 'COMPETITION_OVER');
  switch (f.kind) {
    case 'swiss': {
      const swissRounds = s.rounds.filter((r) => r.stage === 'swiss').length;
      if (f.rounds !== null && swissRounds >= f.rounds) {
        if (f.topCut === null) return over();
        if (!s.bracket) {
          const rows = standingsOf(s, { mode: 'settled' }).filter((r) => !r.dropped);
          if (rows.length < f.topCut)
            return refuse(
              'top cut',
              `a top ${f.topCut} needs ${f.topCut} players still in the event, not ${rows.length}`,
              'NOT_ENOUGH_PLAYERS',
            );
          const bracket = singleElimination(topCut(rows, f.topCut));
          return { stage: 'top-cut', pairs: bracketPairs(s, bracket, `top ${f.topCut}`), bracket };
        }
        const pairs = bracketPairs(s, s.bracket, `top ${f.topCut}`);
        return pairs.length ? { stage: 'top-cut', pairs } : over();
      }
      const players = pairingPlayers(s, round, seeding);
      if (players.length < 2) return refuse('rounds', 'pairing needs at least two players still in the event', 'NOT_ENOUGH_PLAYERS');
      try {
        const ranks = new Map(players.map((p) => [p.id, p.rank]));
        return { stage: 'swiss', pairs: pairSwiss(players, { round, constraints: s.created.constraints }).pairings, ranks };
      } catch (e) {
        if (e instanceof PairingError) return refuse('pairing', e.message, e.code);
        throw e;
      }
    }
    case 'round-robin': {
      const entrants = s.order
        .filter((id) => s.players[id].joinsRound === 1)
        .sort((x, y) => s.players[x].seed - s.players[y].seed || x.localeCompare(y));
      if (entrants.length < 2) return refuse('rounds', 'a round robin needs at least two players', 'NOT_ENOUGH_PLAYERS');
      const schedule = roundRobin(entrants, { cycles: f.cycles });
      if (round > schedule.length) return over();
      const gone = (id: PlayerId | null) => id !== null && s.players[id].dropped;
      const pairs = schedule[round - 1]
        .filter((p) => !(gone(p.a) && (p.b === null || gone(p.b))))
        .map((p) => {
          // A dropped player's scheduled opponent has the round off, scored as a bye.
          const [a, b] = gone(p.a) ? [p.b!, null] : gone(p.b) ? [p.a, null] : [p.a, p.b];
          const why = `round ${round} of the Berger table`;
          return { a, b, explanation: { reasons: [b === null && p.b !== null ? `${why}: the opponent has dropped` : why], relaxed: [] } };
        });
      return { stage: 'round-robin', pairs };
    }
    case 'single-elimination':
    case 'double-elimination': {
      if (!s.bracket) {
        const entrants = seeds();
        if (entrants.length < 2) return refuse('rounds', 'a bracket needs at least two players', 'NOT_ENOUGH_PLAYERS');
        const bracket =
          f.kind === 'single-elimination'
            ? singleElimination(entrants, { thirdPlace: f.thirdPlace })
            : doubleElimination(entrants, { grandFinalReset: f.grandFinalReset });
        return { stage: 'elimination', pairs: bracketPairs(s, bracket, 'seeded bracket'), bracket };
      }
      const pairs = bracketPairs(s, s.bracket, 'bracket');
      return pairs.length ? { stage: 'elimination', pairs } : over();
    }
    case 'league':
      return refuse('rounds', 'league games are opened by their players', 'NOT_A_TOURNAMENT');
  }
}

function decideSwap(s: CompetitionState, round: number, playerA: PlayerId, playerB: PlayerId, reason: string): Decision {
  const r = currentRound(s);
  if (!r || r.round !== round) return refuse('rounds', `round ${round} is not the round paired last`, 'UNKNOWN_ROUND');
  if (r.started) return refuse('rounds', `round ${round} has started: its pairings are fixed`, 'ROUND_STARTED');
  if (r.stage !== 'swiss')
    return refuse('rounds', 'only Swiss pairings are swapped by hand; bracket and Berger pairings follow their table', 'NOT_SWISS');
  if (playerA === playerB) return refuse('rounds', 'swap two different players', 'BAD_SWAP');
  const before = r.games.map((g) => s.games[g]);
  const where = (p: PlayerId) => before.find((g) => g.a === p || g.b === p);
  const ga = where(playerA);
  const gb = where(playerB);
  if (!ga || !gb) return refuse('rounds', `${!ga ? playerA : playerB} is not paired in round ${round}`, 'NOT_IN_EVENT');
  const put = (g: GameState, from: PlayerId, to: PlayerId): GameState => ({ ...g, a: g.a === from ? to : g.a, b: g.b === from ? to : g.b });
  const swapped = before.map((g) => {
    if (g === ga && g === gb) return { ...g, a: g.b!, b: g.a };
    if (g === ga) return put(g, playerA, playerB);
    if (g === gb) return put(g, playerB, playerA);
    return g;
  });
  const players = pairingPlayers(withoutLastRound(s), round);
  let breaches;
  try {
    breaches = checkPairings(
      players,
      swapped.map((g) => ({ a: g.a, b: g.b })),
      s.created.constraints,
    );
  } catch (e) {
    if (e instanceof PairingError) return refuse('pairing', e.message, e.code);
    throw e;
  }
  const note = `swapped by the organiser: ${reason.trim() || 'no reason given'}`;
  // A player with a fixed table keeps it: their new game moves there.
  const seated = reseatFixed(s, swapped, new Set([ga.game, gb.game]));
  const amended = seated.map((g): PairedGame => {
    const touched = g.game === ga.game || g.game === gb.game;
    const relaxed = breaches.filter((b) => [b.a, b.b].includes(g.a) || (g.b !== null && [b.a, b.b].includes(g.b))).map((b) => b.text);
    return {
      game: g.game,
      table: g.table,
      a: g.a,
      b: g.b,
      matchId: null,
      bracketMatch: g.bracketMatch,
      explanation: touched ? { reasons: [note], relaxed } : g.explanation,
    };
  });
  return [{ type: 'PairingsAmended', data: { round, games: amended, breaches: breaches.map((b) => ({ ...b })), reason: reason.trim() } }];
}

function decideResult(
  s: CompetitionState,
  c: Extract<CompetitionCommand, { type: 'report' | 'confirm' | 'dispute' }>,
  actor: CompetitionActor,
  rulesets: RulesetLookup,
): Decision {
  const g = own(s.games, c.game);
  if (!g) return refuse('results', `no game ${c.game} in this competition`, 'UNKNOWN_GAME');
  if (g.b === null) return refuse('results', 'a bye has no result to report', 'BYE');
  const round = s.rounds.find((r) => r.round === g.round && r.games.includes(g.game));
  if (round && !round.started) return refuse('results', `round ${g.round} has not started`, 'ROUND_NOT_STARTED');
  const players = [g.a, g.b];
  if (actor.kind === 'server') return refuse('results', 'the server records only engine outcomes', 'NOT_A_PLAYER');
  const me = actor.kind === 'player' ? actor.playerId : null;
  if (me !== null) {
    if (!s.players[me]) return refuse('results', 'you are not a player of this competition', 'NOT_IN_EVENT');
    if (!players.includes(me)) return refuse('results', `you do not play game ${g.game}`, 'NOT_IN_GAME');
    if (s.players[me].dropped) return refuse('results', 'you have dropped: the organiser records your results', 'PLAYER_DROPPED');
  }
  switch (c.type) {
    case 'report': {
      if (me === null && !c.reason?.trim()) return refuse('results', "the organiser's ruling needs a reason", 'REASON_REQUIRED');
      if (g.result && me !== null) return refuse('results', `game ${g.game} is settled; the organiser may override it`, 'RESULT_SETTLED');
      if (g.result && g.bracketMatch)
        return refuse('results', 'this bracket game is decided and its winner has moved on', 'BRACKET_DECIDED');
      if (me !== null && g.report) {
        return refuse(
          'results',
          g.report.by === me ? 'you have reported this game already' : 'your opponent has reported: confirm or dispute it',
          'RESULT_ALREADY_REPORTED',
        );
      }
      if (c.draw === (c.winner !== null))
        return refuse('results', 'a result names a winner or is a draw, not both and not neither', 'BAD_RESULT');
      if (c.winner !== null && !players.includes(c.winner))
        return refuse('results', `${c.winner} does not play game ${g.game}`, 'NOT_IN_GAME');
      if (c.draw && g.bracketMatch) return refuse('results', 'a bracket game needs a winner', 'DRAW_IN_ELIMINATION');
      // A player's report, the organiser's ruling and an override alike: the kernel's one rule.
      const bad = checkGameScores(s.created.rulesetId, c.scores, players, rulesets, gameVersionOf(s, g, rulesets));
      if (bad) return bad;
      return [
        {
          type: 'CompetitionResultReported',
          data: { game: g.game, by: me, winner: c.winner, draw: c.draw, scores: c.scores, reason: c.reason?.trim() || null },
        },
      ];
    }
    case 'confirm':
    case 'dispute': {
      if (me === null) return refuse('results', 'the organiser rules by reporting a result with a reason', 'ORGANISER_RULES');
      if (g.result) return refuse('results', `game ${g.game} is settled`, 'RESULT_SETTLED');
      if (!g.report) return refuse('results', 'there is no reported result', 'NO_REPORT');
      if (g.report.by === me) return refuse('results', 'the opponent, not the reporter, confirms or disputes a report', 'OWN_REPORT');
      if (g.report.status === 'disputed') return refuse('results', 'the result is disputed: the organiser rules on it', 'RESULT_DISPUTED');
      if (c.type === 'confirm') return [{ type: 'CompetitionResultConfirmed', data: { game: g.game, by: me } }];
      if (!c.reason.trim()) return refuse('results', 'say why you dispute the result', 'REASON_REQUIRED');
      return [{ type: 'CompetitionResultDisputed', data: { game: g.game, by: me, reason: c.reason.trim() } }];
    }
  }
}

function decideLeagueGame(
  s: CompetitionState,
  c: Extract<CompetitionCommand, { type: 'openLeagueGame' }>,
  actor: CompetitionActor,
): Decision {
  if (s.created.format.kind !== 'league') return refuse('league', 'only a league has open games', 'NOT_A_LEAGUE');
  if (!s.season?.open) return refuse('league', 'no season is open', 'NO_SEASON');
  // The open season's rules: the organiser's, or the format's.
  const f = seasonLimits(s)!;
  if (c.a === c.b) return refuse('league', 'a game needs two different players', 'BAD_PAIR');
  for (const p of [c.a, c.b]) {
    if (!own(s.players, p)) return refuse('league', `no player ${p} in this league`, 'NOT_IN_EVENT');
    if (s.players[p].dropped) return refuse('league', `${s.players[p].name} has left the league`, 'PLAYER_DROPPED');
  }
  if (actor.kind === 'player' && actor.playerId !== c.a && actor.playerId !== c.b)
    return refuse('league', 'you open games you play in', 'NOT_IN_GAME');
  if (actor.kind === 'server') return refuse('league', 'players or the organiser open league games', 'NOT_A_PLAYER');
  const season = s.season.number;
  const mine = Object.values(s.games).filter((g) => g.season === season);
  const between = mine.filter((g) => (g.a === c.a && g.b === c.b) || (g.a === c.b && g.b === c.a)).length;
  if (f.maxGamesPerPair !== null && between >= f.maxGamesPerPair) {
    return refuse(
      'league limits',
      `${s.players[c.a].name} and ${s.players[c.b].name} have played ${between} game(s) against each other this season, the most the season allows`,
      'LIMIT_PER_PAIR',
    );
  }
  if (f.maxGamesPerWeek !== null) {
    const weekOf = (g: GameState) => s.season!.weeks[g.round - 1];
    for (const p of [c.a, c.b]) {
      const n = mine.filter((g) => (g.a === p || g.b === p) && weekOf(g) === c.week).length;
      if (n >= f.maxGamesPerWeek)
        return refuse(
          'league limits',
          `${s.players[p].name} has played ${n} game(s) in week ${c.week}, the most the season allows`,
          'LIMIT_PER_WEEK',
        );
    }
  }
  const matchId = s.created.play.mode === 'engine' ? (c.ids[0] ?? null) : null;
  const game: PairedGame = {
    game: `s${season}-${mine.length + 1}`,
    table: 0,
    a: c.a,
    b: c.b,
    matchId,
    bracketMatch: null,
    explanation: { reasons: [`league game of season ${s.season.name}, week ${c.week}`], relaxed: [] },
  };
  return [{ type: 'LeagueGameOpened', data: { season, week: c.week, game } }];
}
