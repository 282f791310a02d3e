import { RulesetRegistry, replay, type MatchEvent } from '@app/rules';
import { vigilantPeace, playScriptedMatch, longMatchEvents, sampleMatchCreated, fullLog } from './index';

const registry = new RulesetRegistry([vigilantPeace]);
const stream = (events: MatchEvent[]): MatchEvent[] => [{ type: 'MatchCreated', data: sampleMatchCreated() }, ...events];

describe('samples (SAMPLE data, not rules)', () => {
  it('playScriptedMatch() is a complete legal match to a winner (validated replay through the kernel)', () => {
    const events = playScriptedMatch();
    const m = replay(registry, stream(events), { validate: true });
    const out = vigilantPeace.outcome(m.game as never);
    expect(out.finished).toBe(true);
    expect(out.winner).toBe('B');
    expect(out.reason).toBe('enemyInfantryDestroyed');
    expect(vigilantPeace.pending(m.game as never).kind).toBe('none');
    const types = fullLog(m.game as never).map((l) => l.type);
    for (const t of [
      'FirstPlayerRollTied',
      'MineSpent',
      'CriticalHit',
      'UnitWounded',
      'HealingRolled',
      'UnitHealed',
      'MeleeResolved',
      'GameEnded',
    ]) {
      expect(types).toContain(t);
    }
  });

  it('longMatchEvents replays linearly (history archived per turn)', () => {
    const events = longMatchEvents(600);
    const m = replay(registry, stream(events));
    expect((m.game as { history: unknown[] }).history).toHaveLength(601);
  });

  it('longMatchEvents(n) is a long legal match that has not ended', () => {
    const events = longMatchEvents(40);
    const m = replay(registry, stream(events), { validate: true });
    expect(vigilantPeace.outcome(m.game as never).finished).toBe(false);
    expect((m.game as { turnNumber: number }).turnNumber).toBe(41);
    expect(events.length).toBeGreaterThan(400);
  });
});
