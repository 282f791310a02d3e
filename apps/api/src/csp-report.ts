import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';

/** Where browsers send reports of breaches of the Content-Security-Policy (its `report-uri`). */
export const CSP_REPORT_PATH = '/csp-report';

/** A report is a few hundred bytes; a batch of the Reporting API a few kilobytes. */
const BODY_LIMIT = '16kb';

/** `report-uri` reports, the Reporting API's batches (`report-to`), and plain JSON from older browsers. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/** The longest address or directive kept from a report, and the longest sample of the blocked code. */
const MAX_TEXT = 256;
const MAX_SAMPLE = 80;

/** A breach of the policy as a browser reported it, cut down to what helps find it, and to a bounded size. */
export interface CspReport {
  /** The page where it happened, without its query string or fragment. */
  documentUri: string;
  /** The directive breached, e.g. `script-src-elem`. */
  directive: string;
  /** What was blocked: `inline`, `eval`, `data`, or an address (without its query string). */
  blockedUri: string;
  /** `enforce` (blocked) or `report` (a report-only policy). */
  disposition?: string;
  /** The script or style sheet that made the breach, without its query string. */
  sourceFile?: string;
  line?: number;
  column?: number;
  /** The first characters of the blocked inline code (`'report-sample'`). */
  sample?: string;
}

/**
 * The last reports the server received, oldest first: a ring of `capacity` entries, so a storm
 * of reports never grows the process. The server's log has every one; this is for tests, which
 * read it through the running server's handle (`RunningApi.cspReports`), never over HTTP.
 */
export class CspReports {
  private readonly kept: CspReport[] = [];

  constructor(private readonly capacity = 100) {}

  add(report: CspReport): void {
    this.kept.push(report);
    if (this.kept.length > this.capacity) this.kept.splice(0, this.kept.length - this.capacity);
  }

  recent(): CspReport[] {
    return this.kept.map((r) => ({ ...r }));
  }

  clear(): void {
    this.kept.length = 0;
  }
}

/** How many reports are taken a minute, from one address and from everyone; the rest are refused with 429. */
export interface CspReportLimits {
  perAddress: number;
  total: number;
}

export const DEFAULT_CSP_REPORT_LIMITS: CspReportLimits = { perAddress: 60, total: 600 };

const WINDOW_MS = 60_000;

/**
 * Fixed one-minute windows of reports, per address and in all. Only addresses whose reports
 * were taken are counted, so the table holds at most `total` of them: sending from many
 * addresses cannot grow it.
 */
class Allowance {
  private start = -Infinity;
  private taken = 0;
  private readonly byAddress = new Map<string, number>();

  constructor(
    private readonly limits: CspReportLimits,
    private readonly now: () => number,
  ) {}

  /** How many of `wanted` reports from `address` may be taken now, and the seconds until the next window. */
  take(address: string, wanted: number): { granted: number; retryAfterSeconds: number } {
    const now = this.now();
    if (now - this.start >= WINDOW_MS) {
      this.start = now;
      this.taken = 0;
      this.byAddress.clear();
    }
    const mine = this.byAddress.get(address) ?? 0;
    const granted = Math.max(0, Math.min(wanted, this.limits.perAddress - mine, this.limits.total - this.taken));
    if (granted > 0) {
      this.taken += granted;
      this.byAddress.set(address, mine + granted);
    }
    return { granted, retryAfterSeconds: Math.max(1, Math.ceil((this.start + WINDOW_MS - now) / 1000)) };
  }
}

/** A client's mistake, answered by the app's error filter with this status and message (as body-parser's own errors are). */
function refusal(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode, expose: true });
}

const CONTROL = /[\u0000-\u001f\u007f]/g;

function text(value: unknown, max = MAX_TEXT): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return value.replace(CONTROL, '?').slice(0, max);
}

/** An address without its query string or fragment, which may hold what must not be logged (`/join#<invitation>`). */
function address(value: unknown): string | undefined {
  return typeof value === 'string' ? text(value.split(/[?#]/)[0]) : undefined;
}

function position(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function withoutUndefined(report: CspReport): CspReport {
  return Object.fromEntries(Object.entries(report).filter(([, v]) => v !== undefined)) as unknown as CspReport;
}

type Fields = Record<string, unknown>;

/** One `report-uri` report (`{"csp-report": {...}}`), or null when the body is not one. */
function fromReportUri(body: unknown): CspReport | null {
  const r = (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return null;
  const f = r as Fields;
  const directive = text(f['effective-directive']) ?? text(f['violated-directive'])?.split(' ')[0];
  return withoutUndefined({
    documentUri: address(f['document-uri']) ?? '',
    directive: directive ?? '',
    blockedUri: address(f['blocked-uri']) ?? '',
    disposition: text(f.disposition),
    sourceFile: address(f['source-file']),
    line: position(f['line-number']),
    column: position(f['column-number']),
    sample: text(f['script-sample'], MAX_SAMPLE),
  });
}

/** The CSP reports of a Reporting API batch (`[{type: "csp-violation", body: {...}}, …]`); other types are not ours. */
function fromReportingApi(body: unknown[]): CspReport[] {
  return body.flatMap((entry) => {
    const e = entry as { type?: unknown; body?: unknown } | null;
    if (e?.type !== 'csp-violation' || typeof e.body !== 'object' || e.body === null) return [];
    const f = e.body as Fields;
    return [
      withoutUndefined({
        documentUri: address(f.documentURL) ?? '',
        directive: text(f.effectiveDirective) ?? '',
        blockedUri: address(f.blockedURL) ?? '',
        disposition: text(f.disposition),
        sourceFile: address(f.sourceFile),
        line: position(f.lineNumber),
        column: position(f.columnNumber),
        sample: text(f.sample, MAX_SAMPLE),
      }),
    ];
  });
}

/**
 * POST /csp-report: takes the reports browsers send when a page breaches the policy, in both
 * forms (`application/csp-report` from `report-uri`, `application/reports+json` from the
 * Reporting API), up to 16 kB a request and so many a minute (DEFAULT_CSP_REPORT_LIMITS, 429
 * with Retry-After past them). Each report is one line of the log at warn (`cspViolation`,
 * every value cut to a bounded length, addresses without their query strings) and is kept in
 * `reports`. Answers 204; a body that is no report is 400, another content type 415, a body
 * too large 413, through the app's error filter like any other client mistake. Anyone may send
 * reports, so nothing in them is trusted: they are only logged.
 */
export function cspReportEndpoint(reports: CspReports, options: Partial<CspReportLimits> & { now?: () => number } = {}): RequestHandler {
  const allowance = new Allowance({ ...DEFAULT_CSP_REPORT_LIMITS, ...options }, options.now ?? Date.now);
  const parse = express.json({ type: REPORT_TYPES, limit: BODY_LIMIT });
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    parse(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (!req.is(REPORT_TYPES)) return next(refusal(415, `a CSP report is sent as ${REPORT_TYPES.join(' or ')}`));
      const body: unknown = req.body;
      const single = Array.isArray(body) ? null : fromReportUri(body);
      if (!Array.isArray(body) && !single) return next(refusal(400, 'not a CSP report: expected {"csp-report": {…}} or a list of reports'));
      const received = single ? [single] : fromReportingApi(body as unknown[]);
      const { granted, retryAfterSeconds } = allowance.take(req.ip ?? 'unknown', received.length);
      const log = (req as Request & { log?: Logger }).log;
      for (const report of received.slice(0, granted)) {
        reports.add(report);
        log?.warn(
          { cspViolation: report },
          `Content-Security-Policy: ${report.directive} blocked ${report.blockedUri} on ${report.documentUri}`,
        );
      }
      if (granted < received.length) {
        res.setHeader('Retry-After', String(retryAfterSeconds));
        return next(refusal(429, `too many CSP reports: try again in ${retryAfterSeconds} s`));
      }
      res.status(204).end();
    });
  };
}
