import { createPool } from '@app/database';
import { applyAt, outcomeOf, pendingOf, startMatch, isViolation, type MatchState } from '@app/rules';
import { createRegistry } from '@app/rulesets';
import { duel } from '@app/rules/testing';
import type { Pool } from 'pg';
import { describeEachDatabase } from '../../../test/support/databases';
import { replayCorpus, type CorpusMatch } from '../../rulesets/replay-corpus';
import { canonical, viewersOf } from '../../rulesets/replay-digest';
import {
  MATCH_SNAPSHOT_FORMAT,
  PostgresMatchSnapshots,
  reviveMatch,
  serializeMatch,
  snapshotCheck,
  type SnapshotRow,
} from './match-snapshots';

const registry = createRegistry([duel]);

function started(m: CorpusMatch): MatchState {
  const s = startMatch(registry, m.created, 0);
  if (isViolation(s)) throw new Error(s.message);
  return s;
}

/** What a viewer learns of the match at this point, as the replay fixtures digest it. */
const meaningOf = (match: MatchState, withViews = true) =>
  canonical({
    outcome: outcomeOf(match),
    pending: pendingOf(match),
    views: withViews ? viewersOf(match).map((v) => match.ruleset.view(match.game, v)) : null,
  });

const rowOf = (match: MatchState): SnapshotRow => ({
  version: match.version,
  ruleset_id: match.ruleset.id,
  ruleset_version: match.ruleset.version,
  format: MATCH_SNAPSHOT_FORMAT,
  state: serializeMatch(match),
  check: snapshotCheck(match),
});

describe('a match snapshot', () => {
  // Every corpus match, stored and read back at a third and at two thirds of its events, goes on
  // to mean exactly what the match folded without a break means, at every later event.
  describe.each(Object.entries(replayCorpus()))('of %s', (_id, corpus) => {
    it('read back, folds on to the same outcome, pending decision and views as the match never stored', () => {
      for (const m of corpus()) {
        const long = m.events.length > 1000;
        const breaks = long ? [Math.floor(m.events.length / 2)] : [Math.floor(m.events.length / 3), Math.floor((2 * m.events.length) / 3)];
        let straight = started(m);
        let restored: MatchState | null = null;
        m.events.forEach((event, i) => {
          straight = applyAt(straight, event, i * 1000);
          if (restored) restored = applyAt(restored, event, i * 1000);
          if (breaks.includes(i)) {
            restored = reviveMatch(registry, rowOf(restored ?? straight));
            expect(restored).not.toBeNull();
          }
          // The outcome and pending decision are compared at every event (a long match's at every
          // 250th and its last 5), the views, which run to megabytes, at every 10th (500th) and the last.
          const compared = !long || i % 250 === 0 || i >= m.events.length - 5;
          const withViews = i % (long ? 500 : 10) === 0 || i === m.events.length - 1;
          if (!restored || !compared) return;
          expect({ match: m.name, event: i + 2, meaning: meaningOf(restored, withViews) }).toEqual({
            match: m.name,
            event: i + 2,
            meaning: meaningOf(straight, withViews),
          });
        });
        expect(canonical({ ...restored!, ruleset: null })).toBe(canonical({ ...straight, ruleset: null }));
      }
    }, 120_000);
  });

  describe('that this code cannot use is passed over', () => {
    const m = replayCorpus().warzone()[0];
    const match = m.events.slice(0, 20).reduce((s, e, i) => applyAt(s, e, i), started(m));
    const row = rowOf(match);

    it('is read back as it was written', () => {
      expect(canonical({ ...reviveMatch(registry, row), ruleset: null })).toBe(canonical({ ...match, ruleset: null }));
      expect(reviveMatch(registry, row)!.ruleset).toBe(match.ruleset);
    });

    it.each([
      ['another format', { format: MATCH_SNAPSHOT_FORMAT + 1 }],
      ['a ruleset version this process does not have', { ruleset_version: '0.0.1' }],
      ['another ruleset than its match’s', { ruleset_id: 'duel', ruleset_version: duel.version }],
      ['text that does not parse', { state: row.state.slice(0, -1) }],
      ['a match at another version', { version: row.version + 1 }],
      ['a state the rules read otherwise', { check: snapshotCheck({ ...match, version: match.version + 1 }) }],
      ['not a match at all', { state: '[1, 2, 3]' }],
      ['a match without its game', { state: JSON.stringify({ ...JSON.parse(row.state), game: undefined }) }],
    ])('%s', (_what, change) => {
      expect(reviveMatch(registry, { ...row, ...change })).toBeNull();
    });

    it('is not written when JSON would change it', () => {
      expect(() => serializeMatch({ ...match, game: { distance: Infinity } })).toThrow(/Infinity does not survive JSON/);
      expect(() => serializeMatch({ ...match, game: [1, undefined] })).toThrow(/undefined array element/);
    });
  });
});

describeEachDatabase('match snapshots in PostgreSQL', (url) => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(url(), 2);
  });
  afterAll(() => pool.end());

  it('keeps one per stream and version, and gives the newest usable one at or before a version', async () => {
    const snapshots = new PostgresMatchSnapshots(pool, registry);
    const m = replayCorpus().warzone()[0];
    const at = (n: number) => m.events.slice(0, n - 1).reduce((s, e, i) => applyAt(s, e, i), started(m));
    const stream = `match-${m.name.replace(/\W/g, '')}-${Date.now()}`;
    expect(await snapshots.latest(stream)).toBeNull();
    await snapshots.save(stream, { version: 10, state: at(10) });
    await snapshots.save(stream, { version: 20, state: at(20) });
    await snapshots.save(stream, { version: 20, state: at(20) }); // twice: kept once
    expect((await snapshots.latest(stream))!.version).toBe(20);
    expect((await snapshots.latest(stream, 19))!.version).toBe(10);
    expect(await snapshots.latest(stream, 9)).toBeNull();
    expect(canonical({ ...(await snapshots.latest(stream, 10))!.state, ruleset: null })).toBe(canonical({ ...at(10), ruleset: null }));
    // A newer row written by other code is passed over; a broken newest row means none at all.
    await pool.query(
      `INSERT INTO match_snapshots (stream_id, version, ruleset_id, ruleset_version, format, state, "check") VALUES ($1, 30, 'warzone', '9.9.9', $2, '{}', '')`,
      [stream, MATCH_SNAPSHOT_FORMAT + 1],
    );
    expect((await snapshots.latest(stream))!.version).toBe(20);
    await pool.query(
      `INSERT INTO match_snapshots (stream_id, version, ruleset_id, ruleset_version, format, state, "check") VALUES ($1, 40, $2, $3, $4, '{', '')`,
      [stream, m.ruleset.id, m.ruleset.version, MATCH_SNAPSHOT_FORMAT],
    );
    expect(await snapshots.latest(stream)).toBeNull();
    await expect(snapshots.save(stream, { version: 50, state: at(20) })).rejects.toThrow(/holds a match at 20/);
  });
});
