/**
 * Import benchmark: checking a long competition log as `competition import` does
 * (`parseCompetitionLog`: the text read line by line, each line checked, then every event
 * decided again by the competition's rules), against a baseline measured in the same run: a
 * plain fold of the same events into the competition (`replayCompetition`, `evolve` for every
 * event, nothing decided).
 *
 *   node dist/bench/import.js [PLAYERS] [ROUNDS]      (default 1000 8)
 *
 * The log is that of a paper Swiss generated from a fixed seed through the competition's own
 * `decide`, so it is a log the rules accept: every player registered, each round paired by the
 * engine and started, every game reported by one player (about 10 % draws, victory points on
 * both sides) and confirmed by the other; a few players drop between rounds, one result is
 * disputed and ruled on, one settled result is overridden, one adjustment; then the event is
 * finished. `SwissLog` is also what bench/standings-projection.ts stores.
 */
import { isViolation } from '@app/rules';
import { seeded } from '@app/rules/testing';
import { createRegistry } from '@app/rulesets';
import type { StoredEvent } from '@app/event-store';
import { parseCompetitionLog, writeCompetitionLog } from '../libs/competitions/src/exports';
import {
  applyAll,
  currentRound,
  decide,
  decideCreate,
  redecideCompetition,
  replayCompetition,
  type CompetitionActor,
  type CompetitionCommand,
  type CompetitionEvent,
  type CompetitionState,
} from '../libs/competitions/src/competition';
import { best, RUNS } from './measure';

export const COMPETITION_ID = '00000000-0000-4000-8000-00000000b001';
const ORGANISER: CompetitionActor = { kind: 'organiser' };
/** The games the competition reads its game in: the platform's, as the API and the CLI have them. */
const RULESETS = createRegistry();
const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });

/** Numbers in [0, 1) from the shared seeded generator, so every run times the same event. */
function generator(seed: number): () => number {
  const next = seeded(seed);
  return () => next() / 2 ** 31;
}

/** An event as the service stores it: its type, data, and who acted in its metadata. */
export interface LoggedEvent {
  type: string;
  data: unknown;
  metadata: { actor: CompetitionActor };
}

/**
 * A paper Swiss run command by command through `decide`, keeping each decided event with its
 * actor as the service would store it.
 */
export class SwissLog {
  readonly events: LoggedEvent[] = [];
  state: CompetitionState;
  private readonly next = generator(20261122);
  private readonly strength = new Map<string, number>();

  /** `formatRounds`: the Swiss rounds the event is created with (null: as many as the organiser pairs). */
  constructor(players: number, formatRounds: number | null) {
    const created = decideCreate(
      {
        type: 'create',
        competitionId: COMPETITION_ID,
        kind: 'tournament',
        name: 'Winter open',
        rulesetId: 'warzone',
        organiserId: 'olga',
        published: true,
        rated: true,
        format: { kind: 'swiss', rounds: formatRounds, topCut: null },
        play: { mode: 'paper' },
      },
      RULESETS,
    );
    if (isViolation(created)) throw new Error(created.toString());
    this.keep(created, ORGANISER);
    this.state = replayCompetition(created);
    for (let i = 1; i <= players; i++) {
      const id = `p${String(i).padStart(4, '0')}`;
      this.strength.set(id, this.next());
      // A fifth of the players come in clubs of five, which pairing keeps apart where it can.
      const club = this.next() < 0.2 ? `Club ${1 + Math.floor(this.next() * (players / 25))}` : null;
      this.run({ type: 'register', playerId: id, name: `Player ${i}`, accountId: `acc-${id}`, club, seed: null });
    }
  }

  private keep(events: CompetitionEvent[], actor: CompetitionActor): void {
    for (const e of events) this.events.push({ type: e.type, data: e.data, metadata: { actor } });
  }

  /** Decides a command and keeps its events; a refusal is a bug of the generator. */
  run(command: CompetitionCommand, actor: CompetitionActor = ORGANISER): LoggedEvent[] {
    const decided = decide(this.state, command, actor, RULESETS);
    if (isViolation(decided)) throw new Error(`refused: ${command.type}: ${decided.code}: ${decided.message}`);
    const from = this.events.length;
    this.keep(decided, actor);
    this.state = applyAll(this.state, decided);
    return this.events.slice(from);
  }

  /** Pairs and starts the next round; answers its games with an opponent. */
  pairAndStart(): string[] {
    this.run({ type: 'pairRound', repair: false });
    const r = currentRound(this.state)!;
    this.run({ type: 'startRound', round: r.round, ids: [] });
    return r.games.filter((g) => this.state.games[g].b !== null);
  }

  /** Player a reports the game's result: the stronger player wins more often, 10 % are draws. */
  report(game: string): void {
    const g = this.state.games[game];
    const b = g.b!;
    const draw = this.next() < 0.1;
    const aWins = this.next() < 0.5 + (this.strength.get(g.a)! - this.strength.get(b)!) / 2;
    const winner = draw ? null : aWins ? g.a : b;
    const scores = { [g.a]: { victoryPoints: Math.floor(this.next() * 20) }, [b]: { victoryPoints: Math.floor(this.next() * 20) } };
    this.run({ type: 'report', game, winner, draw, scores, reason: null }, player(g.a));
  }

  /** The opponent confirms the reported result, which settles it. */
  confirm(game: string): LoggedEvent[] {
    return this.run({ type: 'confirm', game }, player(this.state.games[game].b!));
  }

  /** About 0.5 % of the players still in drop out themselves. */
  dropSome(): void {
    for (const id of this.state.order) {
      if (!this.state.players[id].dropped && this.next() < 0.005)
        this.run({ type: 'drop', playerId: id, reason: 'had to leave' }, player(id));
    }
  }
}

/**
 * A Swiss of `rounds` rounds, all played. `leaveReported`: how many games of the last round
 * are only reported, awaiting their confirmation (in board order, the last ones).
 */
export function swissHistory(
  players: number,
  rounds: number,
  formatRounds: number | null,
  leaveReported = 0,
  progress: (round: number, log: SwissLog) => void = () => {},
): SwissLog {
  const t = new SwissLog(players, formatRounds);
  for (let round = 1; round <= rounds; round++) {
    const games = t.pairAndStart();
    const open = round === rounds ? leaveReported : 0;
    for (const [i, game] of games.entries()) {
      t.report(game);
      if (round === 2 && i === 0) {
        // A dispute, and the organiser's ruling on it.
        const g = t.state.games[game];
        t.run({ type: 'dispute', game, reason: 'the score sheet is wrong' }, player(g.b!));
        t.run({ type: 'report', game, winner: g.b, draw: false, scores: {}, reason: 'the judge saw the last turn' });
      } else if (i < games.length - open) {
        t.confirm(game);
      }
    }
    if (round === 1) t.run({ type: 'adjustPoints', playerId: t.state.order[0], round: 1, points: -1, reason: 'late army list' });
    if (round === 3) {
      // The organiser overrides a result both players had agreed.
      const g = t.state.games[games[1]];
      t.run({ type: 'report', game: g.game, winner: g.a, draw: false, scores: {}, reason: 'override: the opponent conceded late' });
    }
    if (round < rounds) t.dropSome();
    progress(round, t);
  }
  return t;
}

/** The log file `competition export` writes for these events. */
export function logText(events: LoggedEvent[]): string {
  const stored = events.map((e, i): StoredEvent => ({
    eventId: `00000000-0000-4000-a000-${(i + 1).toString(16).padStart(12, '0')}`,
    streamId: `tournament-${COMPETITION_ID}`,
    streamVersion: i + 1,
    globalPosition: i + 1,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
    recordedAt: '2026-11-22T10:00:00.000Z',
  }));
  return writeCompetitionLog(COMPETITION_ID, stored);
}

function positive(arg: string | undefined, fallback: number, what: string): number {
  if (arg === undefined) return fallback;
  const n = Number(arg);
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`${what} must be a positive integer, got ${arg}`);
  return n;
}

function main(): void {
  const players = positive(process.argv[2], 1000, 'PLAYERS');
  const rounds = positive(process.argv[3], 8, 'ROUNDS');
  const t0 = performance.now();
  const t = swissHistory(players, rounds, rounds, 0, (r, log) =>
    process.stderr.write(`  generated round ${r}/${rounds} (${log.events.length} events so far)\r`),
  );
  t.run({ type: 'finish', reason: 'all rounds played' });
  process.stderr.write(`  generated ${t.events.length} events in ${((performance.now() - t0) / 1000).toFixed(1)} s${' '.repeat(20)}\n`);

  const text = logText(t.events);
  // The events as they come out of the file, for the fold: parsed, no check.
  const parsed = text
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((l) => JSON.parse(l) as CompetitionEvent & { metadata: Record<string, unknown> });
  const events = parsed.map((e) => ({ type: e.type, data: e.data }) as CompetitionEvent);
  const counts = new Map<string, number>();
  for (const e of t.events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);

  // The import must accept the log and rebuild the competition the fold rebuilds.
  const imported = parseCompetitionLog(text, RULESETS);
  if (JSON.stringify(imported.state) !== JSON.stringify(replayCompetition(events)))
    throw new Error('the import rebuilds another competition than the fold');

  const dropped = t.state.order.filter((id) => t.state.players[id].dropped).length;
  console.log(
    `${players} players (${dropped} dropped), ${rounds} rounds, ${t.events.length} events, log of ${(text.length / 1e6).toFixed(1)} MB`,
  );
  console.log(`  ${[...counts].map(([k, n]) => `${k} ${n}`).join(', ')}`);
  console.log(`best of ${RUNS} samples each (a sample repeats the call for at least 50 ms)\n`);

  const step = (label: string) => process.stderr.write(`  timing ${label}…\n`);
  step('the fold');
  const fold = best(() => replayCompetition(events));
  step('parse and fold');
  const parseFold = best(() =>
    replayCompetition(
      text
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((l) => JSON.parse(l) as CompetitionEvent),
    ),
  );
  step('redecideCompetition');
  const redecide = best(() => redecideCompetition(parsed, RULESETS));
  step('parseCompetitionLog');
  const importMs = best(() => parseCompetitionLog(text, RULESETS));

  const line = (label: string, ms: number) =>
    console.log(`  ${label.padEnd(58)} ${ms.toFixed(1).padStart(9)} ms   ${(ms / fold).toFixed(2).padStart(7)} × fold`);
  line('baseline: fold of the parsed events (replayCompetition)', fold);
  line('the text parsed line by line (JSON.parse), then folded', parseFold);
  line('redecideCompetition on the parsed events', redecide);
  line('import: parseCompetitionLog on the text', importMs);
  console.log(`\n  ratio import / fold: ${(importMs / fold).toPrecision(3)}`);
}

if (require.main === module) main();
