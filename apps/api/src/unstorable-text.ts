import { GraphQLError, visit, type DocumentNode } from 'graphql';

/**
 * Text the server can never store or show: a NUL character (PostgreSQL refuses it in text and
 * JSON) or half of a UTF-16 surrogate pair (it is no character at all, and no database takes
 * it). Either anywhere in a request is a `VALIDATION` error naming where it was, before anything
 * runs, so no such request reaches a resolver, a command or the database.
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function describe(text: string): string {
  const found = UNSTORABLE.exec(text)![0];
  return found === '\u0000' ? 'a NUL character' : `a lone surrogate (U+${found.charCodeAt(0).toString(16).toUpperCase()})`;
}

/** The first unstorable text in a value (variables, a JSON argument), with its path, or null. */
export function unstorableIn(value: unknown, path: string): { path: string; what: string } | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? { path, what: describe(value) } : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = unstorableIn(v, `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = unstorableIn(k, `${path}.${k}`) ?? unstorableIn(v, `${path}.${k}`);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The refusal of a request holding unstorable text, in its variables or in a string written in
 * the query itself; null when there is none. `http`: answered over HTTP with status 400.
 */
export function unstorableTextError(
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  http: boolean,
): GraphQLError | null {
  let found: { path: string; what: string } | null = null;
  for (const [name, value] of Object.entries(variables ?? {})) {
    found = unstorableIn(name, `$${name}`) ?? unstorableIn(value, `$${name}`);
    if (found) break;
  }
  if (!found) {
    visit(document, {
      StringValue(node) {
        if (!found && UNSTORABLE.test(node.value))
          found = { path: `line ${node.loc?.startToken.line ?? '?'} of the query`, what: describe(node.value) };
      },
    });
  }
  if (!found) return null;
  const { path, what } = found;
  return new GraphQLError(`${path} holds ${what}, which is not text the server can keep`, {
    extensions: { code: 'VALIDATION', reason: 'INVALID_TEXT', field: path, ...(http ? { http: { status: 400 } } : {}) },
  });
}
