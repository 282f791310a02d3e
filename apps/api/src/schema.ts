import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';

/** What clients and code generators ask a server for: the whole schema, with every description. */
export const INTROSPECTION_QUERY = getIntrospectionQuery({
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  inputValueDeprecation: true,
});

/** A schema as SDL, sorted, from a server's answer to the introspection query. */
export function printIntrospection(result: IntrospectionQuery): string {
  return printSchema(lexicographicSortSchema(buildClientSchema(result))) + '\n';
}

/**
 * The schema a running server serves, as committed in schema.graphql for third parties to diff:
 * asked of the server itself over HTTP, so nothing the server serves can be missing from it.
 */
export async function printServedSchema(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: INTROSPECTION_QUERY }),
  });
  const body = (await res.json()) as { data?: IntrospectionQuery; errors?: Array<{ message: string }> };
  if (!body.data) throw new Error(`the server refused the introspection query: ${JSON.stringify(body.errors)}`);
  return printIntrospection(body.data);
}
