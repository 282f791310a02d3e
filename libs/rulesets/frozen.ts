/**
 * The ruleset versions released before the newest one, each kept as the frozen build of the
 * commit that released it (docs/rulesets/releasing.md): one self-contained file per version in
 * frozen/, listed with its commit and hash in frozen/manifest.json. A match pins its version at
 * creation, so these are what old matches replay, verify and play on with, for ever.
 *
 * A build is checked against its hash and loaded once, when the registry is first made, so a
 * missing or altered build stops the server at start-up, never a match later.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Ruleset } from '@app/rules';

/** Where the builds are: beside this file, in the source tree and in the build (`npm run build:server` copies them). */
export const FROZEN_DIR = join(__dirname, 'frozen');

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

export interface FrozenRuleset {
  entry: FrozenVersion;
  ruleset: Ruleset;
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

/** Loads one build, after checking it is the file that was frozen. */
export function loadFrozen(entry: FrozenVersion, dir = FROZEN_DIR): Ruleset {
  const key = `${entry.id}@${entry.version}`;
  const path = join(dir, entry.file);
  if (!existsSync(path)) throw new FrozenRulesetError(`the frozen build of ${key} is missing (${path})`);
  const text = readFileSync(path, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');
  if (hash !== entry.sha256)
    throw new FrozenRulesetError(`the frozen build of ${key} (${path}) is corrupt: its SHA-256 is ${hash}, not ${entry.sha256}`);
  const module: { exports: { ruleset?: Ruleset } } = { exports: {} };
  try {
    // Compiled in this realm, as a CommonJS module is: the values the rules make are plain
    // objects of this realm, which the event store takes as JSON. The stack names the file.
    const run = new Function('module', 'exports', 'require', `${text}\n//# sourceURL=${path}`) as (
      m: typeof module,
      e: typeof module.exports,
      r: (name: string) => unknown,
    ) => void;
    run(module, module.exports, frozenRequire(key));
  } catch (e) {
    if (e instanceof FrozenRulesetError) throw e;
    throw new FrozenRulesetError(`the frozen build of ${key} (${path}) failed to load: ${(e as Error).message}`);
  }
  const ruleset = module.exports.ruleset;
  if (!ruleset || ruleset.id !== entry.id || ruleset.version !== entry.version || typeof ruleset.decide !== 'function')
    throw new FrozenRulesetError(`the frozen build ${path} does not export the ruleset ${key}`);
  return ruleset;
}

let loaded: FrozenRuleset[] | null = null;

/** Every frozen version, loaded once per process. */
export function frozenRulesets(): FrozenRuleset[] {
  loaded ??= readManifest().map((entry) => ({ entry, ruleset: loadFrozen(entry) }));
  return loaded;
}
