/**
 * Every version the platform ever released replays its stored logs (fixtures/logs/<id>@<version>/)
 * to the digests recorded with the code of the commit that released it: the old versions through
 * their frozen builds, the newest through the source. Logs are replayed as the CLI replays them
 * (every event decided again, the clocks folded from the stamps), then folded event by event
 * and digested (decisions.ts).
 */
import { join } from 'node:path';
import { outcomeOf, replay, type MatchEvent } from '@app/rules';
import { readManifest } from '@app/releases';
import {
  fixtureVersions,
  readStoredLog,
  REPLAY_FIXTURES,
  STORED_LOGS,
  storedLogDigests,
  unregisteredVersions,
} from '../../test/support/released-versions';
import { createRegistry } from './index';
import { digestMatch } from './replay-digest';

const registry = createRegistry();
const stored = fixtureVersions(STORED_LOGS);

describe('stored logs of every released version', () => {
  it('are kept for every version the registry holds, and the registry holds every version they name', () => {
    const held = registry.list().map((r) => `${r.id}@${r.version}`);
    expect(stored.map((s) => s.key).sort()).toEqual(held.sort());
    expect(unregisteredVersions(registry, [STORED_LOGS, REPLAY_FIXTURES])).toEqual([]);
  });

  it('are kept for the eight versions released so far, four of them frozen', () => {
    expect(stored.map((s) => s.key)).toEqual(
      expect.arrayContaining([
        'solaris7@1.0.0',
        'solaris7@1.1.0',
        'solaris7@1.1.1',
        'warzone@1.0.0',
        'warzone@1.0.1',
        'warzone@1.1.0',
        'konwoj@1.0.0',
        'vigilant-peace@1.0.0',
      ]),
    );
    expect(readManifest().map((v) => `${v.id}@${v.version}`)).toEqual([
      'solaris7@1.0.0',
      'solaris7@1.1.0',
      'warzone@1.0.0',
      'warzone@1.0.1',
    ]);
  });

  describe.each(stored.map((s) => [s.key, s] as const))('%s', (key, { id, version }) => {
    const recorded = storedLogDigests(key);

    it('holds finished matches and matches in progress', () => {
      expect(recorded).toMatchObject({ ruleset: id, version });
      expect(recorded.matches.some((m) => m.finished)).toBe(true);
      expect(recorded.matches.some((m) => !m.finished)).toBe(true);
    });

    it.each(recorded.matches.map((m) => [m.file, m] as const))('%s replays under its version to the recorded digests', (_file, m) => {
      const log = readStoredLog(join(STORED_LOGS, key, m.file));
      expect(log.created.ruleset).toEqual({ id, version });
      const stream: MatchEvent[] = [{ type: 'MatchCreated', data: log.created }, ...log.events];
      const replayed = replay(registry, stream, { validate: true, times: log.times });
      expect(replayed.ruleset.version).toBe(version);
      expect(outcomeOf(replayed).finished).toBe(m.finished);
      const now = digestMatch(registry, { name: m.name, created: log.created, events: log.events }, log.times);
      expect(now.events).toBe(m.events);
      const first = now.after.findIndex((line, i) => line !== m.after[i]);
      expect({ event: first === -1 ? null : first + 2, now: now.after[first], was: m.after[first] }).toEqual({
        event: null,
        now: undefined,
        was: undefined,
      });
    });
  });
});
