import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '../apps/api/src/logging';
import { startTestApi, type RunningApi } from './support/api';
import { describeEachDatabase } from './support/databases';

/** A policy as a map of its directives to their sources. */
function directives(policy: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

interface Route {
  what: string;
  method: 'GET' | 'HEAD' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  /** A page of the app, which carries the response's nonce for the app's own style elements. */
  page?: boolean;
}

const QUERY = JSON.stringify({ query: '{ __typename }' });

/**
 * Every answer the server gives, the web app's pages and files, the API, the health check, a
 * 404 and the errors, carries the same security headers: a strict Content-Security-Policy that
 * lets pages be framed only by the site itself, X-Frame-Options for older browsers, nosniff and
 * a Referrer-Policy; never HSTS over plain HTTP. Browsers report breaches of the policy at
 * /csp-report, which logs each as one line and keeps the last ones for tests.
 */
describeEachDatabase('security headers', (databaseUrl) => {
  let dir: string;
  let api: RunningApi;
  const lines: Array<Record<string, any>> = [];

  beforeAll(async () => {
    // A stand-in build, so this runs without `npm run build`.
    dir = mkdtempSync(join(tmpdir(), 'tabletop-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dir, 'graphiql.html'), '<!doctype html><html><head><title>graphiql</title></head><body></body></html>');
    writeFileSync(join(dir, 'assets', 'main-1a2b3c.js'), 'console.log("app")');
    const log = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    api = await startTestApi(databaseUrl(), { webDir: dir, log });
  });

  afterAll(async () => {
    await api?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const routes: Route[] = [
    { what: 'the app', method: 'GET', path: '/', status: 200, page: true },
    {
      what: 'a deep link of the app',
      method: 'GET',
      path: '/events/4f0c3c9e-0000-4000-8000-000000000000/projector',
      status: 200,
      page: true,
    },
    { what: 'a page asked for by HEAD', method: 'HEAD', path: '/console', status: 200 },
    { what: 'GraphiQL', method: 'GET', path: '/graphiql', status: 200, page: true },
    { what: 'a built file', method: 'GET', path: '/assets/main-1a2b3c.js', status: 200 },
    { what: 'a missing file', method: 'GET', path: '/assets/gone-123.js', status: 404 },
    { what: 'a path nobody serves', method: 'POST', path: '/nowhere', status: 404 },
    {
      what: 'GraphQL over GET',
      method: 'GET',
      path: '/graphql?query=%7B__typename%7D',
      headers: { 'apollo-require-preflight': 'yes' },
      status: 200,
    },
    {
      what: 'GraphQL over POST',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: QUERY,
      status: 200,
    },
    {
      what: 'a GraphQL query that does not validate',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ nope }' }),
      status: 400,
    },
    {
      what: 'a body that is not JSON',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: '{',
      status: 400,
    },
    {
      what: 'a body over the size limit',
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ __typename } # ${'x'.repeat(200_000)}` }),
      status: 413,
    },
    { what: 'the health check', method: 'GET', path: '/health', status: 200 },
    {
      what: 'a report of a breach of the policy',
      method: 'POST',
      path: '/csp-report',
      headers: { 'content-type': 'application/csp-report' },
      body: JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/', 'effective-directive': 'img-src' } }),
      status: 204,
    },
  ];

  it.each(routes)('sends the security headers with $what ($method $path)', async ({ method, path, headers, body, status, page }) => {
    const res = await fetch(`${api.url}${path}`, { method, headers, body });
    const text = method === 'HEAD' ? '' : await res.text();
    expect({ path, status: res.status }).toEqual({ path, status });

    const policy = directives(res.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // Scripts from the site's own files only: nothing inline, no eval.
    expect(policy.get('script-src')).toEqual(["'self'", "'report-sample'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    // GraphiQL's style sheet carries its fonts as data: addresses.
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    // The API over HTTP and the live updates over WebSocket, on this host only.
    const host = new URL(api.url).host;
    expect(policy.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
    // Style sheets from the site's files, and style elements only with this answer's nonce: no 'unsafe-inline'.
    const styles = policy.get('style-src') ?? [];
    expect(styles.slice(0, 2)).toEqual(["'self'", "'report-sample'"]);
    expect(styles[2]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(styles).toHaveLength(3);
    expect(policy.get('style-src-attr')).toEqual(["'none'"]);
    expect(policy.get('report-uri')).toEqual(['/csp-report']);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    // Plain HTTP must not be upgraded: a venue's server has no certificate.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);

    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();

    if (page) {
      // The page names the nonce of its own answer, for the style elements the app's widgets add.
      const nonce = /^'nonce-(.*)'$/.exec(styles[2])![1];
      expect(text).toContain(`<meta name="csp-nonce" nonce="${nonce}">`);
    }
  });

  it('gives every answer a nonce of its own', async () => {
    const nonceOf = async () => directives((await fetch(`${api.url}/`)).headers.get('content-security-policy')).get('style-src')?.[2];
    const nonces = new Set(await Promise.all([nonceOf(), nonceOf(), nonceOf()]));
    expect(nonces.size).toBe(3);
  });

  it('sends no HSTS to a plain HTTP client that claims to be behind a TLS proxy', async () => {
    // No proxy is trusted unless the operator says so: anyone could send this header.
    const res = await fetch(`${api.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  describe('the report endpoint', () => {
    const report = (contentType: string, body: string) =>
      fetch(`${api.url}/csp-report`, { method: 'POST', headers: { 'content-type': contentType }, body });
    const logged = () => lines.filter((l) => l.cspViolation);

    beforeEach(() => {
      api.cspReports.clear();
      lines.length = 0;
    });

    it('takes a report-uri report, keeps it and logs it as one line, without the query string', async () => {
      const res = await report(
        'application/csp-report',
        JSON.stringify({
          'csp-report': {
            'document-uri': 'http://tabletop.example/events/42?tab=standings',
            referrer: '',
            'violated-directive': 'script-src-elem',
            'effective-directive': 'script-src-elem',
            'original-policy': "default-src 'self'",
            disposition: 'enforce',
            'blocked-uri': 'inline',
            'line-number': 12,
            'column-number': 3,
            'source-file': 'http://tabletop.example/events/42?tab=standings',
            'status-code': 200,
            'script-sample': 'alert(document.cookie)',
          },
        }),
      );
      expect(res.status).toBe(204);
      const kept = {
        documentUri: 'http://tabletop.example/events/42',
        directive: 'script-src-elem',
        blockedUri: 'inline',
        disposition: 'enforce',
        sourceFile: 'http://tabletop.example/events/42',
        line: 12,
        column: 3,
        sample: 'alert(document.cookie)',
      };
      expect(api.cspReports.recent()).toEqual([kept]);
      expect(logged()).toEqual([
        expect.objectContaining({
          level: 'warn',
          requestId: expect.any(String),
          cspViolation: kept,
          msg: 'Content-Security-Policy: script-src-elem blocked inline on http://tabletop.example/events/42',
        }),
      ]);
    });

    it('takes the Reporting API’s reports, several to a request', async () => {
      const body = (blockedURL: string) => ({
        documentURL: 'http://tabletop.example/graphiql',
        effectiveDirective: 'style-src-elem',
        blockedURL,
        disposition: 'enforce',
        statusCode: 200,
      });
      const res = await report(
        'application/reports+json',
        JSON.stringify([
          { type: 'csp-violation', age: 10, url: 'http://tabletop.example/graphiql', user_agent: 'x', body: body('inline') },
          {
            type: 'csp-violation',
            age: 12,
            url: 'http://tabletop.example/graphiql',
            user_agent: 'x',
            body: body('http://cdn.example/a.css'),
          },
          // Not a report of the policy: ignored.
          { type: 'deprecation', age: 1, url: 'http://tabletop.example/', body: { id: 'x' } },
        ]),
      );
      expect(res.status).toBe(204);
      expect(api.cspReports.recent().map((r) => [r.directive, r.blockedUri, r.documentUri])).toEqual([
        ['style-src-elem', 'inline', 'http://tabletop.example/graphiql'],
        ['style-src-elem', 'http://cdn.example/a.css', 'http://tabletop.example/graphiql'],
      ]);
      expect(logged()).toHaveLength(2);
    });

    it('cuts long values short, so a line stays small', async () => {
      const res = await report(
        'application/csp-report',
        JSON.stringify({
          'csp-report': {
            'document-uri': `http://tabletop.example/${'a'.repeat(5000)}`,
            'effective-directive': 'img-src',
            'blocked-uri': `http://elsewhere.example/${'b'.repeat(5000)}`,
            'script-sample': 'c'.repeat(5000),
          },
        }),
      );
      expect(res.status).toBe(204);
      const [kept] = api.cspReports.recent();
      expect(kept.documentUri.length).toBeLessThanOrEqual(256);
      expect(kept.blockedUri.length).toBeLessThanOrEqual(256);
      expect(kept.sample!.length).toBeLessThanOrEqual(80);
      expect(JSON.stringify(logged()[0]).length).toBeLessThan(2000);
    });

    it('refuses what is not a report: another type, a body that is not JSON, one too large', async () => {
      const text = await report('text/plain', 'hello');
      expect(text.status).toBe(415);
      const broken = await report('application/csp-report', '{');
      expect(broken.status).toBe(400);
      const large = await report(
        'application/csp-report',
        JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/', 'script-sample': 'x'.repeat(100_000) } }),
      );
      expect(large.status).toBe(413);
      const nothing = await report('application/csp-report', JSON.stringify({ hello: 'world' }));
      expect(nothing.status).toBe(400);
      // Each refusal is a client's mistake with its headers, never a fault of the server.
      for (const res of [text, broken, large, nothing]) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(api.cspReports.recent()).toEqual([]);
      expect(logged()).toEqual([]);
      expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    });
  });
});
