import {
  apply as applyMatch,
  decide,
  isViolation,
  RulesetRegistry,
  startMatch,
  viewEvents,
  type GameEvent,
  type MatchEvent,
  type MatchState,
} from '@app/rules';
import { testMatchCreated } from '@app/rules/testing';
import { warzone } from './ruleset';
import type { WarzoneState } from './state';

const scout = { name: 'Scout', mv: 4, cc: 10, rs: 10, st: 8, ld: 13, armour: 18, actions: 3 };
const setup = {
  armies: {
    A: { name: 'A', squads: [{ id: 'u-a', faction: 'T', name: 'a', category: 'individual', models: [{ id: 'ranger', profile: scout }] }] },
    B: {
      name: 'B',
      squads: [
        {
          id: 'u-h',
          faction: 'T',
          name: 'h',
          category: 'individual',
          models: [{ id: 'intruder', hidden: true, profile: { ...scout, stealth: 2 } }],
        },
      ],
    },
  },
  options: { firstPlayer: 'B', naturals: false },
};

const ord = (side: 'A' | 'B', order: Record<string, unknown>): GameEvent => ({
  type: 'OrderIssued',
  data: { side, order: order as { type: string } },
});
const sneak = ord('B', { type: 'move', model: 'intruder', path: [{ inches: 2, terrain: 'difficult' }], enemyGap: 4, passageWidth: 2 });

/** B's Hidden intruder moves; A detects it, then it moves again. */
function stream(): MatchEvent[] {
  const created = testMatchCreated(warzone, { setup });
  let match = startMatch(new RulesetRegistry([warzone]), created) as MatchState;
  const log: MatchEvent[] = [{ type: 'MatchCreated', data: created }];
  const events: GameEvent[] = [
    ord('B', { type: 'activate', unit: 'u-h' }),
    ord('B', { type: 'move', model: 'intruder', path: [{ inches: 1 }] }),
    ord('B', { type: 'endActivation' }),
    ord('A', { type: 'activate', unit: 'u-a' }),
    ord('A', { type: 'detect', model: 'ranger', target: 'intruder', distance: 10, nearest: ['intruder'] }),
    { type: 'DiceRolled', data: { side: 'A', purpose: 'detection', dice: [{ sides: 20, value: 5 }], source: 'reported' } },
    ord('A', { type: 'endActivation' }),
    ord('B', { type: 'activate', unit: 'u-h' }),
    sneak,
  ];
  for (const e of events) {
    const out = decide(match, e, { kind: 'player', side: e.type === 'OrderIssued' ? e.data.side : 'A' });
    if (isViolation(out)) throw new Error(`${out.code}: ${out.message}`);
    match = out.reduce(applyMatch, match);
    log.push(...out);
  }
  return log;
}

describe('Hidden models in the view and the event stream (P4, A80)', () => {
  it('A80: the opponent and the public see a Hidden model as a marker only; its owner and the organiser see it whole', () => {
    const s = warzone.setup(setup, []) as WarzoneState;
    expect((warzone.view(s, { kind: 'player', side: 'A' }) as WarzoneState).models.intruder).toEqual({
      id: 'intruder',
      side: 'B',
      unit: 'u-h',
      hidden: true,
    });
    expect((warzone.view(s, { kind: 'public' }) as WarzoneState).models.intruder).toEqual({
      id: 'intruder',
      side: 'B',
      unit: 'u-h',
      hidden: true,
    });
    expect((warzone.view(s, { kind: 'player', side: 'B' }) as WarzoneState).models.intruder).toMatchObject({ stealth: 2, ld: 13 });
    expect(warzone.view(s, { kind: 'organiser' })).toEqual(s);
  });

  it('A80: a Hidden model’s orders show the opponent only their type, never the path facts', () => {
    const s = warzone.setup(setup, []) as WarzoneState;
    expect(warzone.viewEvent!(s, sneak, { kind: 'player', side: 'A' })).toEqual(ord('B', { type: 'move', model: 'intruder' }));
    expect(warzone.viewEvent!(s, sneak, { kind: 'public' })).toEqual(ord('B', { type: 'move', model: 'intruder' }));
    expect(warzone.viewEvent!(s, sneak, { kind: 'player', side: 'B' })).toEqual(sneak);
    expect(warzone.viewEvent!(s, sneak, { kind: 'organiser' })).toEqual(sneak);
  });

  it('P4 L372: once detected, its orders are shown whole; the stream read through the kernel keeps the earlier ones hidden', () => {
    const log = stream();
    const seen = viewEvents(new RulesetRegistry([warzone]), log, { kind: 'player', side: 'A' });
    expect(JSON.stringify(seen[2])).not.toContain('path');
    expect(seen[2]).toMatchObject({ type: 'OrderIssued', data: { order: { type: 'move', model: 'intruder' } } });
    expect(seen[9]).toEqual(log[9]); // after the detection
    expect(viewEvents(new RulesetRegistry([warzone]), log, { kind: 'player', side: 'B' })).toEqual(log);
    expect(viewEvents(new RulesetRegistry([warzone]), log, { kind: 'organiser' })).toEqual(log);
  });

  it('A80: log lines and pending tasks about a Hidden model are not shown to the opponent', () => {
    const s = warzone.setup(setup, []) as WarzoneState;
    const withTask: WarzoneState = {
      ...s,
      log: ['intruder moves', 'ranger waits'],
      tasks: [{ k: 'climb', model: 'intruder', top: false }],
    };
    const seen = warzone.view(withTask, { kind: 'player', side: 'A' }) as WarzoneState;
    expect(seen.log).toEqual(['ranger waits']);
    expect(seen.tasks).toEqual([{ k: 'climb' }]);
  });
});
