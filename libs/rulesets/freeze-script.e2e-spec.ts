/**
 * The release script makes each frozen build and its version's logs again, from the commit the
 * manifest names, byte for byte: what is kept in frozen/ and fixtures/logs/ is what that commit's
 * code makes, and nothing was edited by hand.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FROZEN_DIR, readManifest } from '@app/releases';
import { STORED_LOGS } from '../../test/support/released-versions';

const SCRIPT = join(__dirname, '..', '..', 'scripts', 'freeze-ruleset.mjs');

describe('scripts/freeze-ruleset.mjs', () => {
  let out: string;
  beforeEach(() => (out = mkdtempSync(join(tmpdir(), 'refreeze-'))));
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  it.each(readManifest().map((e) => [`${e.id}@${e.version}`, e] as const))(
    'makes %s again from its commit, byte for byte, with its logs',
    (key, entry) => {
      execFileSync(process.execPath, [SCRIPT, entry.id, entry.version, entry.commit, '--out', out], { stdio: 'pipe' });
      expect(readFileSync(join(out, 'frozen', entry.file), 'utf8') === readFileSync(join(FROZEN_DIR, entry.file), 'utf8')).toBe(true);
      expect(readManifest(join(out, 'frozen'))).toEqual([entry]);
      const logs = readdirSync(join(STORED_LOGS, key)).sort();
      expect(readdirSync(join(out, 'logs', key)).sort()).toEqual(logs);
      for (const file of logs)
        expect({
          file,
          same: readFileSync(join(out, 'logs', key, file), 'utf8') === readFileSync(join(STORED_LOGS, key, file), 'utf8'),
        }).toEqual({
          file,
          same: true,
        });
    },
  );

  it('refuses to make a frozen version again, and a version that is not the commit’s', () => {
    const [entry] = readManifest();
    execFileSync(process.execPath, [SCRIPT, entry.id, entry.version, entry.commit, '--out', out], { stdio: 'pipe' });
    const again = () => execFileSync(process.execPath, [SCRIPT, entry.id, entry.version, entry.commit, '--out', out], { stdio: 'pipe' });
    expect(again).toThrow(/is frozen already: a frozen build is never made again/);
    const wrong = () => execFileSync(process.execPath, [SCRIPT, entry.id, '9.9.9', entry.commit, '--out', out], { stdio: 'pipe' });
    expect(wrong).toThrow(new RegExp(`exports ${entry.id}@${entry.version.replace(/\./g, '\\.')} as "\\w+", not ${entry.id}@9\\.9\\.9`));
  });
});
