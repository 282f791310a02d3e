import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startTestApi, type RunningApi } from './support/api';
import { testDatabases, type TestDatabase } from './support/databases';
import { organiser } from './support/graphql';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, still compressed if they were. */
  body: Buffer;
}

/** A request whose answer is read as sent (fetch would decompress it and hide how it came). */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const decoded = (r: Raw): string => {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(r.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(r.body).toString('utf8');
  return r.body.toString('utf8');
};

const PASSWORD = 'correct horse battery';

/** Free padding for an answer (`__typename` aliases do not count against the alias limit): ~2 kB. */
const PADDING = Array.from({ length: 80 }, (_, i) => `pad${i}: __typename`).join(' ');

/**
 * How the API compresses what it sends: the web app's files from the copies the build compressed
 * (brotli preferred, then gzip; each its own ETag; identity to a client that accepts neither), and
 * GraphQL's answers on the fly, but never one that carries a secret (BREACH).
 */
describe('Compressed answers', () => {
  const embedded = testDatabases().find((t) => t.name === 'embedded')!;
  let db: TestDatabase;
  let dir: string;
  let api: RunningApi;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};\n`;

  beforeAll(async () => {
    db = await embedded.open();
    dir = mkdtempSync(join(tmpdir(), 'tabletop-compressed-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
    // A stand-in build as apps/web/precompress.mts writes it: each text file with its .br and .gz.
    const asset = join(dir, 'assets', 'main-1a2b3c.js');
    writeFileSync(asset, script);
    writeFileSync(`${asset}.br`, brotliCompressSync(script));
    writeFileSync(`${asset}.gz`, gzipSync(script, { level: 9 }));
    // A file replaced by hand after the build: its compressed copies are stale and never sent.
    const stale = join(dir, 'assets', 'stale-4d5e6f.js');
    writeFileSync(`${stale}.br`, brotliCompressSync('console.log("old")'));
    writeFileSync(`${stale}.gz`, gzipSync('console.log("old")'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${stale}.br`, past, past);
    utimesSync(`${stale}.gz`, past, past);
    writeFileSync(stale, 'console.log("new")');
    api = await startTestApi(db.url, { webDir: dir });
  });

  afterAll(async () => {
    await api?.close();
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe('the web app’s files', () => {
    const path = () => `${api.url}/assets/main-1a2b3c.js`;

    it('are sent in brotli when the client accepts it, else gzip, with Vary and an ETag for each encoding', async () => {
      const br = await raw(path(), { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(br.headers['content-length'])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(script.length / 3);
      expect(decoded(br)).toBe(script);

      const gzip = await raw(path(), { headers: { 'accept-encoding': 'gzip, deflate' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(gzip.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decoded(gzip)).toBe(script);

      const identity = await raw(path());
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.headers.vary).toMatch(/Accept-Encoding/i);
      expect(identity.body.toString('utf8')).toBe(script);

      const etags = [br, gzip, identity].map((r) => r.headers.etag);
      expect(etags.every((e) => typeof e === 'string' && e.length > 2)).toBe(true);
      expect(new Set(etags).size).toBe(3);
      expect(br.headers.etag).toMatch(/-br"$/);
      expect(gzip.headers.etag).toMatch(/-gzip"$/);
    });

    it('answer 304 to a client whose copy in that encoding is current, and the file to one whose is not', async () => {
      const br = await raw(path(), { headers: { 'accept-encoding': 'br' } });
      const gzip = await raw(path(), { headers: { 'accept-encoding': 'gzip' } });
      const identity = await raw(path());

      const again = await raw(path(), { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string } });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(br.headers.etag);
      expect(again.headers.vary).toMatch(/Accept-Encoding/i);
      expect((await raw(path(), { headers: { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag as string } })).status).toBe(
        304,
      );
      expect((await raw(path(), { headers: { 'if-none-match': identity.headers.etag as string } })).status).toBe(304);

      // A copy kept in another encoding is not current for this one: the whole file, in this one.
      const switched = await raw(path(), { headers: { 'accept-encoding': 'br', 'if-none-match': gzip.headers.etag as string } });
      expect(switched.status).toBe(200);
      expect(switched.headers['content-encoding']).toBe('br');
      expect(decoded(switched)).toBe(script);
    });

    it('are sent as they are to a client that refuses both, on HEAD with no body, and never from a stale copy', async () => {
      const refused = await raw(path(), { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body.toString('utf8')).toBe(script);

      const head = await raw(path(), { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
      expect(head.status).toBe(200);
      expect(head.headers['content-encoding']).toBe('br');
      expect(head.body.length).toBe(0);

      const stale = await raw(`${api.url}/assets/stale-4d5e6f.js`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(stale.headers['content-encoding']).toBeUndefined();
      expect(stale.body.toString('utf8')).toBe('console.log("new")');

      const missing = await raw(`${api.url}/assets/gone-999.js`, { headers: { 'accept-encoding': 'br' } });
      expect(missing.status).toBe(404);
      // No way out of the build's folder, however the path is written.
      const escape = await raw(`${api.url}/assets/..%2f..%2fetc%2fpasswd.js`, { headers: { 'accept-encoding': 'br' } });
      expect([400, 404]).toContain(escape.status);
    });
  });

  describe('GraphQL’s answers', () => {
    const post = (query: string, variables: Record<string, unknown> = {}, acceptEncoding = 'gzip, deflate, br') =>
      raw(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
        body: JSON.stringify({ query, variables }),
      });

    const BIG = '{ __schema { types { name description fields { name description } } } }';

    it('are compressed when large, brotli or gzip as the client accepts, with Vary', async () => {
      const br = await post(BIG);
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      const text = decoded(br);
      expect(text.length).toBeGreaterThan(10 * 1024);
      expect(br.body.length).toBeLessThan(text.length / 3);
      expect(JSON.parse(text).data.__schema.types.length).toBeGreaterThan(50);

      const gzip = await post(BIG, {}, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(decoded(gzip))).toEqual(JSON.parse(text));

      const identity = await post(BIG, {}, 'identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(identity.body.toString('utf8'))).toEqual(JSON.parse(text));
    });

    it('are sent as they are when small', async () => {
      const small = await post('{ __typename }');
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
    });

    it('are never compressed when they carry a secret: a sign-in’s token, whatever the operation is called', async () => {
      const address = `celina-${process.pid}-${Date.now()}@example.org`;
      await post(`mutation($i: SignUpInput!) { signUp(input: $i) { expiresAt } }`, {
        i: { email: address, password: PASSWORD, displayName: 'Celina' },
      });
      const signIn = (selection: string, name = '') =>
        post(`mutation ${name}($i: SignInInput!) { signIn(input: $i) { ${selection} ${PADDING} } }`, {
          i: { email: address, password: PASSWORD },
        });

      const withToken = await signIn('token expiresAt');
      expect(withToken.status).toBe(200);
      expect(withToken.body.length).toBeGreaterThan(1024);
      expect(withToken.headers['content-encoding']).toBeUndefined();
      expect(withToken.headers['cache-control']).toBe('private, no-store, no-transform');
      const answer = JSON.parse(withToken.body.toString('utf8'));
      expect(answer.data.signIn.token).toMatch(/^ey/);

      // Named as something harmless, aliased, inside a fragment: the token is in the answer all the same.
      const disguised = await post(
        `mutation harmless($i: SignInInput!) { signIn(input: $i) { ...S ${PADDING} } } fragment S on Session { nothing: token }`,
        { i: { email: address, password: PASSWORD } },
      );
      expect(disguised.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(disguised.body.toString('utf8')).data.signIn.nothing).toMatch(/^ey/);

      // The same answer without the token is compressed like any other: the test above could fail.
      const without = await signIn('expiresAt', 'signInWithToken');
      expect(without.headers['content-encoding']).toBe('br');
      expect(JSON.parse(decoded(without)).data.signIn.token).toBeUndefined();
    });

    it('are never compressed when they carry a new API key', async () => {
      const { token } = await organiser(api.url, 'Kamil');
      const created = await raw(`${api.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: `mutation { createApiKey(name: "club site") { key apiKey { id } ${PADDING} } }` }),
      });
      expect(created.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(created.body.toString('utf8')).data.createApiKey.key).toBeTruthy();
    });
  });
});
