import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The web app's text files the build also writes compressed (apps/web/precompress.ts), beside
 * the original: `main-1a2b.js.br` and `main-1a2b.js.gz`. Pages (.html) are not among those
 * served here: each is sent with its answer's CSP nonce (web-app.ts, sendPage).
 */
export const PRECOMPRESSED = /\.(?:js|mjs|css|svg|json|webmanifest)$/;

export type Encoding = 'br' | 'gzip';

/** Each encoding's file suffix, best first: brotli is a fifth or so smaller than gzip on the app's scripts. */
const VARIANTS: ReadonlyArray<{ encoding: Encoding; suffix: string }> = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/**
 * The encodings a client accepts, best first, from its `Accept-Encoding`: br before gzip at equal
 * weight (the client's order does not decide), neither when absent or refused (`br;q=0`), and
 * `*` accepting both unless named otherwise. Without the header a client gets the file as it is.
 */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=(.*)$/.exec(p)).find(Boolean);
    // A weight that is not a number is no acceptance at all.
    const weight = q ? Number(q[1].trim() || 'x') : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) =>
    weights.get(encoding) ?? (encoding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  return VARIANTS.map((v) => v.encoding)
    .filter((e) => weightOf(e) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}

/** The file a URL path names inside `root`, or null for a path that is not plainly one (bad escapes, `..`, NUL). */
function fileIn(root: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).includes('..')) return null;
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(root) ? file : null;
}

const statOf = (file: string): Promise<Stats | null> =>
  stat(file).then(
    (s) => (s.isFile() ? s : null),
    () => null,
  );

/**
 * A tag of its own for each encoding of a file: a cache that kept the gzip copy must never be
 * told by a 304 that it may use it for a client that asked in brotli, nor the other way round.
 */
const etagOf = (s: Stats, encoding: Encoding) => `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}-${encoding}"`;

/**
 * Serves the copy the build compressed ahead of time of a file `serveFile` would serve as it is:
 * the best one the client accepts (br, then gzip) with `Content-Encoding`, the original's
 * `Content-Type`, its own ETag (304 when the client's copy is current) and whatever `headers`
 * sets for the original (its Cache-Control). Every answer for such a file, uncompressed too,
 * says `Vary: Accept-Encoding`, so a shared cache never hands one client's encoding to another.
 * Anything else — no compressed copy, a client that accepts none, a range — goes to `serveFile`
 * (express.static), as before.
 */
export function precompressedFiles(dir: string, serveFile: RequestHandler, headers: (res: Response, file: string) => void): RequestHandler {
  const root = resolve(dir) + sep;
  return (req: Request, res: Response, next: NextFunction) => {
    const file = fileIn(root, req.path);
    if (!file || !PRECOMPRESSED.test(file)) return serveFile(req, res, next);
    res.vary('Accept-Encoding');
    // A range of the compressed bytes is not a range of the file: ranges are served from the original.
    if (req.headers.range) return serveFile(req, res, next);
    void pick(file, acceptedEncodings(req.headers['accept-encoding'])).then((found) => {
      if (!found) return serveFile(req, res, next);
      const { path, encoding, stats } = found;
      res.type(extname(file));
      res.setHeader('Content-Encoding', encoding);
      res.setHeader('ETag', etagOf(stats, encoding));
      headers(res, file);
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.setHeader('Content-Length', String(stats.size));
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      const stream = createReadStream(path);
      stream.on('error', (e) => (res.headersSent ? res.destroy(e) : next(e)));
      stream.pipe(res);
    }, next);
  };
}

/**
 * The first compressed copy of `file` in the client's order that the build wrote, or null. A copy
 * older than its file (the file replaced by hand, not by a build) is never sent in its place.
 */
async function pick(file: string, accepted: Encoding[]): Promise<{ path: string; encoding: Encoding; stats: Stats } | null> {
  if (accepted.length === 0) return null;
  const original = await statOf(file);
  if (!original) return null;
  for (const encoding of accepted) {
    const path = file + VARIANTS.find((v) => v.encoding === encoding)!.suffix;
    const stats = await statOf(path);
    if (stats && stats.mtimeMs >= original.mtimeMs) return { path, encoding, stats };
  }
  return null;
}
