/**
 * Replay must mean the same at every event as when the fixtures were recorded: the outcome,
 * the pending decision, each viewer's view of the state and of each event, for each game's
 * example matches, seeded random games and the long benchmark matches (replay-corpus.ts).
 *
 * The fixtures are kept in fixtures/replay/<ruleset>.json. A change that means to change a
 * decision bumps the ruleset's version and records them anew:
 *
 *   RECORD_REPLAY_FIXTURES=1 npm run jest -- libs/rulesets/replay-fixtures.spec.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry } from './index';
import { replayCorpus } from './replay-corpus';
import { digestMatch, type MatchDigests } from './replay-digest';

const DIR = join(__dirname, 'fixtures', 'replay');
const RECORD = process.env.RECORD_REPLAY_FIXTURES === '1';
const registry = createRegistry();

interface Fixture {
  ruleset: string;
  version: string;
  matches: MatchDigests[];
}

describe.each(Object.entries(replayCorpus()))('replay of %s', (id, corpus) => {
  const file = join(DIR, `${id}.json`);

  it('means the same at every event as when its fixtures were recorded', () => {
    const matches = corpus();
    const now: Fixture = { ruleset: id, version: registry.get(id).version, matches: matches.map((m) => digestMatch(registry, m)) };
    if (RECORD) {
      mkdirSync(DIR, { recursive: true });
      writeFileSync(file, JSON.stringify(now, null, 1) + '\n');
    }
    expect(existsSync(file)).toBe(true);
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as Fixture;
    expect(now.version).toBe(recorded.version);
    expect(now.matches.map((m) => [m.name, m.events, m.stream])).toEqual(recorded.matches.map((m) => [m.name, m.events, m.stream]));
    now.matches.forEach((m, k) => {
      const was = recorded.matches[k].after;
      const first = m.after.findIndex((line, i) => line !== was[i]);
      // The first event that means something else, named: the rest follows from it.
      expect({ match: m.name, event: first === -1 ? null : first + 2, now: m.after[first], was: was[first] }).toEqual({
        match: m.name,
        event: null,
        now: undefined,
        was: undefined,
      });
    });
  });
});
