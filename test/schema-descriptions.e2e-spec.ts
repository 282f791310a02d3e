import {
  buildClientSchema,
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { INTROSPECTION_QUERY } from '../apps/api/src/schema';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';

/** Letters only, lower case: "Started at." and `startedAt` are the same words. */
function words(text: string): string {
  return text.toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * Why a description does not describe, or null when it does: absent, blank, or only the name
 * again ("Name", "The name.", "Competition name" for `Competition.name`).
 */
function fault(description: string | null | undefined, name: string, parent?: string): string | null {
  if (description == null) return 'no description';
  if (description.trim() === '') return 'an empty description';
  const said = words(description);
  const names = [name, ...(parent ? [`${parent} ${name}`, `${name} ${parent}`] : [])].map(words);
  for (const n of names)
    if ([n, `the${n}`, `a${n}`, `an${n}`].includes(said)) return `a description that repeats the name ("${description}")`;
  return null;
}

/**
 * Every element of a schema a third party sees without our sources, with what is wrong with its
 * description: each named type (but GraphQL's own scalars and the introspection types), each
 * field and its arguments, each input field, each enum value. Paths as `Type.field(argument)`.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const offenders: string[] = [];
  const check = (path: string, description: string | null | undefined, name: string, parent?: string) => {
    const why = fault(description, name, parent);
    if (why) offenders.push(`${path}: ${why}`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    check(type.name, type.description, type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.description, field.name, type.name);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.description, arg.name, field.name);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.description, field.name, type.name);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.description, value.name, type.name);
    }
    // Unions and scalars have nothing inside to describe: their own description is checked above.
  }
  return offenders.sort();
}

/**
 * Deprecated elements whose reason does not follow the deprecation policy (docs/third-party.md):
 * since when (an ISO date) and what to use instead.
 */
function badDeprecations(schema: GraphQLSchema): string[] {
  const offenders: string[] = [];
  const check = (path: string, reason: string | null | undefined) => {
    if (reason == null) return;
    if (!/\bSince \d{4}-\d{2}-\d{2}\b/.test(reason) || !/\buse\b/i.test(reason)) offenders.push(`${path}: "${reason}"`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        check(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) check(`${type.name}.${field.name}(${arg.name})`, arg.deprecationReason);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) check(`${type.name}.${field.name}`, field.deprecationReason);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) check(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return offenders.sort();
}

describe('the description check', () => {
  it('names every element without a description, with a blank one, or with only its name again', () => {
    const schema = buildSchema(`
      """What the server answers."""
      type Query {
        """A competition by its id, or null."""
        competition("""The competition's id, as \`Competition.id\` gives it.""" id: ID!, first: Int): Competition
        described: Mode
      }
      """   """
      type Competition {
        """The name."""
        name: String
        """Competition title"""
        title: String
        """Started at."""
        startedAt: String
        """When play began (ISO 8601), null before."""
        began: String
      }
      """How the event is run."""
      enum Mode {
        """Rounds paired by score."""
        SWISS
        ROBIN
      }
      input Filter {
        """Only events of this game."""
        game: String
        size: Int
      }
      union Anything = Competition
      scalar Instant
    `);
    expect(undescribed(schema)).toEqual([
      'Anything: no description',
      'Competition.name: a description that repeats the name ("The name.")',
      'Competition.startedAt: a description that repeats the name ("Started at.")',
      'Competition.title: a description that repeats the name ("Competition title")',
      'Competition: an empty description',
      'Filter.size: no description',
      'Filter: no description',
      'Instant: no description',
      'Mode.ROBIN: no description',
      'Query.competition(first): no description',
      'Query.described: no description',
    ]);
  });

  it('names every deprecation without its date or its replacement', () => {
    const schema = buildSchema(`
      type Query {
        old: Int @deprecated(reason: "Since 2026-11-29: use \`new\` instead.")
        older: Int @deprecated(reason: "Use \`new\`.")
        oldest(limit: Int @deprecated(reason: "Since 2026-11-29.")): Int
        new: Int
      }
    `);
    expect(badDeprecations(schema)).toEqual(['Query.older: "Use `new`."', 'Query.oldest(limit): "Since 2026-11-29."']);
  });
});

/**
 * The served schema is the reference a third-party developer has (schema.graphql is printed from
 * it): every type, field, argument, input field and enum value in it says what it is.
 */
describeEachDatabase('schema descriptions', (databaseUrl) => {
  let api: RunningApi;
  beforeAll(async () => {
    api = await startTestApi(databaseUrl());
  });
  afterAll(() => api.close());

  it('describes every element of the served schema', async () => {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: INTROSPECTION_QUERY }),
    });
    const body = (await res.json()) as { data: IntrospectionQuery };
    const offenders = undescribed(buildClientSchema(body.data));
    expect(offenders).toEqual([]);
  });

  it('deprecates only as the policy says, and the guide lists the deprecations with a query that works', async () => {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: INTROSPECTION_QUERY }),
    });
    const served = buildClientSchema(((await res.json()) as { data: IntrospectionQuery }).data);
    expect(badDeprecations(served)).toEqual([]);

    // The guide's `curl … -d '<body>'`, sent as it is written there.
    const guide = await readFile(join(__dirname, '../docs/third-party.md'), 'utf8');
    const listing = /-d '(\{"query":"\{ __schema[^']*)'/.exec(guide);
    expect(listing).not.toBeNull();
    const answer = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: listing![1],
    });
    const listed = (await answer.json()) as { data?: { __schema: { types: unknown[] } }; errors?: unknown };
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.__schema.types.length).toBeGreaterThan(50);
  });
});
