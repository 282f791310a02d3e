/**
 * The baselines that are a bare Apollo server: Apollo's standalone server and nothing else (no
 * Nest, no authentication, no limits, no request log), started the way the API is (a Node.js
 * process that prints its URL once it listens).
 *
 *   node dist/bench/bare-apollo.js                            the startup benchmark's: a one-field schema
 *   node dist/bench/bare-apollo.js --read-models postgres://… the API load benchmark's (bench/api-load.ts):
 *                                                             `competition(id) { standings }` and `matchList`,
 *                                                             answered by the same SQL reads the API runs
 *
 * The read-model server runs the statements the API's resolvers run for these queries, imported
 * from the same modules (the competition's header, one standings table, one page of the match
 * list), on a pool of the API's size, and answers the same JSON. It is Apollo as it comes, with
 * its default plugins (the API leaves out the cache-control one, which wraps every field's
 * resolver: it sets no cache hints); `--without-cache-control` leaves it out too.
 */
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import type { ReadQuery } from '../libs/projections/src/competition-views';
import type { MatchPageRow } from '../apps/api/src/matches/match-list.sql';

const READ_MODEL_SCHEMA = `
  scalar JSON
  enum StandingsMode { settled live }
  enum MatchStatus { in_progress finished }
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type TieBreakValue { id: String! value: Float! }
  type StandingRow {
    rank: Int! playerId: String! name: String! score: Float! points: Float! wins: Int! draws: Int! losses: Int! byes: Int!
    played: Int! dropped: Boolean! tieBreaks: [TieBreakValue!]! gameScores: JSON!
  }
  type StandingRowEdge { cursor: String! node: StandingRow! }
  type StandingRowConnection { edges: [StandingRowEdge!]! pageInfo: PageInfo! totalCount: Int! }
  type Standings {
    competitionId: ID! mode: StandingsMode! throughRound: Int roundFinished: Boolean! version: Int! rows: StandingRowConnection!
  }
  type Competition {
    id: ID!
    standings(mode: StandingsMode = settled, throughRound: Int, first: Int = 20, after: String): Standings!
  }
  type Player { side: String! name: String! playerId: String }
  type SideOutcome { side: String! result: String scores: JSON! }
  type MatchSummary {
    id: ID! rulesetId: String! rulesetVersion: String! players: [Player!]! status: MatchStatus! winner: String draw: Boolean!
    reason: String sides: [SideOutcome!]! pendingPrompt: String! eventCount: Int! published: Boolean! createdAt: String! updatedAt: String!
  }
  type MatchSummaryEdge { cursor: String! node: MatchSummary! }
  type MatchSummaryConnection { edges: [MatchSummaryEdge!]! pageInfo: PageInfo! totalCount: Int! }
  type Query {
    competition(id: ID!): Competition!
    matchList(first: Int = 20, after: String, rulesetId: String, status: MatchStatus): MatchSummaryConnection!
  }
`;

const cursor = (list: string, position: unknown) => Buffer.from(JSON.stringify([list, position])).toString('base64url');

/** A page of a list read whole, by position (the API's `pageOfArray`, without its checks). */
function page<T>(list: string, items: T[], first: number, after: string | null) {
  const start = after ? (JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as [string, number])[1] + 1 : 0;
  const edges = items.slice(start, start + first).map((node, i) => ({ cursor: cursor(list, start + i), node }));
  return {
    edges,
    totalCount: items.length,
    pageInfo: { hasNextPage: start + first < items.length, endCursor: edges.at(-1)?.cursor ?? null },
  };
}

interface StandingsArgs {
  mode: 'settled' | 'live';
  throughRound: number | null;
  first: number;
  after: string | null;
}

interface MatchListArgs {
  first: number;
  after: string | null;
  rulesetId: string | null;
  status: string | null;
}

/**
 * The read-model server: the same statements as the API, nothing around them. Its modules are
 * loaded only in this mode, so the startup baseline loads nothing more than Apollo.
 */
async function readModelServer(databaseUrl: string, withoutCacheControl: boolean): Promise<ApolloServer> {
  const { GraphQLJSON } = await import('graphql-scalars');
  const { Pool } = await import('pg');
  const { readCompetitionHeaders } = await import('../libs/projections/src/competition-views');
  const { readStandingsTables } = await import('../libs/projections/src/standings.projection');
  const { MATCH_PAGE_SQL } = await import('../apps/api/src/matches/match-list.sql');
  const { ApolloServerPluginCacheControlDisabled } = await import('@apollo/server/plugin/disabled');
  const pool = new Pool({ connectionString: databaseUrl, max: 8 });
  const query: ReadQuery = (sql, params) => pool.query<Record<string, unknown>>(sql, params).then((r) => r.rows);
  return new ApolloServer({
    typeDefs: READ_MODEL_SCHEMA,
    plugins: withoutCacheControl ? [ApolloServerPluginCacheControlDisabled()] : [],
    resolvers: {
      JSON: GraphQLJSON,
      Query: {
        competition: async (_: unknown, { id }: { id: string }) => {
          const header = (await readCompetitionHeaders(query, [id], null)).get(id);
          if (!header) throw new Error(`no competition with id ${id}`);
          return { id: header.competitionId };
        },
        matchList: async (_: unknown, a: MatchListArgs) => {
          const { rows } = await pool.query<MatchPageRow>(MATCH_PAGE_SQL, [null, a.rulesetId, a.status, null, null, a.first + 1]);
          const found = rows.filter((r) => r.match_id !== null);
          const edges = found.slice(0, a.first).map((r) => ({
            cursor: cursor('matches', [new Date(r.created_at).toISOString(), r.match_id]),
            node: {
              id: r.match_id,
              rulesetId: r.ruleset_id,
              rulesetVersion: r.ruleset_version,
              players: r.players.map((p) => ({ side: p.side, name: p.name, playerId: p.playerId ?? null })),
              status: r.status,
              winner: r.winner,
              draw: r.draw,
              reason: r.reason,
              sides: r.sides,
              pendingPrompt: r.pending_prompt,
              eventCount: r.event_count,
              published: r.published,
              createdAt: new Date(r.created_at).toISOString(),
              updatedAt: new Date(r.updated_at).toISOString(),
            },
          }));
          return {
            edges,
            totalCount: rows[0]?.total ?? 0,
            pageInfo: { hasNextPage: found.length > a.first, endCursor: edges.at(-1)?.cursor ?? null },
          };
        },
      },
      Competition: {
        standings: async (c: { id: string }, a: StandingsArgs) => {
          const through = a.throughRound ?? 0;
          const key = { competitionId: c.id, mode: a.mode, throughRound: through };
          const view = (await readStandingsTables(query, [key])).get(`${c.id}\u0000${a.mode}\u0000${through}`);
          if (!view) throw new Error('no such standings table');
          return {
            competitionId: c.id,
            mode: a.mode,
            throughRound: a.throughRound,
            roundFinished: view.roundFinished,
            version: view.version,
            rows: page(`standings:${c.id}:${a.mode}:${a.throughRound ?? ''}`, view.rows, a.first, a.after),
          };
        },
      },
    },
  });
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--read-models');
  const server =
    at >= 0
      ? await readModelServer(process.argv[at + 1], process.argv.includes('--without-cache-control'))
      : new ApolloServer({ typeDefs: 'type Query { hello: String }', resolvers: { Query: { hello: () => 'hello' } } });
  const { url } = await startStandaloneServer(server, { listen: { port: 0, host: '127.0.0.1' } });
  console.log(`GraphQL API: ${url.replace(/\/$/, '')}/graphql`);
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
