import {
  applyAt,
  decide,
  decideExpiry,
  dueExpiries,
  isViolation,
  pendingOf,
  RulesetRegistry,
  stallEnding,
  startMatch,
  type Actor,
  type ClockSettings,
  type GameEvent,
  type MatchEvent,
  type MatchState,
} from '@app/rules';
import { solaris7 } from './ruleset';
import { standardSampleMatch } from './samples';
import { playScriptedMatch } from './scripted-match';
import type { SolarisState } from './state';

/**
 * A38 under chess clocks: when a player's clock runs out mid-phase, the phase under way is
 * played to its end — by both players, the one out of time included — and then the match ends
 * by reputation points [End p.14]. Played through the kernel with the scripted standard match.
 */
const registry = new RulesetRegistry([solaris7]);
const T0 = Date.parse('2026-11-28T10:00:00.000Z');
const MIN = 60_000;
const script = playScriptedMatch();

function start(outOfTime: 'ruleset' | 'rolls-only'): MatchState {
  const clock: ClockSettings = { limitMs: null, start: 'first-action', chess: { perSideMs: 10 * MIN, outOfTime } };
  const m = startMatch(
    registry,
    {
      matchId: 'm',
      ruleset: { id: solaris7.id, version: solaris7.version },
      players: [
        { side: 'A', name: 'Ann' },
        { side: 'B', name: 'Bob' },
      ],
      setup: standardSampleMatch,
      dice: 'reported',
      serverSeedCommitment: null,
      clock,
    },
    T0,
  );
  if (isViolation(m)) throw new Error(m.message);
  return applyAt(m, { type: 'ClockStarted', data: { reason: null } }, T0);
}

const actorOf = (e: GameEvent): Actor => ({ kind: 'player', side: (e.data as { side: string }).side });
const phaseOf = (m: MatchState) => (m.game as SolarisState).phase;

function accept(m: MatchState, e: MatchEvent, actor: Actor, at: number): MatchState {
  const out = decide(m, e as GameEvent, actor);
  if (isViolation(out)) throw new Error(out.toString());
  return out.reduce((x: MatchState, ev: MatchEvent) => applyAt(x, ev, at), m);
}

/** The scripted match up to the first Movement phase order after `skip` events, a second apart. */
function toMovement(outOfTime: 'ruleset' | 'rolls-only'): { m: MatchState; next: number; at: number } {
  let m = start(outOfTime);
  let i = 0;
  for (; i < script.length; i++) {
    const p = pendingOf(m);
    if (i > 20 && phaseOf(m) === 'movement' && p.kind === 'order' && p.sides.length === 1) break;
    m = accept(m, script[i], actorOf(script[i]), T0 + (i + 1) * 1000);
  }
  return { m, next: i, at: T0 + (i + 1) * 1000 };
}

describe('solaris7 A38 with chess clocks', () => {
  it.each(['ruleset', 'rolls-only'] as const)(
    'outOfTime %s: a flag mid-phase ends the match at the end of that phase, by reputation',
    (outOfTime) => {
      const { m: before, next, at } = toMovement(outOfTime);
      const pending = pendingOf(before);
      const flagged = pending.kind === 'order' ? pending.sides[0] : null;
      const late = at + 10 * MIN;
      const [due] = dueExpiries(before, late);
      expect(due).toMatchObject({ clock: 'player', side: flagged });
      let m = before;
      for (const e of decideExpiry(m, due)) m = applyAt(m, e, due.at);
      for (const e of stallEnding(m)) m = applyAt(m, e, due.at);
      // The game has heard that time ran out, in the middle of the Movement phase.
      expect((m.game as SolarisState).timeExpired).toBe(true);
      expect(phaseOf(m)).toBe('movement');
      expect(solaris7.outcome(m.game as SolarisState).finished).toBe(false);
      // Both players finish the phase, the one out of time included; then the match is over.
      let i = next;
      while (!solaris7.outcome(m.game as SolarisState).finished) {
        expect(phaseOf(m)).toBe('movement');
        m = accept(m, script[i], actorOf(script[i]), late + i);
        i++;
      }
      expect(i).toBeGreaterThan(next);
      expect((m.game as SolarisState).result).toMatchObject({ reason: 'timeExpired' });
      expect(solaris7.outcome(m.game as SolarisState).sides.every((s) => typeof s.scores.reputation === 'number')).toBe(true);
      // Nothing after the end: time has run out.
      const refused = decide(m, script[i], actorOf(script[i]));
      expect(isViolation(refused) && refused.code).toBe('TIME_EXPIRED');
    },
  );
});
