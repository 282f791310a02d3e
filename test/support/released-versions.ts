/**
 * What keeps a change of what a game decides from landing unnoticed (the tests' side: reading and
 * recording the fixtures of libs/rulesets/fixtures). Each version of a game has
 * its recorded meaning, kept once and never written over:
 *
 * - fixtures/replay/<id>@<version>.json: the digests of the game's corpus (replay-corpus.ts)
 *   after each event, for the version the source holds. The corpus is replayed against them;
 *   a difference fails unless the version was bumped, which needs a fixture of its own.
 * - fixtures/logs/<id>@<version>/: stored match logs of every version ever released and their
 *   digests, recorded with the code of the commit that released it (scripts/freeze-ruleset.mjs).
 *   They replay against the registered version, frozen or not, for ever.
 *
 * A fixture names a version the registry must hold: bumping a version without freezing the old
 * one fails, since the old version's fixtures would name a version no longer there.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { logEvents, logTimes, parseMatchLog } from '@app/matches';
import { UnknownRulesetError, type GameEvent, type MatchCreatedData, type RulesetRegistry } from '@app/rules';
import type { CorpusMatch } from '../../libs/rulesets/replay-corpus';
import { digestMatch, type MatchDigests } from '../../libs/rulesets/replay-digest';

const RULESETS = join(__dirname, '..', '..', 'libs', 'rulesets');
export const REPLAY_FIXTURES = join(RULESETS, 'fixtures', 'replay');
export const STORED_LOGS = join(RULESETS, 'fixtures', 'logs');

export interface DecisionFixture {
  ruleset: string;
  version: string;
  matches: MatchDigests[];
}

const BUMP = (id: string, key: string) =>
  `a change of what the game decides needs a new version: bump ${id}'s version, freeze ${key} (docs/rulesets/releasing.md) and record the new version's fixture`;

export const fixtureFile = (dir: string, id: string, version: string) => join(dir, `${id}@${version}.json`);

/** The first place where `now` means something else than `was`, in words; null when they agree. */
export function firstDifference(now: MatchDigests[], was: MatchDigests[]): string | null {
  const names = (ms: MatchDigests[]) => ms.map((m) => `${m.name} (${m.events} events, ${m.stream})`).join('; ');
  if (names(now) !== names(was)) return `the corpus is made of other matches now: ${names(now)}; recorded: ${names(was)}`;
  for (let k = 0; k < now.length; k++) {
    const i = now[k].after.findIndex((line, j) => line !== was[k].after[j]);
    if (i === -1) continue;
    const parts = ['outcome', 'pending decision', "viewers' view of the event", "viewers' view of the state"];
    const [a, b] = [now[k].after[i].split(' '), was[k].after[i].split(' ')];
    const what = parts.filter((_, p) => a[p] !== b[p]).join(', ');
    return `"${now[k].name}" means something else after event ${i + 2}: its ${what}`;
  }
  return null;
}

/**
 * The game's corpus replayed against the recorded fixture of its newest version: the problems
 * found (none when it means what it meant). With `record`, a version with no fixture yet gets
 * one; a recorded fixture is never written over.
 */
export function checkDecisions(registry: RulesetRegistry, id: string, corpus: CorpusMatch[], dir: string, record = false): string[] {
  const version = registry.get(id).version;
  const key = `${id}@${version}`;
  const file = fixtureFile(dir, id, version);
  const now: DecisionFixture = { ruleset: id, version, matches: corpus.map((m) => digestMatch(registry, m)) };
  if (!existsSync(file)) {
    if (!record) return [`${key} has no recorded fixture (${file}): record it with RECORD_REPLAY_FIXTURES=1 (docs/rulesets/releasing.md)`];
    writeFileSync(file, JSON.stringify(now, null, 1) + '\n');
    return [];
  }
  if (record) return [`${key}'s fixture is recorded already (${file}) and is never recorded over: ${BUMP(id, key)}`];
  const was = JSON.parse(readFileSync(file, 'utf8')) as DecisionFixture;
  const difference = firstDifference(now.matches, was.matches);
  return difference ? [`${key}: ${difference}; ${BUMP(id, key)}`] : [];
}

/** `id@version` of each fixture file or folder in `dir`. */
export function fixtureVersions(dir: string): Array<{ key: string; id: string; version: string }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => /^(.+)@(\d+\.\d+\.\d+)(\.json)?$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ key: `${m[1]}@${m[2]}`, id: m[1], version: m[2] }));
}

/** Fixtures of versions the registry does not hold: a version bumped without freezing the old one. */
export function unregisteredVersions(registry: RulesetRegistry, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    fixtureVersions(dir)
      .filter(({ id, version }) => {
        try {
          registry.get(id, version);
          return false;
        } catch (e) {
          if (e instanceof UnknownRulesetError) return true;
          throw e;
        }
      })
      .map(
        ({ key }) =>
          `${key} has recorded fixtures (${dir}) but is not registered: a released version stays loadable; freeze it (docs/rulesets/releasing.md)`,
      ),
  );
}

export interface StoredLogMatch {
  name: string;
  file: string;
  events: number;
  finished: boolean;
  stream: string;
  after: string[];
}

export interface StoredLogDigests {
  ruleset: string;
  version: string;
  commit: string;
  recordedWith: string;
  matches: StoredLogMatch[];
}

/** One stored log's events and the server's stamp on each (`metadata.at`), as the CLI reads them. */
export interface StoredLog {
  created: MatchCreatedData;
  events: GameEvent[];
  times: Array<number | undefined>;
  /** Each event's metadata (who acted, when), the creation's first. */
  metadata: Array<Record<string, unknown>>;
}

/** A stored log, read as the CLI reads a match log (docs/match-log.md). */
export function readStoredLog(path: string): StoredLog {
  const log = parseMatchLog(readFileSync(path, 'utf8'));
  const [created, ...events] = logEvents(log);
  return {
    created: created.data as MatchCreatedData,
    events: events as GameEvent[],
    times: logTimes(log),
    metadata: log.lines.map((l) => l.metadata),
  };
}

export function storedLogDigests(key: string, dir: string = STORED_LOGS): StoredLogDigests {
  return JSON.parse(readFileSync(join(dir, key, 'digests.json'), 'utf8')) as StoredLogDigests;
}
