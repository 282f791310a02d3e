import type { NetworkInterfaceInfo } from 'node:os';
import { standardSampleMatch } from '@app/rulesets/solaris7';
import QRCode from 'qrcode';
import type { Browser, Page } from 'playwright-core';
import { startApi } from '../../apps/api/src/app';
import { startTestApi, type RunningApi } from '../support/api';
import { client, ok } from '../support/graphql';
import { LAPTOP, PHONE, launchBrowser, seriousViolations, shot, traffic } from './browser';
import { webTestBed } from './bed';
import { openSignedIn, signUp, type Account } from './session';

const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { version } }`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { version } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const SERVER = `{ server { publicUrl publicUrlSource warning } }`;

/** A laptop on the hall's Wi-Fi as os.networkInterfaces() would list it. Nothing is ever sent to it. */
const HALL_WIFI: NodeJS.Dict<NetworkInterfaceInfo[]> = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }],
  wlan0: [
    {
      address: '192.168.1.20',
      netmask: '255.255.255.0',
      family: 'IPv4',
      mac: '02:00:00:00:00:01',
      internal: false,
      cidr: '192.168.1.20/24',
    },
  ],
};

/** An event played in the app, its first round started: its seat invitations are printed as links and QR codes. */
async function engineEvent(apiUrl: string, organiser: Account): Promise<string> {
  const id = ok(
    await organiser.gql(CREATE, {
      input: {
        kind: 'tournament',
        name: 'Hall Network Cup',
        rulesetId: 'solaris7',
        format: { kind: 'swiss', rounds: 1 },
        play: { mode: 'engine', setup: standardSampleMatch, dice: 'server' },
      },
    }),
  ).createCompetition.id;
  for (const name of ['Piotr Lis', 'Ola Mazur']) ok(await organiser.gql(REGISTER, { input: { competitionId: id, name } }));
  ok(await organiser.gql(PAIR, { input: { competitionId: id } }));
  ok(await organiser.gql(START, { input: { competitionId: id, round: 1 } }));
  return id;
}

/** The invitation links the print page shows, once drawn, each with the QR code's image address beside it. */
async function printedInvitations(page: Page): Promise<Array<{ href: string; text: string; qr: string }>> {
  const cards = page.getByRole('article');
  await cards.first().getByRole('img').waitFor();
  await page
    .getByRole('img', { name: /QR code/ })
    .nth(1)
    .waitFor();
  return cards.evaluateAll((articles) =>
    articles.map((a) => ({
      href: a.querySelector('.invitation__link a')?.getAttribute('href') ?? '',
      text: a.querySelector('.invitation__link a')?.textContent ?? '',
      qr: a.querySelector('img.qr')?.getAttribute('src') ?? '',
    })),
  );
}

/** The QR code the app draws for `text` (features/print/QrCode.tsx): the same image means the same payload. */
async function qrOf(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * Players' links are built from the server's public address, never from the organiser's
 * localhost: from PUBLIC_URL when it is set, from the server's network address when it is not
 * (here a stand-in list of interfaces with 192.168.1.20, which is only written, never opened),
 * and a server that can offer only loopback says so in the console, in English and Polish.
 */
describe('Links for players on the hall’s network', () => {
  // The bed's server listens on 127.0.0.1 only: its links can only be loopback.
  const bed = webTestBed();
  const seen = traffic();
  let browser: Browser;
  let configured: RunningApi;
  let detected: RunningApi;

  beforeAll(async () => {
    // Both on the bed's database; the browser opens each at its loopback address.
    configured = await startTestApi(bed.databaseUrl, {
      publicUrl: 'http://hall.example:3000',
      rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 },
    });
    // Listening on every interface, as at a venue, with the interfaces given: the address is chosen from them.
    detected = await startApi0(bed.databaseUrl);
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await configured?.close();
    await detected?.close();
  });

  afterEach(() => {
    expect(seen.foreign.splice(0)).toEqual([]);
    expect(seen.failed.splice(0)).toEqual([]);
  });

  it('are built from PUBLIC_URL when it is set: the API says so, and so do the invitations and their QR codes', async () => {
    expect(ok(await client(configured.url)(SERVER)).server).toEqual({
      publicUrl: 'http://hall.example:3000',
      publicUrlSource: 'CONFIGURED',
      warning: null,
    });
    const olga = await signUp(configured.url, 'Olga Organiser');
    const id = await engineEvent(configured.url, olga);
    const { context, page } = await openSignedIn(browser, configured.url, seen, LAPTOP, olga);
    await page.goto(`${configured.url}/console/events/${id}/print/invitations/1`);
    const printed = await printedInvitations(page);
    expect(printed).toHaveLength(2);
    for (const link of printed) {
      expect(link.href).toMatch(/^http:\/\/hall\.example:3000\/join#ey/);
      expect(link.text).toBe(link.href);
      expect(link.qr).toBe(await qrOf(link.href));
    }
    // No warning: the address is one the players' network reaches.
    expect(await page.getByRole('region', { name: 'Players’ phones cannot open links to this computer' }).count()).toBe(0);

    // The projector's join code, shown before the first round: the address as written under the code.
    const open = ok(
      await olga.gql(CREATE, {
        input: { kind: 'tournament', name: 'Hall Open', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 2 } },
      }),
    ).createCompetition.id;
    await page.goto(`${configured.url}/events/${open}/projector`);
    await page.getByText(`hall.example:3000/events/${open}?join=1`, { exact: true }).waitFor();
    await context.close();
  });

  it('are built from the server’s network address when PUBLIC_URL is not set', async () => {
    const port = new URL(detected.url).port;
    expect(ok(await client(detected.url)(SERVER)).server).toEqual({
      publicUrl: `http://192.168.1.20:${port}`,
      publicUrlSource: 'DETECTED',
      warning: null,
    });
    const olga = await signUp(detected.url, 'Olga Organiser');
    const id = await engineEvent(detected.url, olga);
    const { context, page } = await openSignedIn(browser, detected.url, seen, PHONE, olga);
    await page.goto(`${detected.url}/console/events/${id}/print/invitations/1`);
    const printed = await printedInvitations(page);
    expect(printed).toHaveLength(2);
    for (const link of printed) {
      expect(link.href.startsWith(`http://192.168.1.20:${port}/join#ey`)).toBe(true);
      expect(link.qr).toBe(await qrOf(link.href));
    }
    // The console's rounds section names the projector's address the hall's screen opens.
    await page.goto(`${detected.url}/console/events/${id}/clock`);
    await page.getByText(`http://192.168.1.20:${port}/events/${id}/projector`).waitFor();
    await context.close();
  });

  it('say in the console, in English and Polish, when they could only be localhost', async () => {
    expect(ok(await client(bed.url)(SERVER)).server).toEqual({
      publicUrl: bed.url,
      publicUrlSource: 'LOOPBACK',
      warning: expect.stringContaining('listens only on 127.0.0.1'),
    });
    const olga = await signUp(bed.url, 'Olga Organiser');
    const id = await engineEvent(bed.url, olga);
    for (const [viewport, width] of [
      [PHONE, 390],
      [LAPTOP, 1366],
    ] as const) {
      const { context, page } = await bed.openSignedIn(viewport, olga);
      await page.goto(`${bed.url}/console/events/${id}/players`);
      const warning = page.getByRole('region', { name: 'Players’ phones cannot open links to this computer' });
      await warning.waitFor();
      expect(await warning.textContent()).toContain(`point to ${bed.url}`);
      expect(await warning.textContent()).toContain('Set PUBLIC_URL');
      // Nothing cut off on a phone: the address wraps.
      expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `public-address-warning-${width}`);
      await context.close();
    }
    const { context, page } = await bed.openSignedIn(PHONE, olga, 'pl-PL');
    await page.goto(`${bed.url}/console/events/${id}/print/invitations/1`);
    const warning = page.getByRole('region', { name: 'Telefony graczy nie otworzą linków do tego komputera' });
    await warning.waitFor();
    expect(await warning.textContent()).toContain('Ustaw PUBLIC_URL');
    await shot(page, 'public-address-warning-invitations-pl-390');
    await context.close();
  });
});

/** The API on every interface (HOST=0.0.0.0), port chosen by the system, with the hall's stand-in interfaces. */
function startApi0(databaseUrl: string): Promise<RunningApi> {
  return startApi(
    { port: 0, host: '0.0.0.0', databaseUrl, dataDir: '', eventStoreUrl: undefined },
    {
      logLevel: 'error',
      projectionIntervalMs: 60_000,
      signUpLimits: { perEmail: 100_000, perAddress: 100_000 },
      rateLimits: { account: 100_000, anonymous: 100_000, apiKey: 100_000 },
      networkInterfaces: () => HALL_WIFI,
      ...(process.env.TEST_WEB_DIR ? { webDir: process.env.TEST_WEB_DIR } : {}),
    },
  );
}
