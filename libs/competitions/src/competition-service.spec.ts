import { WrongExpectedVersionError, type EventStore, type NewEvent, type StoredEvent } from '@app/event-store';
import type { MatchService } from '@app/matches';
import type { RoundClockSetData } from '@app/rules';
import { roundClockCopy, type CompetitionActor } from './competition';
import { CompetitionService } from './competition-service';

const ORGANISER: CompetitionActor = { kind: 'organiser' };
const ID = '00000000-0000-4000-8000-0000000000c1';
const MIN = 60_000;

/** Streams in memory: what the service needs of an event store (append with expected version, read). */
class MemoryStore {
  streams = new Map<string, StoredEvent[]>();
  position = 0;
  async append(streamId: string, events: NewEvent[], expected: number | 'any' | 'no_stream') {
    const stream = this.streams.get(streamId) ?? [];
    const actual = stream.length;
    if ((expected === 'no_stream' && actual > 0) || (typeof expected === 'number' && expected !== actual))
      throw new WrongExpectedVersionError(streamId, expected, actual);
    for (const e of events) {
      stream.push({
        eventId: e.eventId,
        streamId,
        streamVersion: stream.length + 1,
        globalPosition: ++this.position,
        type: e.type,
        data: e.data,
        metadata: e.metadata ?? {},
        recordedAt: '2026-11-22T10:00:00.000Z',
      });
    }
    this.streams.set(streamId, stream);
    return { streamVersion: stream.length, globalPosition: this.position };
  }
  async readStream(streamId: string) {
    return [...(this.streams.get(streamId) ?? [])];
  }
}

/** The engine as the service sees it: matches are created, take round clock copies, expire what is due. */
function fakeMatches() {
  const made = new Map<string, unknown>();
  const copies: Array<{ matchId: string; copy: RoundClockSetData }> = [];
  const expired: string[] = [];
  const failing = new Set<string>();
  const service = {
    rulesets: { get: (id: string) => ({ id, sides: ['red', 'blue'] }) },
    exists: async (matchId: string) => made.has(matchId),
    create: async (input: { matchId: string }) => {
      made.set(input.matchId, input);
    },
    setRoundClock: async (matchId: string, copy: RoundClockSetData) => {
      if (failing.has(matchId)) throw new Error(`match ${matchId} is unreachable`);
      copies.push({ matchId, copy });
    },
    expireDue: async (matchId: string) => {
      expired.push(matchId);
    },
  };
  return { service: service as unknown as MatchService, made, copies, expired, failing };
}

async function timedEvent() {
  const store = new MemoryStore();
  const matches = fakeMatches();
  let now = Date.parse('2026-11-22T10:00:00.000Z');
  const service = new CompetitionService(store as unknown as EventStore, matches.service, () => new Date(now));
  await service.create({
    competitionId: ID,
    kind: 'tournament',
    name: 'Timed open',
    rulesetId: 'solaris7',
    organiserId: 'olga',
    published: true,
    rated: false,
    format: { kind: 'swiss', rounds: 3, topCut: null },
    play: { mode: 'engine', clock: { minutes: 20, start: 'organiser' } },
    timing: { roundMinutes: 50 },
  });
  for (let i = 1; i <= 4; i++)
    await service.execute(
      ID,
      { type: 'register', playerId: `p${i}`, name: `Player ${i}`, accountId: null, club: null, seed: null },
      ORGANISER,
    );
  await service.pairRound(ID, ORGANISER);
  const { state } = await service.startRound(ID, 1, ORGANISER);
  // What the engine-matches processor does on RoundStarted.
  await service.openEngineMatches(ID, state, state.rounds[0].games);
  const games = state.rounds[0].games.map((g) => state.games[g]);
  /** What the round-clock processor does on a round clock event. */
  const copies = async () => service.syncRoundClock(ID, (await service.load(ID)).state, 1);
  return { service, matches, games, copies, advance: (minutes: number) => (now += minutes * MIN) };
}

describe('CompetitionService round clocks and their consequences', () => {
  it('creates the matches with the competition’s match clocks', async () => {
    const { matches, games } = await timedEvent();
    expect(games).toHaveLength(2);
    for (const g of games) expect(matches.made.get(g.matchId!)).toMatchObject({ clock: { minutes: 20, start: 'organiser' } });
  });

  it('stamps each change with its clock, in ms, and gives every match its copy', async () => {
    const { service, matches, games, copies, advance } = await timedEvent();
    let { state } = await service.startRoundClock(ID, 1, null, 'round 1', ORGANISER);
    expect(matches.copies).toEqual([]); // the command alone sends nothing: the copies are a processor's
    await copies();
    expect(state.rounds[0].clock).toMatchObject({ limitMs: 50 * MIN, startedAt: Date.parse('2026-11-22T10:00:00.000Z'), running: true });
    expect(matches.copies.map((c) => c.matchId).sort()).toEqual(games.map((g) => g.matchId).sort());
    expect(matches.copies[0].copy).toEqual(roundClockCopy(state, ID, 1, games.find((g) => g.matchId === matches.copies[0].matchId)!.game));

    advance(10);
    ({ state } = await service.extendRoundClock(ID, 1, games[0].table, 2.5, 'late start', ORGANISER));
    expect(state.rounds[0].clock!.tableExtraMs).toEqual({ [games[0].game]: 150_000 });
    advance(5);
    ({ state } = await service.pauseRoundClock(ID, 1, 'judge call', ORGANISER));
    expect(state.rounds[0].clock!.paused).toEqual({ at: Date.parse('2026-11-22T10:15:00.000Z'), reason: 'judge call' });
    advance(5);
    ({ state } = await service.resumeRoundClock(ID, 1, 'ruled', ORGANISER));
    await copies();
    const last = matches.copies.slice(-2).map((c) => c.copy);
    // Running again at 10:20 with 35 minutes left (table one: 37.5): due at 10:55 and 10:57:30.
    expect(last.map((c) => c.dueAt).sort()).toEqual(['2026-11-22T10:55:00.000Z', '2026-11-22T10:57:30.000Z']);
    expect(last.every((c) => c.version === state.version)).toBe(true);
  });

  it('gives the other matches their copy when one fails, then says so', async () => {
    const { service, matches, games, copies } = await timedEvent();
    matches.failing.add(games[0].matchId!);
    await service.startRoundClock(ID, 1, 30, null, ORGANISER);
    await expect(copies()).rejects.toThrow(`match ${games[0].matchId} is unreachable`);
    expect(matches.copies.map((c) => c.matchId)).toEqual([games[1].matchId]);
    // The clock started all the same: it is the competition's.
    expect((await service.load(ID)).state.rounds[0].clock?.limitMs).toBe(30 * MIN);
  });

  it('calls time when it is due, and each called match applies its own expiry', async () => {
    const { service, matches, games, advance } = await timedEvent();
    await service.startRoundClock(ID, 1, null, null, ORGANISER);
    await service.extendRoundClock(ID, 1, games[1].table, 10, 'late start', ORGANISER);
    advance(49);
    let { state } = await service.expireRoundTime(ID, 1);
    expect(state.rounds[0].clock!.called).toEqual([]);
    await service.applyCalledTime(state, 1);
    expect(matches.expired).toEqual([]);
    advance(1);
    ({ state } = await service.expireRoundTime(ID, 1));
    expect(state.rounds[0].clock!.called).toEqual([games[0].game]);
    await service.applyCalledTime(state, 1); // what the round-clock processor does on RoundTimeExpired
    expect(matches.expired).toEqual([games[0].matchId]);
    const versions = (await service.load(ID)).events.filter((e) => e.type === 'RoundTimeExpired');
    expect(versions).toHaveLength(1);
    expect(versions[0].metadata).toEqual({ actor: { kind: 'server' } });
  });

  it('creates each engine match once, however often the processor runs', async () => {
    const { service, matches, games } = await timedEvent();
    const { state } = await service.load(ID);
    await service.openEngineMatches(ID, state, state.rounds[0].games);
    expect([...matches.made.keys()].sort()).toEqual(games.map((g) => g.matchId).sort());
    const before = matches.made.size;
    await service.openEngineMatches(ID, state, state.rounds[0].games);
    expect(matches.made.size).toBe(before);
  });
});
