import { createPool } from '@app/database';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { client, failure, ok, organiser } from './support/graphql';
import { liveClient, type LiveClient } from './support/subscriptions';

const COMPETITION = 'id version finished projectorView rounds { round published games { id a b aName bName } }';
const m = (name: string, input: string) => `mutation($input: ${input}!) { ${name}(input: $input) { ${COMPETITION} } }`;
const CHOOSE = m('chooseProjectorView', 'ProjectorViewInput');
const UPDATED = `subscription($id: ID!) { competitionUpdated(competitionId: $id) { ${COMPETITION}
  standings(first: 10) { version rows { edges { node { playerId points } } } } } }`;

/**
 * The hall's projector, driven from the organiser's console: it follows `competitionUpdated`
 * (the competition as the projector may see it, after every event, with standings as current
 * as the competition) and shows the view the organiser chooses, finished competitions included.
 */
describeEachDatabase('The projector end to end', (databaseUrl, target) => {
  let api: RunningApi;
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    api = await startTestApi(databaseUrl(), { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
  });
  afterAll(async () => {
    for (const s of sockets) await s.dispose();
    await api?.close();
  });

  const open = (authorization?: string) => {
    const live = liveClient(api.url, authorization);
    sockets.push(live);
    return live;
  };

  it('follows the competition, as the public sees it, through the views the organiser chooses', async () => {
    const olga = await organiser(api.url, 'Olga');
    const id: string = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'tournament', name: 'Projector Cup', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 1 } },
      }),
    ).createCompetition.id;
    for (const name of ['Ann', 'Bob'])
      ok(await olga.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name } }));
    const bob = await organiser(api.url, 'Bob');
    ok(await bob.gql(m('registerPlayer', 'RegisterPlayerInput'), { input: { competitionId: id, name: 'Bob Self' } }));

    // The projector (an anonymous screen) and the organiser's console both follow the competition.
    const screen = open().subscribe(UPDATED, { id });
    const desk = open(`Bearer ${olga.token}`).subscribe(UPDATED, { id });
    const [first] = await screen.take(1);
    expect(first.data!.competitionUpdated).toMatchObject({ version: 4, projectorView: 'cycle', rounds: [] });
    await desk.take(1);
    let seen = 1;
    /** The screen's next update: one per event, each once the server has handled it. */
    const next = async () => {
      const update = (await screen.take(++seen)).at(-1)!;
      expect(update.errors).toBeUndefined();
      return update.data!.competitionUpdated;
    };

    // Only the organiser chooses; a bad view or a stale version is refused and changes nothing.
    const choose = (gql: typeof olga.gql, input: Record<string, unknown>) => gql(CHOOSE, { input: { competitionId: id, ...input } });
    expect(failure(await choose(bob.gql, { view: 'pairings' })).extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_ORGANISER' });
    expect(failure(await choose(client(api.url), { view: 'pairings' })).extensions.code).toBe('UNAUTHENTICATED');
    expect(failure(await choose(olga.gql, { view: 'scores' })).extensions.code).toBe('VALIDATION');
    expect(failure(await choose(olga.gql, { view: 'pairings', expectedVersion: 3 })).extensions).toMatchObject({
      code: 'CONFLICT',
      actualVersion: 4,
    });
    const chosen = ok(await choose(olga.gql, { view: 'pairings', expectedVersion: 4 })).chooseProjectorView;
    expect(chosen).toMatchObject({ version: 5, projectorView: 'pairings' });
    expect(await next()).toMatchObject({ version: 5, projectorView: 'pairings' });
    // The view on screen already: nothing to append, nothing to send.
    expect(ok(await choose(olga.gql, { view: 'pairings' })).chooseProjectorView.version).toBe(5);

    // The pairings reach the screen when they are published; the console sees them at once.
    // By the seed list: one event (a draw at random adds its seed's reveal), which the versions below count.
    ok(await olga.gql(m('pairRound', 'PairRoundInput'), { input: { competitionId: id, method: 'seeds' } }));
    expect(await next()).toMatchObject({ version: 6, rounds: [{ round: 1, published: false, games: [] }] });
    const paired = (await desk.take(3))[2].data!.competitionUpdated;
    expect(paired.rounds[0].published).toBe(false);
    expect(
      paired.rounds[0].games
        .map((g: any) => [g.aName, g.bName])
        .flat()
        .sort(),
    ).toEqual(['Ann', 'Bob', 'Bob Self', null].sort());
    ok(await olga.gql(m('publishRound', 'RoundInput'), { input: { competitionId: id, round: 1 } }));
    const shown = await next();
    expect(shown.rounds[0]).toEqual({ ...paired.rounds[0], published: true });

    // A result: the standings on the update are those of its version.
    ok(await choose(olga.gql, { view: 'standings' }));
    expect(await next()).toMatchObject({ version: 8, projectorView: 'standings' });
    ok(await olga.gql(m('startRound', 'RoundInput'), { input: { competitionId: id, round: 1 } }));
    expect(await next()).toMatchObject({ version: 9 });
    const game = shown.rounds[0].games.find((g: any) => g.b !== null);
    ok(
      await olga.gql(m('reportGameResult', 'GameResultInput'), {
        input: { competitionId: id, game: game.id, winner: game.b, reason: 'result sheet' },
      }),
    );
    const result = await next();
    expect(result.version).toBe(10);
    expect(result.standings.version).toBe(10);
    expect(result.standings.rows.edges.map((e: any) => e.node)).toContainEqual({ playerId: game.b, points: 3 });

    // Finished, the projector still takes the organiser's choice.
    ok(await olga.gql(m('finishCompetition', 'FinishInput'), { input: { competitionId: id, reason: 'done' } }));
    expect(await next()).toMatchObject({ version: 11, finished: true });
    expect(ok(await choose(olga.gql, { view: 'clock' })).chooseProjectorView).toMatchObject({ finished: true, projectorView: 'clock' });
    expect(await next()).toMatchObject({ version: 12, projectorView: 'clock' });
    expect(failure(await choose(bob.gql, { view: 'cycle' })).extensions.reason).toBe('NOT_ORGANISER');
  });

  if (target === 'postgres') {
    // PGlite runs one transaction at a time for every connection: a transaction held open here
    // would stop the whole server, not the processors alone.
    it('sends an update only once the processors have handled its event', async () => {
      const olga = await organiser(api.url, 'Olga');
      const id: string = ok(
        await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
          input: { kind: 'tournament', name: 'Held', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 1 } },
        }),
      ).createCompetition.id;
      // No standings asked: they would wait for the processors by themselves.
      const screen = open().subscribe(`subscription($id: ID!) { competitionUpdated(competitionId: $id) { version projectorView } }`, {
        id,
      });
      await screen.take(1);
      const pool = createPool(databaseUrl(), 2);
      const holder = await pool.connect();
      try {
        // The processors cannot commit a batch while their checkpoints are locked.
        await holder.query('BEGIN');
        await holder.query('SELECT name FROM projection_checkpoints FOR UPDATE');
        const chosen = olga.gql(CHOOSE, { input: { competitionId: id, view: 'clock' } });
        await new Promise((r) => setTimeout(r, 1500));
        const appended = await pool.query(`SELECT count(*)::int AS n FROM events WHERE stream_id = $1`, [`tournament-${id}`]);
        expect(appended.rows[0].n).toBe(2); // the choice is in the log…
        expect(screen.results).toHaveLength(1); // …but not on the screen
        await holder.query('COMMIT');
        ok(await chosen);
        const [, update] = await screen.take(2);
        expect(update.data!.competitionUpdated).toMatchObject({ version: 2, projectorView: 'clock' });
        const handled = await pool.query('SELECT min(position)::int AS p FROM projection_checkpoints');
        const position = await pool.query(`SELECT global_position::int AS p FROM events WHERE stream_id = $1 AND stream_version = 2`, [
          `tournament-${id}`,
        ]);
        expect(handled.rows[0].p).toBeGreaterThanOrEqual(position.rows[0].p);
      } finally {
        holder.release();
        await pool.end();
      }
    });
  }

  it('is read as the competition is: an unpublished one by its organiser and players only, an unknown one NOT_FOUND', async () => {
    const olga = await organiser(api.url, 'Olga');
    const id: string = ok(
      await olga.gql(m('createCompetition', 'CreateCompetitionInput'), {
        input: { kind: 'tournament', name: 'Closed', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 1 }, published: false },
      }),
    ).createCompetition.id;
    const [stranger] = await open().subscribe(UPDATED, { id }).take(1);
    expect(stranger.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_PUBLISHED' });
    const [missing] = await open().subscribe(UPDATED, { id: '00000000-0000-4000-8000-000000000000' }).take(1);
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND' });
    const [mine] = await open(`Bearer ${olga.token}`).subscribe(UPDATED, { id }).take(1);
    expect(mine.data!.competitionUpdated).toMatchObject({ id, projectorView: 'cycle' });
  });
});
