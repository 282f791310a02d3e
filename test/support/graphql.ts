/** A tiny GraphQL client for end-to-end tests: real HTTP against a running server. */
export interface GqlResult<T = any> {
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, any> }>;
}

export function client(baseUrl: string) {
  return async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<GqlResult<T>> {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GqlResult<T>;
  };
}

/** The data of a result that must have succeeded. */
export function ok<T>(r: GqlResult<T>): T {
  if (r.errors?.length) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(r.errors)}`);
  return r.data as T;
}

/** The single error of a result that must have failed. */
export function failure(r: GqlResult): { message: string; extensions: Record<string, any> } {
  if (!r.errors?.length) throw new Error(`expected an error, got ${JSON.stringify(r.data)}`);
  return { message: r.errors[0].message, extensions: r.errors[0].extensions ?? {} };
}
