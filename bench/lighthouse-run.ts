/**
 * Lighthouse against the web app as the server serves it, for the browser test
 * (test/web/lighthouse.e2e-spec.ts: accessibility) and the benchmark (bench/lighthouse.ts:
 * performance): the event and the player they audit, made through the GraphQL API, and one
 * Lighthouse run in Debian's Chromium.
 *
 * Lighthouse and chrome-launcher are ES modules only, which neither this file compiled to
 * CommonJS can import nor Jest's module loader can read: each run is a Node process of its own
 * (RUNNER, an ES module given to `node --input-type=module --eval`), which also keeps Lighthouse's
 * work off the event loop of a server running in the caller's process.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** Debian's Chromium, as the browser tests use it (test/web/browser.ts); never a downloaded browser. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, as root in a container (no sandbox), talking to nothing but the page's server. */
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'];

export type Category = 'accessibility' | 'performance';

export interface AuditFinding {
  id: string;
  title: string;
  score: number | null;
  /** The elements it names (CSS selectors), where it names any. */
  items: string[];
}

export interface LighthouseRun {
  /** The category's score, 0 to 1. */
  score: number;
  /** The address Lighthouse ended on (a page that sends its reader elsewhere shows here). */
  finalUrl: string;
  /** The category's audits that did not pass, worst first. */
  failing: AuditFinding[];
}

/**
 * The run itself: launch Chromium, audit one category with Lighthouse's defaults otherwise, write
 * the JSON and HTML reports, print the summary (LighthouseRun) as one line of JSON.
 */
const RUNNER = `
import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { url, category, headers, report, chromePath, chromeFlags } = JSON.parse(process.argv[1]);
const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: [category],
    output: ['json', 'html'],
    logLevel: 'error',
    ...(headers ? { extraHeaders: headers } : {}),
  });
  if (!result) throw new Error('Lighthouse gave no result for ' + url);
  const { lhr } = result;
  writeFileSync(report + '.json', result.report[0]);
  writeFileSync(report + '.html', result.report[1]);
  if (lhr.runtimeError) throw new Error('Lighthouse could not audit ' + url + ': ' + lhr.runtimeError.code + ' ' + lhr.runtimeError.message);
  const failing = lhr.categories[category].auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .sort((a, b) => a.score - b.score)
    .map((a) => ({ id: a.id, title: a.title, score: a.score, items: (a.details?.items ?? []).map((i) => i.node?.selector).filter(Boolean) }));
  process.stdout.write(JSON.stringify({ score: lhr.categories[category].score, finalUrl: lhr.finalDisplayedUrl, failing }) + '\\n');
} finally {
  chrome.kill();
}
`;

/** The project's root, where node_modules is: found from this file, whether it runs compiled (dist/bench) or from source. */
const ROOT = resolve(__dirname, __dirname.includes(join('dist', 'bench')) ? '../..' : '..');

/**
 * One Lighthouse run of `category` on `url`, in a Chromium of its own (chrome-launcher, CHROME_FLAGS),
 * with Lighthouse's defaults otherwise: a phone's screen and, for performance, its simulated slow
 * network and CPU. `headers` go with every request of the page (a session's cookie).
 * `report` is a path without extension: the report is written there as .json and .html.
 */
export async function runLighthouse(
  url: string,
  category: Category,
  options: { headers?: Record<string, string>; report?: string } = {},
): Promise<LighthouseRun> {
  const scratch = options.report ? undefined : mkdtempSync(join(tmpdir(), 'tabletop-lighthouse-'));
  const report = options.report ?? join(scratch!, 'report');
  mkdirSync(dirname(report), { recursive: true });
  const config = { url, category, headers: options.headers, report, chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS };
  try {
    const child = spawn(process.execPath, ['--input-type=module', '--eval', RUNNER, JSON.stringify(config)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((done, fail) => {
      child.once('error', fail);
      child.once('exit', done);
    });
    if (code !== 0) throw new Error(`Lighthouse on ${url} exited with ${code}:\n${err}`);
    const run = JSON.parse(out.trim().split('\n').at(-1)!) as LighthouseRun;
    if (typeof run.score !== 'number') throw new Error(`Lighthouse scored no ${category} for ${url}`);
    return run;
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

/** A tiny GraphQL client over HTTP, as a page or a script would call the API. */
async function graphql<T = any>(apiUrl: string, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await res.json()) as { data?: T; errors?: unknown[] };
  if (answer.errors?.length) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data as T;
}

const PASSWORD = 'correct horse battery';
const SIGN_UP = `mutation($i: SignUpInput!) { signUp(input: $i) { token account { id } } }`;
const CREATE = `mutation($input: CreateCompetitionInput!) { createCompetition(input: $input) { id } }`;
const REGISTER = `mutation($input: RegisterPlayerInput!) { registerPlayer(input: $input) { players(first: 50) { edges { node { id name } } } } }`;
const INVITATIONS = `{ myEntryInvitations { competitionId playerId } }`;
const ACCEPT = `mutation($input: EntryInvitationInput!) { acceptEntry(input: $input) { state } }`;
const GAMES = `id a b`;
const PAIR = `mutation($input: PairRoundInput!) { pairRound(input: $input) { rounds { games { ${GAMES} } } } }`;
const START = `mutation($input: RoundInput!) { startRound(input: $input) { version } }`;
const REPORT = `mutation($input: GameResultInput!) { reportGameResult(input: $input) { version } }`;

/** The players of the event: Polish names, as at the venues the app is made for. */
const PLAYERS = ['Zofia Łukasiewicz', 'Grzegorz Brzęczyszczykiewicz', 'Anna Nowak', 'Jan Kowalski', 'Ewa Żak', 'Piotr Wiśniewski'];

export interface AuditedEvent {
  /** The public event page: /events/:id. */
  eventPath: string;
  /** The player's own page, the players' corner ("My games"), which needs their session. */
  playerPath: string;
  /** The player whose corner is audited: their name and session token (the session cookie's value). */
  player: { name: string; token: string };
}

let made = 0;

/**
 * A Swiss of six players with accounts, as the public pages show one mid-event: round 1 played out
 * with scores, round 2 under way (one game drawn and settled, one reported and awaiting
 * confirmation, one still played); and the player of that last game, whose corner offers to
 * report it. Everything through the API, as an organiser and the players would do it.
 */
export async function makeAuditedEvent(apiUrl: string): Promise<AuditedEvent> {
  const stamp = `${process.pid}-${Date.now()}-${++made}`;
  const signUp = async (displayName: string) => {
    const local = displayName
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
    const r = await graphql<{ signUp: { token: string; account: { id: string } } }>(apiUrl, SIGN_UP, {
      i: { email: `${local}-${stamp}@example.org`, password: PASSWORD, displayName },
    });
    return { token: r.signUp.token, accountId: r.signUp.account.id };
  };
  const olga = (await signUp('Olga Organiser')).token;
  const input = { kind: 'tournament', name: 'Kraków Open 2026', rulesetId: 'solaris7', format: { kind: 'swiss', rounds: 3 } };
  const competitionId = (await graphql<{ createCompetition: { id: string } }>(apiUrl, CREATE, { input }, olga)).createCompetition.id;
  const players = new Map<string, { name: string; token: string }>();
  for (const name of PLAYERS) {
    const account = await signUp(name);
    const roster = (
      await graphql(apiUrl, REGISTER, { input: { competitionId, name, accountId: account.accountId } }, olga)
    ).registerPlayer.players.edges.map((e: { node: { id: string; name: string } }) => e.node);
    const playerId: string = roster.find((p: { name: string }) => p.name === name).id;
    const invitation = (await graphql(apiUrl, INVITATIONS, {}, account.token)).myEntryInvitations.find(
      (i: { competitionId: string }) => i.competitionId === competitionId,
    );
    await graphql(apiUrl, ACCEPT, { input: invitation }, account.token);
    players.set(playerId, { name, token: account.token });
  }
  type Game = { id: string; a: string; b: string | null };
  const round1: Game[] = (await graphql(apiUrl, PAIR, { input: { competitionId } }, olga)).pairRound.rounds[0].games;
  await graphql(apiUrl, START, { input: { competitionId, round: 1 } }, olga);
  for (const g of round1) {
    const scores = { [g.a]: { reputation: 150, pointValue: 100 }, [g.b!]: { reputation: 70, pointValue: 90 } };
    await graphql(apiUrl, REPORT, { input: { competitionId, game: g.id, winner: g.a, scores, reason: 'result sheet' } }, olga);
  }
  const round2: Game[] = (await graphql(apiUrl, PAIR, { input: { competitionId } }, olga)).pairRound.rounds[1].games;
  await graphql(apiUrl, START, { input: { competitionId, round: 2 } }, olga);
  await graphql(apiUrl, REPORT, { input: { competitionId, game: round2[0].id, draw: true, reason: 'result sheet' } }, olga);
  await graphql(apiUrl, REPORT, { input: { competitionId, game: round2[1].id, winner: round2[1].a } }, players.get(round2[1].a)!.token);
  return { eventPath: `/events/${competitionId}`, playerPath: '/play', player: players.get(round2[2].a)! };
}

/** The header that carries a session to the server as the browser's session cookie does (apps/api/src/auth/cookies.ts). */
export const sessionHeader = (token: string) => ({ Cookie: `tabletop_session=${token}` });
