import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium (.ci/run installs it); the tests never download a browser of their own. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Screenshots of every page, kept as the run's artefacts. */
export const ARTIFACTS = join(__dirname, '..', '..', 'test-artifacts', 'web');

export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 768 };
export const DESKTOP = { width: 1920, height: 1080 };

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install chromium (.ci/run does)`);
  mkdirSync(ARTIFACTS, { recursive: true });
  return chromium.launch({
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
  });
}

export interface Violation {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

/** axe-core's serious and critical findings on the page as it is now (WCAG 2.1 A and AA rules). */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

export const shot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });

/**
 * What a test's pages did that they must not: requests to anywhere but the test server (a CDN,
 * a font host), and HTTP errors from it. A test checks both are empty when it ends.
 */
export interface Traffic {
  foreign: string[];
  failed: string[];
}

export function traffic(): Traffic {
  return { foreign: [], failed: [] };
}

/**
 * A fresh browser profile (no stored language or session) at the given size; requests to
 * anywhere but the API are refused and noted, as are the API's HTTP errors.
 */
export async function openContext(
  browser: Browser,
  apiUrl: string,
  seen: Traffic,
  viewport: { width: number; height: number },
  locale = 'en-GB',
  /** What an earlier context kept (its cookies and local storage): the same browser, opened again. */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, locale, ...(storageState ? { storageState } : {}) });
  const origin = new URL(apiUrl).origin;
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (new URL(url).origin === origin || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    seen.foreign.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  page.on('response', (res) => {
    if (res.status() >= 400) seen.failed.push(`${res.status()} ${res.request().method()} ${res.url()}`);
  });
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).host !== new URL(apiUrl).host) seen.foreign.push(ws.url());
  });
  return { context, page };
}

/** A round clock's digits, "49:58" or "1:02:03", as milliseconds. */
export function clockMs(text: string): number {
  const parts = text.trim().split(':').map(Number);
  if (parts.some(Number.isNaN) || parts.length < 2) throw new Error(`not a clock: ${text}`);
  return parts.reduce((total, part) => total * 60 + part, 0) * 1000;
}

/** A round clock as the API reads it (Competition.roundClock). */
export interface ClockReading {
  serverTime: string;
  remainingMs: number;
  running: boolean;
}

/**
 * That the page's `timer` shows the round's time as the API reads it: within a second (the digits
 * round up to the whole second, and the reading took a moment to arrive), whatever the screen's
 * own clock says. `read` asks the API for the reading.
 */
export async function expectClockAgrees(page: Page, read: () => Promise<ClockReading>): Promise<void> {
  const before = Date.now();
  const shown = clockMs((await page.getByRole('timer').textContent()) ?? '');
  const after = Date.now();
  const reading = await read();
  // The server runs on this machine: its time and the test's are one clock.
  const at = (before + after) / 2;
  const expected = reading.running ? reading.remainingMs - (at - Date.parse(reading.serverTime)) : reading.remainingMs;
  const lead = shown - expected;
  expect(lead).toBeGreaterThan(-250);
  expect(lead).toBeLessThan(1250);
}
