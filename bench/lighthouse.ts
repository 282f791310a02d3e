/**
 * Lighthouse's performance score of the web app as a phone sees it: the public event page and a
 * signed-in player's corner ("My games"), against the score of a minimal static page served by
 * the same server in the same run (the offline page: one small script, one small style sheet),
 * as the baseline of what this machine, this Chromium and Lighthouse's emulation allow.
 *
 *   npm run bench:lighthouse                 (builds the server and the web app, then runs it)
 *   node dist/bench/lighthouse.js [WEB_DIR]  (a built server; the web build in dist/web, or WEB_DIR)
 *
 * The server is started as `npm start` starts it (startApi, the production build of the web app
 * from dist/web), on an in-memory embedded database, on 127.0.0.1, with the per-address limits
 * raised for the set-up only (every request comes from one address). The event is the one the
 * accessibility test audits (bench/lighthouse-run.ts): a six-player Swiss mid-event. Each page is
 * one Lighthouse run of the performance category with its defaults: a mid-range phone's screen,
 * its network and CPU simulated (Lantern: 150 ms round trips, 1.6 Mbit/s, a CPU four times
 * slower), in Debian's Chromium. Prints, one line each:
 *
 *   lighthouse performance baseline <score>
 *   lighthouse performance event <score 0-100> (goal 90)
 *   lighthouse performance event ratio <score ÷ baseline>
 *   lighthouse performance player <score 0-100> (goal 90)
 *   lighthouse performance player ratio <score ÷ baseline>
 *
 * and, on standard error, each page's metrics (FCP, LCP, TBT, CLS, Speed Index). The reports are
 * written to test-artifacts/web/lighthouse-perf-*.{json,html}. Not a gate: the goal is printed
 * beside the score, and the run fails only if Lighthouse cannot audit a page.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '@app/database';
import { startApi } from '../apps/api/src/app';
import { makeAuditedEvent, runLighthouse, sessionHeader } from './lighthouse-run';

const ROOT = resolve(__dirname, '../..');
const GOAL = 90;
const REPORTS = join(ROOT, 'test-artifacts', 'web');

/** Lighthouse's own figures of a run, from the report it wrote. */
function metrics(report: string): string {
  const lhr = JSON.parse(readFileSync(`${report}.json`, 'utf8'));
  const shown = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
  return shown.map((id) => `${lhr.audits[id].title} ${lhr.audits[id].displayValue}`).join(', ');
}

async function main(): Promise<void> {
  const webDir = process.argv[2] ? resolve(process.argv[2]) : undefined;
  const database = await openDatabase({ memory: true });
  const api = await startApi(
    { port: 0, host: '127.0.0.1', databaseUrl: undefined, dataDir: '', eventStoreUrl: undefined },
    {
      logLevel: 'error',
      database,
      ...(webDir ? { webDir } : {}),
      // The set-up signs six players and an organiser up from this one address.
      signUpLimits: { perEmail: 1000, perAddress: 1000 },
      rateLimits: { account: 100_000, anonymous: 100_000 },
    },
  );
  try {
    if (!api.web.built) throw new Error(`no web build in ${api.web.dir}: run npm run build first`);
    const event = await makeAuditedEvent(api.url);
    const score = async (name: string, path: string, headers?: Record<string, string>) => {
      const report = join(REPORTS, `lighthouse-perf-${name}`);
      const run = await runLighthouse(`${api.url}${path}`, 'performance', { headers, report });
      if (new URL(run.finalUrl).pathname !== path) throw new Error(`${path} ended at ${run.finalUrl}`);
      process.stderr.write(`  ${name}: ${metrics(report)}\n`);
      return Math.round(run.score * 100);
    };
    const baseline = await score('baseline', '/offline.html');
    console.log(`lighthouse performance baseline ${baseline}`);
    for (const [name, path, headers] of [
      ['event', event.eventPath, undefined],
      ['player', event.playerPath, sessionHeader(event.player.token)],
    ] as const) {
      const page = await score(name, path, headers);
      console.log(`lighthouse performance ${name} ${page} (goal ${GOAL})`);
      console.log(`lighthouse performance ${name} ratio ${(page / baseline).toFixed(2)}`);
    }
  } finally {
    await api.close();
    await database.close();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
