import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';
import { ok, organiser } from './support/graphql';

/** Fields only some callers may read, though they take no argument: each must be nullable too. */
const RESTRICTED = ['Competition.log', 'Competition.parkedEvents', 'Match.log'];

/**
 * Every field a mutation's answer can select, however deep, that may be refused: those taking
 * arguments (a bad page, a round the competition does not have) and those only some callers may
 * read. A refusal of a non-null field nulls its parent up to the mutation's whole answer, which
 * would hide that the mutation was applied.
 */
function refusableNonNullFields(schemaText: string): string[] {
  const schema = buildSchema(schemaText);
  const seen = new Set<string>();
  const found: string[] = [];
  const walk = (type: GraphQLNamedType): void => {
    if (!(isObjectType(type) || isInterfaceType(type)) || seen.has(type.name)) return;
    seen.add(type.name);
    for (const field of Object.values((type as GraphQLObjectType).getFields())) {
      const name = `${type.name}.${field.name}`;
      if (isNonNullType(field.type) && (field.args.length > 0 || RESTRICTED.includes(name))) found.push(name);
      walk(getNamedType(field.type));
    }
  };
  for (const mutation of Object.values(schema.getMutationType()!.getFields())) walk(getNamedType(mutation.type));
  return found;
}

describe("a mutation's answer", () => {
  it('has no field that may be refused and is non-null, however deep', async () => {
    const schemaText = await readFile(join(__dirname, '../schema.graphql'), 'utf8');
    expect(refusableNonNullFields(schemaText)).toEqual([]);
    // The rule sees such a field where there is one.
    expect(refusableNonNullFields(`type Query { x: Int } type Mutation { m: T } type T { page(first: Int): String! }`)).toEqual(['T.page']);
  });
});

/**
 * A player reports their game and selects, in the same answer, fields only the organiser may
 * read: the report is applied, and the answer says so, with an error for each refused field.
 */
describeEachDatabase('a mutation that was applied', (databaseUrl) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
  });
  afterAll(() => api.close());

  it('answers the applied report, whatever else its selection asks for', async () => {
    const olga = await organiser(api.url, 'Olga');
    const id = ok(
      await olga.gql(`mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`, {
        input: { kind: 'tournament', name: 'Answers', rulesetId: 'vigilant-peace', format: { kind: 'swiss', rounds: 2 } },
      }),
    ).createCompetition.id as string;
    const ada = await organiser(api.url, 'Ada');
    const ben = await organiser(api.url, 'Ben');
    for (const p of [ada, ben]) {
      ok(
        await p.gql(`mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`, {
          input: { competitionId: id, name: `Player ${p.accountId.slice(0, 4)}`, self: true },
        }),
      );
    }
    ok(await olga.gql(`mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`, { input: { competitionId: id } }));
    ok(
      await olga.gql(`mutation($input: RoundInput!) { startRound(input: $input) { version } }`, { input: { competitionId: id, round: 1 } }),
    );
    const { rounds, players } = ok(
      await olga.gql(
        `query($id: ID!) { competition(id: $id) { rounds { games { id a b } } players(first: 10) { edges { node { id accountId } } } } }`,
        {
          id,
        },
      ),
    ).competition;
    const game = rounds[0].games[0] as { id: string; a: string; b: string };
    const adaPlayer = (players.edges as Array<{ node: { id: string; accountId: string | null } }>).find(
      (e) => e.node.accountId === ada.accountId,
    )!.node.id;

    const answer = await ada.gql(
      `mutation($i: GameResultInput!) { reportGameResult(input: $i) { version log pairingsCsv(round: 2) standings(throughRound: 7) { version } } }`,
      { i: { competitionId: id, game: game.id, winner: adaPlayer } },
    );
    expect(answer.data?.reportGameResult).toMatchObject({ log: null, pairingsCsv: null, standings: null });
    expect(answer.data!.reportGameResult.version).toBeGreaterThan(0);
    const refused = Object.fromEntries(answer.errors!.map((e) => [e.path!.at(-1), e.extensions!.code]));
    expect(refused).toEqual({ log: 'FORBIDDEN', pairingsCsv: 'VALIDATION', standings: 'VALIDATION' });
    // Stored once: the organiser's view has the report.
    const audit = ok(await olga.gql(`query($id: ID!) { competition(id: $id) { audit(first: 50) { edges { node { type } } } } }`, { id }));
    const reports = audit.competition.audit.edges.filter((e: any) => e.node.type === 'CompetitionResultReported');
    expect(reports).toHaveLength(1);
  }, 60_000);
});
