import { runInNewContext } from 'node:vm';
import { changeState, readOnly, refusalOf } from './draft';
import { violation } from './violation';

interface State {
  data: { arena: number[] };
  units: Array<{ id: string; hp: number }>;
  log: string[];
}

const base = (): State => ({
  data: { arena: [1, 2, 3] },
  units: [
    { id: 'a', hp: 3 },
    { id: 'b', hp: 2 },
  ],
  log: ['start'],
});

describe('changeState', () => {
  it('changes a copy and shares every part it did not touch', () => {
    const before = base();
    const after = changeState(before, (s) => {
      s.units[0].hp -= 1;
    }) as State;
    expect(after.units[0].hp).toBe(2);
    expect(before.units[0].hp).toBe(3);
    expect(after.units[1]).toBe(before.units[1]);
    expect(after.log).toBe(before.log);
    expect(after.data).toBe(before.data);
  });

  it('answers the rule broken and leaves the state as it was', () => {
    const before = base();
    const refusal = violation('test §1', 'no', 'NO');
    const answer = changeState(before, (s) => {
      s.units[0].hp = 0;
      s.log.push('changed');
      return refusal;
    });
    expect(answer).toBe(refusal);
    expect(before).toEqual(base());
  });

  it('hands fixed parts to the rule code as they are', () => {
    const before = base();
    let seen: unknown = null;
    const after = changeState(
      before,
      (s) => {
        seen = s.data;
        s.log.push('read');
      },
      ['data'],
    ) as State;
    expect(seen).toBe(before.data);
    expect(after.data).toBe(before.data);
    expect(after.log).toEqual(['start', 'read']);
  });

  it('copies plain objects made in another realm without touching them', () => {
    const before = runInNewContext('({ hands: { a: [] }, units: [{ tokens: [] }] })') as {
      hands: { a: string[] };
      units: Array<{ tokens: number[] }>;
    };
    const after = changeState(before, (s) => {
      s.hands.a.push('card');
      s.units[0].tokens.push(2);
    }) as typeof before;
    expect(before.hands.a).toEqual([]);
    expect(before.units[0].tokens).toEqual([]);
    expect(after.hands.a).toEqual(['card']);
    expect(after.units[0].tokens).toEqual([2]);
  });

  it('tries a change on a copy of a draft, leaving the draft as it is', () => {
    const after = changeState(base(), (s) => {
      s.log.push('mine');
      const tried = refusalOf(s, (copy) => {
        copy.log.push('tried');
        return copy.units.length > 1 ? violation('test §2', 'too many', 'MANY') : null;
      });
      expect(tried).toMatchObject({ code: 'MANY' });
      expect(refusalOf(s, (copy) => void copy.log.push('fine'))).toBeNull();
    }) as State;
    expect(after.log).toEqual(['start', 'mine']);
  });

  it('reads a part as the draft now stands, drafting nothing', () => {
    const before = base();
    expect(readOnly(before.units)).toBe(before.units);
    const after = changeState(before, (s) => {
      s.units[1].hp = 9;
      const seen = readOnly(s.units);
      expect(seen[0]).toBe(before.units[0]);
      expect(seen.map((u) => u.hp)).toEqual([3, 9]);
      expect(readOnly(s).log).toBe(before.log);
    }) as State;
    expect(after.units[0]).toBe(before.units[0]);
    expect(after.units[1].hp).toBe(9);
    expect(before.units[1].hp).toBe(2);
  });
});
