/**
 * A frozen build is checked and loaded when the registry is made: a missing, altered or
 * misnamed build, or a bad manifest, is a clear error then, never a crash at the first match.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRegistry } from '@app/rulesets';
import { checkFrozen, FROZEN_DIR, frozenBuilds, FrozenRulesetError, loadFrozen, readManifest } from './frozen';

describe('frozen ruleset versions', () => {
  let dir: string;
  const [entry] = readManifest();
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'frozen-'));
    copyFileSync(join(FROZEN_DIR, entry.file), join(dir, entry.file));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are registered beside the newest version, each under its own number', () => {
    const registry = createRegistry();
    for (const { entry: e, ruleset } of frozenBuilds()) {
      expect(registry.get(e.id, e.version)).toBe(ruleset());
      expect(registry.newerThan(e.id, e.version)).toBe(registry.get(e.id).version);
    }
    expect(registry.get('solaris7').version).toBe('1.1.1');
    expect(registry.get('warzone').version).toBe('1.1.0');
  });

  it('load with their own schemas, which refuse what their version refused', () => {
    const old = createRegistry().get('solaris7', '1.1.0');
    expect(old.orderSchema.safeParse({ type: 'no such order' }).success).toBe(false);
    expect(old.setupSchema.safeParse({ teams: 'none' }).success).toBe(false);
  });

  it('load from an intact copy of their file, when first asked for', () => {
    const build = checkFrozen(entry, dir);
    rmSync(join(dir, entry.file));
    // Checked at start-up, checked again and run when first asked for: never unchecked code.
    expect(() => build.ruleset()).toThrow(FrozenRulesetError);
    copyFileSync(join(FROZEN_DIR, entry.file), join(dir, entry.file));
    expect(build.ruleset().version).toBe(entry.version);
    expect(build.ruleset()).toBe(build.ruleset());
  });

  it('refuse a missing build when checked, before any match asks for it', () => {
    rmSync(join(dir, entry.file));
    expect(() => checkFrozen(entry, dir)).toThrow(FrozenRulesetError);
    expect(() => loadFrozen(entry, dir)).toThrow(`the frozen build of ${entry.id}@${entry.version} is missing`);
  });

  it('refuse an altered build when checked, before running any of it', () => {
    appendFileSync(join(dir, entry.file), '\nthrow new Error("ran");\n');
    expect(() => checkFrozen(entry, dir)).toThrow(/is corrupt: its SHA-256 is [0-9a-f]{64}, not /);
  });

  it('refuse a build that exports another version than the manifest says', () => {
    expect(() => loadFrozen({ ...entry, version: '9.9.9' }, dir)).toThrow(`does not export the ruleset ${entry.id}@9.9.9`);
  });

  it('refuse a build that requires what rule code may not use', () => {
    const text = 'require("node:fs"); module.exports.ruleset = null;';
    writeFileSync(join(dir, 'bad.js'), text);
    const sha256 = createHash('sha256').update(text).digest('hex');
    expect(() => loadFrozen({ ...entry, file: 'bad.js', sha256 }, dir)).toThrow('requires "node:fs", which rule code may not use');
  });

  it('refuse a missing or broken manifest', () => {
    expect(() => readManifest(dir)).toThrow('the manifest of frozen ruleset versions is missing');
    writeFileSync(join(dir, 'manifest.json'), '{ not json');
    expect(() => readManifest(dir)).toThrow(/manifest of frozen ruleset versions .* is not valid/);
  });
});
