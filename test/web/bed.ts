/**
 * What every browser test file stands on: the embedded database, the test API serving the web
 * build, and a browser; after each test, the check that no page loaded anything from elsewhere
 * and the server answered nothing with an HTTP error (a test that expects one takes it out of
 * `seen` first). Call webTestBed() at the top of a describe block: its beforeAll runs before the
 * file's own, which can use `url` at once; its afterAll closes the browser (every context with
 * it), the API and the database.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CspReports } from '../../apps/api/src/csp-report';
import { startTestApi, type RunningApi } from '../support/api';
import { testDatabases, type TestDatabase } from '../support/databases';
import { launchBrowser, openContext, traffic, type Traffic } from './browser';
import { openSignedIn, type StoredSession } from './session';

type Viewport = { width: number; height: number };
export type Opened = { context: BrowserContext; page: Page };

export interface WebBed {
  /** The test API's address; it serves the web app at `/`. */
  readonly url: string;
  /** The embedded database's URL, for a test that writes what an older server stored. */
  readonly databaseUrl: string;
  readonly seen: Traffic;
  /** The last reports of breaches of the Content-Security-Policy the test API received (POST /csp-report). */
  readonly cspReports: CspReports;
  /** A fresh browser profile at `viewport` (openContext), or one that kept `storageState` (a browser closed and opened again). */
  open(viewport: Viewport, locale?: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<Opened>;
  /** A fresh browser profile already signed in as `session` (openSignedIn). */
  openSignedIn(viewport: Viewport, session: StoredSession, locale?: string): Promise<Opened>;
}

export function webTestBed(): WebBed {
  const embedded = testDatabases().find((t) => t.name === 'embedded')!;
  const seen = traffic();
  let db: TestDatabase | undefined;
  let api: RunningApi | undefined;
  let browser: Browser | undefined;

  const running = () => {
    if (!api || !browser) throw new Error('the browser test bed is not up: call webTestBed() inside a describe block');
    return { api, browser };
  };

  beforeAll(async () => {
    db = await embedded.open();
    // A test makes many requests in a short time, as a whole venue would: the rate limits stay out of its way.
    api = await startTestApi(db.url, { rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 } });
    if (!api.web.built) throw new Error(`no web build in ${api.web.dir}: run npm run build first (npm test does)`);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await db?.close();
  });

  afterEach(() => {
    // Checked after every test, so the one that loaded something from elsewhere is the one that fails.
    expect(seen.foreign.splice(0)).toEqual([]);
    expect(seen.failed.splice(0)).toEqual([]);
  });

  return {
    get url() {
      return running().api.url;
    },
    get databaseUrl() {
      running();
      return db!.url;
    },
    seen,
    get cspReports() {
      return running().api.cspReports;
    },
    open: (viewport, locale, storageState) => openContext(running().browser, running().api.url, seen, viewport, locale, storageState),
    openSignedIn: (viewport, session, locale) => openSignedIn(running().browser, running().api.url, seen, viewport, session, locale),
  };
}
