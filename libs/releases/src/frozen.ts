/**
 * The ruleset versions released before the newest one, each kept as the frozen build of the
 * commit that released it (docs/rulesets/releasing.md): one self-contained file per version in
 * frozen/, listed with its commit and hash in frozen/manifest.json. A match pins its version at
 * creation, so these are what old matches replay, verify and play on with, for ever.
 *
 * Every build is checked against its hash when the registry is first made, so a missing or
 * altered build stops the server at start-up, never a match later. An intact build is run the
 * first time a match (or a listing) asks for its version: parsing every old version at every
 * start would make each release slow the start down. Every build is run by the tests.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ruleset } from '@app/rules';

/** Where the builds are: beside the rulesets, in the source tree and in the build (`npm run build:server` copies them). */
export const FROZEN_DIR = join(__dirname, '..', '..', 'rulesets', 'frozen');

export interface FrozenVersion {
  id: string;
  version: string;
  /** The commit whose code the build is. */
  commit: string;
  committedAt: string;
  /** When the next version of the game shipped (ISO 8601): until then new matches got this one. */
  superseded: string;
  /** The build's file name in frozen/. */
  file: string;
  sha256: string;
  /** The packages the build took in, at the versions the commit's lock file named. */
  packages: Record<string, string>;
}

export interface FrozenBuild {
  entry: FrozenVersion;
  /** The build's ruleset, run once on the first call. */
  ruleset: () => Ruleset;
}

/** A frozen build that cannot be loaded: the server does not start without every released version. */
export class FrozenRulesetError extends Error {
  readonly code = 'FROZEN_RULESET_UNLOADABLE';
  constructor(message: string) {
    super(
      `${message}. Every released ruleset version must load, or the matches recorded under it could not be read (docs/rulesets/releasing.md)`,
    );
  }
}

/** What a frozen build may require: nothing but pure helpers of the platform's runtime. */
const ALLOWED = new Set(['node:crypto', 'crypto']);

function frozenRequire(key: string) {
  return (name: string): unknown => {
    if (!ALLOWED.has(name)) throw new FrozenRulesetError(`the frozen build of ${key} requires "${name}", which rule code may not use`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(name);
  };
}

export function readManifest(dir = FROZEN_DIR): FrozenVersion[] {
  const file = join(dir, 'manifest.json');
  if (!existsSync(file)) throw new FrozenRulesetError(`the manifest of frozen ruleset versions is missing (${file})`);
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { versions: FrozenVersion[] }).versions;
  } catch (e) {
    throw new FrozenRulesetError(`the manifest of frozen ruleset versions (${file}) is not valid: ${(e as Error).message}`);
  }
}

/** Checks that a build is the file that was frozen, and answers its text. */
function checkedText(entry: FrozenVersion, dir: string): string {
  const key = `${entry.id}@${entry.version}`;
  const path = join(dir, entry.file);
  if (!existsSync(path)) throw new FrozenRulesetError(`the frozen build of ${key} is missing (${path})`);
  const text = readFileSync(path, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');
  if (hash !== entry.sha256)
    throw new FrozenRulesetError(`the frozen build of ${key} (${path}) is corrupt: its SHA-256 is ${hash}, not ${entry.sha256}`);
  return text;
}

/** Runs a checked build and answers the ruleset it exports. */
function run(entry: FrozenVersion, text: string, dir: string): Ruleset {
  const key = `${entry.id}@${entry.version}`;
  const path = join(dir, entry.file);
  const module: { exports: { ruleset?: Ruleset } } = { exports: {} };
  try {
    // Compiled in this realm, as a CommonJS module is: the values the rules make are plain
    // objects of this realm, which the event store takes as JSON. The stack names the file.
    const body = new Function('module', 'exports', 'require', `${text}\n//# sourceURL=${path}`) as (
      m: typeof module,
      e: typeof module.exports,
      r: (name: string) => unknown,
    ) => void;
    body(module, module.exports, frozenRequire(key));
  } catch (e) {
    if (e instanceof FrozenRulesetError) throw e;
    throw new FrozenRulesetError(`the frozen build of ${key} (${path}) failed to load: ${(e as Error).message}`);
  }
  const ruleset = module.exports.ruleset;
  if (!ruleset || ruleset.id !== entry.id || ruleset.version !== entry.version || typeof ruleset.decide !== 'function')
    throw new FrozenRulesetError(`the frozen build ${path} does not export the ruleset ${key}`);
  return ruleset;
}

/** Checks one build and runs it at once. */
export function loadFrozen(entry: FrozenVersion, dir = FROZEN_DIR): Ruleset {
  return run(entry, checkedText(entry, dir), dir);
}

/** Checks one build now; runs it on the first call of `ruleset()`. */
export function checkFrozen(entry: FrozenVersion, dir = FROZEN_DIR): FrozenBuild {
  checkedText(entry, dir);
  let ruleset: Ruleset | null = null;
  return { entry, ruleset: () => (ruleset ??= loadFrozen(entry, dir)) };
}

let checked: FrozenBuild[] | null = null;

/** Every frozen version, checked once per process (each run once, when first asked for). */
export function frozenBuilds(): FrozenBuild[] {
  checked ??= readManifest().map((entry) => checkFrozen(entry));
  return checked;
}
