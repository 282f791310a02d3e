/**
 * Replay must mean the same at every event as when the fixtures were recorded: the outcome,
 * the pending decision, each viewer's view of the state and of each event, for each game's
 * example matches, seeded random games and the long benchmark matches (replay-corpus.ts);
 * both folded event by event with drafts, as live play folds, and replayed from the first event,
 * which folds a private copy in place.
 *
 * The fixtures are kept per version, in fixtures/replay/<id>@<version>.json (decisions.ts), and
 * are never recorded over. A change that means to change a decision bumps the ruleset's
 * version, freezes the old one and records the new version's fixture
 * (docs/rulesets/releasing.md):
 *
 *   RECORD_REPLAY_FIXTURES=1 npm run jest -- libs/rulesets/replay-fixtures.int-spec.ts
 */
import { readFileSync } from 'node:fs';
import { createRegistry } from './index';
import { replayCorpus, streamOf } from './replay-corpus';
import { outcomeOf, pendingOf, replay } from '@app/rules';
import { checkDecisions, fixtureFile, REPLAY_FIXTURES, type DecisionFixture } from '../../test/support/released-versions';
import { canonical, digest, viewersOf } from './replay-digest';

const RECORD = process.env.RECORD_REPLAY_FIXTURES === '1';
const registry = createRegistry();

describe.each(Object.entries(replayCorpus()))('replay of %s', (id, corpus) => {
  const file = fixtureFile(REPLAY_FIXTURES, id, registry.get(id).version);

  // First, so that the drafted fold after it also shows that the in-place folds wrote nothing
  // shared (a ruleset's constants, a setup).
  it('replayed from the first event (folded in place) means what its fixtures recorded, and leaves its events as they were', () => {
    if (RECORD) return;
    const recorded = (JSON.parse(readFileSync(file, 'utf8')) as DecisionFixture).matches;
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
    expect(checkDecisions(registry, id, corpus(), REPLAY_FIXTURES, RECORD)).toEqual([]);
  });
});
