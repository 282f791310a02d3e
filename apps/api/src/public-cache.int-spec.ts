import { ApolloServer } from '@apollo/server';
import {
  buildSchema,
  GraphQLID,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  parse,
  type ExecutionResult,
} from 'graphql';
import type { Principal } from './auth/principal';
import { forgetAfterWebSocketWrites, PublicReadCache, publicCachePlugin, sharedSubscriptions } from './public-cache';

const typeDefs = `
  type Query { board(id: ID!): Board  reads: Int  broken: Int }
  type Board { id: ID!  version: Int!  reads: Int! }
  type Mutation { bump(id: ID!): Int }
`;

interface Context {
  principal: Principal;
}

const ANONYMOUS: Context = { principal: { kind: 'anonymous' } };
const ACCOUNT: Context = { principal: { kind: 'account', accountId: 'a1', displayName: 'Olga' } };
const API_KEY: Context = { principal: { kind: 'api-key', keyId: 'k1', accountId: 'a1', scope: 'public' } };
const PLAYER: Context = { principal: { kind: 'player', matchId: 'm1', side: 'A', name: 'Vera' } };

/** A server whose resolvers count what they are asked, so a test sees what was executed and what was shared. */
function server(cache: PublicReadCache, delayMs = 0) {
  const versions = new Map<string, number>();
  let reads = 0;
  const rootValue = {
    board: async ({ id }: { id: string }) => {
      // What the board is when the reading starts, however long it then takes.
      const board = { id, version: versions.get(id) ?? 0, reads: ++reads };
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return board;
    },
    reads: () => ++reads,
    broken: () => {
      reads++;
      throw new Error('no such thing');
    },
    bump: ({ id }: { id: string }) => {
      versions.set(id, (versions.get(id) ?? 0) + 1);
      return versions.get(id);
    },
  };
  const apollo = new ApolloServer<Context>({ schema: buildSchema(typeDefs), rootValue, plugins: [publicCachePlugin(cache)] });
  const ask = async (query: string, context: Context, variables?: Record<string, unknown>) => {
    const r = await apollo.executeOperation({ query, variables }, { contextValue: context });
    if (r.body.kind !== 'single') throw new Error('not a single answer');
    return r.body.singleResult;
  };
  return { apollo, ask, reads: () => reads };
}

const BOARD = 'query Board($id: ID!) { board(id: $id) { id version reads } }';
const BUMP = 'mutation($id: ID!) { bump(id: $id) }';

describe('the shared answers of anonymous queries', () => {
  let now = 0;
  const cache = () => new PublicReadCache(1000, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('answers the same anonymous query from one reading until its time is up, then reads it again', async () => {
    const { apollo, ask, reads } = server(cache());
    await apollo.start();
    const first = await ask(BOARD, ANONYMOUS, { id: 'b1' });
    now += 999;
    expect(await ask(BOARD, ANONYMOUS, { id: 'b1' })).toEqual(first);
    expect(reads()).toBe(1);
    now += 1;
    expect((await ask(BOARD, ANONYMOUS, { id: 'b1' })).data).toEqual({ board: { id: 'b1', version: 0, reads: 2 } });
    await apollo.stop();
  });

  it('keeps apart what differs: the variables, the query text, the operation', async () => {
    const { apollo, ask, reads } = server(cache());
    await apollo.start();
    await ask(BOARD, ANONYMOUS, { id: 'b1' });
    await ask(BOARD, ANONYMOUS, { id: 'b2' });
    await ask('query Board($id: ID!) { board(id: $id) { id reads } }', ANONYMOUS, { id: 'b1' });
    await ask('{ reads }', ANONYMOUS);
    expect(reads()).toBe(4);
    await ask(BOARD, ANONYMOUS, { id: 'b2' });
    expect(reads()).toBe(4);
    await apollo.stop();
  });

  it('never shares with or for a caller with credentials, who read their own writes at once', async () => {
    const { apollo, ask, reads } = server(cache());
    await apollo.start();
    await ask(BOARD, ANONYMOUS, { id: 'b1' });
    let bumps = 0;
    for (const caller of [ACCOUNT, API_KEY, PLAYER]) {
      expect(await ask(BUMP, caller, { id: 'b1' })).toEqual({ data: { bump: ++bumps } });
      expect((await ask(BOARD, caller, { id: 'b1' })).data).toMatchObject({ board: { version: bumps } });
      expect((await ask(BOARD, caller, { id: 'b1' })).data).toMatchObject({ board: { version: bumps } });
    }
    // 1 anonymous reading, and 6 of callers with credentials, none shared.
    expect(reads()).toBe(7);
    // The anonymous reader sees the change once its answer's time is up.
    expect((await ask(BOARD, ANONYMOUS, { id: 'b1' })).data).toMatchObject({ board: { version: 0 } });
    now += 1000;
    expect((await ask(BOARD, ANONYMOUS, { id: 'b1' })).data).toMatchObject({ board: { version: 3 } });
    await apollo.stop();
  });

  it('never shares a mutation, nor an answer with errors', async () => {
    const { apollo, ask, reads } = server(cache());
    await apollo.start();
    expect(await ask(BUMP, ANONYMOUS, { id: 'b9' })).toEqual({ data: { bump: 1 } });
    expect(await ask(BUMP, ANONYMOUS, { id: 'b9' })).toEqual({ data: { bump: 2 } });
    for (let i = 0; i < 3; i++) expect((await ask('{ broken }', ANONYMOUS)).errors).toHaveLength(1);
    expect(reads()).toBe(3);
    await apollo.stop();
  });

  it('forgets every answer once an anonymous caller has written, so the writer reads its own write', async () => {
    const { apollo, ask, reads } = server(cache());
    await apollo.start();
    expect((await ask(BOARD, ANONYMOUS, { id: 'b1' })).data).toMatchObject({ board: { version: 0 } });
    expect((await ask(BOARD, ANONYMOUS, { id: 'b2' })).data).toMatchObject({ board: { version: 0 } });
    // A slip code's report, say: a mutation without credentials.
    expect(await ask(BUMP, ANONYMOUS, { id: 'b1' })).toEqual({ data: { bump: 1 } });
    expect((await ask(BOARD, ANONYMOUS, { id: 'b1' })).data).toMatchObject({ board: { version: 1 } });
    expect((await ask(BOARD, ANONYMOUS, { id: 'b2' })).data).toMatchObject({ board: { version: 0 } });
    expect(reads()).toBe(4);
    // A signed-in caller's write leaves them: anonymous readers see it once their time is up.
    expect(await ask(BUMP, ACCOUNT, { id: 'b1' })).toEqual({ data: { bump: 2 } });
    expect((await ask(BOARD, ANONYMOUS, { id: 'b1' })).data).toMatchObject({ board: { version: 1 } });
    expect(reads()).toBe(4);
    await apollo.stop();
  });

  it('does not keep a reading begun before an anonymous write that ended while it was read', async () => {
    const { apollo, ask, reads } = server(cache(), 100);
    await apollo.start();
    const before = ask(BOARD, ANONYMOUS, { id: 'b1' });
    await new Promise((r) => setTimeout(r, 20));
    expect(await ask(BUMP, ANONYMOUS, { id: 'b1' })).toEqual({ data: { bump: 1 } });
    // Asked after the write, while the earlier reading goes on: read afresh, not handed the earlier one.
    const after = ask(BOARD, ANONYMOUS, { id: 'b1' });
    expect((await before).data).toMatchObject({ board: { version: 0 } });
    expect((await after).data).toMatchObject({ board: { version: 1 } });
    expect((await ask(BOARD, ANONYMOUS, { id: 'b1' })).data).toMatchObject({ board: { version: 1 } });
    expect(reads()).toBe(2);
    await apollo.stop();
  });

  it('forgets after a mutation over WebSocket without credentials, and only then', async () => {
    const shared = cache();
    const { apollo, ask, reads } = server(shared);
    await apollo.start();
    const hook = forgetAfterWebSocketWrites(shared);
    const mutation = { document: parse(BUMP), operationName: undefined } as never;
    const query = { document: parse(BOARD), operationName: 'Board' } as never;
    await ask(BOARD, ANONYMOUS, { id: 'b1' });
    hook({ extra: { principal: ACCOUNT.principal } }, 'op1', {}, mutation);
    hook({ extra: { principal: ANONYMOUS.principal } }, 'op2', {}, query);
    await ask(BOARD, ANONYMOUS, { id: 'b1' });
    expect(reads()).toBe(1);
    hook({ extra: { principal: ANONYMOUS.principal } }, 'op3', {}, mutation);
    await ask(BOARD, ANONYMOUS, { id: 'b1' });
    expect(reads()).toBe(2);
    await apollo.stop();
  });

  it('makes a crowd asking the same at once wait for one reading', async () => {
    const shared = cache();
    const { apollo, ask, reads } = server(shared, 50);
    await apollo.start();
    const answers = await Promise.all(Array.from({ length: 200 }, () => ask(BOARD, ANONYMOUS, { id: 'b1' })));
    expect(reads()).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(shared.stats()).toMatchObject({ misses: 1, hits: 199, entries: 1 });
    await apollo.stop();
  });

  it('lets the crowd read for itself when the first reading failed', async () => {
    const { apollo, ask, reads } = server(cache());
    await apollo.start();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask('{ broken }', ANONYMOUS)));
    expect(answers.every((a) => a.errors?.length === 1)).toBe(true);
    expect(reads()).toBe(5);
    await apollo.stop();
  });

  it('keeps at most 1000 answers, the newest', async () => {
    const shared = cache();
    const { apollo, ask } = server(shared);
    await apollo.start();
    for (let i = 0; i < 1100; i++) await ask(BOARD, ANONYMOUS, { id: `b${i}` });
    expect(shared.stats().entries).toBe(1000);
    const before = shared.stats().misses;
    await ask(BOARD, ANONYMOUS, { id: 'b1099' });
    await ask(BOARD, ANONYMOUS, { id: 'b0' });
    expect(shared.stats().misses - before).toBe(1);
    await apollo.stop();
  });
});

describe('the shared updates of anonymous subscribers', () => {
  /**
   * A schema whose subscription yields a board's state now, then again at each `publish`, as a
   * competition's does; its fields count their executions.
   */
  function live() {
    let executions = 0;
    const state = { version: 1, name: 'Hall Open' };
    const listeners = new Set<(board: object) => void>();
    const Board = new GraphQLObjectType({
      name: 'Board',
      fields: {
        version: { type: new GraphQLNonNull(GraphQLInt) },
        name: {
          type: GraphQLString,
          resolve: (b: { name: string }) => {
            executions++;
            return b.name;
          },
        },
      },
    });
    const versioned = (withVersion: boolean) => ({
      type: Board,
      args: { id: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: (b: unknown) => b,
      subscribe: () => {
        const queue: object[] = [withVersion ? { ...state } : { name: state.name }];
        const waiting: Array<(item: IteratorResult<object>) => void> = [];
        const listener = (board: object) => {
          const item = withVersion ? board : { name: (board as { name: string }).name };
          const w = waiting.shift();
          if (w) w({ value: item, done: false });
          else queue.push(item);
        };
        listeners.add(listener);
        const iterator: AsyncIterableIterator<object> = {
          next: () => (queue.length ? Promise.resolve({ value: queue.shift()!, done: false }) : new Promise((r) => waiting.push(r))),
          return: async () => {
            listeners.delete(listener);
            return { value: undefined, done: true };
          },
          [Symbol.asyncIterator]: () => iterator,
        };
        return iterator;
      },
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLInt } } }),
      subscription: new GraphQLObjectType({ name: 'Subscription', fields: { board: versioned(true), unversioned: versioned(false) } }),
    });
    const publish = (name: string) => {
      state.version++;
      state.name = name;
      for (const l of listeners) l({ ...state });
    };
    return { schema, publish, executions: () => executions, listeners };
  }

  const SUBSCRIBE = 'subscription Board($id: ID!) { board(id: $id) { version name } }';

  it('executes each version once for every anonymous subscriber of the same subscription, never for one with credentials', async () => {
    const { schema, publish, executions, listeners } = live();
    const subscribe = sharedSubscriptions(new PublicReadCache(60_000));
    const open = async (context: Context, query = SUBSCRIBE) =>
      (await subscribe({
        schema,
        document: parse(query),
        variableValues: { id: 'b1' },
        contextValue: context,
      })) as AsyncIterableIterator<ExecutionResult>;
    const crowd = await Promise.all(Array.from({ length: 50 }, () => open(ANONYMOUS)));
    const firsts = await Promise.all(crowd.map((s) => s.next()));
    expect(new Set(firsts.map((f) => JSON.stringify(f.value))).size).toBe(1);
    expect(firsts[0].value).toEqual({ data: { board: { version: 1, name: 'Hall Open' } } });
    expect(executions()).toBe(1);

    const organiser = await open(ACCOUNT);
    expect((await organiser.next()).value).toEqual({ data: { board: { version: 1, name: 'Hall Open' } } });
    expect(executions()).toBe(2);

    // An update: once for the crowd, once for the organiser.
    publish('Hall Open, round 1');
    const updates = await Promise.all([...crowd, organiser].map((s) => s.next()));
    expect(
      updates.every((u) => JSON.stringify(u.value) === JSON.stringify({ data: { board: { version: 2, name: 'Hall Open, round 1' } } })),
    ).toBe(true);
    expect(executions()).toBe(4);

    // Another text of the subscription is another: its own reading.
    const other = await open(ANONYMOUS, 'subscription Board($id: ID!) { board(id: $id) { name version } }');
    expect((await other.next()).value).toEqual({ data: { board: { name: 'Hall Open, round 1', version: 2 } } });
    expect(executions()).toBe(5);

    // Ending a subscription ends its source.
    for (const s of [...crowd, organiser, other]) await s.return!();
    expect(listeners.size).toBe(0);
  });

  it('executes an event that says no version for each subscriber', async () => {
    const { schema, executions } = live();
    const subscribe = sharedSubscriptions(new PublicReadCache(60_000));
    const query = parse('subscription { unversioned(id: "b1") { name } }');
    const streams = await Promise.all(
      Array.from(
        { length: 3 },
        async () => (await subscribe({ schema, document: query, contextValue: ANONYMOUS })) as AsyncIterableIterator<ExecutionResult>,
      ),
    );
    for (const s of streams) expect((await s.next()).value).toEqual({ data: { unversioned: { name: 'Hall Open' } } });
    expect(executions()).toBe(3);
    for (const s of streams) await s.return!();
  });
});
