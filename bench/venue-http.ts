/**
 * GraphQL over HTTP for the busy venue's organiser (venue.ts) and players (venue-tables.ts): one
 * keep-alive agent per process, whose idle connections the client closes itself well before the
 * server does.
 *
 * The server closes a connection that has been idle for its keep-alive time (Node's 5 s). A
 * request that goes out on a pooled connection just as the server closes it fails before the
 * server has read it (EPIPE, ECONNRESET). It happens when the client's own timer to drop the idle
 * connection comes late: at 1,024 tables the players' process and the organiser making games are
 * busy for seconds at a time. So the client drops a connection after IDLE_MS, and a request that
 * failed on a reused connection anyway is sent again (what Node's documentation advises for
 * `request.reusedSocket`), at most twice. Sending a move again is safe: it carries the version it
 * was decided on, so a move that had been applied after all is refused the second time, and
 * counted as an error.
 */
import { Agent, request, type IncomingHttpHeaders } from 'node:http';

/** How long an idle connection is kept for the next request: a fifth of the server's keep-alive. */
export const IDLE_MS = 1_000;

export interface Answer<T> {
  status: number;
  headers: IncomingHttpHeaders;
  body: T;
}

export class GraphqlHttp {
  private readonly agent = new Agent({ keepAlive: true, timeout: IDLE_MS });
  private readonly endpoint: URL;

  constructor(url: string) {
    this.endpoint = new URL('/graphql', url);
    if (this.endpoint.hostname !== '127.0.0.1') throw new Error(`the venue is measured on 127.0.0.1, not ${this.endpoint.hostname}`);
  }

  /** POSTs the operation with `authorization` (when given); answers the status, headers and parsed body. */
  async post<T>(authorization: string | null, query: string, variables: Record<string, unknown>): Promise<Answer<T>> {
    const body = JSON.stringify({ query, variables });
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(authorization, body);
      } catch (e) {
        if (attempt < 3 && (e as ClosedError).closedByServer) continue;
        throw e;
      }
    }
  }

  /** Closes every connection: the process may end. */
  close(): void {
    this.agent.destroy();
  }

  private once<T>(authorization: string | null, body: string): Promise<Answer<T>> {
    return new Promise((ok, fail) => {
      const req = request(
        this.endpoint,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...(authorization ? { authorization } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', fail);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            try {
              ok({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) as T });
            } catch {
              fail(new Error(`HTTP ${res.statusCode}: not JSON: ${text.slice(0, 200)}`));
            }
          });
        },
      );
      req.on('error', (e: NodeJS.ErrnoException) => {
        // Only a reused connection can have been closed by the server's keep-alive; a new one
        // failing is a real failure.
        const closed = req.reusedSocket && (e.code === 'ECONNRESET' || e.code === 'EPIPE');
        fail(Object.assign(e, { closedByServer: closed }));
      });
      req.end(body);
    });
  }
}

interface ClosedError extends Error {
  closedByServer?: boolean;
}
