/**
 * Replay must mean the same at every event as when the fixtures were recorded: the outcome,
 * the pending decision, each viewer's view of the state and of each event, for each game's
 * example matches, seeded random games and the long benchmark matches (replay-corpus.ts);
 * both folded event by event with drafts, as live play folds, and replayed from the first event,
 * which folds a private copy in place.
 *
 * The fixtures are kept in fixtures/replay/<ruleset>.json. A change that means to change a
 * decision bumps the ruleset's version and records them anew:
 *
 *   RECORD_REPLAY_FIXTURES=1 npm run jest -- libs/rulesets/replay-fixtures.spec.ts
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRegistry } from './index';
import { replayCorpus, streamOf } from './replay-corpus';
import { outcomeOf, pendingOf, replay } from '@app/rules';
import { canonical, digest, digestMatch, viewersOf, type MatchDigests } from './replay-digest';

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

  // First, so that the drafted fold after it also shows that the in-place folds wrote nothing
  // shared (a ruleset's constants, a setup).
  it('replayed from the first event (folded in place) means what its fixtures recorded, and leaves its events as they were', () => {
    if (RECORD) return;
    const recorded = (JSON.parse(readFileSync(file, 'utf8')) as Fixture).matches;
    corpus().forEach((m, k) => {
      const events = streamOf(m);
      const times = events.map(() => 0);
      const before = canonical(events);
      // Every event of a short match; forty points along a long one, and its end.
      const stride = m.events.length > 200 ? Math.ceil(m.events.length / 40) : 1;
      const points = [...Array.from({ length: Math.ceil(m.events.length / stride) }, (_, i) => i * stride + 1), m.events.length];
      for (const n of points) {
        const match = replay(registry, events, { upTo: n + 1, times });
        const [outcome, pending, , views] = recorded[k].after[n - 1].split(' ');
        const now = { match: m.name, event: n + 1, outcome: digest(outcomeOf(match)), pending: digest(pendingOf(match)) };
        expect(now).toEqual({ match: m.name, event: n + 1, outcome, pending });
        if (views !== '-')
          expect({ event: n + 1, views: digest(viewersOf(match).map((v) => match.ruleset.view(match.game, v))) }).toEqual({
            event: n + 1,
            views,
          });
      }
      expect(canonical(events)).toBe(before);
    });
  });

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
