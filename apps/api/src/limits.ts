import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import {
  getOperationAST,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  GraphQLError,
  Kind,
  Lexer,
  OperationTypeNode,
  Source,
  TokenKind,
  type ASTNode,
  type DocumentNode,
  type GraphQLSchema,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { ErrorCode } from './errors';
import { DEFAULT_PAGE } from './pagination';
import { unstorableTextError } from './unstorable-text';

/**
 * What one GraphQL request may ask for. A request over a limit is refused before anything is
 * executed, with `extensions: { code: 'VALIDATION', reason, limit, found }`.
 */
export interface QueryLimits {
  /** Deepest nesting of fields in an operation; fragments are not a level of their own. */
  maxDepth: number;
  /**
   * Deepest nesting under `__schema`. Higher than maxDepth because the standard introspection
   * query (GraphiQL, Playground, codegen) nests `ofType` about 15 levels deep.
   */
  maxIntrospectionDepth: number;
  /** Estimated cost: 1 a field, times `first`/`count` (default 20) for what is under a paged field. */
  maxCost: number;
  /** Tokens of the query document (names, punctuation, values; comments do not count). */
  maxTokens: number;
  /** Aliased fields in an operation (`__typename` aliases are free). */
  maxAliases: number;
}

export const DEFAULT_LIMITS: Readonly<QueryLimits> = Object.freeze({
  maxDepth: 10,
  maxIntrospectionDepth: 20,
  maxCost: 5000,
  maxTokens: 2000,
  maxAliases: 15,
});

/** The page size the cost model assumes when a paged field is asked for without `first`/`count`: the API's default. */
export const DEFAULT_PAGE_SIZE = DEFAULT_PAGE;

/**
 * Evaluating a query's cost stops after this many selections (reused fragments multiply them;
 * about 4 µs each). Every field costs at least 1, so a query past this is over any sane maxCost.
 */
export function maxCostNodes(maxCost: number): number {
  return Math.max(10_000, 2 * maxCost);
}

export type LimitReason = 'QUERY_TOO_DEEP' | 'QUERY_TOO_COSTLY' | 'QUERY_TOO_LARGE' | 'TOO_MANY_ALIASES';

const VALIDATION: ErrorCode = 'VALIDATION';

/** The defaults with the given values over them; every limit must be a positive integer. */
export function resolveLimits(overrides: Partial<QueryLimits> = {}): QueryLimits {
  const limits: QueryLimits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS) as Array<keyof QueryLimits>) {
    const value = overrides[key];
    if (value === undefined) continue;
    if (!Number.isInteger(value) || value < 1) throw new Error(`query limit ${key} must be a positive integer, not ${value}`);
    limits[key] = value;
  }
  return limits;
}

function limitError(
  reason: LimitReason,
  message: string,
  limit: number,
  found: number | undefined,
  options: { nodes?: ASTNode; http?: boolean; field?: string } = {},
) {
  return new GraphQLError(message, {
    nodes: options.nodes,
    extensions: {
      code: VALIDATION,
      reason,
      limit,
      ...(found === undefined ? {} : { found }),
      ...(options.field === undefined ? {} : { field: options.field }),
      // Thrown from a plugin hook, Apollo would answer 500 without this; validation errors get 400 anyway.
      ...(options.http ? { http: { status: 400 } } : {}),
    },
  });
}

/** graphql-armor puts the measured value in its message only ("…, found 12."). */
function foundIn(error: GraphQLError): number | undefined {
  const m = /found (\d+)/.exec(error.message);
  return m ? Number(m[1]) : undefined;
}

/**
 * Depth and alias limits, as validation rules: they run with graphql's own rules on every
 * document that is not in Apollo's cache of validated documents.
 */
export function limitValidationRules(overrides?: Partial<QueryLimits>): ValidationRule[] {
  const limits = resolveLimits(overrides);
  const introspectionDepth = Math.max(limits.maxDepth, limits.maxIntrospectionDepth);
  // One error a document for each limit, even when two rules or two operations trip it.
  const reported = { depth: new WeakSet<ValidationContext>(), aliases: new WeakSet<ValidationContext>() };

  const depthRule =
    (n: number, introspection: boolean): ValidationRule =>
    (context) =>
      maxDepthRule({
        n,
        // The app's fields against maxDepth; everything, introspection included, against the higher limit.
        ignoreIntrospection: !introspection,
        flattenFragments: true,
        exposeLimits: true,
        propagateOnRejection: false,
        onReject: [
          (_ctx, error) => {
            if (reported.depth.has(context)) return;
            reported.depth.add(context);
            const found = foundIn(error);
            const what = introspection ? 'Introspection' : 'The query';
            context.reportError(
              limitError('QUERY_TOO_DEEP', `${what} is nested ${found ?? 'too many'} levels deep; the limit is ${n}.`, n, found),
            );
          },
        ],
      })(context);

  const aliasRule: ValidationRule = (context) =>
    maxAliasesRule({
      n: limits.maxAliases,
      exposeLimits: true,
      propagateOnRejection: false,
      onReject: [
        (_ctx, error) => {
          if (reported.aliases.has(context)) return;
          reported.aliases.add(context);
          const found = foundIn(error);
          context.reportError(
            limitError(
              'TOO_MANY_ALIASES',
              `The query uses ${found ?? 'too many'} aliases; the limit is ${limits.maxAliases}.`,
              limits.maxAliases,
              found,
            ),
          );
        },
      ],
    })(context);

  return [depthRule(limits.maxDepth, false), depthRule(introspectionDepth, true), aliasRule];
}

/**
 * Cost of a paged field: 1 plus its children's cost times the page it asks for, `first` (or
 * `count`) or DEFAULT_PAGE_SIZE when absent. Fields without such an argument are left to the
 * next estimator.
 */
export function pagedFieldEstimator(defaultPage = DEFAULT_PAGE_SIZE): ComplexityEstimator {
  return ({ field, args, childComplexity }) => {
    const arg = field.args.find((a) => a.name === 'first') ?? field.args.find((a) => a.name === 'count');
    if (!arg) return undefined;
    const value: unknown = args[arg.name];
    // At least 1: a zero or negative page must not make the rest of the query look cheaper.
    const page = typeof value === 'number' && Number.isFinite(value) ? Math.max(1, Math.ceil(value)) : defaultPage;
    return 1 + page * childComplexity;
  };
}

/** A `complexity` set on a field (`@Field({ complexity })`) wins; then paged fields; then 1 a field. */
export const costEstimators: ComplexityEstimator[] = [
  fieldExtensionsEstimator(),
  pagedFieldEstimator(),
  simpleEstimator({ defaultComplexity: 1 }),
];

/**
 * The estimated cost of the operation a request would run (the named one, or the only one).
 * Throws graphql-query-complexity's GraphQLError when variables or arguments do not coerce, or
 * when the operation has more than `maxNodes` selections to evaluate.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
  maxNodes = maxCostNodes(DEFAULT_LIMITS.maxCost),
): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  // Only the operation that runs, not the others of the document.
  const query: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [operation, ...document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)],
  };
  return getComplexity({ schema, query, variables, estimators: costEstimators, maxQueryNodes: maxNodes });
}

/**
 * The size of a GraphQL document's text, in one pass of graphql's lexer: its tokens, counted as
 * the parser counts them for maxLexicalTokens (comments and whitespace are not tokens), and how
 * deeply its brackets (`[`, `{`, `(`) nest. The parser recurses once per level, so a list nested
 * thousands deep would exhaust its stack before the token limit stops it. With `stopAfter`,
 * the pass ends one token past it.
 */
export function measureSource(source: string, stopAfter = Infinity): { tokens: number; nesting: number } {
  const lexer = new Lexer(new Source(source));
  let tokens = 0;
  let depth = 0;
  let nesting = 0;
  try {
    for (let token = lexer.advance(); token.kind !== TokenKind.EOF && tokens <= stopAfter; token = lexer.advance()) {
      tokens++;
      if (token.kind === TokenKind.BRACKET_L || token.kind === TokenKind.BRACE_L || token.kind === TokenKind.PAREN_L)
        nesting = Math.max(nesting, ++depth);
      else if (token.kind === TokenKind.BRACKET_R || token.kind === TokenKind.BRACE_R || token.kind === TokenKind.PAREN_R) depth--;
    }
  } catch {
    // Not lexable from here on: the parser reports that; what came before still counts.
  }
  return { tokens, nesting };
}

/** Tokens of a GraphQL document (see measureSource). With `stopAfter`, counting ends one token past it. */
export function countTokens(source: string, stopAfter = Infinity): number {
  return measureSource(source, stopAfter).tokens;
}

/** The deepest bracket nesting a document may have: far beyond any real query, far below the parser's stack. */
export const MAX_NESTING = 100;

function tooDeeplyNested(found: number, http: boolean): GraphQLError {
  return limitError(
    'QUERY_TOO_LARGE',
    `The query nests brackets ${found > MAX_NESTING ? 'more than ' + MAX_NESTING : found} deep; the limit is ${MAX_NESTING}.`,
    MAX_NESTING,
    undefined,
    { http },
  );
}

/**
 * How deeply a value nests lists and objects (a scalar: 0), or MAX_NESTING + 1 as soon as it
 * is deeper than that. Without recursion: a variable is the client's JSON, and a body within
 * the size limit can nest tens of thousands of levels, past the depth of the stack.
 */
function valueNesting(value: unknown): number {
  let deepest = 0;
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [v, above] = pending.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, above + 1);
    if (deepest > MAX_NESTING) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) pending.push([child, above + 1]);
  }
  return deepest;
}

/**
 * The refusal of variables that nest deeper than MAX_NESTING, as the same value written in the
 * query would be refused, naming the variable; null when they do not. Checked before anything
 * else walks them (the unstorable-text check, coercion, a resolver, the event store).
 */
function deepVariablesRefusal(variables: Record<string, unknown> | null | undefined, http: boolean): GraphQLError | null {
  for (const [name, value] of Object.entries(variables ?? {})) {
    if (valueNesting(value) > MAX_NESTING) {
      return limitError(
        'QUERY_TOO_LARGE',
        `$${name} nests lists and objects more than ${MAX_NESTING} deep; the limit is ${MAX_NESTING}.`,
        MAX_NESTING,
        undefined,
        { http, field: `$${name}` },
      );
    }
  }
  return null;
}

/**
 * Parser options that stop parsing a document at maxTokens tokens, so a huge query is neither
 * parsed to the end nor validated. limitPlugins gives that error its reason, limit and count.
 */
export function limitParseOptions(overrides?: Partial<QueryLimits>): ParseOptions {
  return { maxLexicalTokens: resolveLimits(overrides).maxTokens };
}

function tooLargeError(limits: QueryLimits, found: number, http: boolean): GraphQLError {
  return limitError('QUERY_TOO_LARGE', `The query has ${found} tokens; the limit is ${limits.maxTokens}.`, limits.maxTokens, found, {
    http,
  });
}

/** The refusal a document's text earns before it is parsed (brackets nested too deep, too many tokens), or null. */
function sourceRefusal(limits: QueryLimits, source: string, http: boolean): GraphQLError | null {
  // Stops one token past the limit: cheap for any size. The full count only for a refusal.
  const { tokens, nesting } = measureSource(source, limits.maxTokens);
  if (nesting > MAX_NESTING) return tooDeeplyNested(nesting, http);
  if (tokens > limits.maxTokens) return tooLargeError(limits, countTokens(source), http);
  return null;
}

/**
 * Why the operation costs too much to run, or null when it does not. `http` adds the 400 status
 * Apollo needs for errors thrown from a plugin; graphql-ws would only echo it to the client.
 */
function costRefusal(
  limits: QueryLimits,
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
  http: boolean,
): GraphQLError | null {
  const maxNodes = maxCostNodes(limits.maxCost);
  let found: number;
  try {
    found = rememberedCost(schema, document, variables, operationName, maxNodes);
  } catch (e) {
    if (!(e instanceof GraphQLError)) throw e;
    if (e.message.startsWith('Query exceeds the maximum allowed number of nodes')) {
      const message = `The query has more than ${maxNodes} selections to evaluate; the cost limit is ${limits.maxCost}.`;
      return limitError('QUERY_TOO_COSTLY', message, limits.maxCost, undefined, { http });
    }
    // An argument that does not coerce: refuse rather than run the query unmeasured.
    return new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: VALIDATION, ...(http ? { http: { status: 400 } } : {}) } });
  }
  if (found <= limits.maxCost) return null;
  const operation = getOperationAST(document, operationName) ?? undefined;
  return limitError('QUERY_TOO_COSTLY', `The query costs ${found}; the limit is ${limits.maxCost}.`, limits.maxCost, found, {
    nodes: operation,
    http,
  });
}

/** How many variable sets' costs are kept for one document: a page polled by many clients asks the same few. */
const COSTS_KEPT = 64;
/** The longest variables (as JSON) whose cost is kept. */
const KEY_KEPT = 512;
const costs = new WeakMap<DocumentNode, Map<string, number>>();

/**
 * queryCost, kept for the document (Apollo hands every request of the same query text the same
 * parsed document) and its variables and operation: the cost depends on nothing else, and a
 * busy page sends the same query with the same variables over and over. What throws is not
 * kept, so a refusal is computed (and answered) afresh each time.
 */
function rememberedCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown>,
  operationName: string | null | undefined,
  maxNodes: number,
): number {
  let kept = costs.get(document);
  if (!kept) costs.set(document, (kept = new Map<string, number>()));
  const key = JSON.stringify([operationName ?? null, maxNodes, variables]);
  const known = kept.get(key);
  if (known !== undefined) return known;
  const found = queryCost(schema, document, variables, operationName, maxNodes);
  if (key.length > KEY_KEPT) return found; // a command's input, say: asked once, not worth keeping
  if (kept.size >= COSTS_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, found);
  return found;
}

/**
 * Size and cost limits, as an Apollo Server plugin:
 * - the token count and bracket nesting of the query (didResolveSource). With
 *   limitParseOptions the parser stops at the token limit, and its error (or its stack running
 *   out on a deep nesting) is given our reason, limit and count (parsingDidEnd); without
 *   them, or for a document Apollo had cached, the request is refused in didResolveOperation;
 * - text no database can keep (a NUL, a lone surrogate) in the variables or the query's own
 *   strings, and the estimated cost, with the request's variables, once the operation is known
 *   and before anything executes (didResolveOperation).
 * Errors thrown before parsing would be answered as internal errors by Apollo, hence the detour.
 */
export function limitPlugins(overrides?: Partial<QueryLimits>): ApolloServerPlugin[] {
  const limits = resolveLimits(overrides);

  return [
    {
      async requestDidStart() {
        /** Why the request's text is too large, once its source is known; null while it is within the limits. */
        let oversize: GraphQLError | null = null;

        return {
          async didResolveSource({ source }) {
            oversize = sourceRefusal(limits, source, true);
          },

          async parsingDidStart() {
            return async (error?: Error) => {
              const ours = oversize;
              if (!error || !ours) return;
              // Apollo answers with this very error (wrapped; a plain error's extensions are
              // copied too, e.g. the parser's stack overflow on a deep nesting): make it ours.
              error.message = ours.message;
              if (error instanceof GraphQLError) Object.assign(error.extensions, ours.extensions);
              else Object.assign(error, { extensions: { ...ours.extensions } });
            };
          },

          async didResolveOperation({ schema, document, operation, request }) {
            if (oversize) throw oversize;
            // No operation to run: execution reports that and runs nothing.
            if (!operation) return;
            if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
              throw new GraphQLError('subscriptions are served over WebSocket (the graphql-ws protocol) at /graphql, not over HTTP', {
                extensions: { code: 'BAD_REQUEST', reason: 'SUBSCRIPTION_OVER_HTTP', http: { status: 400 } },
              });
            }
            const variables = request.variables ?? {};
            const deep = deepVariablesRefusal(variables, true);
            if (deep) throw deep;
            const unstorable = unstorableTextError(document, variables, true);
            if (unstorable) throw unstorable;
            // Variables that do not coerce: execution refuses them, as before, before any resolver runs.
            if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) return;
            const refused = costRefusal(limits, schema, document, variables, request.operationName, true);
            if (refused) throw refused;
          },
        };
      },
    },
  ];
}

/** How many valid documents webSocketLimits keeps, by their text; the oldest goes first. */
const VALID_DOCUMENTS_KEPT = 256;

/** What a graphql-ws client sends to start an operation. */
interface WebSocketPayload {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * The same limits for operations over WebSocket (graphql-ws), which do not pass through
 * Apollo's plugins: a graphql-ws `onSubscribe` hook that measures, parses, validates and
 * costs the operation and answers the errors instead of running it. The schema is asked
 * for lazily, since it is built after the hook is configured.
 */
export function webSocketLimits(schemaOf: () => GraphQLSchema, overrides?: Partial<QueryLimits>) {
  const limits = resolveLimits(overrides);
  const rules = [...specifiedRules, ...limitValidationRules(limits)];
  // Documents that passed, by their text, as Apollo keeps them over HTTP: a hall's phones each
  // start the same subscriptions, whose parsing and validation cost more than the rest.
  const valid = new Map<string, DocumentNode>();
  return async (_ctx: unknown, _id: unknown, payload: WebSocketPayload): Promise<readonly GraphQLError[] | ExecutionArgs> => {
    const schema = schemaOf();
    let document = valid.get(payload.query);
    if (!document) {
      const oversize = sourceRefusal(limits, payload.query, false);
      if (oversize) return [oversize];
      try {
        document = parse(payload.query, limitParseOptions(limits));
      } catch (e) {
        return [new GraphQLError((e as Error).message, { extensions: { code: VALIDATION } })];
      }
      const invalid = validate(schema, document, rules);
      if (invalid.length > 0)
        return invalid.map((e) =>
          e.extensions.code ? e : new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: VALIDATION } }),
        );
      if (valid.size >= VALID_DOCUMENTS_KEPT) valid.delete(valid.keys().next().value!);
      valid.set(payload.query, document);
    }
    const variableValues = payload.variables ?? {};
    const deep = deepVariablesRefusal(variableValues, false);
    if (deep) return [deep];
    const unstorable = unstorableTextError(document, variableValues, false);
    if (unstorable) return [unstorable];
    const refused = costRefusal(limits, schema, document, variableValues, payload.operationName, false);
    if (refused) return [refused];
    return { schema, document, variableValues, operationName: payload.operationName ?? undefined };
  };
}
