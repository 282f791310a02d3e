import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { makeAuditedEvent, runLighthouse, sessionHeader, type AuditedEvent, type LighthouseRun } from '../../bench/lighthouse-run';
import { ARTIFACTS, CHROMIUM, LAPTOP, PHONE, seriousViolations, shot } from './browser';
import { webTestBed } from './bed';

/** The width and height a PNG says it has (its IHDR chunk, right after the signature). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** That a run scored at least `goal`; if not, the failure lists what Lighthouse found, an audit a line, so it says what to fix. */
function expectScore(run: LighthouseRun, goal: number): void {
  const met = run.score >= goal;
  const findings = run.failing.map((f) => `${f.id} (${f.score}): ${f.title} ${f.items.join(', ')}`.trim());
  expect({ score: met ? `at least ${goal}` : run.score, findings: met ? [] : findings }).toEqual({
    score: `at least ${goal}`,
    findings: [],
  });
}

/**
 * Waits until the page's service worker is active (it is once it has precached the app's files),
 * then lists every address the site's Cache Storage holds. In the page's own words: the test's
 * types know no browser.
 */
const workerReady = (page: Page): Promise<string[]> =>
  page.evaluate(`(async () => {
    await navigator.serviceWorker.ready;
    const urls = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  })()`);

/**
 * The installable app: its manifest and icons as a phone reads them, Chromium's own check that it
 * can be installed, the service worker's offline page (in the reader's language) and what it keeps
 * (never an API answer), the app's notice when the network goes, and Lighthouse's accessibility
 * score of the public event page and of a signed-in player's corner (one run each; the reports go
 * to test-artifacts/web/lighthouse-*).
 */
describe('The installable app, offline and in Lighthouse', () => {
  const bed = webTestBed();
  let audited: AuditedEvent;

  beforeAll(async () => {
    audited = await makeAuditedEvent(bed.url);
  }, 120_000);

  it('has a manifest a phone can install from, with icons of the sizes it names', async () => {
    const page = await (await fetch(`${bed.url}/`)).text();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page).toContain('<meta name="theme-color" content="#14304f" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');

    const res = await fetch(`${bed.url}/manifest.webmanifest`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Record<string, any>;
    expect(manifest).toMatchObject({
      name: 'Tabletop League',
      short_name: 'Tabletop',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#14304f',
      background_color: '#f6f6f3',
    });
    const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...icons, { src: '/icons/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }]) {
      const png = await fetch(new URL(icon.src, bed.url));
      expect({ src: icon.src, status: png.status, type: png.headers.get('content-type') }).toEqual({
        src: icon.src,
        status: 200,
        type: icon.type,
      });
      const { width, height } = pngSize(Buffer.from(await png.arrayBuffer()));
      expect({ src: icon.src, size: `${width}x${height}` }).toEqual({ src: icon.src, size: icon.sizes });
    }

    // The worker is served like every page: asked again each time, so an update is seen at once.
    const worker = await fetch(`${bed.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // The policy names where the worker and the manifest may come from.
    expect(worker.headers.get('content-security-policy')).toContain("worker-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("manifest-src 'self'");
  });

  it('is installable as Chromium itself judges it, and keeps nothing but the built files', async () => {
    // Chromium installs nothing from an incognito profile, which every context of the bed's browser
    // is: a browser with a profile on disk of its own, refusing and noting requests as bed.open does.
    const profile = mkdtempSync(join(tmpdir(), 'tabletop-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
      viewport: PHONE,
      locale: 'en-GB',
    });
    const origin = new URL(bed.url).origin;
    await context.route('**/*', async (route) => {
      const url = route.request().url();
      if (new URL(url).origin === origin || url.startsWith('data:')) return route.continue();
      bed.seen.foreign.push(url);
      return route.abort();
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('response', (res) => {
      if (res.status() >= 400) bed.seen.failed.push(`${res.status()} ${res.request().method()} ${res.url()}`);
    });
    try {
      await page.goto(`${bed.url}${audited.eventPath}`);
      await page.getByRole('heading', { level: 1, name: 'Kraków Open 2026' }).waitFor();
      await checkInstallable(page);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }, 120_000);

  /** Chromium's own verdict (the DevTools protocol's, as its install button uses it), and what the worker keeps. */
  async function checkInstallable(page: Page): Promise<void> {
    const context = page.context();
    const cached = await workerReady(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);

    // The shell: the app's scripts and styles, the offline page, the icons. No page, no API answer, no GraphiQL.
    const paths = cached.map((u) => new URL(u).pathname);
    expect(paths).toContain('/offline.html');
    expect(paths.filter((p) => /^\/assets\/main-.*\.js$/.test(p))).toHaveLength(1);
    expect(paths.filter((p) => !/^\/(assets\/[^/]+\.(js|css)|icons\/[^/]+\.png|offline\.html|manifest\.webmanifest)$/.test(p))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('/assets/graphiql'))).toEqual([]);

    // The pages read the API meanwhile: still nothing of it is kept.
    await page.goto(`${bed.url}/`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const after = (await workerReady(page)).map((u) => new URL(u).pathname);
    expect(after.filter((p) => p.startsWith('/graphql'))).toEqual([]);
    expect(after.sort()).toEqual(paths.sort());
  }

  const ENGLISH = {
    heading: 'You are offline',
    notice: 'You are offline: what is on screen may be out of date',
    ratings: 'Ratings',
  };
  const POLISH = { heading: 'Brak połączenia z siecią', notice: 'Brak sieci: to, co widać, może być nieaktualne', ratings: 'Rankingi' };
  for (const { locale, viewport, words, name } of [
    { locale: 'en-GB', viewport: PHONE, words: ENGLISH, name: '390' },
    { locale: 'en-GB', viewport: LAPTOP, words: ENGLISH, name: '1366' },
    { locale: 'pl-PL', viewport: PHONE, words: POLISH, name: '390-pl' },
  ]) {
    it(`says it is offline in the browser's language (${locale}, ${viewport.width} px): the open page, then a page opened without network`, async () => {
      const { context, page } = await bed.open(viewport, locale);
      // Breaches of the policy, as the browser writes them to the console: offline, no report reaches /csp-report.
      const breaches: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) breaches.push(message.text());
      });
      await page.goto(`${bed.url}${audited.eventPath}`);
      await page.getByRole('heading', { level: 1, name: 'Kraków Open 2026' }).waitFor();
      await workerReady(page);

      // The network goes: the open page says so at once, and says nothing while it is there.
      const banner = page.getByRole('status').filter({ hasText: words.notice });
      expect(await banner.count()).toBe(0);
      await context.setOffline(true);
      await banner.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `offline-notice-${name}`);

      // A page opened now: the worker's offline page, in the same language, styled by its precached
      // style sheet under the policy it was kept with (its nonce long gone: it needs none).
      await page.goto(`${bed.url}/ratings`);
      await page.getByRole('heading', { level: 1, name: words.heading }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(await page.locator('html').getAttribute('lang')).toBe(locale.slice(0, 2));
      const retry = page.getByRole('button');
      expect(await retry.count()).toBe(1);
      expect(await retry.evaluate((b) => (globalThis as any).getComputedStyle(b).backgroundColor as string)).toBe('rgb(11, 85, 181)');
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `offline-page-${name}`);

      // Back online: the offline page tries again by itself and opens the page asked for.
      await context.setOffline(false);
      await page.getByRole('heading', { level: 1, name: words.ratings }).waitFor();
      expect(page.url()).toBe(`${bed.url}/ratings`);
      expect(await banner.count()).toBe(0);
      expect(breaches).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('scores at least 0.9 in Lighthouse’s accessibility audit on the public event page', async () => {
    const run = await runLighthouse(`${bed.url}${audited.eventPath}`, 'accessibility', {
      report: join(ARTIFACTS, 'lighthouse-event-accessibility'),
    });
    expect(run.finalUrl).toBe(`${bed.url}${audited.eventPath}`);
    expectScore(run, 0.9);
  }, 120_000);

  it('scores at least 0.9 in Lighthouse’s accessibility audit on the signed-in player’s corner', async () => {
    const run = await runLighthouse(`${bed.url}${audited.playerPath}`, 'accessibility', {
      headers: sessionHeader(audited.player.token),
      report: join(ARTIFACTS, 'lighthouse-player-accessibility'),
    });
    // Still the corner: the session was taken, not sent to sign in.
    expect(run.finalUrl).toBe(`${bed.url}${audited.playerPath}`);
    expectScore(run, 0.9);
  }, 120_000);
});
