import { RulesetRegistry, type Ruleset } from '@app/rules';
import type { StoredEvent } from '@app/event-store';
import { createRegistry } from '@app/rulesets';
import { parseCompetitionLog, writeCompetitionLog } from '../exports';
import { CompetitionDriver, createdCompetition } from '../testing/driver';
import { DUEL_2_SHIPPED, duelOne, duelTwo, twoDuels } from '../testing/versions';
import type { CompetitionActor, CreateCompetition } from './commands';
import type { CompetitionCreatedData, CompetitionEvent } from './events';
import { replayCompetition, toCompetitionEvent } from './fold';
import { gameVersionOf, rulesetVersionOf } from './games';
import { redecideCompetition } from './redecide';
import { currentRound, type CompetitionState } from './state';

const SERVER: CompetitionActor = { kind: 'server' };
const player = (playerId: string): CompetitionActor => ({ kind: 'player', playerId });
const ID = '00000000-0000-4000-8000-000000000001';
/** A day before Duel 2.0.0 shipped, and a day after. */
const BEFORE = new Date(Date.parse(DUEL_2_SHIPPED) - 86_400_000).toISOString();
const AFTER = new Date(Date.parse(DUEL_2_SHIPPED) + 86_400_000).toISOString();
/** The built-in games with both versions of Duel. */
const duels = () => twoDuels(createRegistry());

/** A Swiss of Duel through the engine, four players registered; created under `more.rulesetVersion`, the newest when omitted. */
function duelSwiss(rulesets = duels(), more: Partial<CreateCompetition> = {}): CompetitionDriver {
  const t = new CompetitionDriver(
    createdCompetition({ kind: 'swiss', rounds: 3, topCut: null }, rulesets, { rulesetId: 'duel', play: { mode: 'engine' }, ...more }),
    rulesets,
  );
  for (const id of ['p1', 'p2', 'p3', 'p4'])
    t.run({ type: 'register', playerId: id, name: `Player ${id}`, accountId: `acc-${id}`, club: null, seed: null });
  return t;
}

const version = (t: CompetitionDriver) => rulesetVersionOf('duel', t.state.ruleset, t.rulesets);

/** The games of the round paired last that have an opponent. */
function played(s: CompetitionState) {
  const games = currentRound(s)!.games.map((g) => s.games[g]);
  return games.filter((g) => g.b !== null);
}

let drawn = 0;
const ids = (n: number) => Array.from({ length: n }, () => `00000000-0000-4000-9000-${(++drawn).toString(16).padStart(12, '0')}`);

function pairAndStart(t: CompetitionDriver): void {
  t.run({ type: 'pairRound', repair: false });
  t.run({ type: 'startRound', round: currentRound(t.state)!.round, ids: ids(4) });
}

/** The engine's result of a game, with these scores for both players. */
function engineWin(t: CompetitionDriver, game: string, scores: Record<string, number>) {
  const g = t.state.games[game];
  return t.try(
    {
      type: 'recordEngineResult',
      game,
      matchId: g.matchId!,
      winner: g.a,
      draw: false,
      reason: 'knockout',
      scores: { [g.a]: scores, [g.b!]: scores },
    },
    SERVER,
  );
}

/** The CompetitionCreated of a Duel competition as a log written before versions were recorded has it. */
function unversionedCreated(): CompetitionCreatedData {
  const { events } = createdCompetition({ kind: 'swiss', rounds: 3, topCut: null }, duels(), {
    rulesetId: 'duel',
    play: { mode: 'engine' },
  });
  const { rulesetVersion: _recorded, ...old } = (events[0] as Extract<CompetitionEvent, { type: 'CompetitionCreated' }>).data;
  return old;
}

/** A stored CompetitionCreated, as the store reads it back. */
const stored = (data: unknown, recordedAt: string, metadata: Record<string, unknown> = {}): StoredEvent => ({
  eventId: '00000000-0000-4000-a000-000000000001',
  streamId: `tournament-${ID}`,
  streamVersion: 1,
  globalPosition: 1,
  type: 'CompetitionCreated',
  data,
  metadata: { actor: { kind: 'organiser' }, ...metadata },
  recordedAt,
});

describe('the version of its game a competition records', () => {
  it('is the newest version when it is created, and the state says so', () => {
    const t = duelSwiss();
    expect(t.events[0]).toMatchObject({ type: 'CompetitionCreated', data: { rulesetId: 'duel', rulesetVersion: '2.0.0' } });
    expect(t.state.ruleset).toEqual({ version: '2.0.0' });
    // The built-in games too, at their one version.
    const solaris = createdCompetition({ kind: 'swiss', rounds: 3, topCut: null }, duels());
    expect(solaris.state.ruleset).toEqual({ version: duels().get('solaris7').version });
    // A game the registry does not know has none to record: its preset is the default, as before.
    const unknown = createdCompetition({ kind: 'swiss', rounds: 3, topCut: null }, duels(), { rulesetId: 'football' });
    expect(unknown.events[0].data).not.toHaveProperty('rulesetVersion');
    expect(rulesetVersionOf('football', unknown.state.ruleset, duels())).toBeUndefined();
  });

  it('of a log written before versions were recorded is the one newest when its CompetitionCreated was recorded', () => {
    const old = unversionedCreated();
    const rulesets = duels();
    const read = (e: StoredEvent) => replayCompetition([toCompetitionEvent(e)]);
    // The time comes from the stored event, never from a clock: the same event folds the same, any day.
    expect(read(stored(old, BEFORE)).ruleset).toEqual({ createdAt: BEFORE });
    expect(read(stored(old, BEFORE))).toEqual(read(stored(old, BEFORE)));
    expect(rulesetVersionOf('duel', read(stored(old, BEFORE)).ruleset, rulesets)).toBe('1.0.0');
    expect(rulesetVersionOf('duel', read(stored(old, AFTER)).ruleset, rulesets)).toBe('2.0.0');
    // An event imported from a log file was first recorded when the log says (`importedFrom`), not at the import.
    expect(read(stored(old, AFTER, { importedFrom: BEFORE })).ruleset).toEqual({ createdAt: BEFORE });
    // Without a time (events folded bare), the newest.
    expect(replayCompetition([{ type: 'CompetitionCreated', data: old }]).ruleset).toEqual({ createdAt: null });
    expect(rulesetVersionOf('duel', { createdAt: null }, rulesets)).toBe('2.0.0');
    // A recorded version is read as it is, whenever the event was recorded.
    expect(read(stored({ ...old, rulesetVersion: '1.0.0' }, AFTER)).ruleset).toEqual({ version: '1.0.0' });
  });
});

describe('moving a competition to the newest version of its game', () => {
  it('changes the version of the matches created after it; those created before keep theirs', () => {
    const t = duelSwiss(duels(), { rulesetVersion: '1.0.0' });
    pairAndStart(t);
    const first = played(t.state);
    expect(first.map((g) => gameVersionOf(t.state, g, t.rulesets))).toEqual(['1.0.0', '1.0.0']);
    // Round 1's matches play 1.0.0, which has no "strikes".
    expect(engineWin(t, first[0].game, { damageDealt: 10, strikes: 2 })).toMatchObject({ code: 'UNKNOWN_SCORE' });
    for (const g of first) engineWin(t, g.game, { damageDealt: 10 });

    expect(t.run({ type: 'moveRuleset', version: '2.0.0' })).toEqual([
      { type: 'CompetitionRulesetChanged', data: { rulesetVersion: '2.0.0' } },
    ]);
    expect(version(t)).toBe('2.0.0');
    // The games of round 1 keep the version their matches were created under.
    expect(first.map((g) => gameVersionOf(t.state, t.state.games[g.game], t.rulesets))).toEqual(['1.0.0', '1.0.0']);
    pairAndStart(t);
    const second = played(t.state);
    expect(second.map((g) => gameVersionOf(t.state, g, t.rulesets))).toEqual(['2.0.0', '2.0.0']);
    for (const g of second) expect(engineWin(t, g.game, { damageDealt: 10, strikes: 2 })).not.toHaveProperty('code');

    expect(replayCompetition(t.events)).toEqual(t.state);
    expect(
      redecideCompetition(
        t.events.map((e) => ({ ...e, metadata: { actor: { kind: e.type === 'CompetitionResultRecorded' ? 'server' : 'organiser' } } })),
        t.rulesets,
      ),
    ).toEqual(t.state);
  });

  it('leaves a round started before it as it was, even when its matches are not created yet', () => {
    const t = duelSwiss(duels(), { rulesetVersion: '1.0.0' });
    pairAndStart(t);
    t.run({ type: 'moveRuleset', version: '2.0.0' });
    // The processor that creates the matches may handle the start after the move: the games say 1.0.0.
    expect(played(t.state).map((g) => g.matchRuleset)).toEqual([{ version: '1.0.0' }, { version: '1.0.0' }]);
  });

  it('is refused when the competition plays the newest version already, to anyone but the organiser, and after the end', () => {
    const t = duelSwiss(duels(), { rulesetVersion: '1.0.0' });
    expect(t.refused({ type: 'moveRuleset', version: '2.0.0' }, player('p1'))).toBe('NOT_ORGANISER');
    expect(t.refused({ type: 'moveRuleset', version: '1.0.0' })).toBe('RULESET_CURRENT');
    expect(t.refused({ type: 'moveRuleset', version: '9.0.0' })).toBe('UNKNOWN_RULESET');
    t.run({ type: 'moveRuleset', version: '2.0.0' });
    expect(t.refused({ type: 'moveRuleset', version: '2.0.0' })).toBe('RULESET_CURRENT');
    expect(duelSwiss().refused({ type: 'moveRuleset', version: '2.0.0' })).toBe('RULESET_CURRENT');

    const finished = duelSwiss(duels(), { rulesetVersion: '1.0.0' });
    finished.run({ type: 'finish', reason: 'cancelled' });
    expect(finished.refused({ type: 'moveRuleset', version: '2.0.0' })).toBe('COMPETITION_FINISHED');
  });

  it('is refused when the new version lacks a score the competition counts', () => {
    const duelThree: Ruleset = { ...duelTwo, version: '3.0.0', scores: duelOne.scores };
    const rulesets = new RulesetRegistry([duelOne]).register(duelTwo, { superseded: '2026-09-01T00:00:00.000Z' }).register(duelThree);
    const t = duelSwiss(rulesets, { rulesetVersion: '2.0.0', scoring: { secondary: ['strikes'] } });
    expect(t.refused({ type: 'moveRuleset', version: '3.0.0' })).toBe('UNKNOWN_SCORE');
  });

  it('moves a competition created before versions were recorded from the version it read as', () => {
    const created = toCompetitionEvent(stored(unversionedCreated(), BEFORE));
    const t = new CompetitionDriver({ state: replayCompetition([created]), events: [created] }, duels());
    expect(version(t)).toBe('1.0.0');
    t.run({ type: 'register', playerId: 'p1', name: 'Ada', accountId: null, club: null, seed: null });
    t.run({ type: 'register', playerId: 'p2', name: 'Bo', accountId: null, club: null, seed: null });
    pairAndStart(t);
    expect(played(t.state).map((g) => gameVersionOf(t.state, g, t.rulesets))).toEqual(['1.0.0']);
    t.run({ type: 'moveRuleset', version: '2.0.0' });
    expect(version(t)).toBe('2.0.0');

    const later = toCompetitionEvent(stored(unversionedCreated(), AFTER));
    const current = new CompetitionDriver({ state: replayCompetition([later]), events: [later] }, duels());
    expect(current.refused({ type: 'moveRuleset', version: '2.0.0' })).toBe('RULESET_CURRENT');
  });
});

describe('competition logs with and without a version', () => {
  const log = (data: unknown, recordedAt: string, metadata: Record<string, unknown> = {}) =>
    writeCompetitionLog(ID, [stored(data, recordedAt, metadata)]);

  it('an old log (no version) is decided again as it was written, with the version newest when it was recorded', () => {
    const old = unversionedCreated();
    const parsed = parseCompetitionLog(log(old, BEFORE), duels());
    expect(parsed.lines[0].data).not.toHaveProperty('rulesetVersion');
    expect(parsed.state.ruleset).toEqual({ createdAt: BEFORE });
    expect(rulesetVersionOf('duel', parsed.state.ruleset, duels())).toBe('1.0.0');
    // A log exported from a stream that was itself imported keeps the first time.
    expect(parseCompetitionLog(log(old, AFTER, { importedFrom: BEFORE }), duels()).state.ruleset).toEqual({ createdAt: BEFORE });
  });

  it('a new log keeps its version, an older one than the newest included', () => {
    const parsed = parseCompetitionLog(log({ ...unversionedCreated(), rulesetVersion: '1.0.0' }, AFTER), duels());
    expect(parsed.state.ruleset).toEqual({ version: '1.0.0' });
    expect(() => parseCompetitionLog(log({ ...unversionedCreated(), rulesetVersion: '9.0.0' }, AFTER), duels())).toThrow(/UNKNOWN_RULESET/);
  });
});
