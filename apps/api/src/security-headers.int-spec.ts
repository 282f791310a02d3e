import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { securityHeaders } from './security-headers';

/** Serves `app` on a free loopback port for the length of `use`. */
async function serving<T>(app: Express, use: (url: string) => Promise<T>): Promise<T> {
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    return await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

function appWith(configure: (app: Express) => void): Express {
  const app = express();
  configure(app);
  app.get('/{*path}', (_req, res) => void res.send('ok'));
  return app;
}

const frameAncestors = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('frame-ancestors '));

describe('securityHeaders', () => {
  it('sends HSTS only over HTTPS, as the trusted proxy says it was', async () => {
    // Behind a TLS proxy the operator trusts (Express's `trust proxy`): req.secure follows X-Forwarded-Proto.
    const app = appWith((a) => {
      a.set('trust proxy', 'loopback');
      a.use(securityHeaders());
    });
    await serving(app, async (url) => {
      const https = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      const http = await fetch(url, { headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers.get('strict-transport-security')).toBeNull();
      const plain = await fetch(url);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
    });
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const app = appWith((a) => a.use(securityHeaders()));
    await serving(app, async (url) => {
      const res = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    });
  });

  it('lets a route be framed by others when it says so, and keeps every other route to the site itself', async () => {
    const app = appWith((a) =>
      a.use(securityHeaders({ routes: [{ path: /^\/widgets\//, directives: { 'frame-ancestors': ['https://club.example'] } }] })),
    );
    await serving(app, async (url) => {
      const widget = await fetch(`${url}/widgets/standings`);
      expect(frameAncestors(widget)).toBe('frame-ancestors https://club.example');
      // X-Frame-Options cannot name another site: it would forbid what the policy allows.
      expect(widget.headers.get('x-frame-options')).toBeNull();
      expect(widget.headers.get('content-security-policy')).toContain("default-src 'self'");

      const page = await fetch(`${url}/events/1`);
      expect(frameAncestors(page)).toBe("frame-ancestors 'self'");
      expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    });
  });

  it('leaves out a Host it could not write into the policy safely', async () => {
    const app = appWith((a) => a.use(securityHeaders()));
    await serving(app, async (url) => {
      const { request } = await import('node:http');
      const { port } = new URL(url);
      const policy = await new Promise<string>((resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/', headers: { host: "evil.example; script-src 'unsafe-inline'" } },
          (res) => {
            res.resume();
            resolve(String(res.headers['content-security-policy']));
          },
        );
        req.on('error', reject);
        req.end();
      });
      expect(policy).toContain("connect-src 'self';");
      expect(policy).not.toContain('evil.example');
      expect(policy).not.toContain('unsafe-inline');
    });
  });
});
