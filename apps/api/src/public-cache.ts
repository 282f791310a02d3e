import { createHash } from 'node:crypto';
import { HeaderMap, type ApolloServerPlugin, type GraphQLResponse } from '@apollo/server';
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  OperationTypeNode,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
} from 'graphql';
import type { Principal } from './auth/principal';

/**
 * How long an anonymous query's answer is shared with every other anonymous caller asking the
 * same (PUBLIC_CACHE_MS). A hall's phones reload the public event page together: within this
 * time, the first reload's answer is every other one's, so a crowd of readers costs the server
 * one read of each query a second, however large the crowd.
 */
export const DEFAULT_PUBLIC_CACHE_MS = 1000;

/** The answers kept at most (the oldest goes first), and their size in all, as JSON. */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 32 * 1024 * 1024;
/** An answer larger than this is not kept: one page's query is far smaller. */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;
/**
 * How long callers asking what another is already reading wait for that answer before reading
 * it themselves: a safety net, since the first always answers (its willSendResponse runs).
 */
const MAX_WAIT_MS = 30_000;

/** A caller's part: an answer to send, or the reading to do and hand over, or neither (read, keep nothing). */
export type Claim =
  | { shared: FormattedExecutionResult; settle?: undefined }
  | { settle: (result: FormattedExecutionResult | null) => void; shared?: undefined }
  | { shared?: undefined; settle?: undefined };

interface Entry {
  result: FormattedExecutionResult;
  expires: number;
  bytes: number;
}

/** What the cache has done since the server started, for tests and benchmarks. */
export interface PublicCacheStats {
  /** Answered from a kept answer, or from the answer of a caller already reading it. */
  hits: number;
  /** Read afresh and kept for the others. */
  misses: number;
  entries: number;
  bytes: number;
}

/**
 * Anonymous queries' answers, shared for `ttlMs` (a TTL, measured on a monotonic clock: the
 * server's clock is the business's and a test may stop it; this is only about load). Keyed by
 * the query's text, operation name and variables, so two callers share an answer only when
 * they asked exactly the same thing. Only a whole answer without errors is kept.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Answers being read now: a caller asking the same waits for it instead of reading it again. */
  private readonly reading = new Map<string, Promise<FormattedExecutionResult | null>>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  /** Moves on at every anonymous write: a reading begun before it is not kept after it. */
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  static key(query: string, operationName: string | null | undefined, variables: Record<string, unknown> | undefined): string {
    return createHash('sha256')
      .update(JSON.stringify([operationName ?? null, query, variables ?? {}]))
      .digest('base64url');
  }

  /**
   * What a caller asking `key` gets: `shared`, a kept answer still fresh or the answer of a
   * caller already reading it, once that one has it; or `settle`, when this caller is the one
   * to read it and must hand over what it read (null: nothing to keep). Neither when the caller
   * it waited for had an answer not to keep: then it reads its own, as if there were no cache.
   * Deciding who reads takes no turn of the event loop, so two callers never both read.
   */
  claim(key: string): Promise<Claim> | Claim {
    const kept = this.entries.get(key);
    if (kept && kept.expires > this.now()) {
      this.hits++;
      return { shared: kept.result };
    }
    if (kept) this.drop(key, kept);
    const pending = this.reading.get(key);
    if (pending) {
      return pending.then((shared) => {
        if (!shared) return {};
        this.hits++;
        return { shared };
      });
    }
    return { settle: this.begin(key) };
  }

  /**
   * Drops every answer kept and being read: an anonymous caller has just written. Anonymous
   * callers are not told apart (a hall shares one address), so whichever asks next, the writer
   * included, reads what the write left. Callers already waiting for a reading get it: they asked
   * before the write was done.
   */
  forget(): void {
    this.generation++;
    this.entries.clear();
    this.reading.clear();
    this.bytes = 0;
  }

  /** Marks `key` as being read; what settles it is kept, and handed to the callers waiting for it. */
  private begin(key: string): (result: FormattedExecutionResult | null) => void {
    this.misses++;
    const generation = this.generation;
    let done: (result: FormattedExecutionResult | null) => void = () => undefined;
    const pending = new Promise<FormattedExecutionResult | null>((resolve) => (done = resolve));
    this.reading.set(key, pending);
    let settled = false;
    const settle = (result: FormattedExecutionResult | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (this.reading.get(key) === pending) this.reading.delete(key);
      // Read before an anonymous write ended: it may not show that write.
      if (result && generation === this.generation) this.keep(key, result);
      done(result);
    };
    const timer = setTimeout(() => settle(null), MAX_WAIT_MS);
    timer.unref();
    return settle;
  }

  stats(): PublicCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.entries.size, bytes: this.bytes };
  }

  private keep(key: string, result: FormattedExecutionResult): void {
    const bytes = JSON.stringify(result).length;
    if (bytes > MAX_ENTRY_BYTES) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, { result, expires: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
    // Oldest first: Map keeps the order answers were kept in.
    for (const [k, e] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES && e.expires > this.now()) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * Serves anonymous callers' queries from a PublicReadCache, as an Apollo plugin. Its hook runs
 * once the operation is known and has passed every check (rate limit, size, depth, cost), just
 * before execution: an answer kept or being read is sent without executing. Never for a
 * mutation, and never for a caller with credentials (an account, a seat, an API key): what they
 * read may be theirs alone, and they read their own writes at once (docs/api.md, "Reading your
 * own writes"). A mutation by an anonymous caller (a result reported with a slip code, say)
 * makes the cache forget, once it is done and before it is answered: anonymous callers are not
 * told apart, so the writer reads its own write as every anonymous caller does. Otherwise an
 * anonymous caller sees another's change at most `ttlMs` late, as if it had asked that much
 * earlier; the live updates it subscribes to are never held back.
 */
export function publicCachePlugin(cache: PublicReadCache): ApolloServerPlugin<{ principal?: Principal }> {
  return {
    async requestDidStart() {
      let settle: ((result: FormattedExecutionResult | null) => void) | null = null;
      return {
        async responseForOperation({ contextValue, operation, request, source, operationName }): Promise<GraphQLResponse | null> {
          if (contextValue.principal?.kind !== 'anonymous' || operation.operation !== OperationTypeNode.QUERY) return null;
          const key = PublicReadCache.key(source, operationName, request.variables);
          const claim = await cache.claim(key);
          if (claim.shared)
            return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: claim.shared } };
          settle = claim.settle ?? null;
          return null;
        },
        async willSendResponse({ response, contextValue, operation }) {
          if (operation?.operation === OperationTypeNode.MUTATION && contextValue.principal?.kind === 'anonymous') cache.forget();
          if (!settle) return;
          const body = response.body;
          const whole =
            body.kind === 'single' && !body.singleResult.errors?.length && body.singleResult.data && (response.http.status ?? 200) === 200;
          settle(whole ? body.singleResult : null);
        },
      };
    },
  };
}

/**
 * A graphql-ws `onOperation` hook: a mutation over WebSocket by a caller without credentials
 * makes the cache forget, as one over HTTP does (publicCachePlugin). It runs once the mutation is
 * done and before its answer is sent.
 */
export function forgetAfterWebSocketWrites(cache: PublicReadCache) {
  return (ctx: { extra?: { principal?: Principal } }, _id: unknown, _payload: unknown, args: ExecutionArgs): undefined => {
    const anonymous = (ctx.extra?.principal?.kind ?? 'anonymous') === 'anonymous';
    if (anonymous && getOperationAST(args.document, args.operationName)?.operation === OperationTypeNode.MUTATION) cache.forget();
    return undefined;
  };
}

/** The version a subscription's event shows (`version` of what its resolver yields), when it says one. */
function versionOf(payload: unknown): number | null {
  const version = (payload as { version?: unknown } | null)?.version;
  return typeof version === 'number' ? version : null;
}

/**
 * graphql-ws's `subscribe`, sharing what anonymous subscribers are sent: each event a
 * subscription's resolver yields is executed once for every anonymous subscriber of the same
 * subscription (text, operation name, variables) whose event shows the same version, within the
 * cache's time. A hall's phones opening the public event page each begin with the competition
 * as it is now; after each of its events they are all sent the same update: read once, not once
 * a phone. Only an event that says its version (a competition's, a match's) is shared, and only
 * with the same version, so a subscriber never misses an event it would have seen; what is not
 * in that version (a running game's live score) is at most the cache's time old. Subscribers
 * with credentials, and events without a version, are executed as graphql's `subscribe` does.
 */
export function sharedSubscriptions(cache: PublicReadCache) {
  return async (args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> => {
    const stream = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in stream)) return stream;
    const source = stream as AsyncIterableIterator<unknown>;
    const anonymous = (args.contextValue as { principal?: Principal } | undefined)?.principal?.kind === 'anonymous';
    const text = args.document.loc?.source.body;
    const run = (payload: unknown) => execute({ ...args, rootValue: payload }) as Promise<ExecutionResult> | ExecutionResult;
    const respond = async (payload: unknown): Promise<ExecutionResult> => {
      const version = versionOf(payload);
      if (!anonymous || version === null || text === undefined) return run(payload);
      const key = `${PublicReadCache.key(text, args.operationName, args.variableValues ?? undefined)}@${version}`;
      const claim = await cache.claim(key);
      if (claim.shared) return claim.shared as ExecutionResult;
      let result: ExecutionResult | undefined;
      try {
        result = await run(payload);
        return result;
      } finally {
        claim.settle?.(result && !result.errors?.length && result.data ? result : null);
      }
    };
    const iterator: AsyncIterableIterator<ExecutionResult> = {
      async next() {
        const item = await source.next();
        return item.done ? item : { done: false, value: await respond(item.value) };
      },
      async return() {
        await source.return?.();
        return { done: true, value: undefined };
      },
      async throw(e: unknown) {
        await source.return?.();
        throw e;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  };
}
