/**
 * The public of the busy-venue benchmark: phones behind the venue's one address (here
 * 127.0.0.1) with the public event page open, each reloading it every so often, in a process of
 * their own. Started by venue.ts:
 *
 *   node dist/bench/venue-viewers.js PLAN.json
 *
 * A reload is what the web app does when the page is reloaded: the page itself (its hashed files
 * stay in the browser's cache), then `WhoAmI`, then `EventPage` and `GameNames` together, as the
 * app sends them (web-operations.ts); the event is on screen when both have answered. Then the
 * page opens its WebSocket and subscribes to `EventUpdates`, whose first message is the event as
 * it is; the previous reload's socket is closed. The viewers' reloads are spread evenly over the
 * period. Prints one JSON line: each reload's time to the event on screen, each subscription's
 * time to its first message, and what was refused or failed.
 */
import { readFileSync } from 'node:fs';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { WEB_QUERY_HEADERS, webOperation, webQueryBody, type WebOperation } from './web-operations';

export interface ViewersPlan {
  url: string;
  competitionId: string;
  viewers: number;
  durationMs: number;
  /** How often each viewer reloads the page. */
  reloadMs: number;
}

export interface ViewersResult {
  /** Each reload's time until the event was on screen (the page, WhoAmI, then EventPage and GameNames), in ms. */
  loads: number[];
  /** Each subscription's time until its first message, in ms. */
  firstPushes: number[];
  /** Requests answered 429 or RATE_LIMITED, over HTTP or WebSocket. */
  refused: number;
  /** Anything else that failed. */
  errors: number;
  /** HTTP requests and subscriptions made. */
  requests: number;
  /** The first few failures, to say what went wrong. */
  samples: string[];
}

const WHO_AM_I = webOperation('WhoAmI');
const EVENT_PAGE = webOperation('EventPage');
const GAME_NAMES = webOperation('GameNames');
const EVENT_UPDATES = webOperation('EventUpdates');

async function main(): Promise<void> {
  const plan = JSON.parse(readFileSync(process.argv[2], 'utf8')) as ViewersPlan;
  const result: ViewersResult = { loads: [], firstPushes: [], refused: 0, errors: 0, requests: 0, samples: [] };
  const fail = (refused: boolean, what: string) => {
    if (refused) result.refused++;
    else result.errors++;
    if (result.samples.length < 10) result.samples.push(what);
  };
  // As the app asks in English: the tie-breaks' words come in the page's language.
  const variables = { id: plan.competitionId, language: 'EN' };

  /** One of the page's requests: fails the reload (after noting why) unless it is answered 200 without errors. */
  const ask = async (operation: WebOperation, vars?: Record<string, unknown>) => {
    result.requests++;
    const res = await send(`${plan.url}/graphql`, { method: 'POST', headers: WEB_QUERY_HEADERS, body: webQueryBody(operation, vars) });
    const body = (await res.json()) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
    const code = body.errors?.[0]?.extensions?.code;
    if (res.status !== 200 || code) {
      fail(res.status === 429 || code === 'RATE_LIMITED', `${operation.operationName}: HTTP ${res.status} ${code ?? ''}`);
      throw new Error('refused');
    }
  };

  const reload = async (previous: Client | null): Promise<Client | null> => {
    const started = performance.now();
    try {
      result.requests++;
      const page = await send(`${plan.url}/events/${plan.competitionId}`);
      await page.text();
      if (page.status !== 200) {
        fail(page.status === 429, `page: HTTP ${page.status}${page.status === 404 ? ' (is the web app built? npm run build)' : ''}`);
        return previous;
      }
      await ask(WHO_AM_I);
      await Promise.all([ask(EVENT_PAGE, variables), ask(GAME_NAMES)]);
      result.loads.push(performance.now() - started);
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code;
      if ((e as Error).message !== 'refused') fail(false, `reload: ${(e as Error).message}${cause ? ` (${cause})` : ''}`);
      return previous;
    }
    // The reloaded page's live updates, on a socket of its own; the old page's goes.
    close(previous);
    const socket = createClient({ url: `${plan.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0 });
    const subscribed = performance.now();
    result.requests++;
    let first = true;
    socket.subscribe(
      { query: EVENT_UPDATES.query, operationName: EVENT_UPDATES.operationName, variables },
      {
        next: (message) => {
          const code = (message.errors?.[0]?.extensions as { code?: string } | undefined)?.code;
          if (code) fail(code === 'RATE_LIMITED', `EventUpdates: ${code}`);
          else if (first) result.firstPushes.push(performance.now() - subscribed);
          first = false;
        },
        error: (e) => {
          const code = Array.isArray(e) ? (e[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code : undefined;
          fail(code === 'RATE_LIMITED', `EventUpdates: ${describe(e)}`);
        },
        complete: () => undefined,
      },
    );
    return socket;
  };

  const start = Date.now();
  const end = start + plan.durationMs;
  const sockets: Array<Client | null> = Array.from({ length: plan.viewers }, () => null);
  await Promise.all(
    sockets.map(async (_, i) => {
      // Spread evenly over the period: a hall does not reload in step.
      for (let at = start + (i / plan.viewers) * plan.reloadMs; at < end; at += plan.reloadMs) {
        await sleep(at - Date.now());
        sockets[i] = await reload(sockets[i]);
      }
    }),
  );
  sockets.forEach(close);
  process.stdout.write(JSON.stringify(result) + '\n');
}

/** Closes a page's socket; one whose connection had failed (its failure already counted) has nothing to close. */
function close(socket: Client | null): void {
  Promise.resolve(socket?.dispose()).catch(() => undefined);
}

/**
 * fetch, sent again once on a new connection when the pooled one it took had just been closed
 * by the server (its keep-alive ended while the phone waited for its next reload), as a browser does.
 */
async function send(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    const code = (e as { cause?: { code?: string } }).cause?.code;
    if (code === 'UND_ERR_SOCKET' || code === 'EPIPE' || code === 'ECONNRESET') return fetch(url, init);
    throw e;
  }
}

function describe(e: unknown): string {
  if (Array.isArray(e)) return e.map((x: { message?: string }) => x.message ?? JSON.stringify(x)).join('; ');
  if (e instanceof Error) return e.message;
  const closed = e as { code?: number; reason?: string };
  return typeof closed.code === 'number' ? `socket closed ${closed.code} ${closed.reason ?? ''}` : JSON.stringify(e);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

if (require.main === module) {
  main().catch((e: Error) => {
    console.error(e.stack ?? e.message);
    process.exit(1);
  });
}
