import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** One graphql-ws connection to a running server, for end-to-end tests of subscriptions. */
export interface LiveClient {
  client: Client;
  /** Collects what one subscription pushes; `take(n)` waits until n results have arrived. */
  subscribe<T = any>(query: string, variables?: Record<string, unknown>): LiveSubscription<T>;
  /** The close event of the socket, once closed (code and reason). */
  closed: Promise<{ code: number; reason: string }>;
  dispose(): Promise<void>;
}

export interface LiveSubscription<T> {
  results: Array<{ data?: T; errors?: Array<{ message: string; extensions?: Record<string, any> }> }>;
  take(n: number, timeoutMs?: number): Promise<LiveSubscription<T>['results']>;
  /** Rejects with the error the server sent to end the subscription. */
  failed: Promise<unknown>;
  stop(): void;
}

/** What a connection sends besides credentials: the upgrade's own headers (Origin, Cookie), more connection parameters. */
export interface LiveOptions {
  headers?: Record<string, string>;
  connectionParams?: Record<string, unknown>;
}

export function liveClient(httpUrl: string, authorization?: string, options: LiveOptions = {}): LiveClient {
  let onClosed!: (e: { code: number; reason: string }) => void;
  const closed = new Promise<{ code: number; reason: string }>((r) => (onClosed = r));
  const client = createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: options.headers ? withHeaders(options.headers) : WebSocket,
    connectionParams: { ...(authorization ? { authorization } : {}), ...options.connectionParams },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
    on: { closed: (e) => onClosed({ code: (e as { code: number }).code, reason: String((e as { reason: unknown }).reason) }) },
  });
  return {
    client,
    closed,
    subscribe<T>(query: string, variables: Record<string, unknown> = {}) {
      const results: LiveSubscription<T>['results'] = [];
      const waiters: Array<() => void> = [];
      let fail!: (e: unknown) => void;
      const failed = new Promise<unknown>((_, reject) => (fail = reject));
      failed.catch(() => undefined);
      const stop = client.subscribe<T>(
        { query, variables },
        {
          next: (r) => {
            results.push(r as LiveSubscription<T>['results'][number]);
            waiters.splice(0).forEach((w) => w());
          },
          error: (e) => {
            fail(e);
            waiters.splice(0).forEach((w) => w());
          },
          complete: () => waiters.splice(0).forEach((w) => w()),
        },
      );
      return {
        results,
        failed,
        stop,
        async take(n: number, timeoutMs = 10_000) {
          const deadline = Date.now() + timeoutMs;
          while (results.length < n) {
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`waited ${timeoutMs} ms for ${n} results, got ${results.length}: ${JSON.stringify(results)}`);
            await new Promise<void>((r) => {
              const t = setTimeout(r, left);
              waiters.push(() => {
                clearTimeout(t);
                r();
              });
            });
          }
          return results.slice(0, n);
        },
      };
    },
    dispose: () => client.dispose() as Promise<void>,
  };
}

/** A WebSocket class whose upgrade request carries `headers`, as a browser's carries its Origin and cookies. */
function withHeaders(headers: Record<string, string>): unknown {
  return class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  };
}
