import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { httpStatusCode, noteOutcome } from './logging';

/** The longest URL (path and query string) the server takes, in bytes: far beyond any page's or query's, far below Node's header limit. */
export const MAX_URL_BYTES = 8192;

/**
 * Refuses a URL over MAX_URL_BYTES with 414 and a short answer, before any route looks at it:
 * at /graphql in GraphQL's shape (BAD_REQUEST, reason URI_TOO_LONG), elsewhere as plain text.
 * Its log line is bounded like every other (logging.ts).
 */
export function refuseLongUrls(max = MAX_URL_BYTES): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // The request target as it came: Node keeps it as one byte a character.
    if (req.url.length <= max) return next();
    const code = httpStatusCode(414);
    noteOutcome(res, { codes: [code], error: `the URL has ${req.url.length} bytes; the limit is ${max}` });
    res.status(414);
    if (/^\/graphql(?:[/?]|$)/.test(req.url)) {
      res.json({
        errors: [{ message: `The URL is longer than ${max} bytes.`, extensions: { code: 'BAD_REQUEST', reason: code, limit: max } }],
      });
    } else {
      res.type('text/plain; charset=utf-8').send(`URI too long: at most ${max} bytes.\n`);
    }
  };
}

/**
 * Requests a minute from each address, in fixed windows of the server's clock: `admit` answers
 * 0 while the address is within `limit`, else the seconds until its window ends. The counts of
 * one window are all that is kept, so the memory is that of the addresses seen in a minute.
 */
export class AddressRateLimit {
  private window = -1;
  private counts = new Map<string, number>();

  constructor(
    readonly limit: number,
    private readonly now: () => number,
    private readonly windowMs = 60_000,
  ) {}

  admit(address: string): number {
    const t = this.now();
    const window = Math.floor(t / this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.counts = new Map();
    }
    const count = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, count);
    return count <= this.limit ? 0 : Math.max(1, Math.ceil(((window + 1) * this.windowMs - t) / 1000));
  }
}
