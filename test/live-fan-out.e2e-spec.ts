import { createPool } from '@app/database';
import { PostgresEventStore } from '@app/event-store';
import { MatchService, PostgresSeedVault } from '@app/matches';
import { RulesetRegistry, type Ruleset, type Viewer } from '@app/rules';
import type { Pool } from 'pg';
import { sealedHands, type SealedHandsState } from '@app/rules/testing';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { ok, organiser, seats } from './support/graphql';
import { liveClient, type LiveClient, type LiveSubscription } from './support/subscriptions';

/**
 * Live push costs one fold per event per process and one view per viewer kind, not one per
 * subscriber: the ruleset counts its own calls in the API process while one match is followed
 * by one subscriber and another by a dozen (two `matchUpdated` and one `matchEvents` for each of
 * the public, the organiser and each player), both played alike, and a third not followed at
 * all; played by another process, then by the API process itself.
 */
interface Counts {
  evolve: number;
  view: Map<string, number>;
  viewEvent: Map<string, number>;
}
const kind = (v: Viewer) => (v.kind === 'player' ? `player:${v.side}` : v.kind);
const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
/** Sealed hands, counting into `counts` every fold of an event and every view. */
function counting(counts: Counts): Ruleset<SealedHandsState> {
  return {
    ...sealedHands,
    id: 'counted-hands',
    name: 'Sealed hands, counting its folds and views (test game)',
    evolve(state, event) {
      counts.evolve++;
      return sealedHands.evolve(state, event);
    },
    view(state, viewer) {
      bump(counts.view, kind(viewer));
      return sealedHands.view(state, viewer);
    },
    viewEvent(before, event, viewer) {
      bump(counts.viewEvent, kind(viewer));
      return sealedHands.viewEvent!(before, event, viewer);
    },
  };
}
const fresh = (): Counts => ({ evolve: 0, view: new Map(), viewEvent: new Map() });
const sorted = (m: Map<string, number>) => Object.fromEntries([...m].sort(([a], [b]) => a.localeCompare(b)));

const UPDATED = `subscription($m: ID!) { matchUpdated(matchId: $m) { version viewedAs state } }`;
const EVENTS = `subscription($m: ID!) { matchEvents(matchId: $m, after: 0) { number type data } }`;

describeEachDatabase('live push fans out one fold and one view per viewer kind', (databaseUrl) => {
  let api: RunningApi;
  /** What the API process folds and views. */
  const inApi = fresh();
  let pool: Pool;
  /** Another process appending to the same log, with a cache of its own. */
  let elsewhere: MatchService;
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    // No processors: nothing else in the API process folds or views the matches while they are counted.
    api = await startTestApi(databaseUrl(), { extraRulesets: [counting(inApi)], processors: false });
    pool = createPool(databaseUrl(), 2);
    elsewhere = new MatchService(new PostgresEventStore(pool), new RulesetRegistry([counting(fresh())]), new PostgresSeedVault(pool));
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await api?.close();
    await pool?.end();
  });

  /** A new two-player match of the counted-hands game, its dice the server's, untimed. */
  async function countedHands(olga: Awaited<ReturnType<typeof organiser>>, options: { handSize: number; revealAtEnd?: boolean }) {
    const created = await olga.gql(`mutation($i: CreateMatchInput!) { createMatch(input: $i) { id } }`, {
      i: {
        rulesetId: 'counted-hands',
        players: [
          { side: 'A', name: 'Alice' },
          { side: 'B', name: 'Boris' },
        ],
        setup: { handSize: options.handSize },
        dice: 'server',
        clock: { minutes: 0 },
        ...(options.revealAtEnd === undefined ? {} : { revealAtEnd: options.revealAtEnd }),
      },
    });
    return ok(created).createMatch.id as string;
  }

  /** Three matches alike: one followed by one subscriber, one by a dozen, one by nobody. */
  async function followed() {
    const olga = await organiser(api.url);
    const newMatch = async () => {
      const id = await countedHands(olga, { handSize: 3 });
      return { id, table: await seats(api.url, olga.gql, id) };
    };
    const open = (auth?: string) => {
      const socket = liveClient(api.url, auth);
      sockets.push(socket);
      return socket;
    };
    const [lone, crowded, unwatched] = [await newMatch(), await newMatch(), await newMatch()];
    const loneSubs = [open().subscribe(UPDATED, { m: lone.id })];
    const crowdedSubs: Array<LiveSubscription<any>> = [];
    for (const auth of [undefined, `Bearer ${olga.token}`, `Bearer ${crowded.table.A.token}`, `Bearer ${crowded.table.B.token}`]) {
      crowdedSubs.push(open(auth).subscribe(UPDATED, { m: crowded.id }), open(auth).subscribe(UPDATED, { m: crowded.id }));
      crowdedSubs.push(open(auth).subscribe(EVENTS, { m: crowded.id }));
    }
    // Each has its first result: all are live.
    await Promise.all([...loneSubs, ...crowdedSubs].map((s) => s.take(1)));
    const viewedAs = crowdedSubs.flatMap((s) => s.results.map((r) => r.data.matchUpdated?.viewedAs).filter(Boolean));
    expect(new Set(viewedAs)).toEqual(new Set(['public', 'organiser', 'player:A', 'player:B']));
    return {
      lone: { id: lone.id, subs: loneSubs },
      crowded: { id: crowded.id, subs: crowdedSubs },
      unwatched: { id: unwatched.id, subs: [] },
    };
  }

  /** The deal, then one trick: three events, each appended by a command of its own; what the API process did meanwhile. */
  async function play(matches: MatchService, match: { id: string; subs: Array<LiveSubscription<any>> }) {
    const commands = [
      () => matches.serverRoll(match.id, { kind: 'player', side: 'A' }),
      () => matches.issueOrder(match.id, 'A', { type: 'play', card: 0 }, { kind: 'player', side: 'A' }),
      () => matches.issueOrder(match.id, 'B', { type: 'play', card: 0 }, { kind: 'player', side: 'B' }),
    ];
    Object.assign(inApi, fresh());
    for (const [i, command] of commands.entries()) {
      await command();
      // Every subscriber has the event before the next command: its folds and views are counted.
      await Promise.all(match.subs.map((s) => s.take(2 + i)));
    }
    return { evolve: inApi.evolve, view: sorted(inApi.view), viewEvent: sorted(inApi.viewEvent) };
  }

  /** Each subscriber saw every event once, in order, in its own view. */
  function checkDelivered(subs: Array<LiveSubscription<any>>) {
    for (const s of subs) {
      const numbers = s.results.map((r) => r.data.matchUpdated?.version ?? r.data.matchEvents.number);
      expect(numbers).toEqual([1, 2, 3, 4]);
    }
    const handOf = (s: LiveSubscription<any>) => s.results[3].data.matchUpdated?.state.hands;
    const [publicView, , , organiserView, , , aView] = subs.map(handOf);
    expect(publicView.A.cards).toBeNull();
    expect(aView.A.cards).toEqual(organiserView.A.cards);
    expect(aView.B.cards).toBeNull();
  }

  it('appended by another process: one fold per event, one view per viewer kind, whatever the number of subscribers', async () => {
    const { lone, crowded, unwatched } = await followed();
    const base = await play(elsewhere, unwatched);
    const one = await play(elsewhere, lone);
    const twelve = await play(elsewhere, crowded);

    // Nobody here follows the first: this process neither folds nor views it.
    expect(base).toEqual({ evolve: 0, view: {}, viewEvent: {} });
    // One fold per event, however many follow the match.
    expect(one.evolve).toBe(3);
    expect(twelve.evolve).toBe(3);
    // One view of the state per viewer kind per event, and of each event (the organiser's needs none).
    expect(one.view).toEqual({ public: 3 });
    expect(one.viewEvent).toEqual({});
    expect(twelve.view).toEqual({ organiser: 3, 'player:A': 3, 'player:B': 3, public: 3 });
    expect(twelve.viewEvent).toEqual({ 'player:A': 3, 'player:B': 3, public: 3 });
    checkDelivered(crowded.subs);
  });

  it('a match revealed at the end shows its last events and state whole to the public, and nothing before', async () => {
    const olga = await organiser(api.url);
    const play = async (revealAtEnd: boolean) => {
      const id = await countedHands(olga, { handSize: 1, revealAtEnd });
      const table = await seats(api.url, olga.gql, id);
      const socket = liveClient(api.url);
      sockets.push(socket);
      const events = socket.subscribe(`subscription($m: ID!) { matchEvents(matchId: $m, after: 0) { number type data } }`, { m: id });
      const states = socket.subscribe(UPDATED, { m: id });
      await Promise.all([events.take(1), states.take(1)]);
      ok(await table.B.gql(`mutation($i: RollDiceInput!) { rollDice(input: $i) { version } }`, { i: { matchId: id } }));
      await states.take(2);
      const order = `mutation($i: IssueOrderInput!) { issueOrder(input: $i) { version } }`;
      ok(await table.A.gql(order, { i: { matchId: id, side: 'A', order: { type: 'play', card: 0 } } }));
      await states.take(3);
      // B's card ends the match; the server's seed is revealed with it, in the same append.
      ok(await table.B.gql(order, { i: { matchId: id, side: 'B', order: { type: 'play', card: 0 } } }));
      const seen = (await events.take(5)).map((r) => r.data.matchEvents);
      const updates = (await states.take(4)).map((r) => r.data.matchUpdated);
      return { seen, updates };
    };

    const revealed = await play(true);
    expect(revealed.seen.map((e: any) => [e.number, e.type])).toEqual([
      [1, 'MatchCreated'],
      [2, 'DiceRolled'],
      [3, 'OrderIssued'],
      [4, 'OrderIssued'],
      [5, 'ServerSeedRevealed'],
    ]);
    expect(revealed.seen[1].data.dice).toEqual([]); // the deal, while the match ran
    expect(revealed.seen[4].data.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(revealed.updates.map((u: any) => [u.version, u.viewedAs])).toEqual([
      [1, 'public'],
      [2, 'public'],
      [3, 'public'],
      [5, 'organiser'],
    ]);
    expect(revealed.updates[1].state.hands.A.cards).toBeNull();

    const kept = await play(false);
    expect(kept.seen[4]).toMatchObject({ number: 5, type: 'ServerSeedRevealed', data: { seed: '(hidden)' } });
    expect(kept.updates.map((u: any) => u.viewedAs)).toEqual(['public', 'public', 'public', 'public']);
    expect(kept.updates[3].state.hands.A.cards).toBeNull();
  });

  it('appended by this process: no fold beyond the command’s own, one view per viewer kind', async () => {
    const { lone, crowded, unwatched } = await followed();
    const matches = api.app.get(MatchService);
    const base = await play(matches, unwatched);
    const one = await play(matches, lone);
    const twelve = await play(matches, crowded);

    expect(base.view).toEqual({});
    // The feed takes the match as the command left it in this process's cache: nothing more to
    // fold, unless the feed's read of the stream overtakes the command's own update of the cache
    // (then the cache folds that event once). Never a fold per subscriber.
    expect(one.evolve - base.evolve).toBeLessThanOrEqual(3);
    expect(twelve.evolve - base.evolve).toBeLessThanOrEqual(3);
    expect(one.view).toEqual({ public: 3 });
    expect(twelve.view).toEqual({ organiser: 3, 'player:A': 3, 'player:B': 3, public: 3 });
    expect(twelve.viewEvent).toEqual({ 'player:A': 3, 'player:B': 3, public: 3 });
    checkDelivered(crowded.subs);
  });
});
