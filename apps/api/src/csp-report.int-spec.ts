import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { CspReports, cspReportEndpoint } from './csp-report';

const REPORT = JSON.stringify({ 'csp-report': { 'document-uri': 'http://tabletop.example/', 'effective-directive': 'img-src' } });

/** The endpoint on a free loopback port, with a clock the test moves. */
async function endpoint(limits: { perAddress: number; total: number }) {
  let now = Date.parse('2026-03-14T09:00:00Z');
  const reports = new CspReports(5);
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use('/csp-report', cspReportEndpoint(reports, { ...limits, now: () => now }));
  app.use((err: { statusCode?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(err.statusCode ?? 500).end();
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/csp-report`;
  return {
    reports,
    /** A report from `address` (the trusted proxy's X-Forwarded-For). */
    send: (address: string, body = REPORT) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': address }, body }),
    advance: (ms: number) => (now += ms),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the CSP report endpoint', () => {
  it('takes so many reports a minute from one address, then answers 429 with when to come back', async () => {
    const e = await endpoint({ perAddress: 3, total: 100 });
    try {
      for (let i = 0; i < 3; i++) expect((await e.send('203.0.113.7')).status).toBe(204);
      const refused = await e.send('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('60');
      // Another address has its own allowance.
      expect((await e.send('198.51.100.1')).status).toBe(204);
      e.advance(45_000);
      expect((await e.send('203.0.113.7')).headers.get('retry-after')).toBe('15');
      e.advance(15_000);
      expect((await e.send('203.0.113.7')).status).toBe(204);
    } finally {
      await e.close();
    }
  });

  it('takes so many reports a minute from everyone together, however many addresses send them', async () => {
    const e = await endpoint({ perAddress: 100, total: 4 });
    try {
      for (let i = 0; i < 4; i++) expect((await e.send(`203.0.113.${i}`)).status).toBe(204);
      expect((await e.send('203.0.113.99')).status).toBe(429);
      e.advance(60_000);
      expect((await e.send('203.0.113.99')).status).toBe(204);
    } finally {
      await e.close();
    }
  });

  it('counts each report of a batch, and keeps only the last reports', async () => {
    const e = await endpoint({ perAddress: 8, total: 100 });
    try {
      const batch = (n: number) =>
        JSON.stringify(
          Array.from({ length: n }, (_, i) => ({
            type: 'csp-violation',
            url: 'http://tabletop.example/',
            body: { documentURL: 'http://tabletop.example/', effectiveDirective: 'img-src', blockedURL: `http://elsewhere.example/${i}` },
          })),
        );
      expect((await e.send('203.0.113.7', batch(6))).status).toBe(204);
      // Two more fit in this minute; the rest of the batch is refused.
      expect((await e.send('203.0.113.7', batch(6))).status).toBe(429);
      const kept = e.reports.recent();
      expect(kept).toHaveLength(5);
      expect(kept.map((r) => r.blockedUri)).toEqual([3, 4, 5, 0, 1].map((i) => `http://elsewhere.example/${i}`));
    } finally {
      await e.close();
    }
  });
});
