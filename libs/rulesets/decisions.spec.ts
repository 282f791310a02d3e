/**
 * The guard against a change of decisions landing unnoticed, shown on a test game: a fixture
 * recorded for a version, a change of what the game decides under the same version, a refused
 * re-recording, a bump without freezing the old version, and the bump done right.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RulesetRegistry, type GameEvent, type Ruleset } from '@app/rules';
import { duel, type DuelState } from '@app/rules/testing';
import { checkDecisions, unregisteredVersions } from '../../test/support/released-versions';
import type { CorpusMatch } from './replay-corpus';

const strike = (side: 'A' | 'B', value: number): GameEvent[] => [
  { type: 'OrderIssued', data: { side, order: { type: 'strike' } } },
  { type: 'DiceRolled', data: { side, purpose: 'damage', dice: [{ sides: 6, value }], source: 'reported' } },
];

/** The test game's corpus, created under the version the registry serves. */
function corpus(registry: RulesetRegistry): CorpusMatch[] {
  const ruleset = registry.get('duel');
  const created = {
    matchId: 'corpus',
    ruleset: { id: ruleset.id, version: ruleset.version },
    players: [
      { side: 'A', name: 'A' },
      { side: 'B', name: 'B' },
    ],
    setup: { health: 6 },
    dice: 'reported' as const,
    serverSeedCommitment: null,
  };
  return [{ name: 'a short duel', ruleset, created, events: [...strike('A', 4), ...strike('B', 2), ...strike('A', 3)] }];
}

/** The same game deciding otherwise: a strike deals one more point of damage. */
const harder: Ruleset<DuelState> = {
  ...duel,
  evolve(state, event) {
    const next = duel.evolve(state, event);
    if (event.type !== 'DiceRolled') return next;
    const target = state.turn === 'A' ? 'B' : 'A';
    return { ...next, damage: { ...next.damage, [target]: next.damage[target] + 1 } };
  },
};

describe('a change of what a game decides', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'decisions-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is found when the version stays the same, and is accepted only as a new version with the old one frozen', () => {
    const v1 = new RulesetRegistry([duel]);
    expect(checkDecisions(v1, 'duel', corpus(v1), dir)).toEqual([expect.stringMatching(/duel@1\.0\.0 has no recorded fixture/)]);
    expect(checkDecisions(v1, 'duel', corpus(v1), dir, true)).toEqual([]);
    expect(readdirSync(dir)).toEqual(['duel@1.0.0.json']);
    // A pure refactor: the same decisions under the same version.
    expect(checkDecisions(v1, 'duel', corpus(v1), dir)).toEqual([]);

    // The decision changes, the version does not: the test names the event and asks for a bump.
    const changed = new RulesetRegistry([harder]);
    const problems = checkDecisions(changed, 'duel', corpus(changed), dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^duel@1\.0\.0: "a short duel" means something else after event 3: its outcome, viewers. view of the state; a change of what the game decides needs a new version: bump duel's version, freeze duel@1\.0\.0/,
    );
    // Recording over the version's fixture, to hide the change, is refused.
    expect(checkDecisions(changed, 'duel', corpus(changed), dir, true)).toEqual([
      expect.stringMatching(/recorded already .* never recorded over/),
    ]);

    // Bumped, but the old version dropped: its fixture names a version no longer loadable.
    const bumped = { ...harder, version: '1.1.0' } as Ruleset;
    const dropped = new RulesetRegistry([bumped]);
    expect(checkDecisions(dropped, 'duel', corpus(dropped), dir, true)).toEqual([]);
    expect(unregisteredVersions(dropped, [dir])).toEqual([expect.stringMatching(/^duel@1\.0\.0 has recorded fixtures .* not registered/)]);

    // Bumped with the old version kept: both mean what they meant.
    const kept = new RulesetRegistry([bumped, duel]);
    expect(unregisteredVersions(kept, [dir])).toEqual([]);
    expect(checkDecisions(kept, 'duel', corpus(kept), dir)).toEqual([]);
    expect(checkDecisions(v1, 'duel', corpus(v1), dir)).toEqual([]);
  });
});
